// Integration stage, once before all tests: the seeded CMS, the site built against it and the
// production server (environment.ts, shared with the Playwright browser stage).
import { startTestEnvironment } from './environment';

export default async () => {
  const environment = await startTestEnvironment();
  (globalThis as Record<string, unknown>).__ESNUM_ENVIRONMENT__ = environment;
};
