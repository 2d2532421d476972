/**
 * @jest-environment node
 */
// The legacy table is consistent with the seeded content: every old address leads, in one step,
// to a page of the seeded site.
import fs from 'fs';
import path from 'path';
import { articles } from '../../../../cms/src/seed/data/articles';
import { blogPosts } from '../../../../cms/src/seed/data/blog';
import { campuses } from '../../../../cms/src/seed/data/campuses';
import { events } from '../../../../cms/src/seed/data/events';
import { jobProfiles } from '../../../../cms/src/seed/data/job-profiles';
import { news } from '../../../../cms/src/seed/data/news';
import { programmes } from '../../../../cms/src/seed/data/programmes';
import { cmsRedirects } from '../../../../cms/src/seed/data/redirects';
import { routes } from '../../../../src/lib/routes';
import { compileRedirects, parseRedirectTable } from '../compile';
import { buildPatternRules, RAW_RULES } from '../../../../shared/redirects/rules';

const TABLE = path.resolve(__dirname, '..', 'legacy-redirects.tsv');

const seededPages = new Set<string>([
  routes.home(),
  routes.news(),
  routes.agenda(),
  routes.blog(),
  routes.campuses(),
  routes.programmes(),
  routes.jobOffers(),
  routes.jobProfiles(),
  routes.brochure(),
  routes.errorDebug(),
  routes.offline(),
  routes.newsPage(2),
  ...campuses.map((campus) => routes.campus(campus.slug)),
  ...programmes.map((programme) => routes.programme(programme.slug)),
  ...news.map((item) => routes.newsArticle(item.slug)),
  ...events.map((event) => routes.event(event.slug)),
  ...blogPosts.map((post) => routes.blogPost(post.slug)),
  ...jobProfiles.map((profile) => routes.jobProfile(profile.slug)),
  ...articles.map((article) => routes.article(article.fr.rubrique, article.fr.slug)),
]);

describe('legacy redirect table', () => {
  const { rows, errors: parseErrors } = parseRedirectTable(fs.readFileSync(TABLE, 'utf8'), 'legacy-redirects.tsv');
  const result = compileRedirects({
    table: rows,
    cms: cmsRedirects.map((redirect, index) => ({ ...redirect, origin: `CMS seed ${index}` })),
    patterns: buildPatternRules({ product: 'esnum', campusSlugs: campuses.map((c) => c.slug), jobSlugs: jobProfiles.map((j) => j.slug) }),
    raw: RAW_RULES,
    isPage: (candidate) => seededPages.has(candidate),
    englishEnabled: true,
    canonicalOrigin: 'https://www.esnum.example',
  });

  it('has at least 300 rows, all well formed', () => {
    expect(parseErrors).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(300);
  });

  it('leads every old address to a page of the seeded site, with no conflict or loop', () => {
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    for (const target of Object.values(result.config.exact)) expect(seededPages.has(target)).toBe(true);
  });

  it('covers each kind of old address', () => {
    const targets = rows.map((row) => result.config.exact[row.from.toLowerCase()]);
    for (const prefix of [
      '/ecole',
      '/admission',
      '/entreprise',
      '/formations/',
      '/bachelor-sin',
      '/mastere-sin',
      '/panorama-des-etudes',
      '/programmes/',
      '/actualites/',
      '/metiers/',
      '/campus/',
    ]) {
      expect(targets.some((target) => target?.startsWith(prefix))).toBe(true);
    }
    for (const exact of ['/agenda', '/', '/metiers', '/actualites']) expect(targets).toContain(exact);
    // Chains through the pattern rules are flattened.
    expect(result.config.exact['/campus-montpellier']).toBe('/campus/montpellier');
    expect(result.config.exact['/campus-brest']).toBe('/campus/rennes');
  });
});
