/** @jest-environment node */
import { createTestI18n } from '@/testing/render';
import { byNameIn, compareIn, dateTimeFormat, formatNumber, INTL_LOCALES, numberFormat, schoolDay } from '../intl';

describe('numbers in the page language', () => {
  it('groups thousands and writes decimals the French way on French pages', () => {
    expect(formatNumber(1234567.5, 'fr')).toBe('1\u202f234\u202f567,5');
  });

  it('writes them the British way on English pages', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('passes the Intl options on (percentages)', () => {
    expect(formatNumber(0.92, 'fr', { style: 'percent' })).toBe('92\u00a0%');
    expect(formatNumber(0.92, 'en', { style: 'percent' })).toBe('92%');
  });

  it('uses France French and British English', () => {
    expect(INTL_LOCALES).toEqual({ fr: 'fr-FR', en: 'en-GB' });
  });
});

describe('formatters', () => {
  it('are built once per locale and options, and told apart by their options', () => {
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(numberFormat('fr-FR', { style: 'percent' }));
    expect(numberFormat('fr-FR', { style: 'percent' })).not.toBe(numberFormat('fr-FR'));
    expect(numberFormat('fr-FR')).not.toBe(numberFormat('en-GB'));
    expect(dateTimeFormat('fr-FR', { month: 'long' })).toBe(dateTimeFormat('fr-FR', { month: 'long' }));
    expect(dateTimeFormat('fr-FR', { month: 'long' }).format(new Date('2026-12-03T12:00:00Z'))).toBe('décembre');
  });

  it("give the day in the school's time zone, not the machine's", () => {
    // 23:30 in UTC on 23 November is already 24 November in Paris.
    expect(schoolDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(schoolDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('give the day Intl gives for Europe/Paris, every hour (and the minutes around each change of time) from 2020 to 2035', () => {
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
    const differences: string[] = [];
    const check = (time: number) => {
      const date = new Date(time);
      if (schoolDay(date) !== paris.format(date)) differences.push(date.toISOString());
    };
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2036, 0, 1); time += 3_600_000) {
      check(time);
      // Midnight in Paris falls at 22:00 or 23:00 UTC: the minutes on either side of it.
      if (new Date(time).getUTCHours() >= 21) for (const minute of [-1, 1, 59]) check(time + minute * 60_000);
    }
    expect(differences).toEqual([]);
  });
});

describe('numbers in the dictionary texts', () => {
  it('go through the number format of the page language', () => {
    expect(createTestI18n('fr').t('filters.results', { count: 1234 })).toBe('1\u202f234 résultats');
    expect(createTestI18n('en').t('filters.results', { count: 1234 })).toBe('1,234 results');
    expect(createTestI18n('en').t('filters.results', { count: 1 })).toBe('1 result');
    expect(createTestI18n('fr').t('campus:count', { count: 26 })).toBe('26 campus en France');
  });
});

describe('alphabetical order in the page language', () => {
  it('sorts accented names where the language puts them, not after z', () => {
    expect(['Île-de-France', 'Occitanie', 'Hauts-de-France', 'Auvergne-Rhône-Alpes', 'Écosse'].sort(compareIn('fr'))).toEqual([
      'Auvergne-Rhône-Alpes',
      'Écosse',
      'Hauts-de-France',
      'Île-de-France',
      'Occitanie',
    ]);
  });

  it('sets case aside, and builds no ICU collator (each costs a phone tens of milliseconds)', () => {
    // Either way builds one: the constructor, or localeCompare (which does not call the constructor).
    const Collator = jest.spyOn(Intl, 'Collator');
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    expect(['reims', 'Rennes', 'Orléans', 'ORLÉANS', 'Saint-Étienne', 'Strasbourg'].sort(compareIn('fr'))).toEqual([
      'ORLÉANS',
      'Orléans',
      'reims',
      'Rennes',
      'Saint-Étienne',
      'Strasbourg',
    ]);
    expect(Collator).not.toHaveBeenCalled();
    expect(localeCompare).not.toHaveBeenCalled();
    Collator.mockRestore();
    localeCompare.mockRestore();
  });

  it('sorts things by their name the same way', () => {
    const campuses = [{ name: 'Évry' }, { name: 'Angers' }, { name: 'Lyon' }, { name: 'évian' }];
    expect([...campuses].sort(byNameIn('fr')).map((campus) => campus.name)).toEqual(['Angers', 'évian', 'Évry', 'Lyon']);
  });
});
