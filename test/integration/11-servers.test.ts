// The same HTTP suite against the production server (fastify) and nginx with the generated
// includes: old addresses answer one 301 straight to a page that answers 200, unknown paths the 404
// page, /en as the English option says, and bad inputs 400 or 404, never 500.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { buildServer } from '../../server/app';
import { parseRedirectTable } from '../../plugins/site-pages/redirects/compile';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../../shared/redirects/config';
import type { CspConfig } from '../../shared/csp-config';
import { nginxHttpConf, nginxServerConf } from '../../plugins/site-serving/nginx';
import { specAddressRules } from '../../shared/redirects/rules';
import { IMMUTABLE, REVALIDATE } from '../../shared/cache-policy';
import { SECURITY_HEADERS } from '../../shared/security-headers';
import { freePort } from '../../scripts/lib/free-port';
import { startNginx, type NginxSite } from '../../scripts/lib/nginx';
import { rawRequest } from './support/raw-http';
import { readState } from './support/state';

const { siteDir, siteUrl, tmpDir } = readState();
const publicDir = path.join(siteDir, 'public');
const config = JSON.parse(fs.readFileSync(path.join(publicDir, REDIRECT_CONFIG_FILE), 'utf8')) as RedirectConfig;
const table = parseRedirectTable(
  fs.readFileSync(path.join(siteDir, 'plugins', 'site-pages', 'redirects', 'legacy-redirects.tsv'), 'utf8'),
  'legacy',
).rows;

// Old addresses and the page each must reach in one redirect.
const PATTERN_SAMPLES: Array<[string, string]> = [
  ['/campus/campus-de-lyon', '/campus/lyon'],
  ['/campus/campus-de-toulouse', '/campus/toulouse'],
  ['/campus/campus-angers', '/campus/angers'],
  ['/campus/campus-darras', '/campus/arras'],
  ['/campus/campus-saint-etienne', '/campus/saint-etienne'],
  ['/campus/campus-de-montpellier', '/campus/montpellier'],
  ['/campus/montpellier-2', '/campus/montpellier'],
  ['/campus/campus-de-brest', '/campus/rennes'],
  ['/Campus/Campus-De-Reims', '/campus'],
  ['/journee-portes-ouvertes-2019', '/agenda'],
  ['/concours-avenir', '/agenda'],
  ['/soiree-des-diplomes', '/agenda'],
  ['/prochaine-rentree', '/agenda'],
  ['/conference-cyber/replay', '/agenda'],
  ['/reunion-parents', '/agenda'],
  ['/workshop-ux', '/agenda'],
  ['/speed-recruiting', '/agenda'],
  ['/forum-des-metiers', '/agenda'],
  ['/lepsi-day', '/agenda'],
  ['/atelier-cv', '/agenda'],
  ['/evenement-alumni', '/agenda'],
  ['/portes-ouvertes-mars', '/agenda'],
  ['/remise-des-diplomes-2022', '/agenda'],
  ['/revue-de-presse-2021', '/actualites'],
  ['/esnum-lyon', '/campus/lyon'],
  ['/esnum-saint-etienne-bachelor', '/campus/saint-etienne'],
  ['/esnum-clermont-ferrand/contact', '/campus/clermont-ferrand'],
  ['/candidature', '/admission'],
  ['/candidature/etape-2', '/admission'],
  ['/contact', '/'],
  ['/documentation/brochure.pdf', '/'],
  ['/category/news', '/'],
  ['/innovation-lab/projets/robot', '/innovation-lab'],
  ['/emploi-entreprise/observatoire-des-metiers/data-analyst', '/metiers/data-analyst'],
  ['/emploi-entreprise/observatoire-des-metiers/astronaute', '/metiers'],
  ['/Agenda', '/agenda'],
  ['/agenda/', '/agenda'],
  ['/Campus/Lyon/', '/campus/lyon'],
  ['/brochure', '/crm/brochure'],
  ['/jpo', '/agenda'],
];

const tableSamples = table.map((row): [string, string] => [row.from, config.exact[row.from.toLowerCase()]]);
const variantSamples = tableSamples
  .filter((_, index) => index % 10 === 0)
  .flatMap(([from, to]): Array<[string, string]> => [
    [from.toUpperCase(), to],
    [`${from}/`, to],
    [`${from.replace(/^\/(.)/, (_, c: string) => `/${c.toUpperCase()}`)}/?utm_source=ancien-site&x=1`, `${to}?utm_source=ancien-site&x=1`],
  ]);
const SAMPLES = [...PATTERN_SAMPLES, ...tableSamples, ...variantSamples];

const servers: Record<string, { url: string; stop: () => Promise<void> }> = {};
let nginx: NginxSite;

beforeAll(async () => {
  servers.fastify = { url: siteUrl, stop: async () => undefined };
  nginx = await startNginx({ siteDir, port: await freePort(), workDir: path.join(tmpDir, 'nginx') });
  servers.nginx = nginx;
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
});

const locationPath = (base: string, location: string | undefined) => {
  const url = new URL(location ?? '', base);
  return `${url.pathname}${url.search}`;
};

describe.each(['fastify', 'nginx'])('%s', (name) => {
  const server = () => servers[name];

  it(`answers ${SAMPLES.length} old addresses with exactly one 301 to a page that answers 200`, async () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(200);
    const failures: string[] = [];
    for (const [from, expected] of SAMPLES) {
      const first = await rawRequest(server().url, encodeURI(from));
      const target = locationPath(server().url, first.headers.location);
      if (first.status !== 301 || target !== expected) {
        failures.push(`${from}: ${first.status} → ${target} (expected 301 → ${expected})`);
        continue;
      }
      const second = await rawRequest(server().url, target);
      if (second.status !== 200) failures.push(`${from} → ${target}: ${second.status} (expected 200)`);
    }
    expect(failures).toEqual([]);
  });

  it('serves pages, answers HEAD, and sends the caching and security headers', async () => {
    const page = await rawRequest(server().url, '/agenda');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
    const head = await rawRequest(server().url, '/agenda', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await rawRequest(server().url, '/Notre-Histoire', { method: 'HEAD' })).status).toBe(301);
    const asset = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file))!;
    expect((await rawRequest(server().url, `/${asset}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('links the global style sheet from every page instead of inlining it, and caches it for a year', async () => {
    const page = await rawRequest(server().url, '/agenda');
    const links = [...page.body.matchAll(/<link rel="stylesheet" href="(\/styles\.[0-9a-f]+\.css)"\/?>/g)].map((match) => match[1]);
    expect(links).toHaveLength(1);
    expect(page.body).not.toContain('gatsby-global-css');
    const styleSheet = await rawRequest(server().url, links[0]);
    expect(styleSheet.status).toBe(200);
    expect(styleSheet.headers['content-type']).toMatch(/^text\/css/);
    expect(styleSheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(styleSheet.body).toContain('@font-face');
  });

  it("sends each page the Content-Security-Policy with its own scripts' hashes, the 404 page its own, assets the default one", async () => {
    const csp = JSON.parse(fs.readFileSync(path.join(publicDir, '.csp.json'), 'utf8')) as CspConfig;
    expect(csp.pages['agenda/index.html']).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect((await rawRequest(server().url, '/agenda')).headers['content-security-policy']).toBe(csp.pages['agenda/index.html']);
    expect((await rawRequest(server().url, '/en/agenda')).headers['content-security-policy']).toBe(csp.pages['en/agenda/index.html']);
    expect((await rawRequest(server().url, '/cette-page-nexiste-pas')).headers['content-security-policy']).toBe(csp.pages['404.html']);
    const asset = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file))!;
    expect((await rawRequest(server().url, `/${asset}`)).headers['content-security-policy']).toBe(csp.default);
    expect((await rawRequest(server().url, '/Agenda')).headers['content-security-policy']).toBe(csp.default);
  });

  it('sends pages and bundles gzip-compressed from their precompressed copies when asked', async () => {
    const asset = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file))!;
    for (const target of ['/agenda', `/${asset}`]) {
      const plain = await rawRequest(server().url, target);
      const compressed = await rawRequest(server().url, target, { headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(zlib.gunzipSync(compressed.raw).toString('utf8')).toBe(plain.body);
    }
    expect(fs.existsSync(path.join(publicDir, 'agenda', 'index.html.gz'))).toBe(true);
    expect((await rawRequest(server().url, '/agenda/index.html.gz')).status).toBe(404);
  });

  it.each(['/cette-page-nexiste-pas', '/campus/brest', '/actualites/un-article-disparu'])('answers %s with the 404 page', async (path) => {
    const response = await rawRequest(server().url, path);
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });

  it.each([
    ['/actualites/page', '/actualites'],
    ['/Actualites/Page/', '/actualites'],
    ['/en/actualites/page', '/en/actualites'],
    ['/en/actualites/page?x=1', '/en/actualites?x=1'],
    ['/actualites/page/99', '/actualites'],
    ['/Actualites/Page/99/', '/actualites'],
    ['/en/actualites/page/99?x=1', '/en/actualites?x=1'],
    ['/legal-notices', '/en/legal-notices'],
    ['/Legal-Notices/', '/en/legal-notices'],
    ['/Data-privacy-policy', '/en/data-privacy-policy'],
    ['/data-privacy-policy', '/en/data-privacy-policy'],
    ['/en/nothing-here', '/en'],
    ['/EN/Nothing/Here/', '/en'],
  ])("answers the spec's address %s with one 301 to %s, a page", async (from, expected) => {
    const first = await rawRequest(server().url, from);
    expect({ status: first.status, location: locationPath(server().url, first.headers.location) }).toEqual({
      status: 301,
      location: expected,
    });
    expect((await rawRequest(server().url, expected)).status).toBe(200);
  });

  it('serves the oldest news at /actualites/page/1, a page once there are 24 news items, not the redirect of page numbers (src/lib/news-pages.ts)', async () => {
    for (const [from, expected] of [
      ['/actualites/page/1', '/actualites/page/1'],
      ['/Actualites/Page/1/', '/actualites/page/1'],
      ['/en/actualites/page/1', '/en/actualites/page/1'],
    ]) {
      const first = await rawRequest(server().url, from);
      const landed = first.status === 301 ? await rawRequest(server().url, locationPath(server().url, first.headers.location)!) : first;
      expect({
        from,
        status: landed.status,
        page: first.status === 301 ? locationPath(server().url, first.headers.location) : from,
      }).toEqual({
        from,
        status: 200,
        page: expected,
      });
    }
  });

  it('sends an English address with no English page to the French page of the same path, in one 301', async () => {
    // The English legal notices live at /en/legal-notices: /en/mentions-legales is not a page.
    expect(fs.existsSync(path.join(publicDir, 'en', 'mentions-legales'))).toBe(false);
    for (const from of ['/en/mentions-legales', '/EN/Mentions-Legales/']) {
      const first = await rawRequest(server().url, from);
      expect({ from, status: first.status, location: locationPath(server().url, first.headers.location) }).toEqual({
        from,
        status: 301,
        location: '/mentions-legales',
      });
    }
    expect((await rawRequest(server().url, '/mentions-legales')).status).toBe(200);
  });

  it('serves the English pages (the English option is on)', async () => {
    expect((await rawRequest(server().url, '/en/agenda')).status).toBe(200);
    expect((await rawRequest(server().url, '/en')).status).toBe(200);
  });

  it('sends the bare host to the www host, in one redirect straight to the final page', async () => {
    const response = await rawRequest(server().url, '/Campus-De-Lyon/?x=1', { headers: { host: 'esnum.example' } });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://www.esnum.example/campus/lyon?x=1');
  });

  it.each([
    '/%',
    '/%00',
    '/..%2f..%2fetc%2fpasswd',
    '/a/../../etc/passwd',
    '/%C3%28',
    '/%ff%fe',
    `/${'a'.repeat(5000)}`,
    '/.redirects.json',
  ])('answers the bad input %s with 400 or 404, never 500', async (path) => {
    const response = await rawRequest(server().url, path);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('root:');
  });
  // A Location that starts with "//" or "/\\" (after the browser resolves it) leaves the site.
  const HOSTILE_PATHS = [
    '//evil.com/',
    '//Evil.com',
    '///evil.com/',
    '//evil.com/agenda/',
    '/%2Fevil.com/',
    '/%2fevil.com',
    '/%2F%2Fevil.com',
    '/\\evil.com/',
    '/\\\\evil.com',
    '/%5Cevil.com',
    '/%5c%5cEvil.com/',
    '/\\/evil.com/',
    '/%5C/evil.com/',
    '/.//evil.com/',
    '/%2E%2F%2Fevil.com/',
    '/./%2F/evil.com',
    '/a/..//evil.com/',
    '/%09/evil.com/',
    `/${'/'.repeat(3000)}evil.com/`,
  ];

  it.each(
    HOSTILE_PATHS.map((hostile) => [hostile.length > 60 ? `${hostile.slice(0, 20)}… (${hostile.length} characters)` : hostile, hostile]),
  )('keeps %s on the site', async (_label, hostile) => {
    const response = await rawRequest(server().url, hostile);
    expect([301, 400, 404]).toContain(response.status);
    const location = response.headers.location;
    if (location === undefined) return;
    // The target as a browser reads it: backslashes are slashes, tabs and newlines are dropped.
    const asRead = location.replace(/\\/g, '/').replace(/[\t\r\n]/g, '');
    expect(new URL(asRead, server().url).host).toBe(new URL(server().url).host);
    expect(asRead).not.toMatch(/^\/\//);
  });

  it.each(['/A%0D%0ASet-Cookie:%20x=1', '/A%0D%0ASet-Cookie:%20x=1/', '/Campus/Campus%0D%0ASet-Cookie:%20x=1', '/a%0ASet-Cookie:%20x=1/'])(
    'never lets %s write a header',
    async (hostile) => {
      const response = await rawRequest(server().url, hostile);
      expect(response.headers['set-cookie']).toBeUndefined();
      // eslint-disable-next-line no-control-regex -- no control character may reach the Location header
      expect(response.headers.location ?? '').not.toMatch(/[\u0000-\u001f]/);
    },
  );

  it('answers a revalidated or ranged request for a missing page with the whole 404 page', async () => {
    const plain = await rawRequest(server().url, '/cette-page-nexiste-pas');
    expect(plain.status).toBe(404);
    const conditions: Array<Record<string, string>> = [
      { 'if-none-match': plain.headers.etag ?? '"x"' },
      { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() },
      { range: 'bytes=0-9' },
      { 'if-match': '"x"' },
    ];
    for (const headers of conditions) {
      const response = await rawRequest(server().url, '/cette-page-nexiste-pas', { headers });
      expect({ headers, status: response.status, sameBody: response.body === plain.body }).toEqual({
        headers,
        status: 404,
        sameBody: true,
      });
    }
  });

  it.each(['/404', '/404.html', '/404/', '/404/index.html', '/en/404', '/en/404.html'])(
    'answers %s with status 404, never 200',
    async (target) => {
      const response = await rawRequest(server().url, target);
      expect(response.status).toBe(response.headers.location ? 301 : 404);
      if (response.headers.location)
        expect((await rawRequest(server().url, locationPath(server().url, response.headers.location))).status).toBe(404);
      else expect(response.body).toMatch(/could not be found|introuvable/i);
    },
  );

  it("keeps the build's source maps and chunk lists private (they stay on disk for the audit)", async () => {
    const map = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js\.map$/.test(file))!;
    for (const file of [map, 'webpack.stats.json', 'chunk-map.json']) {
      expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
      expect({ file, status: (await rawRequest(server().url, `/${file}`)).status }).toEqual({ file, status: 404 });
    }
  });

  it('refuses other methods with 405 before reading their body', async () => {
    const response = await rawRequest(server().url, '/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated',
    });
    expect(response.status).toBe(405);
  });
});

describe('with the English option off', () => {
  // What the build compiles with the option off: the same rules, the spec's addresses aimed at French pages.
  const specRuleNames = new Set(specAddressRules({ englishEnabled: true, isPage: () => true }).map((rule) => rule.name));
  const englishOff: RedirectConfig = {
    ...config,
    englishEnabled: false,
    patterns: [
      ...config.patterns.filter((rule) => !specRuleNames.has(rule.name)),
      ...specAddressRules({ englishEnabled: false, isPage: (page) => fs.existsSync(path.join(publicDir, page, 'index.html')) }),
    ],
  };
  const offServers: Record<string, { url: string; stop: () => Promise<void> }> = {};

  beforeAll(async () => {
    const app = await buildServer({ publicDir, redirects: englishOff });
    await app.listen({ port: await freePort(), host: '127.0.0.1' });
    offServers.fastify = { url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, stop: () => app.close() };
    const generatedDir = path.join(tmpDir, 'nginx-english-off');
    fs.mkdirSync(generatedDir, { recursive: true });
    fs.writeFileSync(path.join(generatedDir, 'esnum-redirects.http.conf'), nginxHttpConf(englishOff));
    fs.copyFileSync(path.join(siteDir, 'build', 'nginx', 'esnum-csp.http.conf'), path.join(generatedDir, 'esnum-csp.http.conf'));
    fs.writeFileSync(
      path.join(generatedDir, 'esnum-locations.conf'),
      nginxServerConf(englishOff, { security: SECURITY_HEADERS, revalidate: REVALIDATE, immutable: IMMUTABLE }),
    );
    offServers.nginx = await startNginx({ siteDir, port: await freePort(), workDir: path.join(tmpDir, 'nginx-off'), generatedDir });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(Object.values(offServers).map((server) => server.stop()));
  });

  it.each(['fastify', 'nginx'])("%s sends the spec's English addresses to the French pages", async (name) => {
    for (const [from, to] of [
      ['/legal-notices', '/mentions-legales'],
      ['/Data-privacy-policy', '/charte-donnees-personnelles'],
    ]) {
      const response = await rawRequest(offServers[name].url, from);
      expect({ from, status: response.status, location: locationPath(offServers[name].url, response.headers.location) }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it.each(['fastify', 'nginx'])('%s sends every /en address home', async (name) => {
    for (const path of ['/en', '/en/agenda', '/EN/legal-notices/', '/en/nothing?x=1']) {
      const response = await rawRequest(offServers[name].url, path);
      expect({ path, status: response.status, location: locationPath(offServers[name].url, response.headers.location) }).toEqual({
        path,
        status: 301,
        location: path.includes('?') ? '/?x=1' : '/',
      });
    }
  });
});
