// The environment of the integration and browser stages (one for both under `npm test`,
// scripts/test.ts; each stage's global setup starts its own when run alone): the seeded CMS on a
// free port, on a throw-away PostgreSQL cluster (production's database), the site built against
// it in a throw-away working copy, and the production server, with the state file the tests read.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { cmsFolderEnv, cmsTokenFile, serveCmsAdminOnceBuilt, startCms } from '../../../scripts/lib/cms';
import { buildServer } from '../../../server/app';
import { assertChromiumInstalled } from './chromium';
import { freePort } from '../../../scripts/lib/free-port';
import { gatsbyBuild } from './gatsby-build';
import { startPostgres, type PostgresCluster } from '../../../scripts/lib/postgres';
import { stopProcess } from '../../../scripts/lib/processes';
import { prepareSiteWorkdir } from '../../../scripts/lib/site-workdir';
import { stateFile, writeState, type IntegrationState } from './state';
import { liveOnSuiteDay } from './suite-day';

/**
 * Uses an environment that is already running (TEST_ENVIRONMENT_STATE: its state file, written by
 * `npm test` for both stages, or by test/browser/support/keep-environment.ts), instead of starting one.
 * Returns whether there was one to use.
 */
export const reuseTestEnvironment = (stateFile = process.env.TEST_ENVIRONMENT_STATE) => {
  if (!stateFile) return false;
  if (!fs.existsSync(stateFile)) throw new Error(`TEST_ENVIRONMENT_STATE: no state file at ${stateFile}`);
  process.env.ESNUM_IT_STATE = stateFile;
  // The builds and CMS instances the tests start themselves live on the suite's day too.
  liveOnSuiteDay();
  return true;
};

export interface TestEnvironment {
  state: IntegrationState;
  /** Stops the server and the CMS, removes the throw-away files (kept with KEEP_INTEGRATION_FILES) and the state file. */
  stop: () => Promise<void>;
}

/** `label` prefixes the log lines and names the throw-away folder (`esnum-<label>-…`). */
export const startTestEnvironment = async ({ label = 'integration', folderPrefix = 'esnum-it-' } = {}): Promise<TestEnvironment> => {
  const log = (message: string) => process.stdout.write(`[${label}] ${message}\n`);
  assertChromiumInstalled();
  // Set here, so that every CMS and build the tests start later (in this process or in the
  // Playwright workers, which inherit its environment) lives on the same day.
  liveOnSuiteDay();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const cmsDir = path.join(tmpDir, 'cms');
  const tokenFile = cmsTokenFile(cmsDir);
  const cmsAdmin = { email: 'admin@esnum.example', password: `It${crypto.randomBytes(12).toString('hex')}9A` };

  // The CMS calls the rebuild service on every publication; 09-rebuild-service listens there, and
  // the drafts preview (test/browser/builds/preview.spec.ts) relays it to its refresh endpoint.
  const rebuild = { port: await freePort(), secret: crypto.randomBytes(24).toString('hex') };
  // Where the drafts preview listens when its test runs: the CMS's preview button leads there.
  const previewPort = await freePort();

  let postgres: PostgresCluster | undefined;
  let cms: ChildProcess | undefined;
  let server: Awaited<ReturnType<typeof buildServer>> | undefined;
  const stop = async () => {
    await server?.close();
    await stopProcess(cms);
    await postgres?.stop();
    // Retried: the build's worker processes can still be writing there for a moment.
    if (!process.env.KEEP_INTEGRATION_FILES) fs.rmSync(tmpDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    fs.rmSync(stateFile(), { force: true });
  };

  try {
    log(`working in ${tmpDir}`);
    postgres = await startPostgres();
    log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}; starting the CMS on it (it seeds itself, about a minute)…`);
    serveCmsAdminOnceBuilt();
    const started = await startCms({
      port: await freePort(),
      label: 'cms',
      echo: (line) => /\[esnum\]|error|Error/.test(line),
      env: {
        ...cmsFolderEnv(cmsDir, postgres.cmsEnv),
        // The editors' site status panels are tested in the admin (test/browser/cms-site-status.spec.ts):
        // the panel is built beside the integration stage (scripts/test.ts) and served once it is.
        CMS_SERVE_ADMIN: 'true',
        CMS_ADMIN_EMAIL: cmsAdmin.email,
        CMS_ADMIN_PASSWORD: cmsAdmin.password,
        SITE_REBUILD_URL: `http://127.0.0.1:${rebuild.port}/__rebuild`,
        SITE_REBUILD_SECRET: rebuild.secret,
        SITE_PREVIEW_URL: `http://127.0.0.1:${previewPort}`,
      },
    });
    cms = started.child;

    log(`CMS ready at ${started.url}; building the site against it…`);
    // Its own node_modules, so that its bundles are the checkout's whatever the checkout's folder
    // (17-quality-gates measures them).
    const siteDir = prepareSiteWorkdir(path.join(tmpDir, 'site'), { ownDependencies: true });
    const build = await gatsbyBuild(siteDir, { STRAPI_URL: started.url, STRAPI_TOKEN_FILE: tokenFile });
    if (build.code !== 0) {
      throw new Error(`the site build failed (exit ${build.code}):\n${build.output.slice(-4000)}`);
    }
    log(`site built in ${build.seconds.toFixed(0)} s`);

    server = await buildServer({ publicDir: path.join(siteDir, 'public') });
    await server.listen({ port: await freePort(), host: '127.0.0.1' });
    const address = server.server.address() as { port: number };

    const state: IntegrationState = {
      tmpDir,
      cmsUrl: started.url,
      cmsToken: JSON.parse(fs.readFileSync(tokenFile, 'utf8')).token,
      cmsAdmin,
      siteDir,
      siteUrl: `http://127.0.0.1:${address.port}`,
      cmsDatabaseEnv: postgres.cmsEnv,
      firstBuildSeconds: build.seconds,
      rebuild,
      previewPort,
    };
    writeState(state);
    return { state, stop };
  } catch (error) {
    // A failed setup leaves nothing running: the runner calls no teardown after it. Its own
    // error is the one reported.
    await stop().catch((stopError: unknown) => log(`could not clean up after the failed setup: ${String(stopError)}`));
    throw error;
  }
};
