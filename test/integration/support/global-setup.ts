// Integration stage, once before all tests: the seeded CMS, the site built against it and the
// production server (environment.ts, shared with the Playwright browser stage), or the one
// `npm test` started for both stages (TEST_ENVIRONMENT_STATE), which its runner stops.
import { reuseTestEnvironment, startTestEnvironment } from './environment';

export default async () => {
  if (reuseTestEnvironment()) return;
  const environment = await startTestEnvironment();
  (globalThis as Record<string, unknown>).__ESNUM_ENVIRONMENT__ = environment;
};
