// The live data behind nginx's cache, as the build writes its configuration (plugins/site-serving/
// nginx-cms.ts), in front of the real CMS and its Cache-Control (cms/src/middlewares/live-cache.ts).
// A relay between the two counts what the CMS really receives, and plays a CMS that fails.
import fs from 'fs';
import path from 'path';
import { upcomingEventsUrl } from '../../src/lib/cms-api';
import { freePort } from '../../scripts/lib/free-port';
import { startNginx, type NginxSite } from '../../scripts/lib/nginx';
import { startCountingRelay, type CountingRelay } from '../../scripts/lib/counting-relay';
import { createAndPublish, deleteEntry } from './support/cms-api';
import { rawRequest } from './support/raw-http';
import { readState } from './support/state';
import { SUITE_NOW } from './support/suite-day';

const { siteDir, tmpDir, cmsUrl } = readState();

/** The period the CMS was started with (its default). */
const PERIOD_S = 10;

let relay: CountingRelay;
let nginx: NginxSite;

beforeAll(async () => {
  relay = await startCountingRelay(cmsUrl);
  const workDir = path.join(tmpDir, 'nginx-live-data');
  fs.rmSync(workDir, { recursive: true, force: true });
  nginx = await startNginx({ siteDir, port: await freePort(), workDir, cmsUpstreamUrl: relay.url });
});

afterAll(async () => {
  await nginx?.stop();
  await relay?.close();
});

const pathOf = (url: string) => url.slice(new URL(url).origin.length);

/**
 * A request as a cache or a browser revalidating its copy sends it (fetch would add
 * Cache-Control: no-cache to a request with If-None-Match).
 */
const rawGet = (url: string, headers: Record<string, string> = {}) => rawRequest(nginx.url, pathOf(url), { headers });

describe('the upcoming events every page asks for', () => {
  it('cost the CMS one request when a hundred visitors arrive at once on a cold cache', async () => {
    const url = upcomingEventsUrl(nginx.url, { language: 'fr', now: SUITE_NOW });
    const direct = await (await fetch(upcomingEventsUrl(cmsUrl, { language: 'fr', now: SUITE_NOW }))).text();

    const answers = await Promise.all(Array.from({ length: 100 }, () => fetch(url).then(async (r) => [r.status, await r.text()] as const)));

    expect(answers.filter(([status, body]) => status === 200 && body === direct)).toHaveLength(100);
    expect(relay.counts.get(pathOf(url))).toBe(1);
  });

  it("answer a browser's revalidation with 304 from the cache, with the CMS's Cache-Control and ETag", async () => {
    const url = upcomingEventsUrl(nginx.url, { language: 'en', now: SUITE_NOW });
    const first = await rawGet(url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(
      `public, max-age=${PERIOD_S}, s-maxage=${PERIOD_S}, stale-while-revalidate=${PERIOD_S}, stale-if-error=86400`,
    );
    const revalidated = await rawGet(url, { 'if-none-match': first.headers.etag! });
    expect({ status: revalidated.status, cache: revalidated.headers['x-cache-status'], body: revalidated.body }).toEqual({
      status: 304,
      cache: 'HIT',
      body: '',
    });
    expect(relay.counts.get(pathOf(url))).toBe(1);
  });
});

describe('what the cache never keeps or lets through', () => {
  it('sends a request with credentials to the CMS every time and keeps nothing of it', async () => {
    const url = `${nginx.url}/api/events?locale=fr&pagination[limit]=1`;
    for (let i = 0; i < 2; i += 1) {
      const refused = await rawGet(url, { authorization: 'Bearer not-a-token' });
      expect({ status: refused.status, cache: refused.headers['x-cache-status'] }).toEqual({ status: 401, cache: 'BYPASS' });
    }
    const anonymous = await rawGet(url);
    expect({ status: anonymous.status, cache: anonymous.headers['x-cache-status'] }).toEqual({ status: 200, cache: 'MISS' });
  });

  it('refuses writes: the admin and its writes stay on the CMS address', async () => {
    relay.reset();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await fetch(`${nginx.url}/api/events`, { method })).status).toBe(403);
    }
    expect(relay.total()).toBe(0);
  });
});

describe('a publication and a failing CMS', () => {
  jest.setTimeout(90_000);

  it('shows a published event through the cache within two periods (fresh, then served stale while refreshed)', async () => {
    const slug = `conference-cache-${Date.now()}`;
    const url = `${nginx.url}/api/events?locale=fr&filters[slug][$eq]=${slug}&fields[0]=slug`;
    const slugs = async () => ((JSON.parse((await rawGet(url)).body) as { data: Array<{ slug: string }> }).data ?? []).map((e) => e.slug);
    expect(await slugs()).toEqual([]);

    const documentId = await createAndPublish('api::event.event', 'fr', {
      title: 'Conférence sur les caches',
      slug,
      type: 'conference',
      dateStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const published = Date.now();
    try {
      let seen: string[] = [];
      while (seen.length === 0 && Date.now() - published < 3 * PERIOD_S * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        seen = await slugs();
      }
      expect({ seen, withinTwoPeriods: Date.now() - published <= 2 * PERIOD_S * 1000 + 1000 }).toEqual({
        seen: [slug],
        withinTwoPeriods: true,
      });
    } finally {
      await deleteEntry('api::event.event', documentId, 'fr');
    }
  });

  it('keeps answering with the last copy while the CMS fails, and the CMS is asked again once it is back', async () => {
    const url = `${nginx.url}/api/esnum-crm-links/brochure/campuses?locale=fr`;
    const before = await rawGet(url);
    expect(before.status).toBe(200);

    relay.setDown(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, (PERIOD_S + 1) * 1000));
      const during = await rawGet(url);
      expect({ status: during.status, cache: during.headers['x-cache-status'], same: during.body === before.body }).toEqual({
        status: 200,
        cache: 'STALE',
        same: true,
      });
    } finally {
      relay.setDown(false);
    }

    relay.reset();
    let after = await rawGet(url);
    for (let attempt = 0; attempt < 20 && after.headers['x-cache-status'] !== 'HIT'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await rawGet(url);
    }
    expect({ status: after.status, cache: after.headers['x-cache-status'], same: after.body === before.body }).toEqual({
      status: 200,
      cache: 'HIT',
      same: true,
    });
    expect(relay.total()).toBe(1);
  });
});
