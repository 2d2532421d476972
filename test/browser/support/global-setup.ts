// The browser stage's global setup: the same environment as the integration stage (the seeded
// CMS, the site built against it and the production server, see
// test/integration/support/environment.ts). The returned function is Playwright's teardown.
//
// The workers find the state file through ESNUM_IT_STATE, which they inherit from the runner.
// With BROWSER_TEST_STATE set to the state file of an environment already running (one started
// by test/browser/support/keep-environment.ts), that one is used and left running: a quicker loop
// while writing tests.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startTestEnvironment } from '../../integration/support/environment';
import { liveOnSuiteDay } from '../../integration/support/suite-day';

export default async () => {
  // The builds and CMS instances the tests start themselves live on the suite's day too.
  liveOnSuiteDay();
  const reused = process.env.BROWSER_TEST_STATE;
  if (reused) {
    if (!fs.existsSync(reused)) throw new Error(`BROWSER_TEST_STATE: no state file at ${reused}`);
    process.env.ESNUM_IT_STATE = reused;
    return undefined;
  }
  process.env.ESNUM_IT_STATE = path.join(os.tmpdir(), `esnum-browser-${process.pid}-state.json`);
  const environment = await startTestEnvironment({ label: 'browser', folderPrefix: 'esnum-pw-' });
  return environment.stop;
};
