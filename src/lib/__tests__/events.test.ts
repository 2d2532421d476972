import { isUpcoming } from '../events';

// 23 November 2026, 10:00 in Paris.
const now = new Date('2026-11-23T09:00:00Z');

describe('isUpcoming', () => {
  it.each([
    ['starts later today', { dateStart: '2026-11-23T17:00:00Z', dateEnd: null }, true],
    ['started this morning, no end date', { dateStart: '2026-11-23T06:00:00Z', dateEnd: null }, true],
    ['starts tomorrow', { dateStart: '2026-11-24T09:00:00Z' }, true],
    ['ended yesterday', { dateStart: '2026-11-20T09:00:00Z', dateEnd: '2026-11-22T18:00:00Z' }, false],
    ['started last week, ends tomorrow', { dateStart: '2026-11-16T09:00:00Z', dateEnd: '2026-11-24T18:00:00Z' }, true],
    ['started yesterday, no end date', { dateStart: '2026-11-22T09:00:00Z', dateEnd: null }, false],
  ])('%s → %s', (_, event, expected) => {
    expect(isUpcoming(event, now)).toBe(expected);
  });

  it('counts days in Paris time: 23:30 UTC on the 22nd is already the 23rd in Paris', () => {
    expect(isUpcoming({ dateStart: '2026-11-22T23:30:00Z' }, now)).toBe(true);
  });
});
