// What the global setup started, for the tests: the CMS, the built site and its server.
import fs from 'fs';
import os from 'os';
import path from 'path';

export interface IntegrationState {
  tmpDir: string;
  cmsUrl: string;
  cmsToken: string;
  cmsAdmin: { email: string; password: string };
  siteDir: string;
  siteUrl: string;
  /** The CMS's database variables (its PostgreSQL cluster), for a second instance or a seed run on the same database. */
  cmsDatabaseEnv: Record<string, string>;
  firstBuildSeconds: number;
  /** Where the CMS sends its publication webhook (09-rebuild-service listens there) and its secret. */
  rebuild: { port: number; secret: string };
  /** Where the drafts preview of test/browser/builds/preview.spec.ts listens: the CMS's preview button leads there. */
  previewPort: number;
  /**
   * Kept running for the next runs (test/browser/support/keep-environment.ts): a file that changes
   * the shared site must leave it as the seeded content builds it. `npm test` and a browser stage
   * on its own stop theirs once their last file is over.
   */
  kept?: boolean;
}

const STATE_FILE = path.join(os.tmpdir(), `esnum-integration-${process.ppid}-state.json`);

export const stateFile = () => process.env.ESNUM_IT_STATE || STATE_FILE;

export const writeState = (state: IntegrationState) => {
  fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));
  process.env.ESNUM_IT_STATE = stateFile();
};

export const readState = (): IntegrationState => JSON.parse(fs.readFileSync(stateFile(), 'utf8'));
