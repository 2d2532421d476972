/**
 * @jest-environment node
 */
import { buildDay } from '../build-day';
import { SAMPLE_TODAYS } from '@/testing/today';

describe('the school day a build counts upcoming events from', () => {
  it.each(SAMPLE_TODAYS)('is the day in Paris on $name', ({ now, schoolDay }) => {
    expect(buildDay({}, now)).toBe(schoolDay);
  });

  it('is SITE_BUILD_DAY when it names one, whatever the day of the build', () => {
    for (const { now } of SAMPLE_TODAYS) expect(buildDay({ SITE_BUILD_DAY: ' 2026-11-20 ' }, now)).toBe('2026-11-20');
    expect(buildDay({ SITE_BUILD_DAY: '' }, SAMPLE_TODAYS[0].now)).toBe(SAMPLE_TODAYS[0].schoolDay);
  });

  it.each(['20/11/2026', '2026-11-20T10:00:00Z', '2026-02-30', '2026-1-5'])('refuses "%s" with a message naming the variable', (value) => {
    expect(() => buildDay({ SITE_BUILD_DAY: value })).toThrow(
      `SITE_BUILD_DAY must be a day written YYYY-MM-DD (2026-11-20), not "${value}".`,
    );
  });
});
