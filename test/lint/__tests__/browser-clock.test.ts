/**
 * @jest-environment node
 */
// The lint rule that keeps every page of the browser tests on the suite's day (eslint.config.mjs,
// test/browser/support/page-clock.ts), on snippets linted as if they were browser tests.
import { lintSnippets } from '../lint-snippets';

const A_TEST = 'test/browser/a-test.spec.ts';

const [ownTest, ownBrowser, ownContextAndClock, throughFixtures, inFixtures] = lintSnippets([
  { file: A_TEST, code: "import { test } from '@playwright/test';\nvoid test;\n" },
  { file: A_TEST, code: "import { chromium } from 'playwright-core';\nvoid chromium;\n" },
  {
    file: A_TEST,
    code: [
      'export const open = async (browser: { newContext(): Promise<unknown> }) => browser.newContext();',
      'export const freeze = async (page: { clock: { install(): Promise<void> } }) => page.clock.install();',
      '',
    ].join('\n'),
  },
  {
    file: A_TEST,
    code: [
      "import type { Page } from '@playwright/test';",
      "import { expect, test } from './support/fixtures';",
      '',
      "test('a page', async ({ newContext }) => {",
      '  const page: Page = await (await newContext()).newPage();',
      "  await expect(page).toHaveURL('about:blank');",
      '});',
      '',
    ].join('\n'),
  },
  { file: 'test/browser/support/fixtures.ts', code: "import { test } from '@playwright/test';\nexport const base = test;\n" },
]);

describe("the browser tests' clock", () => {
  it('refuses a test imported from @playwright/test, and a browser of the test’s own', () => {
    expect(ownTest).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*support\/fixtures/)]);
    expect(ownBrowser).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*real clock/)]);
  });

  it('refuses a context opened from the browser, and Playwright’s clock', () => {
    expect(ownContextAndClock).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Ask the fixture `newContext`/),
      expect.stringMatching(/^no-restricted-syntax: Use setPageClock/),
    ]);
  });

  it('lets a test use the fixtures, their newContext and type imports', () => {
    expect(throughFixtures).toEqual([]);
  });

  it('lets the fixtures themselves open contexts', () => {
    expect(inFixtures).toEqual([]);
  });
});
