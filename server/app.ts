// The production HTTP server of the built site (public/): old and non-canonical addresses answered
// with one 301 to their final page (shared/redirects), clean URLs served from their index.html,
// the 404 page with status 404, compression, caching and security headers. `gatsby serve` is not
// used: it ignores redirects.
import fs from 'fs';
import path from 'path';
import type { Duplex } from 'stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { resolveRequest } from '../shared/redirects/resolve';
import type { RedirectConfig } from '../shared/redirects/config';
import type { CspConfig } from '../shared/csp-config';
import { cacheControlFor } from '../shared/cache-policy';
import { SEARCH_INDEX_DATA, SEARCH_INDEX_DATA_TYPE } from '../shared/search-index';
import { cspConfigSource, policyFor } from '../shared/csp-config';
import { loadRedirectConfig } from './redirect-config';
import { isServedPath, resolveFile } from './resolve-file';
import { SECURITY_HEADERS } from '../shared/security-headers';

export interface ServerOptions {
  /**
   * The built site's folder, or a function giving the folder to serve now: the rebuild service
   * (server/rebuild) swaps whole deploys, and each request is answered from the one that was
   * current when it arrived.
   */
  publicDir: string | (() => string);
  logger?: boolean;
  /** The compiled redirect rules; read from the built site when not given. */
  redirects?: RedirectConfig;
  /** The per-page Content-Security-Policy; read from the built site (and re-read after each build) when not given. */
  csp?: CspConfig;
  /** Time a client has to send a whole request (slow clients tie up a connection each). */
  requestTimeoutMs?: number;
  /**
   * Pages whose HTML the build left to the server, drawn from their page data on request
   * (server/pages-on-request.ts); without it, only the files of the site are served.
   */
  pagesOnRequest?: PagesOnRequest;
}

/** Whether a path is a page whose HTML the build left to the server, and that page drawn with its policy. */
export interface PagesOnRequest {
  has: (siteDir: string, pagePath: string) => boolean;
  draw: (siteDir: string, pagePath: string, defaultPolicy: string) => Promise<{ html: string; policy: string } | null>;
}

interface ServedSite {
  dir: string;
  redirects: RedirectConfig;
  csp: () => CspConfig;
}

const MAX_URL_LENGTH = 4096;
const REQUEST_TIMEOUT_MS = 30_000;

/** The 404 page's own files: asked for by their address, they answer 404 like any missing page. */
const NOT_FOUND_FILE = /^(?:en\/)?404(?:\.html|\/index\.html)$/;

/** Headers that would turn the 404 page into a 304 or a part of itself: a 404 always carries the whole page. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range', 'if-range'];
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** The status of a request Node's HTTP parser refused, as Fastify's own handler chooses it. */
const clientErrorStatus = (code: string | undefined): [number, string] =>
  code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'Request Header Fields Too Large']
    : code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : [400, 'Bad Request'];

const writeClientError = (error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = clientErrorStatus(error.code);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...Object.entries({
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(reason.length),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${reason}`);
  socket.destroy(error);
};

const splitUrl = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, index), search: url.slice(index) };
};

/** The 404 page in the visitor's language: /en/... gets the English one when it exists. */
const notFoundPage = (publicDir: string, pathname: string) => {
  const english = path.join(publicDir, 'en', '404.html');
  return /^\/en(\/|$)/.test(pathname) && fs.existsSync(english) ? 'en/404.html' : '404.html';
};

export const buildServer = async ({
  publicDir,
  logger = false,
  redirects,
  csp,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  pagesOnRequest,
}: ServerOptions) => {
  const currentDir = typeof publicDir === 'string' ? () => publicDir : publicDir;
  // Each deploy's rules, read once per deploy (the previous one is kept for requests in flight).
  let sites: ServedSite[] = [];
  const currentSite = (): ServedSite => {
    const dir = path.resolve(currentDir());
    const known = sites.find((site) => site.dir === dir);
    if (known) return known;
    const site = { dir, redirects: redirects ?? loadRedirectConfig(dir), csp: csp ? () => csp : cspConfigSource(dir) };
    sites = [site, ...sites].slice(0, 2);
    return site;
  };
  // The headers of every answer, for those written before any route or hook runs.
  const securityHeaders = () => ({ ...SECURITY_HEADERS, 'content-security-policy': policyFor(currentSite().csp(), null) });
  const app = Fastify({
    logger,
    maxParamLength: MAX_URL_LENGTH,
    return503OnClosing: true,
    requestTimeout: requestTimeoutMs,
    // Node checks the request timeout at this interval (30 s by default).
    http: { connectionsCheckingInterval: Math.min(requestTimeoutMs, 30_000) },
    // A path the router cannot read (a raw byte that is not ASCII): Fastify answers it before the
    // hooks, and so without the site's headers.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).headers(securityHeaders()).code(400).type('text/plain; charset=utf-8').send('Bad Request');
    },
    // A request Node's parser refuses (headers too large, a malformed line, too slow): written on
    // the socket by hand, with the site's headers too.
    clientErrorHandler: (error, socket) => writeClientError(error, socket, securityHeaders()),
  });

  // The site only reads: any other method is refused before its body is read or parsed.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('connection', 'close')
        .type('text/plain; charset=utf-8')
        .send('Method Not Allowed');
    }
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    // Only a default: every file is sent with the root of the deploy its request was resolved in.
    root: currentSite().dir,
    serve: false,
    index: false,
    dotfiles: 'deny',
    // The .br and .gz copies written after the build (shared/precompress.ts); @fastify/compress
    // only handles what has none.
    preCompressed: true,
    // Cache-Control is set per file below.
    cacheControl: false,
  });

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    // Before @fastify/compress decides (its hook is the route's, after this one): @fastify/static
    // types these files by their unknown extension, and sendFile's own type option is lost when it
    // looks for a precompressed copy first.
    if (reply.statusCode === 200 && SEARCH_INDEX_DATA.test(splitUrl(request.url).pathname)) reply.type(SEARCH_INDEX_DATA_TYPE);
    // Pages got theirs in sendPage; everything else (assets, redirects, errors) the default one.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policyFor(currentSite().csp(), null));
    // Precompressed copies bypass @fastify/compress, which would otherwise say this.
    if (COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? '')) && !reply.hasHeader('vary'))
      reply.header('vary', 'accept-encoding');
  });

  const badRequest = (reply: FastifyReply) => reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  const sendPage = (reply: FastifyReply, site: ServedSite, file: string) =>
    reply
      .code(200)
      .header('cache-control', cacheControlFor(`/${file.split(path.sep).join('/')}`))
      .header('content-security-policy', policyFor(site.csp(), file))
      .sendFile(file, site.dir);
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, site: ServedSite, pathname: string) => {
    for (const header of CONDITIONAL_HEADERS) delete request.raw.headers[header];
    const file = notFoundPage(site.dir, pathname);
    return reply
      .code(404)
      .header('cache-control', cacheControlFor(`/${file}`))
      .header('content-security-policy', policyFor(site.csp(), file))
      .sendFile(file, site.dir, { acceptRanges: false, etag: false, lastModified: false });
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.length > MAX_URL_LENGTH) return badRequest(reply);
    const site = currentSite();
    const { pathname, search } = splitUrl(request.url);
    const isPage = (decodedPath: string) => isServedPath(site.dir, decodedPath) || (pagesOnRequest?.has(site.dir, decodedPath) ?? false);
    const resolution = resolveRequest({ rawPath: pathname, search, host: request.headers.host ?? '' }, site.redirects, isPage);
    if (resolution.kind === 'bad-request') return badRequest(reply);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    const decodedPath = decodeURIComponent(pathname);
    const file = resolveFile(site.dir, decodedPath);
    if (file.kind === 'bad-request') return badRequest(reply);
    const served = file.kind === 'file' && !NOT_FOUND_FILE.test(file.file.split(path.sep).join('/'));
    if (served) return sendPage(reply, site, file.file);
    const drawn = pagesOnRequest && (await pagesOnRequest.draw(site.dir, decodedPath, policyFor(site.csp(), null)));
    if (drawn) {
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControlFor(`${pathname}/index.html`))
        .header('content-security-policy', drawn.policy)
        .send(drawn.html);
    }
    return sendNotFound(request, reply, site, pathname);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  app.setNotFoundHandler((request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  );
  app.setErrorHandler((error, request, reply) => {
    request.log.error(error);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal Server Error' : error.message);
  });

  return app;
};
