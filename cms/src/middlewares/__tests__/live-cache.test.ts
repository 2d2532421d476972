/**
 * @jest-environment node
 */
// The middleware in a real Koa app over HTTP, as a shared cache and a browser see it.
import http from 'http';
import type { AddressInfo } from 'net';
import Koa from 'koa';
import liveCache from '../live-cache';
import { liveCacheSeconds, publicCacheControl } from '../../utils/live-cache';

const EVENTS = { data: [{ title: 'Journée portes ouvertes', slug: 'jpo-lyon' }], meta: {} };

let server: http.Server;
let baseUrl: string;
let answer: (ctx: Koa.Context) => void;

/**
 * A revalidation as a cache sends it. Not with fetch: its spec adds Cache-Control: no-cache to a
 * request with If-None-Match, which asks for the full answer.
 */
const revalidate = (path: string, tag: string) =>
  new Promise<{ status: number; etag: string | undefined; body: string }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { 'if-none-match': tag } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag, body }));
      })
      .on('error', reject);
  });

beforeAll(async () => {
  const app = new Koa();
  app.use(liveCache({ seconds: 10 }));
  app.use(async (ctx) => answer(ctx));
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  answer = (ctx) => {
    ctx.body = EVENTS;
  };
});

describe('an anonymous read of the public API', () => {
  it('may be kept by a shared cache for the period, served stale while it revalidates and while the CMS fails', async () => {
    const response = await fetch(`${baseUrl}/api/events?locale=fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10, stale-while-revalidate=10, stale-if-error=86400');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(EVENTS);
  });

  it('has an ETag that changes with the content, and a 304 without body when the copy is current', async () => {
    const first = await fetch(`${baseUrl}/api/events`);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);

    const revalidated = await revalidate('/api/events', tag!);
    expect(revalidated).toEqual({ status: 304, etag: tag, body: '' });

    answer = (ctx) => {
      ctx.body = { ...EVENTS, data: [...EVENTS.data, { title: 'Salon Studyrama', slug: 'salon-nantes' }] };
    };
    const changed = await revalidate('/api/events', tag!);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(tag);
    expect(JSON.parse(changed.body).data).toHaveLength(2);
  });
});

describe('what is never shared', () => {
  it('marks an answer to a request with credentials private: it may hold drafts', async () => {
    const response = await fetch(`${baseUrl}/api/events`, { headers: { authorization: 'Bearer build-token' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('leaves an error as Strapi sent it, so that no cache keeps a failure as the answer', async () => {
    answer = (ctx) => {
      ctx.status = 404;
      ctx.body = { error: { status: 404, name: 'NotFoundError' } };
    };
    const response = await fetch(`${baseUrl}/api/esnum-crm-links/brochure/atlantide/link`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('leaves writes and what is not the API (the admin panel, uploads) alone', async () => {
    const write = await fetch(`${baseUrl}/api/events`, { method: 'POST' });
    expect(write.headers.get('cache-control')).toBeNull();
    const admin = await fetch(`${baseUrl}/admin/init`);
    expect(admin.headers.get('cache-control')).toBeNull();
  });
});

describe('the period (CMS_LIVE_CACHE_SECONDS)', () => {
  it('is 10 s unless set, and 0 turns caching off', () => {
    expect(liveCacheSeconds(undefined)).toBe(10);
    expect(liveCacheSeconds(' ')).toBe(10);
    expect(liveCacheSeconds('30')).toBe(30);
    expect(publicCacheControl(30)).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400');
    expect(publicCacheControl(0)).toBe('no-cache');
  });

  it.each(['ten', '-5', '2.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => liveCacheSeconds(value)).toThrow(/CMS_LIVE_CACHE_SECONDS must be a whole number of seconds/);
  });
});
