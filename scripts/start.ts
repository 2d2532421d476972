// `npm start`: the seeded CMS, the site built against it, and the built site served by the
// production server, kept up to date by the rebuild service: a publication in the CMS calls its
// webhook, and the site is rebuilt incrementally and switched to the new build in one step. A
// second run reuses the CMS database, Gatsby's build cache and the last deploy, which it serves
// while it rebuilds.
import crypto from 'crypto';
import path from 'path';
import { buildCmsAdmin, cmsAdminIsBuilt, cmsAnswers, ROOT_DIR, serveCmsAdminOnceBuilt, startCms } from './lib/cms';
import { stopProcess } from './lib/processes';
import { startServer } from '../server/main';
import { currentDeployDir, deployRendererFile } from '../server/rebuild/deploys';
import { startRebuildService } from '../server/rebuild/service';

const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const SITE_PORT = Number(process.env.PORT || 9000);
const REBUILD_PORT = Number(process.env.REBUILD_PORT || 9001);
const DEPLOYS_DIR = path.resolve(process.env.SITE_DEPLOYS_DIR || path.join(ROOT_DIR, '.deploys'));

/**
 * This preview makes JPEG and WebP copies of the CMS pictures, not AVIF, unless
 * SITE_PICTURE_FORMATS says otherwise: AVIF was 48 s of the 78 s of picture work in the first
 * build (174 s on two cores) and, for the seed's flat drawings, its files are no smaller than
 * WebP's. A production build (`npm run build`, the tests' environment) makes all three.
 */
const localPictureFormats = () => process.env.SITE_PICTURE_FORMATS || 'auto,webp';

const main = async () => {
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const started = Date.now();
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  // A new secret each run unless one is given: the CMS webhook is rewritten with it at start.
  const secret = process.env.SITE_REBUILD_SECRET || crypto.randomBytes(24).toString('hex');
  // Another CMS on the port (an earlier start still stopping, another checkout) would answer for
  // the one this start seeds and builds from.
  if (await cmsAnswers(cmsUrl)) {
    throw new Error(`A CMS already answers at ${cmsUrl}: stop it, or start this one on another port with CMS_PORT.`);
  }

  // Listening before the CMS starts, so no publication is missed.
  const rebuild = await startRebuildService({
    secret,
    port: REBUILD_PORT,
    rootDir: ROOT_DIR,
    deploysDir: DEPLOYS_DIR,
    env: { ...process.env, STRAPI_URL: cmsUrl, SITE_PICTURE_FORMATS: localPictureFormats() },
    echoBuild: process.env.REBUILD_LOG === 'full',
  });
  const serve = () =>
    startServer({
      port: SITE_PORT,
      host: process.env.HOST || '127.0.0.1',
      publicDir: () => currentDeployDir(DEPLOYS_DIR) ?? path.join(ROOT_DIR, 'public'),
      // Each deploy keeps the renderer of its build, for the pages it leaves to the server.
      rendererFileOf: (siteDir) => deployRendererFile(DEPLOYS_DIR, siteDir),
    });

  // A later start serves the last deploy at once, and switches to the build made against the
  // CMS as it is now once that build is done (the server reads the current deploy per request).
  const lastDeploy = currentDeployDir(DEPLOYS_DIR);
  if (lastDeploy) await serve();

  // The admin panel is for editors, the site for everyone: on a first start, the panel (about two
  // minutes of the two cores) is built once the site answers, and the CMS serves it when it is done.
  const adminToBuild = !cmsAdminIsBuilt();
  if (adminToBuild) serveCmsAdminOnceBuilt();
  console.log(`[start] starting the CMS on port ${CMS_PORT} (it seeds itself when its database is empty)…`);
  const cms = await startCms({
    port: CMS_PORT,
    env: {
      SITE_REBUILD_URL: `${rebuild.url}/__rebuild`,
      SITE_REBUILD_SECRET: secret,
      // The admin's "View the page" links of the site status panels lead to this site.
      SITE_URL: process.env.SITE_URL || `http://localhost:${SITE_PORT}`,
    },
  });
  const stop = async (code: number) => {
    rebuild.queue.stop();
    await rebuild.app.close();
    await stopProcess(cms.child);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  rebuild.queue.request('start');
  if (lastDeploy) {
    console.log('[start] serving the last deploy; rebuilding the site against the CMS beside it…');
  } else {
    console.log('[start] building the site against the CMS…');
    await rebuild.queue.whenIdle();
    if (rebuild.queue.status().lastBuild?.result !== 'success') {
      console.error('[start] the site build failed and there is no earlier deploy to serve.');
      return stop(1);
    }
    await serve();
  }
  const adminUrl = `http://localhost:${CMS_PORT}/admin`;
  console.log(
    [
      '',
      `  Site:       http://localhost:${SITE_PORT}`,
      `  CMS admin:  ${adminUrl}${adminToBuild ? ' (being built, about 2 minutes: see below)' : ''}`,
      `  Rebuilds:   ${rebuild.url}/__status (publications in the CMS go live in seconds)`,
      `  Ready in ${Math.round((Date.now() - started) / 1000)} s. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );

  if (adminToBuild) {
    const adminStarted = Date.now();
    console.log('[start] building the CMS admin panel (first run only)…');
    await buildCmsAdmin().then(
      () => console.log(`[start] the CMS admin panel is ready in ${Math.round((Date.now() - adminStarted) / 1000)} s: ${adminUrl}`),
      (error: unknown) => console.error(`[start] the CMS admin panel could not be built (the site is still served): ${String(error)}`),
    );
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
