// `npm start`: the seeded CMS, the site built against it, and the built site served by the
// production server, kept up to date by the rebuild service: a publication in the CMS calls its
// webhook, and the site is rebuilt incrementally and switched to the new build in one step. A
// second run reuses the CMS database, Gatsby's build cache and the last deploy.
import crypto from 'crypto';
import path from 'path';
import { ensureCmsAdminBuilt, ROOT_DIR, startCms } from './lib/cms';
import { stopProcess } from './lib/processes';
import { startServer } from '../server/main';
import { currentDeployDir, deployRendererFile } from '../server/rebuild/deploys';
import { startRebuildService } from '../server/rebuild/service';

const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const SITE_PORT = Number(process.env.PORT || 9000);
const REBUILD_PORT = Number(process.env.REBUILD_PORT || 9001);
const DEPLOYS_DIR = path.resolve(process.env.SITE_DEPLOYS_DIR || path.join(ROOT_DIR, '.deploys'));

const main = async () => {
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const started = Date.now();
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  // A new secret each run unless one is given: the CMS webhook is rewritten with it at start.
  const secret = process.env.SITE_REBUILD_SECRET || crypto.randomBytes(24).toString('hex');

  // Listening before the CMS starts, so no publication is missed.
  const rebuild = await startRebuildService({
    secret,
    port: REBUILD_PORT,
    rootDir: ROOT_DIR,
    deploysDir: DEPLOYS_DIR,
    env: { ...process.env, STRAPI_URL: cmsUrl },
    echoBuild: process.env.REBUILD_LOG === 'full',
  });

  await ensureCmsAdminBuilt();
  console.log(`[start] starting the CMS on port ${CMS_PORT} (it seeds itself when its database is empty)…`);
  const cms = await startCms({ port: CMS_PORT, env: { SITE_REBUILD_URL: `${rebuild.url}/__rebuild`, SITE_REBUILD_SECRET: secret } });
  const stop = async (code: number) => {
    rebuild.queue.stop();
    await rebuild.app.close();
    await stopProcess(cms.child);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  console.log('[start] building the site against the CMS…');
  rebuild.queue.request('start');
  await rebuild.queue.whenIdle();
  const first = rebuild.queue.status().lastBuild;
  if (first?.result !== 'success') {
    if (currentDeployDir(DEPLOYS_DIR) === null) {
      console.error('[start] the site build failed and there is no earlier deploy to serve.');
      return stop(1);
    }
    console.error('[start] the site build failed: serving the last deploy that built.');
  }

  await startServer({
    port: SITE_PORT,
    host: process.env.HOST || '127.0.0.1',
    publicDir: () => currentDeployDir(DEPLOYS_DIR) ?? path.join(ROOT_DIR, 'public'),
    // Each deploy keeps the renderer of its build, for the pages it leaves to the server.
    rendererFileOf: (siteDir) => deployRendererFile(DEPLOYS_DIR, siteDir),
  });
  console.log(
    [
      '',
      `  Site:       http://localhost:${SITE_PORT}`,
      `  CMS admin:  http://localhost:${CMS_PORT}/admin`,
      `  Rebuilds:   ${rebuild.url}/__status (publications in the CMS go live in seconds)`,
      `  Ready in ${Math.round((Date.now() - started) / 1000)} s. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
