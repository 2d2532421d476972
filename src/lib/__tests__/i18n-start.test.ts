// The two patches that keep i18next's start and its plural texts cheap on a phone
// (docs/architecture.md, "Hydration"): one Intl.PluralRules per language, whatever the number of
// plural texts; one i18next instance per language in the browser, across the page element's renders.
import i18next from 'i18next';
import { wrapPageElement } from 'gatsby-plugin-react-i18next/dist/plugin/wrapPageElement';
import { createTestI18n } from '@/testing/render';

describe("i18next's plural rules", () => {
  it('are built once per language, not at every plural text', () => {
    const PluralRules = Intl.PluralRules;
    const built = jest.fn();
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.PluralRules>) {
      built(...args);
      return new PluralRules(...args);
    } as unknown as typeof Intl.PluralRules;
    Object.assign(Counting, PluralRules);
    Object.assign(Intl, { PluralRules: Counting });
    try {
      const i18n = createTestI18n('fr');
      const texts = Array.from({ length: 50 }, (_, count) => i18n.t('filters.results', { count }));
      expect(texts[0]).toBe('0 résultat');
      expect(texts[2]).toBe('2 résultats');
      // Earlier tests of this file's process may have built the French rule already.
      expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      Object.assign(Intl, { PluralRules });
    }
  });
});

describe('the i18n provider of each page', () => {
  const page = (ns: string, data: Record<string, string>) => ({
    element: null,
    props: {
      data: { locales: { edges: [{ node: { ns, language: 'fr', data: JSON.stringify(data) } }] } },
      pageContext: { i18n: { routed: true, language: 'fr', languages: ['fr', 'en'], originalPath: '/', defaultLanguage: 'fr', path: '/' } },
      location: { pathname: '/', search: '' },
    },
  });
  const instanceOf = (wrapped: unknown) => (wrapped as { props: { i18n: typeof i18next } }).props.i18n;

  it('keeps one i18next instance per language across renders and pages, each namespace parsed once', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const options = { localeJsonNodeName: 'locales', i18nextOptions: {} };
    const first = instanceOf(wrapPageElement(page('common', { hello: 'Bonjour' }) as never, options as never));
    const again = instanceOf(wrapPageElement(page('common', { hello: 'Bonjour' }) as never, options as never));
    const next = instanceOf(wrapPageElement(page('agenda', { title: 'Agenda' }) as never, options as never));
    expect(again).toBe(first);
    expect(next).toBe(first);
    expect(first.t('common:hello')).toBe('Bonjour');
    expect(first.t('agenda:title')).toBe('Agenda');
    // "common" once, "agenda" once: the second render of the same page parsed nothing.
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('Bonjour'))).toHaveLength(1);
    parse.mockRestore();
  });
});
