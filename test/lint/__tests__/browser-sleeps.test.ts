/**
 * @jest-environment node
 */
// The lint rule that keeps fixed sleeps out of the browser tests (eslint.config.mjs): they wait
// for what the page shows or does, never for a number of milliseconds.
import { lintSnippets } from '../lint-snippets';

const A_TEST = 'test/browser/a-test.spec.ts';

const SLEEP_IN_A_TEST = [
  "import { expect, test } from './support/fixtures';",
  '',
  "test('a page', async ({ page }) => {",
  '  await page.waitForTimeout(500);',
  "  await expect(page).toHaveURL('about:blank');",
  '});',
  '',
].join('\n');

const [inATest, inSupport, destructured, waitingForEvents, elsewhere] = lintSnippets([
  { file: A_TEST, code: SLEEP_IN_A_TEST },
  {
    file: 'test/browser/support/fixtures.ts',
    code: "import type { Page } from '@playwright/test';\nexport const pause = (page: Page) => page.waitForTimeout(1000);\n",
  },
  {
    file: 'test/browser/builds/a-build.spec.ts',
    code: "import type { Page } from '@playwright/test';\nexport const pause = ({ waitForTimeout }: Page) => waitForTimeout(1000);\n",
  },
  {
    file: A_TEST,
    code: [
      "import { expect, test } from './support/fixtures';",
      '',
      "test('a page', async ({ page }) => {",
      "  const answer = page.waitForResponse('**/api/events?*');",
      "  await page.goto('/');",
      '  await answer;',
      "  await expect(page.getByRole('status')).toBeHidden();",
      '  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);',
      '});',
      '',
    ].join('\n'),
  },
  {
    file: 'scripts/a-script.ts',
    code: 'export const pause = (page: { waitForTimeout(ms: number): Promise<void> }) => page.waitForTimeout(1);\n',
  },
]);

describe('fixed sleeps in the browser tests', () => {
  it('refuses page.waitForTimeout in a test, a build test and the support files', () => {
    expect(inATest).toEqual([expect.stringMatching(/^no-restricted-properties: .*No fixed sleep/)]);
    expect(inSupport).toEqual([expect.stringMatching(/^no-restricted-properties: .*No fixed sleep/)]);
    expect(destructured).toEqual([expect.stringMatching(/^no-restricted-properties: .*No fixed sleep/)]);
  });

  it('lets a test wait for answers, locators and polls', () => {
    expect(waitingForEvents).toEqual([]);
  });

  it('applies to the browser tests only', () => {
    expect(elsewhere).toEqual([]);
  });
});
