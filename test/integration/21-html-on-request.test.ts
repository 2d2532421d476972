// Pages whose HTML the build leaves to the site's server (server/pages-on-request.ts),
// end to end on the seeded site: a cold build of its own, with only the three newest news items
// and the most recent past event of each language built ahead (cold: Gatsby's HTML steps then find
// no older file to reuse or stitch). The older items, the numbered news pages listing them and the
// older past events have no HTML in its public/ folder, and both servers (the Node server, and
// nginx passing it those requests) answer each of them drawn on request: the bytes this
// build's renderer draws from the page data (20-page-renderer shows they are the bytes the build
// writes), the title the full shared build shows, and a policy allowing the page's inline code.
import fs from 'fs';
import path from 'path';
import { buildServer } from '../../server/app';
import { CSP_CONFIG_FILE, type CspConfig } from '../../shared/csp-config';
import { builtRendererDir, RENDERER_ENTRY } from '../../server/rebuild/deploys';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../../shared/redirects/config';
import { listFiles } from '../../shared/precompress';
import { nginxHttpConf } from '../../plugins/site-serving/nginx';
import { pagesOnRequest } from '../../server/pages-on-request';
import { addInlineHashes, inlineHashes } from '../../shared/csp-policy';
import { htmlFileOf, loadPageRenderer, type PageData, type PageRenderer, readPageData } from '../../shared/pages/page-renderer';
import { freePort } from '../../scripts/lib/free-port';
import { prepareSiteWorkdir } from '../../scripts/lib/site-workdir';
import { startNginx } from '../../scripts/lib/nginx';
import { gatsbyBuild, type BuildResult } from './support/gatsby-build';
import { firstHeading } from './support/html';
import { rawRequest } from './support/raw-http';
import { readState } from './support/state';
import { SUITE_DAY_ENV } from './support/suite-day';
import { isUpcoming } from '../../src/lib/events';

const BUILT_AHEAD = 3;
const PAST_EVENTS_BUILT = 1;
const state = readState();
const sharedPublic = path.join(state.siteDir, 'public');
const workdir = path.join(state.tmpDir, 'html-on-request-site');
const publicDir = path.join(workdir, 'public');

const servers: Record<string, { url: string; stop: () => Promise<void> }> = {};
let build: BuildResult;
let renderer: PageRenderer;

/** The pages of a built site, from their page data: path and whether its HTML was left to the server. */
const builtPages = (dir: string) =>
  listFiles(path.join(dir, 'page-data'))
    .filter((file) => file.endsWith(`${path.sep}page-data.json`))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as PageData)
    .map((pageData) => ({ path: pageData.path, onRequest: pageData.result.pageContext?.htmlOnRequest === true }));

type Kind = 'article' | 'numbered list' | 'front list' | 'event' | 'other';
const kindOf = (pagePath: string): Kind => {
  const route = pagePath.replace(/^\/en(?=\/)/, '');
  if (/^\/actualites\/page\/\d+$/.test(route)) return 'numbered list';
  if (route === '/actualites') return 'front list';
  if (/^\/actualites\/[^/]+$/.test(route)) return 'article';
  if (/^\/agenda\/[^/]+$/.test(route)) return 'event';
  return 'other';
};
const pagesOfKind = (kind: Kind) => builtPages(publicDir).filter((page) => kindOf(page.path) === kind);
/** Whether the page is English, for each page, sorted: [false, false, true] is two French pages and an English one. */
const languagesOf = (pages: { path: string }[]) => pages.map((page) => page.path.startsWith('/en/')).sort();

beforeAll(async () => {
  // Fresh: the build is cold, whatever an earlier run left.
  prepareSiteWorkdir(workdir, { fresh: true });
  build = await gatsbyBuild(workdir, {
    STRAPI_URL: state.cmsUrl,
    STRAPI_TOKEN_FILE: path.join(state.tmpDir, 'cms', 'site-build-token.json'),
    SITE_NEWS_BUILT_PER_LANGUAGE: String(BUILT_AHEAD),
    SITE_PAST_EVENTS_BUILT_PER_LANGUAGE: String(PAST_EVENTS_BUILT),
    // Nothing here looks at pictures: the originals' format only, not the WebP and AVIF copies that
    // take most of a cold build's picture work (the browser stage checks those on the shared build).
    SITE_PICTURE_FORMATS: 'auto',
  });
  if (build.code !== 0) throw new Error(`the build failed:\n${build.output.slice(-4000)}`);

  const app = await buildServer({
    publicDir,
    pagesOnRequest: pagesOnRequest({ rendererFileOf: () => path.join(builtRendererDir(workdir), RENDERER_ENTRY) }),
  });
  await app.listen({ port: await freePort(), host: '127.0.0.1' });
  const nodePort = (app.server.address() as { port: number }).port;
  servers.node = { url: `http://127.0.0.1:${nodePort}`, stop: () => app.close() };

  // nginx with the includes this build wrote, its upstream being that Node server.
  const generatedDir = path.join(workdir, 'build', 'nginx');
  const config = JSON.parse(fs.readFileSync(path.join(publicDir, REDIRECT_CONFIG_FILE), 'utf8')) as RedirectConfig;
  fs.writeFileSync(path.join(generatedDir, 'esnum-redirects.http.conf'), nginxHttpConf(config, `127.0.0.1:${nodePort}`));
  servers.nginx = await startNginx({ siteDir: workdir, port: await freePort(), workDir: path.join(state.tmpDir, 'nginx-on-request') });
  renderer = await loadPageRenderer(publicDir, path.join(builtRendererDir(workdir), RENDERER_ENTRY));
}, 600_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
});

test('the build writes the HTML of the three newest news items of each language and leaves the others to the server', () => {
  const articles = pagesOfKind('article');
  expect(languagesOf(articles.filter((page) => !page.onRequest))).toEqual([false, false, false, true, true, true]);
  // The seeded site has dozens of news items per language.
  expect(articles.filter((page) => page.onRequest).length).toBeGreaterThan(40);
});

test('leaves to the server the numbered news pages that list only items left to it, never /actualites', () => {
  // Every numbered page lists items older than the three newest (the front page holds at least twelve).
  const numbered = pagesOfKind('numbered list');
  expect(numbered.length).toBeGreaterThanOrEqual(2);
  expect(numbered.filter((page) => !page.onRequest)).toEqual([]);
  expect(pagesOfKind('front list').sort((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: '/actualites', onRequest: false },
    { path: '/en/actualites', onRequest: false },
  ]);
});

test('leaves to the server the past events older than the most recent one of each language, never an upcoming one', () => {
  const events = pagesOfKind('event');
  const left = events.filter((page) => page.onRequest);
  // The seed has eight past events per language.
  expect(languagesOf(left)).toEqual([...Array(7).fill(false), ...Array(7).fill(true)]);
  for (const page of left) {
    const { event } = readPageData(publicDir, page.path).result.data as { event: { dateStart: string; dateEnd: string | null } };
    expect([page.path, isUpcoming(event, new Date(SUITE_DAY_ENV.SITE_BUILD_DAY))]).toEqual([page.path, false]);
  }
});

test('writes no HTML, nor its compressed copies, for the pages it leaves to the server, and writes it for the others', () => {
  const pages = builtPages(publicDir).filter((page) => kindOf(page.path) !== 'other');
  const left = pages.filter((page) => page.onRequest);
  const built = pages.filter((page) => !page.onRequest);
  for (const page of built) expect([page.path, fs.existsSync(path.join(publicDir, htmlFileOf(page.path)))]).toEqual([page.path, true]);
  for (const page of left) {
    const file = path.join(publicDir, htmlFileOf(page.path));
    expect([page.path, ...[file, `${file}.br`, `${file}.gz`].filter((copy) => fs.existsSync(copy))]).toEqual([page.path]);
  }
});

describe.each(['node', 'nginx'])('%s', (name) => {
  test("answers every page left to the server with what this build's renderer draws from its page data, its title the full build's, and a policy allowing its inline code", async () => {
    const left = builtPages(publicDir).filter((page) => page.onRequest);
    // The Node server draws all of them; nginx passes a few of each kind to it.
    const asked = name === 'node' ? left : left.filter((_, index) => index % 10 === 0 || kindOf(left[index].path) !== 'article');
    const csp = JSON.parse(fs.readFileSync(path.join(publicDir, CSP_CONFIG_FILE), 'utf8')) as CspConfig;
    const differing: string[] = [];
    for (const page of asked) {
      const response = await rawRequest(servers[name].url, encodeURI(page.path));
      const drawn = await renderer.render(page.path, readPageData(publicDir, page.path));
      // The shared build wrote every page, from its own bundles: the same page says the same.
      const fullBuild = fs.readFileSync(path.join(sharedPublic, htmlFileOf(page.path)), 'utf8');
      const problems = [
        response.status !== 200 && `status ${response.status}`,
        !String(response.headers['content-type']).startsWith('text/html') && `type ${response.headers['content-type']}`,
        response.body !== drawn.html && "not the renderer's bytes",
        firstHeading(response.body) !== firstHeading(fullBuild) && `title "${firstHeading(response.body)}"`,
        response.headers['content-security-policy'] !== addInlineHashes(csp.default, inlineHashes(response.body)) && 'policy',
      ].filter(Boolean);
      if (problems.length > 0) differing.push(`${page.path}: ${problems.join(', ')}`);
    }
    expect(asked.length).toBeGreaterThan(name === 'node' ? 60 : 20);
    expect(new Set(asked.map((page) => kindOf(page.path)))).toEqual(new Set(['article', 'numbered list', 'event']));
    expect(differing).toEqual([]);
  }, 120_000);

  test("serves such a page's data for the browser's navigation, and its address as a page's", async () => {
    const page = pagesOfKind('article').find((candidate) => candidate.onRequest && candidate.path.startsWith('/en/'))!;
    const data = await rawRequest(servers[name].url, encodeURI(`/page-data${page.path}/page-data.json`));
    expect(data.status).toBe(200);
    expect((JSON.parse(data.body) as PageData).path).toBe(page.path);
    // An English page that is not a file is still a page: not sent to the French one or home.
    expect((await rawRequest(servers[name].url, encodeURI(page.path))).status).toBe(200);
    const slash = await rawRequest(servers[name].url, encodeURI(`${page.path}/`));
    expect(slash.status).toBe(301);
    expect(new URL(String(slash.headers.location), servers[name].url).pathname).toBe(encodeURI(page.path));
  });

  test('answers a news address that is neither built nor left to it with the 404 page', async () => {
    const response = await rawRequest(servers[name].url, '/actualites/une-nouvelle-jamais-publiee');
    expect(response.status).toBe(404);
    expect(response.body).toContain('<h1');
  });
});
