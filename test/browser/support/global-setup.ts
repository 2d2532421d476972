// The browser stage's global setup: the same environment as the integration stage (the seeded
// CMS, the site built against it and the production server, see
// test/integration/support/environment.ts). The returned function is Playwright's teardown.
//
// The workers find the state file through ESNUM_IT_STATE, which they inherit from the runner.
// With TEST_ENVIRONMENT_STATE set to the state file of an environment already running (the one
// `npm test` starts for both stages, or one kept by test/browser/support/keep-environment.ts for a
// quicker loop while writing tests), that one is used and left running.
import os from 'os';
import path from 'path';
import { reuseTestEnvironment, startTestEnvironment } from '../../integration/support/environment';

export default async () => {
  if (reuseTestEnvironment()) return undefined;
  process.env.ESNUM_IT_STATE = path.join(os.tmpdir(), `esnum-browser-${process.pid}-state.json`);
  const environment = await startTestEnvironment({ label: 'browser', folderPrefix: 'esnum-pw-' });
  return environment.stop;
};
