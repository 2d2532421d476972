// Search engines on the built site, read from the build and the production server only:
// /sitemap.xml (an index, followed) lists every built page of both languages once and no error
// page or old address, robots.txt announces it, and one page of every template, in French and
// English, has its canonical URL, hreflang alternates and JSON-LD.
import fs from 'fs';
import path from 'path';
import { parseRedirectTable } from '../../plugins/site-pages/redirects/compile';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../../shared/redirects/config';
import { normalizePath } from '../../shared/redirects/normalize';
import { decodeEntities } from './support/html';
import { sitemapUrls } from './support/sitemap';
import { readState } from './support/state';

const { siteDir, siteUrl } = readState();
const publicDir = path.join(siteDir, 'public');
const redirectConfig = JSON.parse(fs.readFileSync(path.join(publicDir, REDIRECT_CONFIG_FILE), 'utf8')) as RedirectConfig;
/** The canonical origin the build was made for (SITE_URL), as the redirect rules record it. */
const origin = redirectConfig.canonicalOrigin;
// The error pages, the offline page, the programme comparison (its content is the visitor's choice)
// and the offline app shell (gatsby-plugin-offline's page, not content; gatsby-plugin-react-i18next
// gives it an /en copy): none is indexed.
const ERROR_PAGES = [
  '/404',
  '/en/404',
  '/error/debug',
  '/en/error/debug',
  '/hors-ligne',
  '/en/hors-ligne',
  '/programmes/comparer',
  '/en/programmes/comparer',
  '/offline-plugin-app-shell-fallback',
  '/en/offline-plugin-app-shell-fallback',
];

const get = async (pathname: string) => {
  const response = await fetch(`${siteUrl}${pathname}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
};

/** The site path of an absolute URL of the canonical origin (which the test server stands in for). */
const sitePath = (url: string) => {
  expect(url.slice(0, origin.length + 1)).toBe(`${origin}/`);
  return new URL(url).pathname;
};

/** Every page of the build, from its HTML files (`/agenda/index.html` → `/agenda`). */
const builtPages = (dir = publicDir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return dir === publicDir && ['page-data', '_gatsby', 'static'].includes(entry.name) ? [] : builtPages(full);
    if (entry.name !== 'index.html') return [];
    const route = `/${path.relative(publicDir, dir).split(path.sep).join('/')}`;
    return [route === '/' ? '/' : route.replace(/\/$/, '')];
  });

describe('built HTML', () => {
  it('holds no NUL byte (React 18 leaves some; the build removes them)', () => {
    const withNul = builtPages()
      .map((page) => path.join(publicDir, page === '/' ? '' : page, 'index.html'))
      .filter((file) => fs.readFileSync(file).includes(0));
    expect(withNul).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  let urls: string[];
  let paths: string[];
  beforeAll(async () => {
    urls = await sitemapUrls(siteUrl, sitePath);
    paths = urls.map(sitePath);
  });

  it('uses absolute URLs of the www origin, without trailing slash', () => {
    expect(origin).toMatch(/^https:\/\/www\./);
    for (const url of urls) expect(url === `${origin}/` || !url.endsWith('/')).toBe(true);
  });

  it('lists every built page of both languages exactly once, and no error page', () => {
    const expected = builtPages().filter((page) => !ERROR_PAGES.includes(page));
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(expected.sort());
    expect(paths.some((page) => page === '/en' || page.startsWith('/en/'))).toBe(true);
    for (const page of ERROR_PAGES) expect(paths).not.toContain(page);
  });

  it('lists none of the old addresses (legacy table and CMS redirects)', () => {
    const table = parseRedirectTable(
      fs.readFileSync(path.join(siteDir, 'plugins', 'site-pages', 'redirects', 'legacy-redirects.tsv'), 'utf8'),
      'legacy',
    ).rows;
    const oldAddresses = new Set([
      ...table.map((row) => normalizePath(row.from, { englishEnabled: redirectConfig.englishEnabled })),
      ...Object.keys(redirectConfig.exact),
    ]);
    expect(table.length).toBeGreaterThan(300);
    expect(paths.filter((page) => oldAddresses.has(page))).toEqual([]);
  });

  it('lists only pages the server answers with 200, never a redirect', async () => {
    const statuses: Array<[string, number]> = [];
    for (let index = 0; index < paths.length; index += 16) {
      const batch = paths.slice(index, index + 16);
      statuses.push(...(await Promise.all(batch.map(async (page): Promise<[string, number]> => [page, (await get(page)).status]))));
    }
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
    expect(robots.body.split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

// A served page's <head>, as crawlers read it.
type Attributes = Record<string, string>;

const tags = (html: string, name: string): Attributes[] =>
  Array.from(html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi')), (match) =>
    Object.fromEntries(
      Array.from(match[1].matchAll(/([\w:-]+)="([^"]*)"/g), ([, key, value]) => [key.toLowerCase(), decodeEntities(value)]),
    ),
  );

const headOf = (html: string) => {
  const links = tags(html, 'link');
  return {
    lang: tags(html, 'html')[0]?.lang,
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]),
    robots: tags(html, 'meta')
      .filter((meta) => meta.name === 'robots')
      .map((meta) => meta.content),
    ogUrl: tags(html, 'meta')
      .filter((meta) => meta.property === 'og:url')
      .map((meta) => meta.content),
    jsonLd: Array.from(
      html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    ),
  };
};

/** The types of the JSON-LD nodes, a graph's nodes included, once each. */
const typesOf = (jsonLd: Array<Record<string, unknown>>) => [
  ...new Set(
    jsonLd.flatMap((data) =>
      (Array.isArray(data['@graph']) ? (data['@graph'] as Array<Record<string, unknown>>) : [data]).map((node) => node['@type']),
    ),
  ),
];

/** The page context the build gave a page: its language and the paths of its translations. */
const pageContextOf = (page: string) => {
  const file = path.join(publicDir, 'page-data', page === '/' ? 'index' : page, 'page-data.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { result: { pageContext: { alternates: Record<string, string> } } }).result
    .pageContext;
};

/** A translated entry page below `section` (`/en/programmes`), skipping the sub-folders of lists. */
const entryPage = (section: string, skip: string[] = []) => {
  const dir = path.join(publicDir, section);
  const slug = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skip.includes(entry.name) && fs.existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()
    .find((name) => Object.keys(pageContextOf(`${section}/${name}`).alternates).length === 2);
  if (!slug) throw new Error(`no translated page in ${section}`);
  return `${section}/${slug}`;
};

const TEMPLATES: Array<[string, (prefix: string) => string, string[]]> = [
  ['home', (prefix) => prefix || '/', ['EducationalOrganization']],
  ['programme list', (prefix) => `${prefix}/programmes`, ['BreadcrumbList']],
  ['programme', (prefix) => entryPage(`${prefix}/programmes`, ['categorie']), ['Course', 'BreadcrumbList']],
  ['campus list', (prefix) => `${prefix}/campus`, ['BreadcrumbList']],
  ['campus', (prefix) => entryPage(`${prefix}/campus`), ['CollegeOrUniversity', 'BreadcrumbList']],
  ['news list', (prefix) => `${prefix}/actualites`, ['BreadcrumbList']],
  ['news list, page 2', (prefix) => `${prefix}/actualites/page/2`, ['BreadcrumbList']],
  ['news article', (prefix) => entryPage(`${prefix}/actualites`, ['page']), ['NewsArticle', 'BreadcrumbList']],
  ['agenda', (prefix) => `${prefix}/agenda`, ['BreadcrumbList']],
  ['event', (prefix) => entryPage(`${prefix}/agenda`), ['Event', 'BreadcrumbList']],
  ['blog', (prefix) => `${prefix}/blog`, ['BreadcrumbList']],
  ['blog post', (prefix) => entryPage(`${prefix}/blog`), ['BlogPosting', 'BreadcrumbList']],
  ['apprenticeship offers', (prefix) => `${prefix}/offres-alternance`, ['JobPosting', 'BreadcrumbList']],
  ['job profiles', (prefix) => `${prefix}/metiers`, ['BreadcrumbList']],
  ['job profile', (prefix) => entryPage(`${prefix}/metiers`), ['BreadcrumbList']],
  ['brochure request', (prefix) => `${prefix}/crm/brochure`, ['BreadcrumbList']],
  ['section page', (prefix) => `${prefix}/ecole`, ['BreadcrumbList']],
  ['section sub-page', (prefix) => `${prefix}/ecole/nos-engagements`, ['BreadcrumbList']],
];

describe.each(['fr', 'en'])('page heads in %s', (language) => {
  const prefix = language === 'fr' ? '' : '/en';

  it.each(TEMPLATES)('%s: canonical URL, hreflang alternates and JSON-LD', async (_, pageOf, types) => {
    const page = pageOf(prefix);
    const served = await get(page);
    expect({ page, status: served.status }).toEqual({ page, status: 200 });
    const head = headOf(served.body);

    expect(head.lang).toBe(language);
    expect(head.canonical).toEqual([page === '/' ? `${origin}/` : `${origin}${page}`]);
    expect(head.ogUrl).toEqual(head.canonical);
    expect(head.robots).toEqual([]);

    // The fr, en and x-default (French) alternates, each a page that links back to this one.
    const { alternates } = pageContextOf(page);
    expect(alternates[language]).toBe(page);
    const expected = [
      ['fr', alternates.fr],
      ['en', alternates.en],
      ['x-default', alternates.fr],
    ].map(([hreflang, target]) => [hreflang, target === '/' ? `${origin}/` : `${origin}${target}`]);
    expect(head.alternates).toEqual(expected);
    for (const [, href] of head.alternates.slice(0, 2)) {
      const translation = await get(sitePath(href));
      expect(translation.status).toBe(200);
      expect(headOf(translation.body).alternates).toEqual(expected);
    }

    expect(typesOf(head.jsonLd)).toEqual(types);
    for (const data of head.jsonLd) expect(data['@context']).toBe('https://schema.org');
    const breadcrumb = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as
      { itemListElement: Array<{ position: number; item: string }> } | undefined;
    if (breadcrumb) {
      expect(breadcrumb.itemListElement[0].item).toBe(language === 'fr' ? `${origin}/` : `${origin}/en`);
      expect(breadcrumb.itemListElement.at(-1)?.item).toBe(head.canonical[0]);
      expect(breadcrumb.itemListElement.map((step) => step.position)).toEqual(breadcrumb.itemListElement.map((__, index) => index + 1));
    }
  });

  it('apprenticeship offers: every offer is a JobPosting with what Google requires', async () => {
    const head = headOf((await get(`${prefix}/offres-alternance`)).body);
    const graph = head.jsonLd.find((data) => Array.isArray(data['@graph'])) as { '@graph': Array<Record<string, unknown>> };
    expect(graph['@graph'].length).toBeGreaterThan(0);
    for (const posting of graph['@graph']) {
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        title: expect.any(String),
        description: expect.any(String),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        employmentType: expect.any(String),
        hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
        jobLocation: { '@type': 'Place', address: { addressLocality: expect.any(String), addressCountry: 'FR' } },
      });
    }
  });

  it.each(['/error/debug', '/404', '/hors-ligne'])('%s is noindex, without canonical URL, alternates or JSON-LD', async (errorPage) => {
    const served = await get(`${prefix}${errorPage}`);
    const head = headOf(served.body);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('an unknown address', () => {
  it('answers the 404 page, marked noindex', async () => {
    const served = await get('/cette-page-nexiste-pas');
    expect(served.status).toBe(404);
    expect(headOf(served.body).robots).toEqual(['noindex']);
  });
});
