// The day the test environment lives on, whatever the day the suite runs. The seed dates the demo
// content from it (CMS_SEED_TODAY), every build of the suite counts "upcoming" from it
// (SITE_BUILD_DAY), and every page the browser tests open reads it as its clock
// (test/browser/support/fixtures.ts). The wording and the wrapping of the dates, which events are
// upcoming, the agenda's months: all are then the same on any day, and so are the screenshots.
//
// It must not be later than the real day: the tests that publish content date it from the real
// clock, and expect it to be the newest and upcoming.
import { schoolDay } from '../../../src/lib/intl';

/** A Friday, 11:00 in Paris. */
export const SUITE_NOW = new Date('2026-11-20T10:00:00.000Z');

/** What the CMS and the builds need to live on SUITE_NOW; their processes inherit it. */
export const SUITE_DAY_ENV = {
  CMS_SEED_TODAY: SUITE_NOW.toISOString(),
  SITE_BUILD_DAY: schoolDay(SUITE_NOW),
} as const;

/** Sets SUITE_DAY_ENV on this process, for every CMS, build and service it starts from now on. */
export const liveOnSuiteDay = () => Object.assign(process.env, SUITE_DAY_ENV);
