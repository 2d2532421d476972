// The environment of the browser-facing test stages, shared by the jest integration stage
// (global-setup.ts) and the Playwright browser stage (test/browser/support/global-setup.ts): the
// seeded CMS on a free port with a throw-away database, the site built against it in a throw-away
// working copy, and the production server, with the state file the tests read.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { cmsFolderEnv, cmsTokenFile, startCms } from '../../../scripts/lib/cms';
import { buildServer } from '../../../server/app';
import { assertChromiumInstalled } from './chromium';
import { freePort } from '../../../scripts/lib/free-port';
import { gatsbyBuild } from './gatsby-build';
import { stopProcess } from '../../../scripts/lib/processes';
import { prepareSiteWorkdir } from '../../../scripts/lib/site-workdir';
import { stateFile, writeState, type IntegrationState } from './state';
import { liveOnSuiteDay } from './suite-day';

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

  // The CMS calls the rebuild service on every publication; 09-rebuild-service listens there.
  const rebuild = { port: await freePort(), secret: crypto.randomBytes(24).toString('hex') };

  let cms: ChildProcess | undefined;
  let server: Awaited<ReturnType<typeof buildServer>> | undefined;
  const stop = async () => {
    await server?.close();
    await stopProcess(cms);
    // Retried: the build's worker processes can still be writing there for a moment.
    if (!process.env.KEEP_INTEGRATION_FILES) fs.rmSync(tmpDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    fs.rmSync(stateFile(), { force: true });
  };

  try {
    log(`working in ${tmpDir}`);
    log('starting the CMS on a throw-away SQLite database (it seeds itself, about a minute)…');
    const started = await startCms({
      port: await freePort(),
      label: 'cms',
      echo: (line) => /\[esnum\]|error|Error/.test(line),
      env: {
        ...cmsFolderEnv(cmsDir),
        CMS_ADMIN_EMAIL: cmsAdmin.email,
        CMS_ADMIN_PASSWORD: cmsAdmin.password,
        SITE_REBUILD_URL: `http://127.0.0.1:${rebuild.port}/__rebuild`,
        SITE_REBUILD_SECRET: rebuild.secret,
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
      firstBuildSeconds: build.seconds,
      rebuild,
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
