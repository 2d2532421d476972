/**
 * @jest-environment node
 */
// The CMS's own middlewares against hostile requests, in a real Koa app (the whole CMS is probed in
// test/integration/22-cms-hardening.test.ts).
import http from 'http';
import type { AddressInfo } from 'net';
import Koa from 'koa';
import qs from 'qs';
import apiCors from '../api-cors';
import publicQueryGuard, { forbiddenPublicQuery } from '../public-query-guard';
import uploadHeaders, { isInlineUploadType, UPLOAD_CONTENT_SECURITY_POLICY } from '../upload-headers';

const SITE = 'https://www.esnum.example';

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  const app = new Koa();
  // What Strapi's own strapi::cors still writes for a request without an Origin.
  app.use(apiCors({ isAllowedOrigin: (origin) => origin === SITE }));
  app.use(async (ctx, next) => {
    if (!ctx.get('Origin')) ctx.set('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.use(async (ctx, next) => {
    Object.defineProperty(ctx, 'query', { value: qs.parse(ctx.querystring) });
    await next();
  });
  app.use(publicQueryGuard());
  app.use(uploadHeaders());
  app.use(async (ctx) => {
    if (ctx.path.endsWith('.png')) ctx.type = 'image/png';
    else if (ctx.path.endsWith('.svg')) ctx.type = 'image/svg+xml';
    else if (ctx.path.endsWith('.html')) ctx.type = 'text/html';
    ctx.body = 'ok';
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const cors = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

describe('CORS', () => {
  it('lets the site read the public API, without credentials', async () => {
    expect(cors(await fetch(`${baseUrl}/api/events`, { headers: { origin: SITE } }))).toEqual({ 'access-control-allow-origin': SITE });
  });

  it.each([
    ['the admin, from the site', '/admin/access-token', SITE],
    ['the public API, from another site', '/api/events', 'https://evil.example'],
    ['the public API, without an Origin', '/api/events', undefined],
  ])('says nothing to %s', async (_, path, origin) => {
    expect(cors(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: origin ? { origin } : {} }))).toEqual({});
  });
});

describe('the queries a caller without a token may make', () => {
  it.each([
    ['filters[localizations][title][$startsWith]=J', { parameter: 'filters', name: 'localizations' }],
    ['filters[$and][0][$or][1][localizations][id][$gt]=0', { parameter: 'filters', name: 'localizations' }],
    ['sort=title:asc,localizations.title:desc', { parameter: 'sort', name: 'localizations' }],
    ['sort[0][localizations][title]=asc', { parameter: 'sort', name: 'localizations' }],
    ['populate=campus,localizations', { parameter: 'populate', name: 'localizations' }],
    ['populate[campus][populate]=*', { parameter: 'populate', name: '*' }],
    ['fields[0]=localizations', { parameter: 'fields', name: 'localizations' }],
  ])('refuse %s', (query, expected) => {
    expect(forbiddenPublicQuery(qs.parse(query))).toEqual(expected);
  });

  it.each(['filters[title][$contains]=localizations', 'populate[campus][fields][0]=name', 'sort[0]=dateStart:asc', ''])(
    'allow %j',
    (query) => {
      expect(forbiddenPublicQuery(qs.parse(query))).toBeNull();
    },
  );

  it('answer 400 without a token, and leave a request with a token to Strapi', async () => {
    const path = '/api/events?filters[localizations][title][$startsWith]=J';
    const anonymous = await fetch(`${baseUrl}${path}`);
    expect(anonymous.status).toBe(400);
    expect(((await anonymous.json()) as { error: { name: string } }).error.name).toBe('ValidationError');
    expect((await fetch(`${baseUrl}${path}`, { headers: { authorization: 'Bearer token' } })).status).toBe(200);
  });
});

describe('uploaded files', () => {
  it.each([
    ['/uploads/photo.png', null],
    ['/uploads/logo.svg', 'attachment'],
    ['/uploads/page.html', 'attachment'],
  ])('%s is sandboxed, never sniffed, disposition %s', async (path, disposition) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.headers.get('content-security-policy')).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(disposition);
  });

  it.each([
    ['image/jpeg', true],
    ['video/mp4', true],
    ['audio/mpeg', true],
    ['image/svg+xml', false],
    ['text/html; charset=utf-8', false],
    ['application/pdf', false],
    ['', false],
  ])('%j is shown inline: %s', (type, inline) => {
    expect(isInlineUploadType(type)).toBe(inline);
  });
});
