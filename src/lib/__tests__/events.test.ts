import { hasEnded, isUpcoming } from '../events';
import { upcomingEventsUrl } from '../cms-api';
import { schoolDay } from '../intl';
import { addDays, SAMPLE_TODAYS, setToday } from '@/testing/today';

// 23 November 2026, 10:00 in Paris.
const now = new Date('2026-11-23T09:00:00Z');

describe('isUpcoming', () => {
  it('is the opposite of hasEnded', () => {
    const event = { dateStart: '2026-11-23T07:00:00Z', dateEnd: '2026-11-23T08:00:00Z' };
    expect([hasEnded(event, now), isUpcoming(event, now)]).toEqual([true, false]);
  });

  it.each([
    ['starts later today', { dateStart: '2026-11-23T17:00:00Z', dateEnd: null }, true],
    ['started this morning, no end date', { dateStart: '2026-11-23T06:00:00Z', dateEnd: null }, true],
    ['starts tomorrow', { dateStart: '2026-11-24T09:00:00Z' }, true],
    ['ended yesterday', { dateStart: '2026-11-20T09:00:00Z', dateEnd: '2026-11-22T18:00:00Z' }, false],
    ['started last week, ends tomorrow', { dateStart: '2026-11-16T09:00:00Z', dateEnd: '2026-11-24T18:00:00Z' }, true],
    ['started yesterday, no end date', { dateStart: '2026-11-22T09:00:00Z', dateEnd: null }, false],
    ['ends in an hour', { dateStart: '2026-11-23T07:00:00Z', dateEnd: '2026-11-23T10:00:00Z' }, true],
    ['ended an hour ago, this morning', { dateStart: '2026-11-23T06:00:00Z', dateEnd: '2026-11-23T08:00:00Z' }, false],
    ['ends right now', { dateStart: '2026-11-23T07:00:00Z', dateEnd: '2026-11-23T09:00:00Z' }, false],
    ['an end before its start: the end of its day counts', { dateStart: '2026-11-23T07:00:00Z', dateEnd: '2026-11-23T05:00:00Z' }, true],
  ])('%s → %s', (_, event, expected) => {
    expect(isUpcoming(event, now)).toBe(expected);
  });

  it('counts days in Paris time: 23:30 UTC on the 22nd is already the 23rd in Paris', () => {
    expect(isUpcoming({ dateStart: '2026-11-22T23:30:00Z' }, now)).toBe(true);
  });
});

describe.each(SAMPLE_TODAYS)('on $name', ({ now, schoolDay: today, midnight }) => {
  // As the site asks it: with the clock at `now`.
  beforeEach(() => setToday(now));
  const minutes = (count: number) => new Date(midnight.getTime() + count * 60_000).toISOString();

  it('counts the day in Paris', () => {
    expect(schoolDay(new Date())).toBe(today);
  });

  it.each([
    ['starts at midnight in Paris is upcoming', { dateStart: minutes(0) }, true],
    ['starts tomorrow is upcoming', { dateStart: `${addDays(today, 1)}T12:00:00Z` }, true],
    ['started a minute before midnight, with no end date, is past', { dateStart: minutes(-1), dateEnd: null }, false],
    [
      'started yesterday and ends in a minute is upcoming',
      { dateStart: minutes(-24 * 60), dateEnd: new Date(now.getTime() + 60_000).toISOString() },
      true,
    ],
    ['ended a minute ago is past', { dateStart: minutes(-24 * 60), dateEnd: new Date(now.getTime() - 60_000).toISOString() }, false],
    ['ended a minute before midnight is past', { dateStart: minutes(-24 * 60), dateEnd: minutes(-1) }, false],
  ])('an event that %s', (_, event, expected) => {
    expect(isUpcoming(event, new Date())).toBe(expected);
  });

  it('asks the CMS for the events from that day on', () => {
    const params = new URL(upcomingEventsUrl('https://cms.example', { language: 'fr', now: new Date() })).searchParams;
    expect([params.get('filters[$or][0][$and][1][dateEnd][$gte]'), params.get('filters[$or][1][dateStart][$gte]')]).toEqual([today, today]);
  });
});
