/**
 * @jest-environment node
 */
import { events } from '../data/events';
import { parisDateTime, publishedAt, schoolEventDateTime, schoolEventDayOffset, seedToday } from '../dates';

/** "2026-11-23 10:00": the day and the wall clock of `instant` in Paris. */
const parisWallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const inParis = (instant: Date) => parisWallClock.format(instant);

describe('seed dates', () => {
  const today = new Date('2026-11-23T09:00:00Z');

  it('places an event at a Paris local time, winter time (UTC+1)', () => {
    expect(parisDateTime(today, 10, '18:30').toISOString()).toBe('2026-12-03T17:30:00.000Z');
  });

  it('follows summer time (UTC+2)', () => {
    expect(parisDateTime(today, -150, '10:00').toISOString()).toBe('2026-06-26T08:00:00.000Z');
  });

  it('dates publications in the past', () => {
    expect(publishedAt(today, 30).getTime()).toBeLessThan(today.getTime());
  });

  it('dates a publication of the day at its office hour once it has passed, and never later than the seeding', () => {
    expect(publishedAt(today, 0).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    const atNight = new Date('2026-11-23T00:30:00Z');
    expect(publishedAt(atNight, 0).toISOString()).toBe('2026-11-23T00:30:00.000Z');
  });
});

// The seed counts from the day in Paris, whatever the moment it runs: the seeded events are then
// the same on every day of the same date, and one seeded on a late evening is not a day early.
describe.each([
  { name: 'a Monday morning', now: '2026-11-23T07:30:00Z', day: '2026-11-23', next: '2026-11-24', previous: '2026-11-22' },
  {
    name: 'a Sunday just before midnight in Paris',
    now: '2026-11-29T22:50:00Z',
    day: '2026-11-29',
    next: '2026-11-30',
    previous: '2026-11-28',
  },
  {
    name: '31 December, already 1 January in Paris',
    now: '2026-12-31T23:30:00Z',
    day: '2027-01-01',
    next: '2027-01-02',
    previous: '2026-12-31',
  },
  {
    name: 'the last Sunday of March, before the clocks go forward',
    now: '2027-03-28T00:30:00Z',
    day: '2027-03-28',
    next: '2027-03-29',
    previous: '2027-03-27',
  },
])('seeded on $name', ({ now, day, next, previous }) => {
  const today = new Date(now);

  it('places a time of the day on that day in Paris, at that wall-clock time', () => {
    expect(inParis(parisDateTime(today, 0, '10:00'))).toBe(`${day} 10:00`);
    expect(inParis(parisDateTime(today, 0, '18:30'))).toBe(`${day} 18:30`);
  });

  it('counts the days before and after in calendar days, across a change of time', () => {
    expect(inParis(parisDateTime(today, 1, '09:00'))).toBe(`${next} 09:00`);
    expect(inParis(parisDateTime(today, -1, '17:00'))).toBe(`${previous} 17:00`);
  });

  it('never dates a publication after the seeding', () => {
    for (const daysAgo of [0, 1, 2, 30]) expect(publishedAt(today, daysAgo).getTime()).toBeLessThanOrEqual(today.getTime());
  });
});

describe('the moment the seed counts from', () => {
  const now = new Date('2026-11-28T14:00:00Z');

  it('is now, unless CMS_SEED_TODAY names one', () => {
    expect(seedToday({}, now)).toBe(now);
    expect(seedToday({ CMS_SEED_TODAY: '' }, now)).toBe(now);
    expect(seedToday({ CMS_SEED_TODAY: '2026-11-20T10:00:00.000Z' }, now).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(seedToday({ CMS_SEED_TODAY: '2026-11-20T11:00:00+01:00' }, now).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it.each(['2026-11-20', 'tomorrow', '2026-13-40T10:00:00Z'])('refuses "%s" with a message naming the variable', (value) => {
    expect(() => seedToday({ CMS_SEED_TODAY: value }, now)).toThrow(
      `CMS_SEED_TODAY must be an ISO 8601 date-time (2026-11-20T10:00:00Z), not "${value}".`,
    );
  });
});

// France's public holidays of the seeding years, written out here rather than taken from the
// package the seed uses, so that the test checks the package too.
const PUBLIC_HOLIDAYS = new Set([
  ...['01-01', '04-06', '05-01', '05-08', '05-14', '05-25', '07-14', '08-15', '11-01', '11-11', '12-25'].map((day) => `2026-${day}`),
  ...['01-01', '03-29', '05-01', '05-06', '05-08', '05-17', '07-14', '08-15', '11-01', '11-11', '12-25'].map((day) => `2027-${day}`),
  ...['01-01', '04-17', '05-01', '05-08', '05-25', '06-05', '07-14', '08-15', '11-01', '11-11', '12-25'].map((day) => `2028-${day}`),
]);

const parisDay = (instant: Date) => inParis(instant).slice(0, 10);

/** From 24 December to the day before the first Monday after 1 January ("YYYY-MM-DD"). */
const inChristmasHolidays = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  if (month === 12) return date >= 24;
  if (month !== 1) return false;
  let classesStart = 2;
  while (new Date(Date.UTC(year, 0, classesStart)).getUTCDay() !== 1) classesStart += 1;
  return date < classesStart;
};
const parisWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
const weekdayInParis = (instant: Date) => parisWeekday.format(instant);

describe('the days the seed holds its events on', () => {
  const friday = new Date('2026-11-20T10:00:00Z');

  it('keeps a day that is neither a Sunday nor a public holiday', () => {
    expect(schoolEventDayOffset(friday, 6)).toBe(6);
    expect(schoolEventDayOffset(friday, -6)).toBe(-6);
  });

  it('moves an event to come from a Sunday to the Monday, and a past one to the Saturday before', () => {
    expect(parisDay(schoolEventDateTime(friday, 9, '10:00'))).toBe('2026-11-30');
    expect(parisDay(schoolEventDateTime(friday, -12, '10:00'))).toBe('2026-11-07');
  });

  it('holds no open day in the Christmas holidays, from Christmas Eve to the first Sunday of January', () => {
    expect(parisDay(schoolEventDateTime(friday, 33, '10:00'))).toBe('2026-12-23');
    // 1 January 2027 is a Friday: classes start again on Monday 4 January.
    for (const days of [34, 35, 41, 42, 43, 44]) expect(parisDay(schoolEventDateTime(friday, days, '10:00'))).toBe('2027-01-04');
    // A past event goes back before the holidays.
    expect(parisDay(schoolEventDateTime(new Date('2027-01-05T09:00:00Z'), -4, '10:00'))).toBe('2026-12-23');
    // 1 January 2028 is a Saturday: Monday 3 January. 1 January 2034 is a Sunday: Monday 2 January.
    expect(parisDay(schoolEventDateTime(new Date('2027-12-20T09:00:00Z'), 5, '10:00'))).toBe('2028-01-03');
    expect(parisDay(schoolEventDateTime(new Date('2033-12-20T09:00:00Z'), 5, '10:00'))).toBe('2034-01-02');
  });

  it('moves past a holiday that follows a Sunday (Easter Monday 2027)', () => {
    // 28 March 2027 is Easter Sunday, 29 March Easter Monday.
    expect(parisDay(schoolEventDateTime(new Date('2027-03-01T09:00:00Z'), 27, '10:00'))).toBe('2027-03-30');
  });

  // Every seeded event, seeded on every day of a year: the demo is installed on any day.
  it('never places a seeded event on a Sunday, a public holiday or in the Christmas holidays, and keeps past events past and the others to come', () => {
    const misplaced: string[] = [];
    for (let day = 0; day < 366; day += 1) {
      const today = new Date(Date.UTC(2026, 10, 29 + day, 9));
      for (const event of events) {
        const start = schoolEventDateTime(today, event.startInDays, event.startTime);
        const where = `${event.slug} seeded on ${parisDay(today)}: ${parisDay(start)}`;
        const yearEnd = inChristmasHolidays(parisDay(start));
        if (weekdayInParis(start) === 'Sunday' || PUBLIC_HOLIDAYS.has(parisDay(start)) || yearEnd) misplaced.push(where);
        if (Math.sign(start.getTime() - today.getTime()) !== Math.sign(event.startInDays))
          misplaced.push(`${where} (crossed the seeding day)`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
