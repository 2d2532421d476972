/**
 * @jest-environment node
 */
import { createArticlePages } from '../creators/articles';
import { createHomePages } from '../creators/home';
import type { CreatorArgs } from '../creators/types';

type TestNode = { id: string; internal: { type: string }; [field: string]: unknown };

const block = (id: string, type: string, strapi_component?: string): TestNode => ({ id, internal: { type }, strapi_component });
const entry = (id: string, type: string, locale: string, layout: string[], fields: Record<string, unknown> = {}): TestNode => ({
  id,
  internal: { type },
  locale,
  pageLayout___NODE: layout,
  ...fields,
});

/** The creators' arguments over a set of source nodes, answering their page-creation queries from them. */
const creatorArgs = (nodes: TestNode[], languages: Array<'fr' | 'en'> = ['fr', 'en']) => {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  const warn = jest.fn();
  const createPage = jest.fn();
  const graphql = jest.fn(async (query: string) => {
    if (query.includes('SitePagesHome')) return { data: { allStrapiHomePage: { nodes: ofType('STRAPI_HOME_PAGE') } } };
    if (query.includes('SitePagesArticles')) return { data: { allStrapiArticle: { nodes: ofType('STRAPI_ARTICLE') } } };
    return { errors: [new Error(`unexpected query ${query}`)] };
  });
  const args = {
    graphql,
    reporter: { warn, info: jest.fn(), panicOnBuild: jest.fn() },
    getNode: (id: string) => byId.get(id),
    createPage,
    languages,
    paths: new Set<string>(),
    upcomingEventIds: { fr: [], en: [] },
  } as unknown as CreatorArgs;
  return { args, warn, createPage };
};

const KNOWN = [block('b-hero', 'STRAPI__COMPONENT_SECTIONS_HERO'), block('b-figures', 'STRAPI__COMPONENT_SECTIONS_KEY_FIGURES')];
const MAP = block('b-map', 'STRAPI__COMPONENT_SECTIONS_MAP', 'sections.map');

describe('page layouts with block types the site does not know', () => {
  it('warns once per unknown block of the home page, naming the page path, the block type and its CMS component', async () => {
    const { args, warn, createPage } = creatorArgs([
      ...KNOWN,
      MAP,
      block('b-quiz', 'STRAPI__COMPONENT_SECTIONS_QUIZ'),
      entry('home-fr', 'STRAPI_HOME_PAGE', 'fr', ['b-hero', 'b-map', 'b-figures']),
      entry('home-en', 'STRAPI_HOME_PAGE', 'en', ['b-hero', 'b-quiz']),
    ]);
    await createHomePages(args);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(
      /the page \/ has a block of unknown type STRAPI__COMPONENT_SECTIONS_MAP \(CMS component "sections\.map"\); it is skipped/,
    );
    expect(warn.mock.calls[1][0]).toMatch(/the page \/en has a block of unknown type STRAPI__COMPONENT_SECTIONS_QUIZ; it is skipped/);
    // The pages are still created.
    expect(createPage.mock.calls.map(([page]) => page.path)).toEqual(['/', '/en']);
  });

  it('says nothing when every block is known', async () => {
    const { args, warn } = creatorArgs([
      ...KNOWN,
      entry('home-fr', 'STRAPI_HOME_PAGE', 'fr', ['b-hero', 'b-figures']),
      entry('home-en', 'STRAPI_HOME_PAGE', 'en', []),
    ]);
    await createHomePages(args);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about the section pages with their own paths, in the languages the site publishes', async () => {
    const article = (id: string, locale: string, rubrique: string, slug: string | null, layout: string[]) =>
      entry(id, 'STRAPI_ARTICLE', locale, layout, { documentId: `doc-${rubrique}`, rubrique, slug, title: rubrique });
    const nodes = [
      ...KNOWN,
      MAP,
      article('a1', 'fr', 'ecole', 'nos-engagements', ['b-figures', 'b-map']),
      article('a2', 'en', 'ecole', 'nos-engagements', ['b-map']),
      article('a3', 'fr', 'entreprise', null, ['b-hero']),
    ];
    const both = creatorArgs(nodes);
    await createArticlePages(both.args);
    expect(both.warn.mock.calls.map(([message]) => message.match(/the page (\S+) has a block of unknown type (\S+)/)?.slice(1))).toEqual([
      ['/ecole/nos-engagements', 'STRAPI__COMPONENT_SECTIONS_MAP'],
      ['/en/ecole/nos-engagements', 'STRAPI__COMPONENT_SECTIONS_MAP'],
    ]);
    expect(both.createPage).toHaveBeenCalledTimes(3);

    const frenchOnly = creatorArgs(nodes, ['fr']);
    await createArticlePages(frenchOnly.args);
    expect(frenchOnly.warn).toHaveBeenCalledTimes(1);
    expect(frenchOnly.warn.mock.calls[0][0]).toContain('/ecole/nos-engagements ');
  });

  it('ignores layout links to nodes that do not exist and entries without a layout', async () => {
    const { args, warn } = creatorArgs([
      ...KNOWN,
      entry('home-fr', 'STRAPI_HOME_PAGE', 'fr', ['b-hero', 'gone']),
      { id: 'home-en', internal: { type: 'STRAPI_HOME_PAGE' }, locale: 'en' },
    ]);
    await createHomePages(args);
    expect(warn).not.toHaveBeenCalled();
  });
});
