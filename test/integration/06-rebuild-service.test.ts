// The editors' path end to end: a publication in the CMS calls the rebuild service's webhook (set
// up by the CMS bootstrap), the site is rebuilt incrementally and served from a new deploy, with
// no manual step. Then a build that fails because the CMS is down: the last good site stays
// served and /__status says why.
// Runs after the tests that read the first build (it rebuilds the shared site) and before the
// outage test; its last case stops the CMS.
import fs from 'fs';
import path from 'path';
import { buildServer } from '../../server/app';
import { currentDeployDir, publishDeploy } from '../../server/rebuild/deploys';
import { startRebuildService } from '../../server/rebuild/service';
import { freePort } from '../../scripts/lib/free-port';
import { createAndPublish, deleteEntry } from './support/cms-api';
import { INTEGRATION_TAG_MANAGER_ID } from './support/gatsby-build';
import { firstHeading } from './support/html';
import { sitemapUrls } from './support/sitemap';
import { readState } from './support/state';

const NEWS = 'api::news-article.news-article';
const BUILD_TIMEOUT_MS = 240_000;

const state = readState();
const deploysDir = path.join(state.tmpDir, 'deploys');
let service: Awaited<ReturnType<typeof startRebuildService>>;
let site: Awaited<ReturnType<typeof buildServer>>;
let siteUrl: string;

/** Whether the live sitemap lists the article at `slug`. */
const sitemapListsArticle = async (slug: string) => (await sitemapUrls(siteUrl)).some((url) => new URL(url).pathname === `/actualites/${slug}`);

const statusOf = async () => (await fetch(`${service.url}/__status`)).json();

/** Polls `url` until it answers `status`; returns the seconds it took. */
const waitForStatus = async (url: string, status: number, since: number) => {
  const deadline = since + BUILD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await fetch(url)).status === status) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer ${status} within ${BUILD_TIMEOUT_MS / 1000} s; rebuild status: ${JSON.stringify(await statusOf())}`);
};

beforeAll(async () => {
  service = await startRebuildService({
    secret: state.rebuild.secret,
    port: state.rebuild.port,
    rootDir: state.siteDir,
    deploysDir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
      GTM_ID: INTEGRATION_TAG_MANAGER_ID,
      STRAPI_URL: state.cmsUrl,
      STRAPI_TOKEN_FILE: path.join(state.tmpDir, 'cms', 'site-build-token.json'),
    },
    debounceMs: 1000,
    log: (line) => process.stdout.write(`[integration] ${line}\n`),
  });
  // The site as it is live now: the suite's first build, as the first deploy.
  publishDeploy({ publicDir: path.join(state.siteDir, 'public'), deploysDir });
  site = await buildServer({ publicDir: () => currentDeployDir(deploysDir)! });
  await site.listen({ port: await freePort(), host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  service?.queue.stop();
  await service?.queue.whenIdle();
  await service?.app.close();
  await site?.close();
});

describe('rebuild service', () => {
  const slug = `journee-portes-ouvertes-numerique-${Date.now()}`;
  const title = 'Journée portes ouvertes : le numérique en pratique';
  let documentId: string;

  it('puts a news item published in the CMS online, through the webhook and an incremental build', async () => {
    const articleUrl = `${siteUrl}/actualites/${slug}`;
    expect((await fetch(articleUrl)).status).toBe(404);

    const published = Date.now();
    documentId = await createAndPublish(NEWS, 'fr', {
      title,
      slug,
      publishDate: new Date().toISOString(),
      summary: 'Ateliers, rencontres avec les équipes et visite des campus.',
    });
    const seconds = await waitForStatus(articleUrl, 200, published);
    process.stdout.write(`[integration] published in the CMS → article live on the site in ${seconds.toFixed(1)} s\n`);

    expect(firstHeading(await (await fetch(articleUrl)).text())).toBe(title);
    const status = await statusOf();
    expect(status.lastBuild).toMatchObject({ result: 'success' });
    expect(status.lastBuild.pagesChanged).toBeGreaterThan(0);
    expect(status.lastBuild.reasons.join(' ')).toContain(`${NEWS} ${documentId}`);
    expect(status.deploy).toBe(path.basename(currentDeployDir(deploysDir)!));
    expect(await sitemapListsArticle(slug)).toBe(true);
  }, BUILD_TIMEOUT_MS + 30_000);

  it('takes a deleted news item off the site', async () => {
    const articleUrl = `${siteUrl}/actualites/${slug}`;
    const deleted = Date.now();
    await deleteEntry(NEWS, documentId, 'fr');
    const seconds = await waitForStatus(articleUrl, 404, deleted);
    process.stdout.write(`[integration] deleted in the CMS → article gone in ${seconds.toFixed(1)} s\n`);
    await service.queue.whenIdle();
    expect(fs.existsSync(path.join(currentDeployDir(deploysDir)!, 'actualites', slug, 'index.html'))).toBe(false);
    // The incremental build keeps the nodes of unchanged pages; the deleted page's goes with it.
    expect(await sitemapListsArticle(slug)).toBe(false);
  }, BUILD_TIMEOUT_MS + 30_000);

  it('keeps the last good site live when a build fails (CMS down), and reports the cause at /__status', async () => {
    const before = await statusOf();
    const liveDeploy = before.deploy;
    const home = await (await fetch(`${siteUrl}/`)).text();

    process.kill(-state.cmsPid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await fetch(`${state.cmsUrl}/_health`).then(() => true, () => false))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // What the CMS sends on a publication (it cannot send it now, being down).
    const webhook = await fetch(`${service.url}/__rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${state.rebuild.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.publish', uid: NEWS, entry: { documentId: 'outage', locale: 'fr' } }),
    });
    expect(webhook.status).toBe(202);
    await service.queue.whenIdle();

    const after = await statusOf();
    expect(after).toMatchObject({ state: 'idle', failures: before.failures + 1, deploy: liveDeploy, lastSuccess: before.lastSuccess });
    expect(after.lastBuild.result).toBe('failure');
    expect(after.lastBuild.error).toMatch(/exited with code 1/);
    expect(after.lastBuild.error).toMatch(/ECONNREFUSED|Strapi|fetch/i);
    const served = await fetch(`${siteUrl}/`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(home);
  }, BUILD_TIMEOUT_MS + 30_000);
});
