import { dayOfMonth, formatMonth, groupByMonth, schoolMonth, weekday } from '../calendar';

describe('calendar dates', () => {
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

describe('groupByMonth', () => {
  it('puts events in runs of one month of the school calendar, in their order', () => {
    const events = [
      { slug: 'a', dateStart: '2026-11-28T09:00:00Z' },
      { slug: 'b', dateStart: '2026-11-30T23:30:00Z' },
      { slug: 'c', dateStart: '2026-12-05T09:00:00Z' },
      { slug: 'd', dateStart: '2027-01-10T09:00:00Z' },
    ];
    expect(groupByMonth(events).map(({ month, events: inMonth }) => [month, inMonth.map((event) => event.slug)])).toEqual([
      // 23:30 UTC on 30 November is 00:30 on 1 December in Paris.
      ['2026-11', ['a']],
      ['2026-12', ['b', 'c']],
      ['2027-01', ['d']],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});
