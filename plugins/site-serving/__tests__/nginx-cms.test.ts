/**
 * @jest-environment node
 */
// The CMS includes as text: what nginx does with them is tested against the real CMS in
// test/integration/19-live-data-cache.test.ts.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { liveCallPatterns, nginxCmsHttpConf, nginxCmsServerConf, UPLOAD_CONTENT_SECURITY_POLICY } from '../nginx-cms';
import { DEFAULT_NGINX_CMS_CACHE_DIR, NGINX_DIR, writeNginxIncludes } from '../nginx-includes';
import { crmCampusesUrl, crmLinkUrl, upcomingEventsUrl } from '../../../src/lib/cms-api';
import { SECURITY_HEADERS } from '../../../shared/security-headers';
import { UPLOAD_CONTENT_SECURITY_POLICY as CMS_UPLOAD_POLICY } from '../../../cms/src/middlewares/upload-headers';

const server = (upstreamUrl: string) => nginxCmsServerConf({ upstreamUrl, securityHeaders: SECURITY_HEADERS });

describe('the CMS upstream', () => {
  it('is the origin given, with the cache where the deployment keeps it', () => {
    const conf = nginxCmsHttpConf({ upstreamUrl: 'http://10.0.0.12:1337', cacheDir: '/srv/cache/cms' });
    expect(conf).toContain('server 10.0.0.12:1337;');
    expect(conf).toMatch(/^proxy_cache_path \/srv\/cache\/cms .*keys_zone=esnum_cms:10m/m);
  });

  it('is reached over TLS with the name of its certificate when it is https', () => {
    const locations = server('https://cms.esnum.example');
    expect(nginxCmsHttpConf({ upstreamUrl: 'https://cms.esnum.example', cacheDir: '/c' })).toContain('server cms.esnum.example:443;');
    expect(locations).toContain('proxy_pass https://esnum_cms;');
    expect(locations).toContain('proxy_ssl_name cms.esnum.example;');
    expect(locations).toContain('proxy_set_header Host cms.esnum.example;');
  });

  it.each(['http://127.0.0.1:1337/api', 'ftp://cms.esnum.example', 'cms.esnum.example'])(
    'refuses %s, naming the variable',
    (upstreamUrl) => {
      expect(() => server(upstreamUrl)).toThrow(/must be an http\(s\) origin without a path \(CMS_UPSTREAM_URL\)/);
    },
  );
});

describe("the site's live calls, the only queries of the public API nginx lets through", () => {
  const allowed = (path: string, product = 'esnum') => liveCallPatterns(product).some((pattern) => new RegExp(pattern).test(path));
  const day = new Date('2027-03-28T00:30:00Z');

  it('are the calls the browser code writes, in both languages, any day, any campus, any action', () => {
    for (const language of ['fr', 'en'] as const) {
      expect(allowed(upcomingEventsUrl('', { language, now: day }))).toBe(true);
      expect(allowed(upcomingEventsUrl('', { language, now: day, campus: 'saint-etienne' }))).toBe(true);
      for (const action of ['brochure', 'contact', 'registration']) {
        expect(allowed(crmCampusesUrl('', 'esnum', action, language))).toBe(true);
        expect(allowed(crmLinkUrl('', 'esnum', action, 'lyon', language))).toBe(true);
      }
    }
    expect(allowed(crmLinkUrl('', 'ecole', 'contact', 'lyon', 'fr'), 'ecole')).toBe(true);
  });

  it.each([
    ['a junk parameter', `${crmLinkUrl('', 'esnum', 'brochure', 'lyon', 'fr')}&a=1`],
    ['another language', crmCampusesUrl('', 'esnum', 'brochure', 'fr').replace('locale=fr', 'locale=de')],
    ['another action', crmCampusesUrl('', 'esnum', 'apply', 'fr')],
    ['another product', crmCampusesUrl('', 'other', 'brochure', 'fr')],
    ['a larger page of events', upcomingEventsUrl('', { language: 'fr', now: day }).replace('limit%5D=6', 'limit%5D=100')],
    ['parameters in another order', `/api/events?fields%5B0%5D=title&locale=fr`],
    ['every event', '/api/events?pagination[pageSize]=100&populate=*&locale=*'],
    ['a campus slug with a slash', upcomingEventsUrl('', { language: 'fr', now: day, campus: 'a/../b' })],
  ])('refuse %s', (_, path) => {
    expect(allowed(path)).toBe(false);
  });

  it('are the cache key, and anything else is refused; the uploads have one copy per file', () => {
    const locations = server('http://127.0.0.1:1337');
    const http = nginxCmsHttpConf({ upstreamUrl: 'http://127.0.0.1:1337', cacheDir: '/c' });
    expect(http).toMatch(/^map \$request_uri \$esnum_cms_api_key \{$/m);
    expect(locations).toContain('proxy_cache_key $esnum_cms_api_key;');
    expect(locations).toMatch(/if \(\$esnum_cms_api_key = ""\) \{\s+return 400;/);
    expect(locations).toContain('proxy_cache_key $uri;');
  });
});

describe('the headers of the API and the uploads through nginx', () => {
  it("are the site's security headers, which a location's own add_header would otherwise drop", () => {
    const locations = server('http://127.0.0.1:1337');
    const [api, uploads] = locations.split('location ^~ /uploads/');
    for (const block of [api, uploads]) {
      expect(block).toContain(`add_header strict-transport-security "${SECURITY_HEADERS['strict-transport-security']}" always;`);
      expect(block).toContain('add_header x-frame-options "DENY" always;');
      expect(block).toContain('proxy_hide_header Content-Security-Policy;');
    }
    expect(api).toContain(`add_header Content-Security-Policy "default-src 'none'; frame-ancestors 'none'" always;`);
    expect(uploads).toContain(`add_header Content-Security-Policy "${UPLOAD_CONTENT_SECURITY_POLICY}" always;`);
    expect(uploads).toContain('add_header Content-Disposition $esnum_upload_disposition always;');
  });

  it('give an upload the same policy as the CMS gives it', () => {
    expect(UPLOAD_CONTENT_SECURITY_POLICY).toBe(CMS_UPLOAD_POLICY);
  });
});

describe('writeNginxIncludes', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-nginx-cms-'));
    fs.mkdirSync(path.join(root, 'public'));
    fs.writeFileSync(
      path.join(root, 'public', '.redirects.json'),
      JSON.stringify({ exact: {}, patterns: [], raw: [], englishEnabled: true, canonicalOrigin: 'https://www.esnum.example' }),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('points the CMS includes at CMS_UPSTREAM_URL, else at the CMS the build sourced from', () => {
    writeNginxIncludes(root, { CMS_UPSTREAM_URL: 'http://cms.internal:1337', NGINX_CMS_CACHE_DIR: '/var/cache/esnum' });
    const http = fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms.http.conf'), 'utf8');
    expect(http).toContain('server cms.internal:1337;');
    expect(http).toContain('proxy_cache_path /var/cache/esnum ');

    writeNginxIncludes(root, { STRAPI_URL: 'http://127.0.0.1:4444' });
    const fallback = fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms.http.conf'), 'utf8');
    expect(fallback).toContain('server 127.0.0.1:4444;');
    expect(fallback).toContain(`proxy_cache_path ${DEFAULT_NGINX_CMS_CACHE_DIR} `);
    expect(fs.readFileSync(path.join(root, NGINX_DIR, 'esnum-cms-locations.conf'), 'utf8')).toContain('location ^~ /api/ {');
  });
});
