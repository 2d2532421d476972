// Every page the browser tests open lives on the suite's day (support/page-clock.ts), whatever the
// day they run: the pages of the stage's context and of a test's own context alike, from one load
// to the next. The lint keeps tests from opening pages any other way (test/lint/__tests__).
import type { Page } from '@playwright/test';
import { SUITE_NOW } from '../integration/support/suite-day';
import { at, expect, test } from './support/fixtures';

const pageNow = (page: Page) => page.evaluate(() => ({ constructed: new Date().getTime(), now: Date.now(), called: Date() }));

/** Within the minute the suite's day starts its pages at. */
const expectSuiteTime = (time: number) => {
  expect(time).toBeGreaterThanOrEqual(SUITE_NOW.getTime());
  expect(time).toBeLessThan(SUITE_NOW.getTime() + 60_000);
};

test.describe("the pages' clock", at(1440), () => {
  test('is the suite’s day in the stage’s pages, and moves on from one load to the next', async ({ page, open }) => {
    await open('/agenda');
    const first = await pageNow(page);
    expectSuiteTime(first.constructed);
    expectSuiteTime(first.now);
    expect(first.called).toContain('Nov 20 2026');
    await page.reload();
    const second = await pageNow(page);
    expect(second.now).toBeGreaterThan(first.now);
    expectSuiteTime(second.now);
  });

  test('is the suite’s day in a context of the test’s own', async ({ newContext, baseURL }) => {
    const page = await (await newContext({ baseURL })).newPage();
    await page.goto('/');
    expectSuiteTime((await pageNow(page)).now);
  });
});
