// The browser stage (`npm run test:browser`, the last step of `npm test`): @playwright/test driving
// Debian's Chromium against the seeded CMS, a real build and the production server, which the
// global setup starts (test/browser/support/global-setup.ts, sharing the integration stage's code).
//
// One project per viewport width. A test runs in the projects its tag names (`@w390`, `@w1440`…,
// see test/browser/support/widths.ts), or in all of them when it has no width tag; the width sweep
// sets its own widths and runs in its own project. The tests under test/browser/builds/ rebuild
// the shared site, copy it or start servers of their own. The content update rebuilds the shared
// site and the drafts preview compiles pages at the lowest priority (scripts/test.ts starts it in
// the background): they run last, one at a time (project `builds`), so that no other test meets a
// site half-way through a rebuild, and the preview gets the CPU the others no longer use. The copy
// of the build with its own server changes nothing another test reads: it runs beside the viewport
// projects (project `own-servers`), on the build as the seeded content makes it.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { VIEWPORTS, widthTag } from './test/browser/support/widths';

const SWEEP = /width-sweep\.spec\.ts$/;
const BUILDS = /\/builds\/[^/]+\.spec\.ts$/;
const OWN_SERVERS = /\/builds\/offline\.spec\.ts$/;
const VIEWPORT_PROJECTS = VIEWPORTS.map((viewport) => `w${viewport.width}`);

export default defineConfig({
  testDir: 'test/browser',
  globalSetup: './test/browser/support/global-setup.ts',
  // Two cores: two workers, the CMS and the server (in the runner's process) share them.
  workers: 2,
  // A flaky test is fixed, not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Each test as it ends, then each file's duration and the stage's report for the summary of
  // `npm test` (scripts/test.ts).
  reporter: [['list'], ['./test/support/playwright-stage-reporter.ts']],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Transitions and animations (dropdowns, the sidebar sliding in, the caret) are frozen at
      // their end, so a shot never catches them half-way.
      animations: 'disabled',
      caret: 'hide',
      // The same Chromium on the same fonts draws the same pixels; the allowance covers
      // anti-aliasing at glyph and image edges that Skia may draw one shade apart from one run to
      // the next (up to 1% of the shot's pixels), far less than any change of layout, colour or text.
      maxDiffPixelRatio: 0.01,
    },
  },
  // Baselines are committed next to the tests, one folder per project (no platform suffix: CI and
  // development both run Debian's Chromium).
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A desktop user agent (the default): the width alone chooses the mobile layout (900 px or less).
    // A screenshot of each failure in test-results/; traces cost time on every test, so they are
    // recorded only when asked (`npx playwright test --trace on`).
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    ...VIEWPORTS.map((viewport) => ({
      name: `w${viewport.width}`,
      use: { viewport },
      testIgnore: [SWEEP, BUILDS],
      // This width's tag, or no width tag at all.
      grep: [new RegExp(`${widthTag(viewport.width)}\\b`), /^(?!.*@w\d)/],
    })),
    { name: 'sweep', use: { viewport: { width: 1440, height: 900 } }, testMatch: SWEEP },
    { name: 'own-servers', use: { viewport: { width: 1440, height: 900 } }, testMatch: OWN_SERVERS },
    // `npx playwright test --project builds --no-deps` runs them alone.
    {
      name: 'builds',
      use: { viewport: { width: 1440, height: 900 } },
      testMatch: BUILDS,
      testIgnore: OWN_SERVERS,
      workers: 1,
      dependencies: [...VIEWPORT_PROJECTS, 'sweep', 'own-servers'],
    },
  ],
});
