// The editors' path end to end: a publication in the CMS calls the rebuild service's webhook (set
// up by the CMS bootstrap), the site is rebuilt incrementally and served from a new deploy, with
// no manual step. Then a build that fails because the CMS is down: the last good site stays
// served and /__status says why.
// It builds in the shared site's working copy and leaves it as it found it: the news item it
// publishes is deleted again (and the site rebuilt, should a case fail in between), and the CMS
// it finds down is the service's view of it (a closed port), not the shared CMS, which the other
// files need.
import fs from 'fs';
import http from 'http';
import type net from 'net';
import path from 'path';
import { buildServer } from '../../server/app';
import { listFiles } from '../../shared/precompress';
import { indexedPages, SEARCH_INDEX_DIR } from '../../shared/search-index';
import { builtRendererDir, currentDeployDir, publishDeploy } from '../../server/rebuild/deploys';
import { createRebuildQueue } from '../../server/rebuild/rebuild-queue';
import { buildRebuildService, siteRebuilder, startRebuildService } from '../../server/rebuild/service';
import { prepareSiteWorkdir } from '../../scripts/lib/site-workdir';
import { freePort } from '../../scripts/lib/free-port';
import { adminFetch, cmsGet, createAndPublish, createDraft, deleteEntry, editAndPublish, unpublishEntry } from './support/cms-api';
import { gatsbyBuild, TEST_BUILD_ENV } from './support/gatsby-build';
import { decodeEntities, firstHeading } from './support/html';
import { sitemapUrls } from './support/sitemap';
import { readState } from './support/state';

const NEWS = 'api::news-article.news-article';
const BUILD_TIMEOUT_MS = 240_000;
/**
 * The deadline of the build that a stalled CMS holds up: past the build's start and the first
 * content requests (about 9 s here, 15 s with the rest of the suite beside it), with room to spare.
 */
const STALLED_BUILD_DEADLINE_MS = 30_000;

const state = readState();
const deploysDir = path.join(state.tmpDir, 'deploys');
let service: Awaited<ReturnType<typeof startRebuildService>>;
let site: Awaited<ReturnType<typeof buildServer>>;
let siteUrl: string;

/** Whether the live sitemap lists the article at `slug`. */
const sitemapListsArticle = async (slug: string) =>
  (await sitemapUrls(siteUrl)).some((url) => new URL(url).pathname === `/actualites/${slug}`);

const statusOf = async () => (await fetch(`${service.url}/__status`)).json();

/** Polls `url` until it answers `status`; returns the seconds it took. */
const waitForStatus = async (url: string, status: number, since: number) => {
  const deadline = since + BUILD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await fetch(url)).status === status) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${url} did not answer ${status} within ${BUILD_TIMEOUT_MS / 1000} s; rebuild status: ${JSON.stringify(await statusOf())}`,
  );
};

/**
 * The service's environment, read at each build: the outage case points STRAPI_URL at a closed
 * port. The browser bundles keep the shared CMS's address (CMS_PUBLIC_URL) whatever it says.
 * It has variables the shared build's had not, as a service started from another shell or by a
 * service manager has: that alone must not make its first build render every page again.
 */
const serviceEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ESNUM_STARTED_BY: 'the rebuild service test',
  ...TEST_BUILD_ENV,
  STRAPI_URL: state.cmsUrl,
  CMS_PUBLIC_URL: state.cmsUrl,
  STRAPI_TOKEN_FILE: path.join(state.tmpDir, 'cms', 'site-build-token.json'),
};
/** The news item published here, while it is in the CMS (the second case deletes it, else afterAll). */
let publishedId: string | undefined;
/** Whether the shared site may hold that news item (until the second case's build took it off). */
let siteHoldsIt = false;
/** How to put back, should a case fail, what the editor's day below changed in the shared CMS. */
const restore = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  service = await startRebuildService({
    secret: state.rebuild.secret,
    port: state.rebuild.port,
    rootDir: state.siteDir,
    deploysDir,
    env: serviceEnv,
    debounceMs: 1000,
    log: (line) => process.stdout.write(`[integration] ${line}\n`),
  });
  // The site as it is live now: the shared build, as the first deploy.
  publishDeploy({
    publicDir: path.join(state.siteDir, 'public'),
    deploysDir,
    rendererDir: builtRendererDir(state.siteDir),
  });
  site = await buildServer({ publicDir: () => currentDeployDir(deploysDir)! });
  await site.listen({ port: await freePort(), host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  service?.queue.stop();
  await service?.queue.whenIdle();
  await service?.fastLane.whenIdle();
  await service?.app.close();
  await site?.close();
  // A case failed with the news item online: take it out of the CMS and of the shared site.
  if (publishedId) await deleteEntry(NEWS, publishedId, 'fr');
  for (const step of restore.values()) await step();
  if (siteHoldsIt) {
    const build = await gatsbyBuild(state.siteDir, { STRAPI_URL: state.cmsUrl, STRAPI_TOKEN_FILE: serviceEnv.STRAPI_TOKEN_FILE });
    if (build.code !== 0)
      throw new Error(`the rebuild after deleting the news item failed (exit ${build.code}):\n${build.output.slice(-4000)}`);
  }
}, BUILD_TIMEOUT_MS);

/** The French pages the live deploy's search index holds. */
const searchIndexUrls = () => indexedPages(path.join(currentDeployDir(deploysDir)!, SEARCH_INDEX_DIR), 'fr').map((page) => page.url);

describe('rebuild service', () => {
  const slug = `journee-portes-ouvertes-numerique-${Date.now()}`;
  const title = 'Journée portes ouvertes : le numérique en pratique';
  const publishDate = new Date().toISOString();
  let documentId: string;

  it('starts no build for a draft saved in the CMS, nor for its deletion', async () => {
    const before = await statusOf();
    const draftId = await createDraft(NEWS, 'fr', {
      title: 'Brouillon : programme des ateliers',
      slug: `brouillon-ateliers-${Date.now()}`,
      publishDate: new Date().toISOString(),
      summary: 'Pas encore relu.',
    });
    await deleteEntry(NEWS, draftId, 'fr');
    // The CMS sends its webhooks after answering: wait for both to arrive.
    const deadline = Date.now() + 15_000;
    let status = await statusOf();
    while (status.draftsIgnored < before.draftsIgnored + 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await statusOf();
    }
    expect(status).toMatchObject({ state: 'idle', builds: before.builds, draftsIgnored: before.draftsIgnored + 2, pendingReasons: [] });
  });

  it(
    'puts a news item published in the CMS online within seconds through the fast lane, then through an incremental build',
    async () => {
      const articleUrl = `${siteUrl}/actualites/${slug}`;
      expect((await fetch(articleUrl)).status).toBe(404);
      // The numbered list pages, counted from the oldest news item (src/lib/news-pages.ts).
      const numberedPages = () => {
        const dir = path.join(currentDeployDir(deploysDir)!, 'actualites', 'page');
        return Object.fromEntries(
          fs
            .readdirSync(dir)
            .filter((page) => fs.existsSync(path.join(dir, page, 'index.html')))
            .map((page) => [page, fs.readFileSync(path.join(dir, page, 'index.html'), 'utf8')]),
        );
      };
      const listBefore = numberedPages();
      expect(Object.keys(listBefore).length).toBeGreaterThan(1);

      const published = Date.now();
      documentId = await createAndPublish(NEWS, 'fr', {
        title,
        slug,
        publishDate,
        summary: 'Ateliers, rencontres avec les équipes et visite des campus.',
      });
      publishedId = documentId;
      siteHoldsIt = true;
      const seconds = await waitForStatus(articleUrl, 200, published);
      process.stdout.write(`[integration] published in the CMS → article live on the site in ${seconds.toFixed(1)} s\n`);

      // Live before the build that publishes it: the fast lane drew it into the live deploy.
      const early = await statusOf();
      expect(early.lastBuild?.reasons?.join(' ') ?? '').not.toContain(documentId);
      // The lane reports once its files are in place: the page can answer a moment before.
      await service.fastLane.whenIdle();
      expect((await statusOf()).lastFastLane).toMatchObject({
        documentId,
        locale: 'fr',
        published: [`/actualites/${slug}`, '/actualites'],
      });
      expect(firstHeading(await (await fetch(articleUrl)).text())).toBe(title);
      // First on /actualites: the first news item it links to.
      const listed = await (await fetch(`${siteUrl}/actualites`)).text();
      const firstListed = [...listed.matchAll(/href="\/actualites\/([a-z0-9-]+)"/g)]
        .map((match) => match[1])
        .find((linked) => linked !== 'page');
      expect(firstListed).toBe(slug);
      const pageDataUrl = `${siteUrl}/page-data/actualites/${slug}/page-data.json`;
      const laneData = await (await fetch(pageDataUrl)).json();

      await service.queue.whenIdle();
      // The build's page data of the item is the one the lane composed from the CMS's entry.
      expect(await (await fetch(pageDataUrl)).json()).toEqual(laneData);
      expect(firstHeading(await (await fetch(articleUrl)).text())).toBe(title);
      const status = await statusOf();
      expect(status.lastBuild).toMatchObject({ result: 'success' });
      expect(status.lastBuild.pagesChanged).toBeGreaterThan(0);
      // The article, the lists and blocks that show it (78 of 465 pages; 132 when the school day
      // changed since the shared build, at midnight in Paris); not the whole site.
      const sitePages = listFiles(currentDeployDir(deploysDir)!).filter((file) => file.endsWith('.html')).length;
      expect(status.lastBuild.pagesChanged).toBeLessThan(sitePages / 2);
      expect(status.lastBuild.reasons.join(' ')).toContain(`${NEWS} ${documentId}`);
      expect(status.deploy).toBe(path.basename(currentDeployDir(deploysDir)!));
      expect(await sitemapListsArticle(slug)).toBe(true);
      // The site search finds it: the live deploy is indexed again after the switch.
      await service.searchIndexer.whenIdle();
      expect(searchIndexUrls()).toContain(`/actualites/${slug}/`);
      expect((await statusOf()).lastSearchIndex).toMatchObject({ deploy: status.deploy });
      // On /actualites, and on no numbered page: none of them was rebuilt.
      expect(await (await fetch(`${siteUrl}/actualites`)).text()).toContain(slug);
      expect(numberedPages()).toEqual(listBefore);

      // What the editor reads in the CMS admin, through the CMS's admin route: live since the
      // lane put it there, with its page's address; and only for a logged-in admin.
      const entryStatusPath = `/esnum/site-status/entry?uid=${NEWS}&documentId=${documentId}&locale=fr`;
      expect(await (await adminFetch(entryStatusPath)).json()).toMatchObject({
        service: 'ok',
        state: 'live',
        through: 'fast lane',
        pageUrl: `https://www.esnum.example/actualites/${slug}`,
      });
      expect((await fetch(`${state.cmsUrl}${entryStatusPath}`)).status).toBe(401);
      expect((await fetch(`${state.cmsUrl}${entryStatusPath}`, { headers: { authorization: `Bearer ${state.cmsToken}` } })).status).toBe(
        401,
      );
    },
    BUILD_TIMEOUT_MS + 30_000,
  );

  // An editor's day, in two builds: the first publishes, updates and unpublishes; the second
  // deletes, unpublishes, and puts back what the first changed (which publishes and updates again).
  // Each build takes a burst of edits, as the rebuild queue gathers them (1 s apart at most).
  const secondSlug = `${slug}-ateliers`;
  const secondTitle = 'Journée portes ouvertes : les ateliers du matin';
  const eventSlug = `conference-numerique-${Date.now()}`;
  let secondId: string;
  let eventId: string;
  type Titled = { documentId: string; slug: string; title: string };
  let renamedEvent: Titled;
  let soonestEvent: Titled;
  let renamedPost: Titled;
  let filledOffer: Titled;
  /** A served page's HTML, its entities decoded (titles hold apostrophes). */
  const pageText = async (pagePath: string) => decodeEntities(await (await fetch(`${siteUrl}${pagePath}`)).text());
  const firstOf = async (query: string) => (await cmsGet<{ data: Titled[] }>(query)).data[0];

  it(
    'publishes a second news item of the same day in its place through the fast lane, and an event, a new title, a blog post fixed and an offer unpublished through the build',
    async () => {
      renamedEvent = await firstOf('/api/events?locale=fr&fields[0]=slug&fields[1]=title&sort[0]=dateStart:desc&pagination[pageSize]=1');
      // The next event to come, which every event page lists among the school's next three.
      soonestEvent = await firstOf(
        `/api/events?locale=fr&fields[0]=slug&fields[1]=title&sort[0]=dateStart:asc&filters[dateStart][$gt]=${new Date().toISOString()}&pagination[pageSize]=1`,
      );
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).toContain(soonestEvent.title);
      renamedPost = await firstOf('/api/blog-posts?locale=fr&fields[0]=slug&fields[1]=title&sort[0]=slug:asc&pagination[pageSize]=1');
      filledOffer = await firstOf('/api/job-offers?locale=fr&fields[0]=slug&fields[1]=title&sort[0]=slug:asc&pagination[pageSize]=1');
      expect(await pageText('/offres-alternance')).toContain(filledOffer.title);

      // The day's other edits first, in the same burst of webhooks as the news item: one build for all.
      const renamed = {
        event: `${renamedEvent.title} (date confirmée)`,
        soonest: `${soonestEvent.title} (nouvelle salle)`,
        post: `${renamedPost.title} (mis à jour)`,
      };
      restore.set('event', () => editAndPublish('api::event.event', renamedEvent.documentId, 'fr', { title: renamedEvent.title }));
      await editAndPublish('api::event.event', renamedEvent.documentId, 'fr', { title: renamed.event });
      restore.set('soonest event', () => editAndPublish('api::event.event', soonestEvent.documentId, 'fr', { title: soonestEvent.title }));
      await editAndPublish('api::event.event', soonestEvent.documentId, 'fr', { title: renamed.soonest });
      restore.set('post', () => editAndPublish('api::blog-post.blog-post', renamedPost.documentId, 'fr', { title: renamedPost.title }));
      await editAndPublish('api::blog-post.blog-post', renamedPost.documentId, 'fr', { title: renamed.post });
      restore.set('offer', () => editAndPublish('api::job-offer.job-offer', filledOffer.documentId, 'fr', {}));
      await unpublishEntry('api::job-offer.job-offer', filledOffer.documentId, 'fr');
      eventId = await createAndPublish('api::event.event', 'fr', {
        title: 'Conférence : le numérique responsable',
        slug: eventSlug,
        type: 'conference',
        dateStart: new Date(Date.now() + 200 * 86_400_000).toISOString(),
        description: 'Une conférence ouverte à tous.',
      });
      restore.set('new event', () => deleteEntry('api::event.event', eventId, 'fr'));
      const published = Date.now();
      // The same date, to the millisecond, as the first item: the build orders the two by document id.
      secondId = await createAndPublish(NEWS, 'fr', {
        title: secondTitle,
        slug: secondSlug,
        publishDate,
        summary: 'Le programme des ateliers.',
      });
      restore.set('second news', () => deleteEntry(NEWS, secondId, 'fr'));
      const seconds = await waitForStatus(`${siteUrl}/actualites/${secondSlug}`, 200, published);
      process.stdout.write(`[integration] a second news item of the same date → live in ${seconds.toFixed(1)} s\n`);
      await service.fastLane.whenIdle();
      expect((await statusOf()).lastFastLane).toMatchObject({
        documentId: secondId,
        published: [`/actualites/${secondSlug}`, '/actualites'],
      });
      const listedOrder = async () =>
        [...(await pageText('/actualites')).matchAll(/href="\/actualites\/([a-z0-9-]+)"/g)]
          .map((match) => match[1])
          .filter((linked) => linked === slug || linked === secondSlug)
          .filter((linked, index, all) => all.indexOf(linked) === index);
      const buildOrder = documentId < secondId ? [slug, secondSlug] : [secondSlug, slug];
      expect(await listedOrder()).toEqual(buildOrder);
      const pageDataUrl = `${siteUrl}/page-data/actualites/${secondSlug}/page-data.json`;
      const laneData = await (await fetch(pageDataUrl)).json();

      await service.queue.whenIdle();

      expect((await statusOf()).lastBuild).toMatchObject({ result: 'success' });
      // The build's page data of the second item is the one the lane composed, in the same order.
      expect(await (await fetch(pageDataUrl)).json()).toEqual(laneData);
      expect(await listedOrder()).toEqual(buildOrder);
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).toContain(renamed.event);
      // Another event's page lists it under its new name: its page depends on the events it lists.
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).toContain(renamed.soonest);
      expect(await pageText(`/blog/${renamedPost.slug}`)).toContain(renamed.post);
      expect(await pageText('/offres-alternance')).not.toContain(filledOffer.title);
      expect((await fetch(`${siteUrl}/agenda/${eventSlug}`)).status).toBe(200);
    },
    BUILD_TIMEOUT_MS + 30_000,
  );

  it(
    'takes a deleted news item off the site, with the other edits of the day taken off or put back',
    async () => {
      const articleUrl = `${siteUrl}/actualites/${slug}`;
      // The other edits first, in the same burst of webhooks as the deletion: one build for all.
      await unpublishEntry(NEWS, secondId, 'fr');
      await deleteEntry('api::event.event', eventId, 'fr');
      restore.delete('new event');
      for (const [name, step] of restore) if (name !== 'second news') await step();
      const deleted = Date.now();
      await deleteEntry(NEWS, documentId, 'fr');
      publishedId = undefined;
      const seconds = await waitForStatus(articleUrl, 404, deleted);
      process.stdout.write(`[integration] deleted in the CMS → article gone in ${seconds.toFixed(1)} s\n`);
      await service.queue.whenIdle();
      expect(fs.existsSync(path.join(currentDeployDir(deploysDir)!, 'actualites', slug, 'index.html'))).toBe(false);
      siteHoldsIt = false;
      // The incremental build keeps the nodes of unchanged pages; the deleted page's goes with it.
      expect(await sitemapListsArticle(slug)).toBe(false);
      await service.searchIndexer.whenIdle();
      expect(searchIndexUrls()).not.toContain(`/actualites/${slug}/`);
      expect((await fetch(`${siteUrl}/actualites/${secondSlug}`)).status).toBe(404);
      expect((await fetch(`${siteUrl}/agenda/${eventSlug}`)).status).toBe(404);
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).toContain(renamedEvent.title);
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).not.toContain('(date confirmée)');
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).toContain(soonestEvent.title);
      expect(await pageText(`/agenda/${renamedEvent.slug}`)).not.toContain('(nouvelle salle)');
      expect(await pageText('/offres-alternance')).toContain(filledOffer.title);
      // The unpublished item's draft stays in the CMS: it goes too, which changes nothing on the site.
      await deleteEntry(NEWS, secondId, 'fr');
      restore.clear();
    },
    BUILD_TIMEOUT_MS + 30_000,
  );

  describe('with a CMS that accepts connections and never answers', () => {
    // In front of the real CMS: its health check and schema answer (the build gets as far as
    // sourcing), every content request is accepted and left hanging.
    let stalled: http.Server;
    let stalledUrl: string;
    const hanging = new Set<net.Socket>();
    /** The content requests the stalled CMS has left hanging so far. */
    let stalledRequests = 0;
    const workdir = path.join(state.tmpDir, 'site-stalled-cms');

    beforeAll(async () => {
      // Fresh: a rerun in a kept environment finds the previous run's copy.
      prepareSiteWorkdir(workdir, { fresh: true });
      stalled = http.createServer((request, response) => {
        if (!/^\/(?:_health|api\/content-type-builder\/)/.test(request.url ?? '')) {
          hanging.add(request.socket);
          stalledRequests += 1;
          return;
        }
        const upstream = http.request(`${state.cmsUrl}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        request.pipe(upstream);
      });
      await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
      stalledUrl = `http://127.0.0.1:${(stalled.address() as net.AddressInfo).port}`;
    });
    afterAll(async () => {
      hanging.forEach((socket) => socket.destroy());
      if (stalled) await new Promise((resolve) => stalled.close(resolve));
    });

    /** A rebuild of the working copy against the stalled CMS; its status once it has ended. */
    const rebuildAgainstStalledCms = async (env: Record<string, string>) => {
      const queue = createRebuildQueue({
        build: siteRebuilder({
          rootDir: workdir,
          deploysDir,
          env: {
            ...process.env,
            ...TEST_BUILD_ENV,
            STRAPI_URL: stalledUrl,
            STRAPI_TOKEN_FILE: path.join(state.tmpDir, 'cms', 'site-build-token.json'),
            ...env,
          },
          log: () => undefined,
        }),
        debounceMs: 10,
        maxWaitMs: 100,
      });
      const stalledService = await buildRebuildService({ secret: state.rebuild.secret, queue, deploysDir });
      const liveDeploy = currentDeployDir(deploysDir);
      queue.request('entry.publish api::news-article.news-article stalled fr');
      await queue.whenIdle();
      const status = (await stalledService.inject({ url: '/__status' })).json();
      await stalledService.close();
      expect(currentDeployDir(deploysDir)).toBe(liveDeploy);
      return status;
    };

    /** Processes still running in the working copy (Gatsby and its workers). */
    const processesIn = (dir: string) =>
      fs.readdirSync('/proc').filter((pid) => {
        try {
          return /^\d+$/.test(pid) && fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(dir);
        } catch {
          return false;
        }
      });

    it(
      "fails the build once a CMS request has waited for the source plugin's timeout",
      async () => {
        const status = await rebuildAgainstStalledCms({
          STRAPI_REQUEST_TIMEOUT_MS: '5000',
          SITE_BUILD_TIMEOUT_MS: String(BUILD_TIMEOUT_MS),
        });
        expect(status).toMatchObject({ state: 'idle', failures: 1, lastBuild: { result: 'failure' } });
        expect(status.lastBuild.error).toMatch(/exited with code 1/);
        expect(status.lastBuild.error).toMatch(/timeout of 5000ms exceeded/);
        expect(status.lastBuild.durationMs).toBeLessThan(BUILD_TIMEOUT_MS);
        expect(processesIn(workdir)).toEqual([]);
      },
      BUILD_TIMEOUT_MS + 30_000,
    );

    it(
      'stops a build past its deadline, with all its processes, and says so at /__status',
      async () => {
        const requestsBefore = stalledRequests;
        const status = await rebuildAgainstStalledCms({
          STRAPI_REQUEST_TIMEOUT_MS: '600000',
          SITE_BUILD_TIMEOUT_MS: String(STALLED_BUILD_DEADLINE_MS),
        });
        // Stopped in the middle of its work (sourcing, its workers started), not before it began.
        expect(stalledRequests).toBeGreaterThan(requestsBefore);
        expect(status).toMatchObject({ state: 'idle', failures: 1, lastBuild: { result: 'failure' } });
        expect(status.lastBuild.error).toMatch(new RegExp(`took longer than its ${STALLED_BUILD_DEADLINE_MS / 1000} s deadline`));
        expect(status.lastBuild.durationMs).toBeLessThan(STALLED_BUILD_DEADLINE_MS + 20_000);
        expect(processesIn(workdir)).toEqual([]);
      },
      BUILD_TIMEOUT_MS + 30_000,
    );
  });

  it(
    'keeps the last good site live when a build fails (CMS down), and reports the cause at /__status',
    async () => {
      const before = await statusOf();
      const liveDeploy = before.deploy;
      const home = await (await fetch(`${siteUrl}/`)).text();

      // The CMS goes down, as the service sees it: nothing listens at its address any more.
      serviceEnv.STRAPI_URL = `http://127.0.0.1:${await freePort()}`;
      await expect(fetch(`${serviceEnv.STRAPI_URL}/_health`)).rejects.toThrow();

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
      // What the editors read in the CMS admin (cms/src/site-status/routes.ts): the cause's kind,
      // which the admin says in plain words, and the whole cause.
      const forEditors = await (await adminFetch('/esnum/site-status')).json();
      expect(forEditors.recentBuilds[0]).toMatchObject({ result: 'failure', kind: 'cms-unreachable', error: after.lastBuild.error });
      const outage = await (await adminFetch(`/esnum/site-status/entry?uid=${NEWS}&documentId=outage&locale=fr`)).json();
      expect(outage).toMatchObject({ service: 'ok', state: 'failed', kind: 'cms-unreachable', pageUrl: null });
      const served = await fetch(`${siteUrl}/`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe(home);
    },
    BUILD_TIMEOUT_MS + 30_000,
  );
});
