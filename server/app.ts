// The production HTTP server of the built site (public/): clean URLs served from their
// index.html, trailing slashes removed with a 301, the 404 page with status 404, compression,
// caching and security headers. `gatsby serve` is not used: it ignores redirects.
import fs from 'fs';
import path from 'path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { cacheControlFor } from './cache-policy';
import { resolveFile } from './resolve-file';
import { SECURITY_HEADERS } from './security-headers';

export interface ServerOptions {
  publicDir: string;
  logger?: boolean;
}

const MAX_URL_LENGTH = 4096;

const splitUrl = (url: string) => {
  const index = url.indexOf('?');
  return index === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, index), search: url.slice(index) };
};

/** The 404 page in the visitor's language: /en/... gets the English one when it exists. */
const notFoundPage = (publicDir: string, pathname: string) => {
  const english = path.join(publicDir, 'en', '404.html');
  return /^\/en(\/|$)/.test(pathname) && fs.existsSync(english) ? 'en/404.html' : '404.html';
};

export const buildServer = async ({ publicDir, logger = false }: ServerOptions) => {
  const app = Fastify({ logger, maxParamLength: MAX_URL_LENGTH, return503OnClosing: true });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: path.resolve(publicDir),
    serve: false,
    index: false,
    dotfiles: 'deny',
    // Cache-Control is set per file below.
    cacheControl: false,
  });

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  });

  const sendPage = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).header('cache-control', cacheControlFor(`/${file.split(path.sep).join('/')}`)).sendFile(file);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.code(414).type('text/plain; charset=utf-8').send('URI Too Long');
    }
    const { pathname, search } = splitUrl(request.url);
    const resolution = resolveFile(publicDir, pathname);
    switch (resolution.kind) {
      case 'bad-request':
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      case 'redirect':
        return reply.redirect(`${resolution.location}${search}`, 301);
      case 'file':
        return sendPage(reply, resolution.file);
      default:
        return sendPage(reply, notFoundPage(publicDir, pathname), 404);
    }
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  app.setNotFoundHandler((request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  );
  app.setErrorHandler((error, request, reply) => {
    request.log.error(error);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status).type('text/plain; charset=utf-8').send(status === 500 ? 'Internal Server Error' : error.message);
  });

  return app;
};
