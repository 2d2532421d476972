// Starts the browser stage's environment and keeps it until Ctrl-C, for a quicker loop while
// writing browser tests:
//   npx tsx test/browser/support/keep-environment.ts            (prints the state file)
//   TEST_ENVIRONMENT_STATE=<that file> npx playwright test …     (in another terminal; the same for
//   npx jest -c jest.integration.config.js --runInBand <file>)
import os from 'os';
import path from 'path';
import { startTestEnvironment } from '../../integration/support/environment';
import { writeState } from '../../integration/support/state';

const main = async () => {
  process.env.ESNUM_IT_STATE = path.join(os.tmpdir(), `esnum-browser-kept-${process.pid}-state.json`);
  const environment = await startTestEnvironment({ label: 'browser', folderPrefix: 'esnum-pw-' });
  writeState({ ...environment.state, kept: true });
  process.stdout.write(`\nready: TEST_ENVIRONMENT_STATE=${process.env.ESNUM_IT_STATE}\n`);
  const stop = () => {
    void environment.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

void main();
