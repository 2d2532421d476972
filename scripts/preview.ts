// `npm run preview`: the editors' preview of unpublished content. `gatsby develop` on PREVIEW_PORT
// (8000) shows the latest draft of every entry (STRAPI_STATUS=draft) and is refreshed by the CMS's
// webhook on every change, through Gatsby's refresh endpoint; the admin's preview button opens the
// entry's page there (cms/config/admin.ts). It starts the CMS on CMS_PORT (1337), or uses the one
// at STRAPI_URL: that CMS must then send its webhook here (see docs/editors.md, "Previewing drafts").
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { CMS_DIR, cmsAnswers, ensureCmsAdminBuilt, ROOT_DIR, startCms } from './lib/cms';
import { startLabelled, stopProcess, waitForHttp } from './lib/processes';
import { prepareSiteWorkdir } from './lib/site-workdir';

const PREVIEW_PORT = Number(process.env.PREVIEW_PORT || 8000);
const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const START_TIMEOUT_MS = Number(process.env.PREVIEW_START_TIMEOUT_MS || 15 * 60_000);
/**
 * Gatsby's cache and public/ of the drafts live in a copy of the site out of the working tree,
 * where the published site is built (by `npm start`'s rebuild service, maybe at the same time):
 * draft nodes must never reach a published build. The cache is kept from one run to the next.
 */
const PREVIEW_DIR = path.resolve(
  process.env.PREVIEW_DIR ||
    path.join(os.tmpdir(), `esnum-preview-${crypto.createHash('sha1').update(ROOT_DIR).digest('hex').slice(0, 8)}`),
);
const KEPT_FROM_LAST_RUN = ['.cache', 'public'];

/** The site's sources, fresh from the working tree, next to the last run's Gatsby cache. */
const preparePreviewDir = () => {
  if (fs.existsSync(PREVIEW_DIR)) {
    for (const entry of fs.readdirSync(PREVIEW_DIR)) {
      // Removes the links to node_modules and cms, not what they point to.
      if (!KEPT_FROM_LAST_RUN.includes(entry)) fs.rmSync(path.join(PREVIEW_DIR, entry), { recursive: true, force: true });
    }
  }
  prepareSiteWorkdir(PREVIEW_DIR);
};

/** What this script started, stopped with it (each runs in its own process group). */
const children: ChildProcess[] = [];
let stopping = false;
const stopAll = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopProcess(child)));
  process.exit(code);
};

const main = async () => {
  const started = Date.now();
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const previewUrl = `http://127.0.0.1:${PREVIEW_PORT}`;
  const externalCmsUrl = process.env.STRAPI_URL?.replace(/\/+$/, '');
  // The CMS webhook sends `Authorization: Bearer <secret>`; Gatsby compares that header verbatim
  // with GATSBY_REFRESH_TOKEN. A fresh secret each run when this script starts the CMS.
  const secret = process.env.SITE_REBUILD_SECRET || crypto.randomBytes(24).toString('hex');

  let cmsUrl: string;
  const gatsbyEnv: NodeJS.ProcessEnv = {};
  if (externalCmsUrl) {
    cmsUrl = externalCmsUrl;
    if (!process.env.SITE_REBUILD_SECRET) {
      console.warn(
        `[preview] no SITE_REBUILD_SECRET: the preview will not follow changes in the CMS at ${cmsUrl}. Start that CMS with ` +
          `SITE_REBUILD_URL=${previewUrl}/__refresh and a SITE_REBUILD_SECRET, and give this script the same secret.`,
      );
    }
  } else {
    cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
    if (await cmsAnswers(cmsUrl)) {
      throw new Error(
        `A CMS already answers at ${cmsUrl}. Preview against it with STRAPI_URL=${cmsUrl} (and its webhook pointed at ` +
          `${previewUrl}/__refresh), or start another one with CMS_PORT.`,
      );
    }
    if (process.env.CMS_SERVE_ADMIN !== 'false') await ensureCmsAdminBuilt();
    console.log(`[preview] starting the CMS on port ${CMS_PORT} (it seeds itself when its database is empty)…`);
    const cms = await startCms({
      port: CMS_PORT,
      // The CMS's webhook (cms/src/bootstrap/site-rebuild-webhook.ts) calls the preview's refresh
      // endpoint, and its preview button leads to this preview.
      env: { SITE_REBUILD_URL: `${previewUrl}/__refresh`, SITE_REBUILD_SECRET: secret, SITE_PREVIEW_URL: previewUrl },
    });
    children.push(cms.child);
    cms.child.on('exit', () => {
      console.error('[preview] the CMS stopped.');
      void stopAll(1);
    });
    // The token the CMS writes at start (cms/src/bootstrap/site-build-token.ts), wherever it writes it.
    const tokenFile = process.env.SITE_BUILD_TOKEN_FILE && path.resolve(CMS_DIR, process.env.SITE_BUILD_TOKEN_FILE);
    if (tokenFile && !process.env.STRAPI_TOKEN && !process.env.STRAPI_TOKEN_FILE) gatsbyEnv.STRAPI_TOKEN_FILE = tokenFile;
  }

  preparePreviewDir();
  console.log(`[preview] starting gatsby develop with the drafts of ${cmsUrl} in ${PREVIEW_DIR}…`);
  const gatsby = startLabelled(
    'preview',
    process.execPath,
    [path.join(PREVIEW_DIR, 'node_modules', 'gatsby', 'cli.js'), 'develop', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT)],
    {
      cwd: PREVIEW_DIR,
      env: {
        ...process.env,
        ...gatsbyEnv,
        // gatsby develop keeps a NODE_ENV it inherits (`test` under jest, `production` in some
        // shells), and its webpack build then fails.
        NODE_ENV: 'development',
        STRAPI_URL: cmsUrl,
        STRAPI_STATUS: 'draft',
        ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
        GATSBY_REFRESH_TOKEN: `Bearer ${secret}`,
        // Gatsby develop's loading indicator fails React's hydration on every page
        // (gatsbyjs/gatsby#36048): editors then saw the error overlay over the page they preview.
        GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR: 'false',
      },
    },
  );

  children.push(gatsby);
  gatsby.on('exit', (code) => void stopAll(code ?? 1));

  // gatsby develop listens once it has sourced the content and created the pages.
  await waitForHttp(`${previewUrl}/`, { timeoutMs: START_TIMEOUT_MS, process: gatsby });
  console.log(
    [
      '',
      `  Preview (latest drafts): ${previewUrl}`,
      `  CMS admin:               ${cmsUrl}/admin (the preview button of an entry opens its page here)`,
      `  Refreshed by the CMS webhook on every change (POST ${previewUrl}/__refresh).`,
      `  Ready in ${Math.round((Date.now() - started) / 1000)} s. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
};

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
