/**
 * @jest-environment node
 */
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { buildServer } from '../app';
import { precompressDirectory } from '../../shared/precompress';

const FILES: Record<string, string> = {
  'index.html': '<h1>Accueil</h1>',
  '404.html': '<h1>Oups !</h1>',
  'en/404.html': '<h1>Oops !</h1>',
  'campus/lyon/index.html': '<h1>ESNUM Lyon</h1>',
  'page-data/index/page-data.json': '{}',
  'static/0123456789abcdef/photo.jpg': 'jpeg',
  'app-0123456789abcdef0123.js': 'console.log(1);'.repeat(200),
  'styles.0daa254c23bb9e267d44.css': '.button{color:red}',
};
// The search index's data: gzip data already, which Pagefind's script inflates itself.
const SEARCH_DATA = zlib.gzipSync(Buffer.from(`pagefind_dcd${'{"url":"/campus/lyon/"}'.repeat(100)}`));

let publicDir: string;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-server-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  fs.mkdirSync(path.join(publicDir, 'pagefind', 'fragment'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'pagefind', 'fragment', 'fr_3c1d2e4.pf_fragment'), SEARCH_DATA);
  app = await buildServer({ publicDir });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

describe('production server', () => {
  it('serves a page from its index.html, without trailing slash', async () => {
    const response = await app.inject({ url: '/campus/lyon' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('ESNUM Lyon');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('removes a trailing slash with a permanent redirect, keeping the query string', async () => {
    const response = await app.inject({ url: '/campus/lyon/?utm_source=newsletter' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/campus/lyon?utm_source=newsletter');
  });

  it('answers unknown paths with the 404 page and status 404, in English for /en/404', async () => {
    const french = await app.inject({ url: '/cette-page-nexiste-pas' });
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('Oups !');
    // An unknown English address goes to a French page or the English home; the English 404 page
    // is what /en/404 answers.
    const english = await app.inject({ url: '/en/missing' });
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe('/en');
    const englishNotFound = await app.inject({ url: '/en/404.html' });
    expect(englishNotFound.statusCode).toBe(404);
    expect(englishNotFound.body).toContain('Oops !');
  });

  it('caches hashed assets for a year and revalidates page data', async () => {
    expect((await app.inject({ url: '/static/0123456789abcdef/photo.jpg' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/app-0123456789abcdef0123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // Gatsby's global style sheet, which every page links.
    expect((await app.inject({ url: '/styles.0daa254c23bb9e267d44.css' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject({ url: '/page-data/index/page-data.json' })).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('compresses with brotli or gzip when asked', async () => {
    const brotli = await app.inject({ url: '/app-0123456789abcdef0123.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url: '/app-0123456789abcdef0123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
  });

  it("sends the search index's data as it is, gzip data typed as such, never encoded a second time", async () => {
    const response = await app.inject({ url: '/pagefind/fragment/fr_3c1d2e4.pf_fragment', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(SEARCH_DATA)).toBe(true);
  });

  it('sends the security headers', async () => {
    const { headers } = await app.inject({ url: '/' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends each page its own Content-Security-Policy from the build, and the default one to everything else', async () => {
    const csp = {
      version: 1 as const,
      default: "default-src 'none'",
      pages: {
        'campus/lyon/index.html': "default-src 'none'; script-src 'self' 'sha256-lyon'",
        '404.html': "default-src 'none'; script-src 'sha256-404'",
      },
    };
    const withPolicies = await buildServer({ publicDir, csp });
    try {
      expect((await withPolicies.inject({ url: '/campus/lyon' })).headers['content-security-policy']).toBe(
        csp.pages['campus/lyon/index.html'],
      );
      expect((await withPolicies.inject({ url: '/nulle-part' })).headers['content-security-policy']).toBe(csp.pages['404.html']);
      expect((await withPolicies.inject({ url: '/app-0123456789abcdef0123.js' })).headers['content-security-policy']).toBe(csp.default);
      expect((await withPolicies.inject({ url: '/campus/lyon/' })).headers['content-security-policy']).toBe(csp.default);
    } finally {
      await withPolicies.close();
    }
  });

  it("follows the policies of a new build without a restart (each build changes the pages' hashes)", async () => {
    const write = (hash: string) =>
      fs.writeFileSync(
        path.join(publicDir, '.csp.json'),
        JSON.stringify({ version: 1, default: "default-src 'none'", pages: { 'index.html': `script-src '${hash}'` } }),
      );
    write('sha256-first');
    const running = await buildServer({ publicDir });
    try {
      expect((await running.inject({ url: '/' })).headers['content-security-policy']).toBe("script-src 'sha256-first'");
      write('sha256-second');
      // A later modification time, as a new build gives it.
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(path.join(publicDir, '.csp.json'), later, later);
      expect((await running.inject({ url: '/' })).headers['content-security-policy']).toBe("script-src 'sha256-second'");
    } finally {
      await running.close();
      fs.rmSync(path.join(publicDir, '.csp.json'));
    }
  });

  it('switches to a new deploy between two requests, with its pages, redirects and policies', async () => {
    const deploys = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-deploys-'));
    const deploy = (name: string, files: Record<string, string>) => {
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(deploys, name, file)), { recursive: true });
        fs.writeFileSync(path.join(deploys, name, file), content);
      }
      return path.join(deploys, name);
    };
    const policy = (hash: string) =>
      JSON.stringify({ version: 1, default: "default-src 'none'", pages: { 'index.html': `script-src '${hash}'` } });
    const redirects = (exact: Record<string, string>) =>
      JSON.stringify({ version: 1, canonicalOrigin: 'https://www.esnum.example', englishEnabled: true, exact, patterns: [], raw: [] });
    let current = deploy('one', {
      'index.html': '<h1>Avant</h1>',
      '404.html': 'absent',
      '.csp.json': policy('sha256-one'),
      '.redirects.json': redirects({}),
    });
    const running = await buildServer({ publicDir: () => current });
    try {
      expect((await running.inject({ url: '/' })).body).toBe('<h1>Avant</h1>');
      expect((await running.inject({ url: '/actualites/nouvelle' })).statusCode).toBe(404);

      current = deploy('two', {
        'index.html': '<h1>Après</h1>',
        '404.html': 'absent',
        'actualites/nouvelle/index.html': '<h1>Nouvelle</h1>',
        '.csp.json': policy('sha256-two'),
        '.redirects.json': redirects({ '/ancienne-adresse': '/actualites/nouvelle' }),
      });
      const home = await running.inject({ url: '/' });
      expect(home.body).toBe('<h1>Après</h1>');
      expect(home.headers['content-security-policy']).toBe("script-src 'sha256-two'");
      expect((await running.inject({ url: '/actualites/nouvelle' })).body).toBe('<h1>Nouvelle</h1>');
      const moved = await running.inject({ url: '/ancienne-adresse' });
      expect([moved.statusCode, moved.headers.location]).toEqual([301, '/actualites/nouvelle']);
    } finally {
      await running.close();
      fs.rmSync(deploys, { recursive: true, force: true });
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/campus/lyon' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each(['/%', '/%E0%A4%A', '/%00', '/..%2f..%2fetc%2fpasswd', '/a%5c..%5c..%5cetc'])(
    'refuses the malformed or escaping path %s with 400',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(400);
    },
  );

  it('never serves a file outside the site folder', async () => {
    const response = await app.inject({ url: '/../../etc/passwd' });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });

  it('answers a very long path with 400, and other methods with 405', async () => {
    expect((await app.inject({ url: `/${'a'.repeat(5000)}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(405);
    // Not a 400 from the JSON parser: the body is never read.
    const json = await app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload: '{"unterminated' });
    expect(json.statusCode).toBe(405);
    expect(json.headers.allow).toBe('GET, HEAD');
  });

  it('answers a long run of slashes at once, with one redirect on the site', async () => {
    const response = await app.inject({ url: `${'/'.repeat(4000)}evil.com/` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/evil.com');
  });

  it('closes the connection of a client that never finishes its request', async () => {
    const slow = await buildServer({ publicDir, requestTimeoutMs: 500 });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = slow.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      // Headers sent a line at a time, never ending.
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      const closedAfter = await new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('close', () => resolve(Date.now() - started));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfter).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  });
});

describe('production server, on requests refused before any route', () => {
  /** What the server answers to `request`, written as it is on the socket. */
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  const rawAnswer = (request: Buffer | string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(5_000, () => socket.destroy());
    });
  const headersOf = (answer: string) =>
    Object.fromEntries(
      answer
        .split('\r\n\r\n')[0]
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );

  it.each([
    [
      'a raw byte that is not ASCII in the path',
      Buffer.concat([
        Buffer.from('GET /caf'),
        Buffer.from([0xe9]),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ]),
      400,
    ],
    ['headers larger than Node accepts', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s with its status and the site’s security headers', async (_, request, status) => {
    const answer = await rawAnswer(request);
    expect(answer.slice(0, 12)).toBe(`HTTP/1.1 ${status}`);
    const headers = headersOf(answer);
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('production server with the precompressed copies of the build', () => {
  const page = `<h1>Notre école</h1>${'<p>Une école du numérique sur 26 campus.</p>'.repeat(100)}`;
  const notFound = `<h1>Oups !</h1>${'<p>Cette page a peut-être changé d’adresse.</p>'.repeat(100)}`;
  // An event's add-to-calendar file (plugins/site-pages/event-calendars.ts), beside its page.
  const calendar = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${'DESCRIPTION:Portes ouvertes à Lyon\r\n'.repeat(60)}END:VCALENDAR\r\n`;
  let precompressedDir: string;
  let server: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    precompressedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-server-br-'));
    fs.mkdirSync(path.join(precompressedDir, 'ecole'));
    fs.writeFileSync(path.join(precompressedDir, 'ecole', 'index.html'), page);
    fs.mkdirSync(path.join(precompressedDir, 'agenda', 'portes-ouvertes-lyon'), { recursive: true });
    fs.writeFileSync(path.join(precompressedDir, 'agenda', 'portes-ouvertes-lyon', 'index.html'), page);
    fs.writeFileSync(path.join(precompressedDir, 'agenda', 'portes-ouvertes-lyon.ics'), calendar);
    fs.writeFileSync(path.join(precompressedDir, '404.html'), notFound);
    await precompressDirectory(precompressedDir);
    server = await buildServer({ publicDir: precompressedDir });
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(precompressedDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a page as HTML with the page caching', async () => {
    const response = await server.inject({ url: '/ecole', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('sends the gzip copy or the plain file to clients without brotli', async () => {
    const gzip = await server.inject({ url: '/ecole', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await server.inject({ url: '/ecole', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('keeps status 404 when the 404 page comes from its compressed copy', async () => {
    const response = await server.inject({ url: '/ancienne-page', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(notFound);
  });

  it('never serves a compressed copy as a file of its own', async () => {
    expect((await server.inject({ url: '/ecole/index.html.br' })).statusCode).toBe(404);
  });

  it("serves an event's calendar file as UTF-8 text/calendar, revalidated, from its compressed copies, beside the page", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await server.inject({ url: '/agenda/portes-ouvertes-lyon.ics', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.vary).toBe('accept-encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect({ encoding: response.headers['content-encoding'], body: body.toString('utf8') }).toEqual({
        encoding: encoding === 'identity' ? undefined : encoding,
        body: calendar,
      });
    }
    expect((await server.inject({ url: '/agenda/portes-ouvertes-lyon' })).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('production server with pages whose HTML the build left to it', () => {
  // What server/pages-on-request.ts does, for two pages: the server's side of it.
  const onRequest: Record<string, string> = {
    '/actualites/ancienne-nouvelle': '<h1>Une ancienne nouvelle</h1>',
    '/en/actualites/ancienne-nouvelle': '<h1>An old news item</h1>',
  };
  const drawn: Array<{ pagePath: string; defaultPolicy: string }> = [];
  let server: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    server = await buildServer({
      publicDir,
      csp: { version: 1, default: "default-src 'self'", pages: {} },
      pagesOnRequest: {
        has: (_siteDir, pagePath) => pagePath in onRequest,
        draw: async (siteDir, pagePath, defaultPolicy) => {
          expect(siteDir).toBe(path.resolve(publicDir));
          drawn.push({ pagePath, defaultPolicy });
          return pagePath in onRequest ? { html: onRequest[pagePath], policy: `${defaultPolicy}; script-src 'sha256-abc='` } : null;
        },
      },
    });
  });
  afterAll(() => server.close());

  it('answers such a page with its HTML, its own policy and the pages’ caching', async () => {
    const response = await server.inject({ url: '/actualites/ancienne-nouvelle' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('<h1>Une ancienne nouvelle</h1>');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; script-src 'sha256-abc='");
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(drawn.at(-1)).toEqual({ pagePath: '/actualites/ancienne-nouvelle', defaultPolicy: "default-src 'self'" });
  });

  it('treats it as a page: its English address is not sent elsewhere, its trailing slash is removed', async () => {
    const english = await server.inject({ url: '/en/actualites/ancienne-nouvelle' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('An old news item');
    const slash = await server.inject({ url: '/actualites/ancienne-nouvelle/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/actualites/ancienne-nouvelle');
  });

  it('still answers the 404 page for a path that is neither a file nor such a page', async () => {
    const response = await server.inject({ url: '/actualites/jamais-publiee' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Oups !');
  });

  it('serves the files of the site first, without asking for a drawing', async () => {
    const before = drawn.length;
    const response = await server.inject({ url: '/campus/lyon' });
    expect(response.body).toContain('ESNUM Lyon');
    expect(drawn.length).toBe(before);
  });
});
