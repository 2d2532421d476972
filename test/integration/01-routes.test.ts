// Every route of the spec answers 200 with content from the CMS, in French and in English;
// unknown paths answer 404 with the 404 page.
import { cmsGet } from './support/cms-api';
import { firstHeading } from './support/html';
import { readState } from './support/state';

interface Entry {
  documentId: string;
  locale: string;
  slug?: string;
  title?: string;
  name?: string;
  rubrique?: string;
}

const first = async (collection: string, locale: string, fields: string[]) => {
  const query = fields.map((field, index) => `fields[${index}]=${field}`).join('&');
  const { data } = await cmsGet<{ data: Entry[] }>(`/api/${collection}?locale=${locale}&pagination[pageSize]=100&${query}`);
  if (data.length === 0) throw new Error(`no ${collection} in ${locale}`);
  return data;
};

const fetchPage = async (path: string) => {
  const response = await fetch(`${readState().siteUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
};

describe.each(['fr', 'en'])('routes in %s', (locale) => {
  const prefix = locale === 'fr' ? '' : '/en';
  const cases: Array<[string, () => Promise<{ path: string; heading?: string }>]> = [
    ['home', async () => ({ path: prefix || '/' })],
    ['news list', async () => ({ path: `${prefix}/actualites` })],
    ['news list, page 2', async () => ({ path: `${prefix}/actualites/page/2` })],
    ['agenda', async () => ({ path: `${prefix}/agenda` })],
    ['blog', async () => ({ path: `${prefix}/blog` })],
    ['campus list', async () => ({ path: `${prefix}/campus` })],
    ['apprenticeship offers', async () => ({ path: `${prefix}/offres-alternance` })],
    ['programme list', async () => ({ path: `${prefix}/programmes` })],
    ['brochure request', async () => ({ path: `${prefix}/crm/brochure` })],
    ['error debug', async () => ({ path: `${prefix}/error/debug` })],
    ['offline page', async () => ({ path: `${prefix}/hors-ligne` })],
    ['job profiles', async () => ({ path: `${prefix}/metiers` })],
    [
      'news article',
      async () => {
        const [item] = await first('news', locale, ['slug', 'title']);
        return { path: `${prefix}/actualites/${item.slug}`, heading: item.title };
      },
    ],
    [
      'event',
      async () => {
        const [item] = await first('events', locale, ['slug', 'title']);
        return { path: `${prefix}/agenda/${item.slug}`, heading: item.title };
      },
    ],
    [
      'blog post',
      async () => {
        const [item] = await first('blog-posts', locale, ['slug', 'title']);
        return { path: `${prefix}/blog/${item.slug}`, heading: item.title };
      },
    ],
    [
      'campus',
      async () => {
        const items = await first('campuses', locale, ['slug', 'name']);
        const campus = items.find((item) => item.slug === 'saint-etienne') ?? items[0];
        return { path: `${prefix}/campus/${campus.slug}`, heading: campus.name };
      },
    ],
    [
      'programme',
      async () => {
        const [item] = await first('programmes', locale, ['slug', 'title']);
        return { path: `${prefix}/programmes/${item.slug}`, heading: item.title };
      },
    ],
    [
      'job profile',
      async () => {
        const [item] = await first('job-profiles', locale, ['slug', 'title']);
        return { path: `${prefix}/metiers/${item.slug}`, heading: item.title };
      },
    ],
    ['section page /{rubrique}', async () => ({ path: `${prefix}/ecole` })],
    ['section sub-page /{rubrique}/{slug}', async () => ({ path: `${prefix}/ecole/nos-engagements` })],
    ['article page', async () => ({ path: `${prefix}/article` })],
    ['legal notices', async () => ({ path: locale === 'fr' ? '/mentions-legales' : '/en/legal-notices' })],
    ['personal data charter', async () => ({ path: locale === 'fr' ? '/charte-donnees-personnelles' : '/en/data-privacy-policy' })],
  ];

  it.each(cases)('%s answers 200 with its CMS content', async (_, target) => {
    const { path, heading } = await target();
    const page = await fetchPage(path);
    expect({ path, status: page.status }).toEqual({ path, status: 200 });
    expect(page.html).toContain(`<html lang="${locale}"`);
    const h1 = firstHeading(page.html);
    expect(h1).toBeTruthy();
    if (heading) expect(h1).toBe(heading);
  });
});

describe('unknown paths', () => {
  // An unknown /en address is sent to a French page or the English home (11-servers).
  it.each(['/cette-page-nexiste-pas', '/campus/brest'])('%s answers 404 with the 404 page', async (path) => {
    const page = await fetchPage(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Page introuvable');
    expect(page.html).not.toContain('This page could not be found');
  });

  it('redirects a trailing slash to the clean URL (301)', async () => {
    const response = await fetch(`${readState().siteUrl}/agenda/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/agenda');
  });
});

describe('page count', () => {
  it('builds a page for every published entry, in both languages', async () => {
    const counts = await Promise.all(
      ['campuses', 'programmes', 'news', 'events', 'blog-posts', 'job-profiles', 'articles'].flatMap((collection) =>
        ['fr', 'en'].map(async (locale) => {
          const { meta } = await cmsGet<{ meta: { pagination: { total: number } } }>(
            `/api/${collection}?locale=${locale}&pagination[pageSize]=1`,
          );
          return meta.pagination.total;
        }),
      ),
    );
    const entryPages = counts.reduce((sum, count) => sum + count, 0);
    const { readdirSync } = await import('fs');
    const path = await import('path');
    const countHtml = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) => sum + (entry.isDirectory() ? countHtml(path.join(dir, entry.name)) : entry.name === 'index.html' ? 1 : 0),
        0,
      );
    const built = countHtml(path.join(readState().siteDir, 'public'));
    process.stdout.write(`[integration] ${built} HTML pages built for ${entryPages} CMS entries (fr + en)\n`);
    expect(built).toBeGreaterThan(entryPages);
  });
});
