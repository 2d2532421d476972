import { dayOfMonth, formatDate, formatLongDate, formatMonth, formatTime, schoolMonth, weekday } from '../dates';

describe('dates', () => {
  it('writes the long French date of the events block', () => {
    expect(formatLongDate('2026-12-03T09:00:00Z', 'fr')).toBe('jeudi 3 décembre 2026');
  });

  it('writes English dates in English', () => {
    expect(formatLongDate('2026-12-03T09:00:00Z', 'en')).toBe('Thursday, 3 December 2026');
    expect(formatDate('2026-12-03T09:00:00Z', 'en')).toBe('3 December 2026');
  });

  it('writes British English, not American: day before month, 24-hour clock', () => {
    expect(formatDate('2026-12-03T15:45:00Z', 'en')).toBe('3 December 2026');
    expect(formatTime('2026-12-03T15:45:00Z', 'en')).toBe('16:45');
  });

  it('writes French dates in French', () => {
    expect(formatDate('2026-03-01T09:00:00Z', 'fr')).toBe('1 mars 2026');
    expect(formatTime('2026-12-03T15:45:00Z', 'fr')).toBe('16:45');
  });

  it('uses the school time zone', () => {
    expect(formatLongDate('2026-12-02T23:30:00Z', 'fr')).toBe('jeudi 3 décembre 2026');
    expect(formatTime('2026-12-03T09:00:00Z', 'fr')).toBe('10:00');
  });

  it.each([
    ['2026-12-03T09:00:00Z', 'fr', 'Décembre 2026', '2026-12'],
    ['2026-12-03T09:00:00Z', 'en', 'December 2026', '2026-12'],
    // 23:30 in UTC on 31 December is already January in Paris.
    ['2026-12-31T23:30:00Z', 'fr', 'Janvier 2027', '2027-01'],
    ['2027-02-28T22:59:00Z', 'en', 'February 2027', '2027-02'],
  ] as const)('heads the month of %s in %s as "%s", keyed %s in the school time zone', (iso, language, month, key) => {
    expect(formatMonth(iso, language)).toBe(month);
    expect(schoolMonth(iso)).toBe(key);
  });

  it('gives a calendar leaf its day and weekday in the school time zone', () => {
    expect([dayOfMonth('2026-12-02T23:30:00Z', 'fr'), weekday('2026-12-02T23:30:00Z', 'fr')]).toEqual(['3', 'jeudi']);
    expect([dayOfMonth('2026-12-03T09:00:00Z', 'en'), weekday('2026-12-03T09:00:00Z', 'en')]).toEqual(['3', 'Thursday']);
  });
});
