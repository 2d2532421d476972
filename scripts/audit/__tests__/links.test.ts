/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import { linksAuditInChildProcess } from '../links-child-process';
import type { AuditResult } from '../types';

// The audit runs in a tsx process (links-child-process.ts), against servers in this one.
jest.setTimeout(30_000);

const SITE_ORIGIN = 'https://www.esnum.test';

const html = (body: string, head = '') => `<!DOCTYPE html><html lang="fr"><head><title>t</title>${head}</head><body>${body}</body></html>`;

interface Server {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

const startServer = (handler: (url: string, response: http.ServerResponse) => void) =>
  new Promise<Server>((resolve) => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      handler(request.url ?? '/', response);
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });

const runLinksAudit = (baseUrl: string) => linksAuditInChildProcess({ baseUrl, siteOrigin: SITE_ORIGIN });

let site: Server;
let external: Server;
let result: AuditResult;
let progress: string[];

beforeAll(async () => {
  external = await startServer((_url, response) => response.end(html('elsewhere')));
  const pages: Record<string, string> = {
    '/': html(
      [
        '<a href="/good">bon</a>',
        '<a href="/missing">absent</a>',
        '<a href="/old">ancienne adresse</a>',
        '<a href="/fr-page">page</a>',
        `<a href="${external.url}/partner">partenaire</a>`,
        '<img src="/img.png" srcset="/img-2x.png 2x, /img-missing.png 3x" alt="">',
      ].join(''),
      [
        '<link rel="icon" href="/icon-missing.svg">',
        `<link rel="canonical" href="${SITE_ORIGIN}/good">`,
        `<link rel="alternate" hreflang="en" href="${SITE_ORIGIN}/en/">`,
      ].join(''),
    ),
    // The English start reaches /fr-page before the (slower) French home does.
    '/en': html('<a href="/fr-page">French page</a>'),
    // Relative, as a browser resolves it: /deep, not /fr-page/deep.
    '/fr-page': html('<a href="deep">plus loin</a>'),
    '/deep': html('<a href="/missing">absent</a><a href="/deep-missing">absent aussi</a>'),
    '/good': html('ok'),
  };
  site = await startServer((url, response) => {
    const redirects: Record<string, string> = { '/old': '/good', '/en/': '/en' };
    if (redirects[url]) {
      response.writeHead(301, { location: redirects[url] }).end();
    } else if (pages[url] !== undefined) {
      const send = () => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[url]);
      if (url === '/') setTimeout(send, 300);
      else send();
    } else if (url === '/img.png' || url === '/img-2x.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end('png');
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end(html('introuvable'));
    }
  });
  ({ result, progress } = await runLinksAudit(site.url));
});

afterAll(async () => {
  await site?.close();
  await external?.close();
});

const measurement = (metric: string) => result.measurements.find((entry) => entry.metric === metric);

describe('linksAudit', () => {
  it('reports every 404 and redirect once, on the first page that links to it, with its status', () => {
    expect(result.findings).toEqual([
      { audit: 'links', where: '/deep', message: '/deep-missing: 404' },
      { audit: 'links', where: '/', message: '/en/: 301 redirect → /en' },
      { audit: 'links', where: '/', message: '/icon-missing.svg: 404' },
      { audit: 'links', where: '/', message: '/img-missing.png: 404' },
      { audit: 'links', where: '/', message: '/missing: 404 (also on 1 other page: /deep)' },
      { audit: 'links', where: '/', message: '/old: 301 redirect → /good' },
    ]);
  });

  it('never requests an external link, and does not report it', () => {
    expect(external.requests).toEqual([]);
    expect(JSON.stringify(result.findings)).not.toContain('partner');
  });

  it('checks the production-origin URLs (canonical, alternates) on the served site', () => {
    expect(site.requests).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:GET|HEAD) \/en\/$/)]));
  });

  it('crawls every page from both start pages and counts the links', () => {
    expect(measurement('pages crawled')).toMatchObject({ value: 5, unit: 'count', template: 'site', language: 'all' });
    // /, /en, /good, /missing, /old, /fr-page, /deep, /deep-missing, /img.png, /img-2x.png,
    // /img-missing.png, /icon-missing.svg and /en/ (the alternate); the canonical is /good.
    expect(measurement('links checked')?.value).toBe(13);
    expect(measurement('broken internal links')).toMatchObject({ value: 6, target: { kind: 'max', value: 0 } });
  });

  it('prints its progress', () => {
    expect(progress[0]).toBe(`links: crawling ${site.url}/ and ${site.url}/en (concurrency 4)…`);
    expect(progress.at(-1)).toMatch(/^links: 5 pages crawled, 13 links checked in \d+ s, 6 broken$/);
  });
});
