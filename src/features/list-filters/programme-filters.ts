// Which programmes a filter keeps (category, graduation level, rhythm, field of study, campus),
// and the options each filter offers: only values some programme has, so no option leads to an
// empty list by itself. A programme taken either full-time or in work-study (rhythm "both") is
// kept by both rhythm choices.
// Relative, not '@/': the build (plugins/site-pages) imports this file, and Gatsby compiles it
// without the alias.
import { isPresent } from '../../lib/is-present';
import { PROGRAMME_CATEGORIES } from '../../lib/programme-categories';
import { byNameIn, compareIn } from '../../lib/intl';
import { RHYTHM_CHOICES, type RhythmChoice } from '../../lib/programme-query';

export { PROGRAMME_CATEGORIES, type ProgrammeCategory } from '../../lib/programme-categories';

export const PROGRAMME_FILTER_KEYS = ['categorie', 'niveau', 'rythme', 'domaine', 'campus'] as const;
export type ProgrammeFilterKey = (typeof PROGRAMME_FILTER_KEYS)[number];
export type ProgrammeFilterValues = Record<ProgrammeFilterKey, string>;

const isRhythmChoice = (value: string): value is RhythmChoice => Object.keys(RHYTHM_CHOICES).includes(value);

export const NO_PROGRAMME_FILTER: ProgrammeFilterValues = { categorie: '', niveau: '', rythme: '', domaine: '', campus: '' };

export interface FilterableProgramme {
  category: string | null;
  graduationLevel: number | null;
  rhythm: string | null;
  fieldsOfStudy: ReadonlyArray<{ title: string; slug: string } | null> | null;
  campuses: ReadonlyArray<{ name: string; slug: string } | null> | null;
}

/** The rhythm choices that keep a programme of this CMS rhythm ("both": each of them). */
export const rhythmChoicesOf = (rhythm: string | null) =>
  (Object.keys(RHYTHM_CHOICES) as RhythmChoice[]).filter((choice) => (RHYTHM_CHOICES[choice] as readonly string[]).includes(rhythm ?? ''));

const keepsRhythm = (choice: string, rhythm: string | null) =>
  !choice || (isRhythmChoice(choice) && rhythmChoicesOf(rhythm).includes(choice));

export const filterProgrammes = <P extends FilterableProgramme>(programmes: readonly P[], values: ProgrammeFilterValues): P[] =>
  programmes.filter(
    (programme) =>
      (!values.categorie || programme.category === values.categorie) &&
      (!values.niveau || String(programme.graduationLevel) === values.niveau) &&
      keepsRhythm(values.rythme, programme.rhythm) &&
      (!values.domaine || (programme.fieldsOfStudy ?? []).some((field) => field?.slug === values.domaine)) &&
      (!values.campus || (programme.campuses ?? []).some((campus) => campus?.slug === values.campus)),
  );

export const programmeFilterOptions = (programmes: readonly FilterableProgramme[], language: string) => {
  const categories = PROGRAMME_CATEGORIES.filter((category) => programmes.some((programme) => programme.category === category));
  const levels = [...new Set(programmes.map((programme) => programme.graduationLevel).filter(isPresent))].sort();
  const rhythms = (Object.keys(RHYTHM_CHOICES) as RhythmChoice[]).filter((choice) =>
    programmes.some((programme) => rhythmChoicesOf(programme.rhythm).includes(choice)),
  );
  const fields = new Map<string, string>();
  for (const programme of programmes) for (const field of programme.fieldsOfStudy ?? []) if (field) fields.set(field.slug, field.title);
  const campuses = new Map<string, string>();
  for (const programme of programmes) for (const campus of programme.campuses ?? []) if (campus) campuses.set(campus.slug, campus.name);
  const compare = compareIn(language);
  return {
    categories,
    levels,
    rhythms,
    fields: [...fields].map(([slug, title]) => ({ slug, title })).sort((a, b) => compare(a.title, b.title)),
    campuses: [...campuses].map(([slug, name]) => ({ slug, name })).sort(byNameIn(language)),
  };
};
