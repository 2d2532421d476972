/** @jest-environment node */
import { languageRedirectTarget } from '../language-redirect';

describe('languageRedirectTarget', () => {
  const frenchPage = {
    language: 'fr' as const,
    alternates: { fr: '/agenda', en: '/en/agenda' },
    englishEnabled: true,
    pathname: '/agenda',
  };

  it('is the English version of a French page for a visitor who chose English', () => {
    expect(languageRedirectTarget({ ...frenchPage, preferred: 'en' })).toBe('/en/agenda');
  });

  it('is the English home when the page has no English version', () => {
    expect(languageRedirectTarget({ ...frenchPage, preferred: 'en', alternates: { fr: '/agenda' } })).toBe('/en');
  });

  it.each([
    ['no choice', { preferred: null }],
    ['French chosen', { preferred: 'fr' as const }],
    ['the English option off', { preferred: 'en' as const, englishEnabled: false }],
    ['an English page', { preferred: 'en' as const, language: 'en' as const, pathname: '/en/agenda' }],
    ['a page outside the site (404)', { preferred: 'en' as const, alternates: {} }],
    ['an English version at the same address', { preferred: 'en' as const, alternates: { fr: '/agenda', en: '/agenda' } }],
  ])('is nowhere with %s', (_, overrides) => {
    expect(languageRedirectTarget({ ...frenchPage, ...overrides })).toBeNull();
  });
});
