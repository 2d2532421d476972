/**
 * @jest-environment node
 */
import { parisDateTime, publishedAt } from '../dates';

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
