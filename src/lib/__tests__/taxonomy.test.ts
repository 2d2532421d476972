/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { DURATION_SCALES, durationKey, lookupTaxonomy, missingTaxonomyMessage, type TaxonomyValues } from '../taxonomy';
import type { Language } from '../routes';

const readDictionary = (language: Language) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'locales', language, 'courses.json'), 'utf8'));

const DICTIONARIES = { fr: readDictionary('fr'), en: readDictionary('en') };
const TEXTS = { notFound: 'NOT FOUND', notInLanguage: 'NOT IN THIS LANGUAGE' };
const NBSP = '\u00a0';

const lookup = (language: Language, key: string, values?: TaxonomyValues) =>
  lookupTaxonomy(DICTIONARIES[language], key, { language, texts: TEXTS, values });

describe('taxonomy lookup', () => {
  it.each([
    ['fr', 'rhythm.fulltime', 'Temps plein'],
    ['fr', 'rhythm.periodic', 'Alternance'],
    ['en', 'rhythm.periodic', 'Work-study'],
    ['fr', 'category.pge', 'Programme Grande École'],
    ['en', 'category.pge', 'Grande École Programme'],
    ['fr', 'level.0', 'Bac'],
    ['fr', 'level.5', 'Bac+5'],
    ['en', 'level.4', 'Master Year 1'],
  ] as const)('finds %s %s', (language, key, expected) => {
    expect(lookup(language, key)).toEqual({ status: 'found', text: expected });
  });

  it('has the levels 0 to 5 in French, Bac to Bac+5', () => {
    expect([0, 1, 2, 3, 4, 5].map((level) => lookup('fr', `level.${level}`).text)).toEqual([
      'Bac',
      'Bac+1',
      'Bac+2',
      'Bac+3',
      'Bac+4',
      'Bac+5',
    ]);
  });

  it('has no level 1 in English (the documented gap): it is a missing key there', () => {
    expect(lookup('en', 'level.1')).toEqual({ status: 'missing', text: 'NOT FOUND' });
    expect([0, 2, 3, 4, 5].map((level) => lookup('en', `level.${level}`).status)).toEqual(['found', 'found', 'found', 'found', 'found']);
  });

  it('gives the carousel labels of the spec', () => {
    expect(['2', '3', '5'].map((level) => lookup('fr', `carousel.${level}`).text)).toEqual(['Bac+2', 'Bac+3', 'Bac+5']);
    expect(['2', '3', '5'].map((level) => lookup('en', `carousel.${level}`).text)).toEqual([
      'Bachelor Year 2',
      'Bachelor Year 3',
      'Master Year 2',
    ]);
  });

  it('gives the not-found text for a key the dictionary lacks, or that names a group', () => {
    expect(lookup('fr', 'rhythm.weekend')).toEqual({ status: 'missing', text: 'NOT FOUND' });
    expect(lookup('fr', 'level')).toEqual({ status: 'missing', text: 'NOT FOUND' });
    expect(lookupTaxonomy(undefined, 'level.0', { language: 'fr', texts: TEXTS })).toEqual({ status: 'missing', text: 'NOT FOUND' });
  });

  it('gives the not-in-this-language text for an empty value', () => {
    const dictionary = { rhythm: { fulltime: '', periodic: '  ' }, scale: { long: { days_one: '', days_other: '{{count}} days' } } };
    const options = { language: 'en' as const, texts: TEXTS };
    expect(lookupTaxonomy(dictionary, 'rhythm.fulltime', options)).toEqual({ status: 'empty', text: 'NOT IN THIS LANGUAGE' });
    expect(lookupTaxonomy(dictionary, 'rhythm.periodic', options)).toEqual({ status: 'empty', text: 'NOT IN THIS LANGUAGE' });
    expect(lookupTaxonomy(dictionary, 'scale.long.days', { ...options, values: { count: 1 } }).status).toBe('empty');
    expect(lookupTaxonomy(dictionary, 'scale.long.days', { ...options, values: { count: 4 } }).text).toBe('4 days');
  });
});

describe('durations', () => {
  it.each([
    ['fr', 'years', 3, 'long', '3 ans'],
    ['fr', 'years', 3, 'short', '3 ans'],
    ['fr', 'year', 1, 'long', '1 an'],
    ['fr', 'months', 18, 'long', '18 mois'],
    ['fr', 'months', 18, 'short', '18 mois'],
    ['fr', 'days', 5, 'long', '5 jours'],
    ['fr', 'days', 5, 'short', '5 j'],
    ['fr', 'hours', 35, 'long', '35 heures'],
    ['fr', 'hours', 35, 'short', '35 h'],
    ['en', 'years', 3, 'long', '3 years'],
    ['en', 'years', 3, 'short', '3 yrs'],
    ['en', 'year', 1, 'long', '1 year'],
    ['en', 'months', 18, 'long', '18 months'],
    ['en', 'months', 18, 'short', '18 mths'],
    ['en', 'days', 5, 'short', '5 days'],
    ['en', 'hours', 35, 'long', '35 hours'],
    ['en', 'hours', 35, 'short', '35 hrs'],
  ] as const)('%s: %s %d in the %s format', (language, scale, count, format, expected) => {
    expect(lookup(language, durationKey(scale, format), { count }).text).toBe(expected.replace(' ', NBSP));
  });

  it('uses the long format unless told otherwise', () => {
    expect(durationKey('hours')).toBe('scale.long.hours');
  });

  it('picks the plural form of the language', () => {
    // French counts 0 and 1 as singular; English only 1.
    expect(lookup('fr', durationKey('hours'), { count: 1 }).text).toBe(`1${NBSP}heure`);
    expect(lookup('fr', durationKey('hours'), { count: 0 }).text).toBe(`0${NBSP}heure`);
    expect(lookup('fr', durationKey('hours'), { count: 2 }).text).toBe(`2${NBSP}heures`);
    expect(lookup('en', durationKey('hours'), { count: 1 }).text).toBe(`1${NBSP}hour`);
    expect(lookup('en', durationKey('hours'), { count: 0 }).text).toBe(`0${NBSP}hours`);
    expect(lookup('en', durationKey('days', 'short'), { count: 1 }).text).toBe(`1${NBSP}day`);
  });

  it("falls back to the 'other' form for a plural form the dictionary does not write (French millions)", () => {
    expect(lookup('fr', durationKey('hours'), { count: 2_000_000 }).text).toBe(`2\u202f000\u202f000${NBSP}heures`);
  });

  it('writes the numbers of the page language', () => {
    expect(lookup('fr', durationKey('hours', 'short'), { count: 1200 }).text).toBe(`1\u202f200${NBSP}h`);
    expect(lookup('en', durationKey('hours', 'short'), { count: 1200 }).text).toBe(`1,200${NBSP}hrs`);
    expect(lookup('fr', durationKey('years'), { count: 1.5 }).text).toBe(`1,5${NBSP}an`);
    expect(lookup('en', durationKey('years'), { count: 1.5 }).text).toBe(`1.5${NBSP}years`);
  });

  it('has every scale in both formats and both languages', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const format of ['short', 'long'] as const) {
        for (const scale of DURATION_SCALES) {
          expect([language, format, scale, lookup(language, durationKey(scale, format), { count: 2 }).status]).toEqual([
            language,
            format,
            scale,
            'found',
          ]);
        }
      }
    }
  });
});

describe('the missing-key message', () => {
  it('names the key, the language and the dictionary version', () => {
    expect(missingTaxonomyMessage('level.1', 'en', '0.1.0')).toBe(
      '[taxonomy] "level.1" is not in the en course dictionary (version 0.1.0)',
    );
  });
});
