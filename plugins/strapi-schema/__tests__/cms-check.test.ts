/**
 * @jest-environment node
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { checkCmsReachable, findMissingContent } from '../cms-check';

const listen = (handler: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

describe('checkCmsReachable', () => {
  it('names the CMS URL when nothing listens there', async () => {
    const server = await listen(() => undefined);
    const url = urlOf(server);
    await close(server);
    const message = await checkCmsReachable({ url, token: 't', tokenSource: 'test' });
    expect(message).toContain(`The CMS at ${url} cannot be reached`);
  });

  it('says the token is refused, and where it came from', async () => {
    const server = await listen((request, response) => {
      response.statusCode = request.url === '/_health' ? 204 : 403;
      response.end();
    });
    const message = await checkCmsReachable({ url: urlOf(server), token: 'bad', tokenSource: '/tmp/token.json' });
    await close(server);
    expect(message).toContain('refused the site build token (HTTP 403');
    expect(message).toContain('/tmp/token.json');
  });

  it('accepts a CMS that answers with the token', async () => {
    let authorization: string | undefined;
    const server = await listen((request, response) => {
      authorization = request.headers.authorization;
      response.statusCode = request.url === '/_health' ? 204 : 200;
      response.end('{"data":[]}');
    });
    expect(await checkCmsReachable({ url: urlOf(server), token: 'good', tokenSource: 'env' })).toBeNull();
    await close(server);
    expect(authorization).toBe('Bearer good');
  });

  it('asks for a token when there is none', async () => {
    const server = await listen((request, response) => {
      response.statusCode = 204;
      response.end();
    });
    const message = await checkCmsReachable({ url: urlOf(server), token: undefined, tokenSource: 'none' });
    await close(server);
    expect(message).toContain('No API token');
  });
});

describe('findMissingContent', () => {
  const nodes: Record<string, Array<Record<string, unknown>>> = {
    STRAPI_WEBSITE: [{ locale: 'fr' }, { locale: 'en' }],
    STRAPI_HOME_PAGE: [{ locale: 'fr' }, { locale: 'en' }],
    STRAPI_MENU_ENRICHI: [
      { locale: 'fr', type: 'navbarproto' },
      { locale: 'fr', type: 'footer' },
      { locale: 'en', type: 'navbarproto' },
    ],
    STRAPI_CAMPUS: [{ locale: 'fr' }, { locale: 'en' }],
    STRAPI_PROGRAMME: [{ locale: 'fr' }, { locale: 'en' }],
    STRAPI_NEWS_ARTICLE: [],
    STRAPI_EVENT: [{ locale: 'fr' }, { locale: 'en' }],
    STRAPI_ARTICLE: [{ locale: 'fr' }, { locale: 'en' }],
  };

  it('lists each empty collection per language', () => {
    expect(findMissingContent((type) => nodes[type] ?? [], ['fr', 'en'])).toEqual([
      'footer menu (menu-enrichis, type footer) [en]',
      'news [fr]',
      'news [en]',
    ]);
  });

  it('only checks the enabled languages', () => {
    expect(findMissingContent((type) => nodes[type] ?? [], ['fr'])).toEqual(['news [fr]']);
  });
});
