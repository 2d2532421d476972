/** @jest-environment node */
// The personal data charter seeded in the CMS documents every cookie the site sets, with the
// durations and the footer link the code uses.
import { articles } from '../../../../cms/src/seed/data/articles';
import { CONSENT_COOKIE, CONSENT_PURPOSES } from '../consent';
import { TRACKING_COOKIE_MAX_AGE, TRACKING_COOKIES } from '../../tracking-cookies';
import { readResources } from '@/testing/render';

const charter = articles.find((article) => article.key === 'charte-donnees-personnelles')!;
const textOf = (language: 'fr' | 'en') => JSON.stringify(charter[language].pageLayout);
const resources = readResources() as Record<
  string,
  { common: { footer: { cookieSettings: string }; consent: { purposes: Record<string, { label: string }> } } }
>;

describe.each([
  ['fr', 'charte-donnees-personnelles', '2 jours', '6 mois'],
  ['en', 'data-privacy-policy', '2 days', '6 months'],
] as const)('the charter in %s', (language, rubrique, twoDays, sixMonths) => {
  const text = textOf(language);

  it('is the page the footer links to', () => {
    expect(charter[language].rubrique).toBe(rubrique);
  });

  it('names every origin-tracking cookie and their 2-day life', () => {
    expect(TRACKING_COOKIE_MAX_AGE).toBe(2 * 24 * 3600);
    for (const name of Object.values(TRACKING_COOKIES)) expect(text).toContain(`**${name}**`);
    expect(text).toContain(twoDays);
  });

  it('names the consent cookie, its 6 months, each purpose by its banner label, and the footer link', () => {
    const common = resources[language].common;
    expect(text).toContain(`**${CONSENT_COOKIE}**`);
    expect(text).toContain(sixMonths);
    for (const purpose of CONSENT_PURPOSES) expect(text).toContain(common.consent.purposes[purpose].label);
    expect(text).toContain(common.footer.cookieSettings);
  });
});
