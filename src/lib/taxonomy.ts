// The course dictionary (locales/{fr,en}/courses.json, version DICTIONARY_VERSION): programme
// categories, rhythms, entry and graduation levels, the carousel labels and the duration scales in
// a short and a long format, looked up by key path ("level.3", "scale.long.years").
//
// A key the dictionary lacks gives the 'taxonomy not found' text (the caller logs it); a key whose
// value is empty gives the 'taxonomy does not exist for this language' text (spec §5). The English
// level list has no level 1 (spec §9), so "level.1" is a missing key on English pages.
//
// Duration formats: the long one spells the unit out ("3 ans", "35 heures"; "3 years",
// "35 hours"); the short one is for cards and lists: CLDR's short units ("5 j", "35 h"; "3 yrs",
// "18 mths", "35 hrs") except the French months, kept as "mois" because CLDR's "m." reads as
// minutes or metres. A no-break space keeps the number with its unit.
import { formatNumber, INTL_LOCALES } from './intl';
import type { Language } from './routes';

export const TAXONOMY_NAMESPACE = 'courses';

export const DURATION_SCALES = ['year', 'years', 'months', 'days', 'hours'] as const;
export type DurationScale = (typeof DURATION_SCALES)[number];
export type DurationFormat = 'short' | 'long';

/** The key of a duration: `taxonomy(durationKey('months', 'short'), { count: 18 })` → "18 mois". */
export const durationKey = (scale: string, format: DurationFormat = 'long') => `scale.${format}.${scale}`;

export interface TaxonomyTexts {
  notFound: string;
  notInLanguage: string;
}

/** Interpolation values; a `count` also picks the plural form (`key_one`, `key_other`…). */
export type TaxonomyValues = Record<string, string | number>;

export interface TaxonomyLookup {
  status: 'found' | 'missing' | 'empty';
  text: string;
}

const read = (dictionary: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (scope, part) => (scope && typeof scope === 'object' ? (scope as Record<string, unknown>)[part] : undefined),
      dictionary,
    );

// The suffixes of i18next's JSON v4 plurals. Unlike i18next, a form the language needs but the
// dictionary lacks (French "many", for millions) falls back to "other".
const pluralCandidates = (key: string, count: number, language: Language) => [
  ...(count === 0 ? [`${key}_zero`] : []),
  `${key}_${new Intl.PluralRules(INTL_LOCALES[language]).select(count)}`,
  `${key}_other`,
  key,
];

const INTERPOLATION = /\{\{\s*([^\s,}]+)\s*(?:,[^}]*)?\}\}/g;

const interpolate = (template: string, values: TaxonomyValues, language: Language) =>
  template.replace(INTERPOLATION, (_, name: string) => {
    const value = values[name];
    if (typeof value === 'number') return formatNumber(value, language);
    return value ?? '';
  });

export const lookupTaxonomy = (
  dictionary: unknown,
  key: string,
  { language, texts, values = {} }: { language: Language; texts: TaxonomyTexts; values?: TaxonomyValues },
): TaxonomyLookup => {
  const candidates = typeof values.count === 'number' ? pluralCandidates(key, values.count, language) : [key];
  const value = candidates.map((candidate) => read(dictionary, candidate)).find((found) => found !== undefined);
  if (typeof value !== 'string') return { status: 'missing', text: texts.notFound };
  if (value.trim() === '') return { status: 'empty', text: texts.notInLanguage };
  return { status: 'found', text: interpolate(value, values, language) };
};

export const missingTaxonomyMessage = (key: string, language: Language, version: string) =>
  `[taxonomy] "${key}" is not in the ${language} course dictionary (version ${version})`;
