/**
 * @jest-environment node
 */
import type { Page } from 'gatsby';
import { siteLanguages } from '../../../src/lib/site-languages';
import { createEntryPages, createFixedPages } from '../page-context';

/** A created page as these tests read it: the context the creators give every page, and extras. */
type BuiltPage = {
  path: string;
  component: string;
  context: { i18n: { originalPath: string } & Record<string, unknown>; alternates: Record<string, string> } & Record<string, unknown>;
};

const factory = (languages: Array<'fr' | 'en'>) => {
  const pages: BuiltPage[] = [];
  return { pages, languages, paths: new Set<string>(), createPage: <T>(page: Page<T>) => void pages.push(page as unknown as BuiltPage) };
};

describe('page creation', () => {
  it('creates one page per entry and language, with the other language as alternate', () => {
    const f = factory(['fr', 'en']);
    createEntryPages(
      f,
      [
        { id: 'n1', documentId: 'doc1', locale: 'fr', slug: 'mentions-legales' },
        { id: 'n2', documentId: 'doc1', locale: 'en', slug: 'legal-notices' },
        { id: 'n3', documentId: 'doc2', locale: 'fr', slug: 'cgv' },
      ],
      { routeOf: (entry) => `/${entry.slug}`, component: '/t/article.tsx' },
    );
    expect(f.pages.map((page) => page.path)).toEqual(['/mentions-legales', '/en/legal-notices', '/cgv']);
    const [french, english, onlyFrench] = f.pages;
    expect(french.context).toMatchObject({ id: 'n1', language: 'fr', alternates: { fr: '/mentions-legales', en: '/en/legal-notices' } });
    expect(english.context.i18n).toMatchObject({ language: 'en', routed: true, path: '/en/legal-notices', defaultLanguage: 'fr' });
    expect(onlyFrench.context.alternates).toEqual({ fr: '/cgv' });
  });

  it('creates no English page when the English option is off', () => {
    const f = factory(siteLanguages(false));
    createEntryPages(
      f,
      [
        { id: 'n1', documentId: 'doc1', locale: 'fr', slug: 'a' },
        { id: 'n2', documentId: 'doc1', locale: 'en', slug: 'a' },
      ],
      { routeOf: (entry) => `/${entry.slug}`, component: '/t.tsx' },
    );
    createFixedPages(f, { route: '/agenda', component: '/agenda.tsx' });
    expect(f.pages.map((page) => page.path)).toEqual(['/a', '/agenda']);
    expect(f.pages[0].context.alternates).toEqual({ fr: '/a' });
  });

  it('gives every page the i18n context, so the i18n plugin does not duplicate it', () => {
    const f = factory(['fr', 'en']);
    createFixedPages(f, { route: '/', component: '/home.tsx', context: (language) => ({ extra: language }) });
    expect(f.pages.map((page) => [page.path, page.context.extra, page.context.i18n.originalPath])).toEqual([
      ['/', 'fr', '/'],
      ['/en', 'en', '/'],
    ]);
  });
});
