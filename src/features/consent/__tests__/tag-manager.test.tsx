/* eslint-disable testing-library/no-node-access -- the tag manager is a <script> in <head>, which has no role */
import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDataLayerForTests } from '@/lib/analytics/data-layer';
import { renderWithProviders } from '@/testing/render';
import { withWebsite } from '@/testing/fixtures/site-chrome';
import { Footer } from '@/components/layout/footer/footer';
import { TagManager } from '../tag-manager';

const ID = 'GTM-CMS0001';
const HOME_CHUNK = 'component---src-templates-home-tsx';
const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/"]';
const FR_BANNER = 'Vos choix en matière de cookies';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? ['gtag', ...Array.from(entry as IArguments)] : entry));
/** The consent commands of a kind ('default' or 'update'). */
const consentCommands = (kind: string) =>
  dataLayer().filter((entry) => Array.isArray(entry) && entry[1] === 'consent' && entry[2] === kind);
const eventIndex = (name: string) =>
  dataLayer().findIndex((entry) => !Array.isArray(entry) && (entry as { event?: string }).event === name);
const consentCookie = () => {
  const raw = document.cookie.split('; ').find((cookie) => cookie.startsWith('esnum_consent='));
  return raw ? JSON.parse(decodeURIComponent(raw.slice('esnum_consent='.length))) : null;
};
const clearCookies = () => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
};
const storeChoice = (analytics: boolean, advertising: boolean, date = new Date().toISOString()) => {
  document.cookie = `esnum_consent=${encodeURIComponent(JSON.stringify({ v: 1, analytics, advertising, date }))}; Path=/`;
};

const Page = ({ path = '/' }: { path?: string }) => (
  <>
    <TagManager path={path} language="fr" componentChunkName={HOME_CHUNK} />
    <main id="main" tabIndex={-1}>
      <a href="/agenda">Agenda</a>
    </main>
    <Footer />
  </>
);

const renderSite = (tagManagerId: string | null, options: { language?: 'fr' | 'en' } = {}) =>
  renderWithProviders(<Page />, { buildData: withWebsite({ tagManagerId }), ...options });

afterEach(() => {
  resetDataLayerForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  clearCookies();
  delete process.env.GATSBY_GTM_ID;
});

describe('without a tag-manager id', () => {
  it.each([
    ['none configured', null],
    ['an invalid id', 'UA-12345-1'],
  ])('%s: no banner, no footer link, no data layer, no script', (_, tagManagerId) => {
    renderSite(tagManagerId);
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gestion des cookies' })).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });

  it('GTM_ID=off wins over a CMS id', () => {
    process.env.GATSBY_GTM_ID = 'off';
    renderSite(ID);
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('with a tag-manager id, on the first visit', () => {
  it('shows the banner and starts the data layer with the consent defaults and a page view, without the script', () => {
    renderSite(ID);
    const banner = screen.getByRole('region', { name: FR_BANNER });
    expect(within(banner).getByRole('link', { name: 'En savoir plus dans notre charte des données personnelles' })).toHaveAttribute(
      'href',
      '/charte-donnees-personnelles',
    );
    expect(dataLayer()).toEqual([
      [
        'gtag',
        'consent',
        'default',
        { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
      ],
      { event: 'page_view', page_path: '/', page_language: 'fr', page_template: 'home' },
    ]);
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Gestion des cookies' })).toBeInTheDocument();
  });

  it('takes the id from GTM_ID of the build when the CMS has none', () => {
    process.env.GATSBY_GTM_ID = 'GTM-ENV0001';
    renderSite(null);
    expect(screen.getByRole('region', { name: FR_BANNER })).toBeInTheDocument();
  });

  it('gives accepting and refusing the same weight: same kind of button, side by side', () => {
    renderSite(ID);
    const accept = screen.getByRole('button', { name: 'Tout accepter' });
    const refuse = screen.getByRole('button', { name: 'Tout refuser' });
    expect(accept.className).toBe(refuse.className);
    expect(accept.parentElement).toBe(refuse.parentElement);
  });

  it('accept all: stores the choice, tells the tag manager, then loads its script; the focus goes back to the page', async () => {
    const user = userEvent.setup();
    renderSite(ID);
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(consentCookie()).toEqual({ v: 1, analytics: true, advertising: true, date: expect.any(String) });
    expect(consentCommands('update')).toEqual([
      [
        'gtag',
        'consent',
        'update',
        { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    ]);
    const updateIndex = dataLayer().findIndex((entry) => Array.isArray(entry) && entry[2] === 'update');
    expect(updateIndex).toBeLessThan(eventIndex('gtm.js'));
    expect(document.querySelector<HTMLScriptElement>(GTM_SCRIPT)?.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${ID}`);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Vos choix en matière de cookies sont enregistrés.');
  });

  it('refuse all: stores the refusal and never loads the script', async () => {
    const user = userEvent.setup();
    renderSite(ID);
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(consentCookie()).toEqual({ v: 1, analytics: false, advertising: false, date: expect.any(String) });
    expect(consentCommands('update')).toEqual([]);
    expect(eventIndex('gtm.js')).toBe(-1);
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });

  it('choose by purpose, with the keyboard only: audience measurement yes, advertising no', async () => {
    const user = userEvent.setup();
    renderSite(ID);
    const banner = screen.getByRole('region', { name: FR_BANNER });
    // The banner comes first in the tab order: its policy link, then its three buttons.
    await user.tab();
    expect(within(banner).getByRole('link')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    const byPurpose = within(banner).getByRole('button', { name: 'Choisir par finalité' });
    expect(byPurpose).toHaveFocus();
    expect(byPurpose).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(byPurpose).toHaveAttribute('aria-expanded', 'true');
    // The purposes form is its own chunk (loaded on first opening): wait for it, as a visitor does.
    const purposes = await within(banner).findByRole('group', { name: 'Finalités soumises à votre accord' });
    const analytics = within(purposes).getByRole('checkbox', { name: "Mesure d'audience" });
    const advertising = within(purposes).getByRole('checkbox', { name: 'Publicité' });
    expect(analytics).not.toBeChecked();
    expect(advertising).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/Statistiques de visite/);
    await user.tab();
    expect(analytics).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(advertising).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Enregistrer mes choix' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(consentCookie()).toMatchObject({ analytics: true, advertising: false });
    expect(consentCommands('update')).toEqual([
      [
        'gtag',
        'consent',
        'update',
        { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    expect(document.querySelector(GTM_SCRIPT)).not.toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('saving the choice by purpose with nothing ticked is a refusal', async () => {
    const user = userEvent.setup();
    renderSite(ID);
    await user.click(screen.getByRole('button', { name: 'Choisir par finalité' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(consentCookie()).toMatchObject({ analytics: false, advertising: false });
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });

  it('is in English on English pages', () => {
    renderWithProviders(<TagManager path="/en" language="en" componentChunkName={HOME_CHUNK} />, {
      buildData: withWebsite({ tagManagerId: ID }),
      language: 'en',
    });
    const banner = screen.getByRole('region', { name: 'Your cookie choices' });
    expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Refuse all' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Read more in our data privacy policy' })).toHaveAttribute(
      'href',
      '/en/data-privacy-policy',
    );
    expect(dataLayer()[1]).toEqual({ event: 'page_view', page_path: '/en', page_language: 'en', page_template: 'home' });
  });
});

describe('a returning visitor', () => {
  it('who accepted: no banner, the consent update then the script at once', () => {
    storeChoice(true, false);
    renderSite(ID);
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(consentCommands('update')).toEqual([
      ['gtag', 'consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })],
    ]);
    const order = dataLayer().map((entry) => (Array.isArray(entry) ? entry[2] : (entry as { event: string }).event));
    expect(order).toEqual(['default', 'page_view', 'update', 'gtm.js']);
    expect(document.querySelector(GTM_SCRIPT)).not.toBeNull();
  });

  it('who refused: no banner and no script', () => {
    storeChoice(false, false);
    renderSite(ID);
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });

  it.each([
    ['who chose more than 6 months ago', () => storeChoice(true, true, new Date(Date.now() - 190 * 24 * 3600 * 1000).toISOString())],
    ['with an unreadable cookie', () => (document.cookie = 'esnum_consent=%7Bbroken; Path=/')],
  ])('%s is asked again, and nothing loads meanwhile', (_, store) => {
    store();
    renderSite(ID);
    expect(screen.getByRole('region', { name: FR_BANNER })).toBeInTheDocument();
    expect(document.querySelector(GTM_SCRIPT)).toBeNull();
  });

  it('gets a page view on every page change', () => {
    storeChoice(false, false);
    const { rerender } = renderWithProviders(<Page path="/" />, { buildData: withWebsite({ tagManagerId: ID }) });
    rerender(<Page path="/agenda" />);
    expect(dataLayer().filter((entry) => !Array.isArray(entry) && (entry as { event?: string }).event === 'page_view')).toEqual([
      expect.objectContaining({ page_path: '/' }),
      expect.objectContaining({ page_path: '/agenda' }),
    ]);
  });
});

describe('cookie settings from the footer', () => {
  it('reopens the choice by purpose as it stands, focused; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    storeChoice(true, false);
    renderSite(ID);
    const settings = screen.getByRole('button', { name: 'Gestion des cookies' });
    await user.click(settings);
    const banner = screen.getByRole('region', { name: FR_BANNER });
    expect(within(banner).getByRole('heading', { name: FR_BANNER })).toHaveFocus();
    expect(within(banner).getByRole('checkbox', { name: "Mesure d'audience" })).toBeChecked();
    expect(within(banner).getByRole('checkbox', { name: 'Publicité' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: FR_BANNER })).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(consentCookie()).toMatchObject({ analytics: true, advertising: false });
  });

  it('withdrawing consent tells the loaded tag manager and removes its cookies', async () => {
    const user = userEvent.setup();
    storeChoice(true, true);
    renderSite(ID);
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_gcl_au=1.1.1; Path=/';
    await user.click(screen.getByRole('button', { name: 'Gestion des cookies' }));
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(consentCommands('update').at(-1)).toEqual([
      'gtag',
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(document.cookie).not.toMatch(/_ga=|_gcl_au=/);
    expect(consentCookie()).toMatchObject({ analytics: false, advertising: false });
    expect(screen.getByRole('button', { name: 'Gestion des cookies' })).toHaveFocus();
  });

  it('is not a way out on the first visit: Escape does not count as a choice', async () => {
    const user = userEvent.setup();
    renderSite(ID);
    await user.click(screen.getByRole('button', { name: 'Gestion des cookies' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: FR_BANNER })).toBeInTheDocument();
    expect(consentCookie()).toBeNull();
  });
});
