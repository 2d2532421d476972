// The live data behind nginx's cache, as the build writes its configuration (plugins/site-serving/
// nginx-cms.ts), in front of the real CMS and its Cache-Control (cms/src/middlewares/live-cache.ts).
// A relay between the two counts what the CMS really receives, and plays a CMS that fails.
import fs from 'fs';
import path from 'path';
import { crmCampusesUrl, crmLinkUrl, upcomingEventsUrl } from '../../src/lib/cms-api';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/site-serving/nginx-cms';
import { freePort } from '../../scripts/lib/free-port';
import { startNginx, type NginxSite } from '../../scripts/lib/nginx';
import { startCountingRelay, type CountingRelay } from '../../scripts/lib/counting-relay';
import { cmsGet, createAndPublish, deleteEntry, deleteMedia, uploadMedia } from './support/cms-api';
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
    const url = upcomingEventsUrl(nginx.url, { language: 'fr', now: new Date('2027-02-01T10:00:00Z') });
    for (let i = 0; i < 2; i += 1) {
      const refused = await rawGet(url, { authorization: 'Bearer not-a-token' });
      expect({ status: refused.status, cache: refused.headers['x-cache-status'] }).toEqual({ status: 401, cache: 'BYPASS' });
    }
    const anonymous = await rawGet(url);
    expect({ status: anonymous.status, cache: anonymous.headers['x-cache-status'] }).toEqual({ status: 200, cache: 'MISS' });
  });

  it('refuses writes: the admin and its writes stay on the CMS address', async () => {
    relay.reset();
    const url = crmCampusesUrl(nginx.url, 'esnum', 'brochure', 'fr');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await fetch(url, { method })).status).toBe(403);
    }
    expect(relay.total()).toBe(0);
  });

  it('refuses any query but the site’s own calls: a junk parameter neither reaches the CMS nor fills the cache', async () => {
    const url = crmLinkUrl(nginx.url, 'esnum', 'brochure', 'lyon', 'fr');
    expect((await rawGet(url)).status).toBe(200);
    expect((await rawGet(url)).headers['x-cache-status']).toBe('HIT');
    relay.reset();
    const junk = ['&a=1', '&a=2', '&pagination[pageSize]=100&populate=*&locale=*'].map((extra) => `${url}${extra}`);
    for (const address of [...junk, `${nginx.url}/api/events?pagination[pageSize]=100&populate=*&locale=*`, `${nginx.url}/api/events`]) {
      expect((await rawGet(address)).status).toBe(400);
    }
    expect(relay.total()).toBe(0);
    expect((await rawGet(url)).headers['x-cache-status']).toBe('HIT');
  });

  it('answers a query of 3 KB with 400, not with a gateway error', async () => {
    relay.reset();
    const answer = await rawGet(`${crmLinkUrl(nginx.url, 'esnum', 'brochure', 'lyon', 'fr')}&${'x'.repeat(3_000)}=1`);
    expect(answer.status).toBe(400);
    expect(relay.total()).toBe(0);
  });

  it('keeps one copy whatever the Origin a request sends', async () => {
    const url = crmCampusesUrl(nginx.url, 'esnum', 'contact', 'en');
    expect((await rawGet(url, { origin: 'https://a.example' })).status).toBe(200);
    relay.reset();
    for (const origin of ['https://b.example', 'https://c.example', 'null']) {
      const answer = await rawGet(url, { origin });
      expect({ cache: answer.headers['x-cache-status'], cors: answer.headers['access-control-allow-origin'] }).toEqual({
        cache: 'HIT',
        cors: undefined,
      });
    }
    expect(relay.total()).toBe(0);
  });
});

describe("the headers of the CMS's answers through nginx", () => {
  const uploaded: number[] = [];
  afterAll(async () => {
    for (const id of uploaded) await deleteMedia(id);
  });

  it("are the site's security headers on the API, with a policy that loads nothing", async () => {
    const answer = await rawGet(crmCampusesUrl(nginx.url, 'esnum', 'registration', 'fr'));
    expect(answer.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it("never write the request's Host into a redirect of nginx's own", async () => {
    const answer = await rawRequest(nginx.url, '/uploads', { headers: { host: 'evil.example' } });
    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 301, location: '/uploads/' });
  });

  it('serve an uploaded picture inline and a PDF as a download, both sandboxed, with the security headers', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const files = [
      await uploadMedia('nginx-photo.png', 'image/png', png),
      await uploadMedia('nginx-brochure.pdf', 'application/pdf', '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    ];
    const [picture, pdf] = await Promise.all(
      files.map(async (response) => ((await response.json()) as Array<{ id: number; url: string }>)[0]),
    );
    uploaded.push(picture.id, pdf.id);
    for (const query of ['', '?v=2']) {
      const shown = await rawGet(`${nginx.url}${picture.url}${query}`);
      expect(shown.status).toBe(200);
      expect(shown.headers).toMatchObject({
        'content-type': 'image/png',
        'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(shown.headers['content-disposition']).toBeUndefined();
    }
    const downloaded = await rawGet(`${nginx.url}${pdf.url}`);
    expect(downloaded.headers).toMatchObject({
      'content-disposition': 'attachment',
      'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
    });
  });
});

describe('a publication and a failing CMS', () => {
  jest.setTimeout(90_000);

  it('shows a published event through the cache within two periods (fresh, then served stale while refreshed)', async () => {
    const slug = `conference-cache-${Date.now()}`;
    // The upcoming events of a campus, as its page asks for them: the new event is its first.
    const campus = (
      await cmsGet<{ data: Array<{ documentId: string; slug: string }> }>('/api/campuses?locale=fr&fields[0]=slug&sort=slug:asc')
    ).data[0];
    const url = upcomingEventsUrl(nginx.url, { language: 'fr', now: SUITE_NOW, campus: campus.slug });
    const slugs = async () => ((JSON.parse((await rawGet(url)).body) as { data: Array<{ slug: string }> }).data ?? []).map((e) => e.slug);
    expect(await slugs()).not.toContain(slug);

    const documentId = await createAndPublish('api::event.event', 'fr', {
      title: 'Conférence sur les caches',
      slug,
      type: 'conference',
      // On the suite's day, the first of the campus's upcoming events (its page lists them soonest first).
      dateStart: SUITE_NOW.toISOString(),
      campus: { connect: [{ documentId: campus.documentId, locale: 'fr' }] },
    });
    const published = Date.now();
    try {
      let seen: string[] = [];
      while (!seen.includes(slug) && Date.now() - published < 3 * PERIOD_S * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        seen = await slugs();
      }
      expect({ first: seen[0], withinTwoPeriods: Date.now() - published <= 2 * PERIOD_S * 1000 + 1000 }).toEqual({
        first: slug,
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
