/** @jest-environment node */
// The server HTML: the visitor's choice is unknown there, so it holds the banner, painted with the
// page for a first visitor; the head script hides it from a visitor who already chose, before the
// first paint (no flash). No tag-manager script either way.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { PageLanguageProvider } from '@/content/page-language';
import { Footer } from '@/components/layout/footer/footer';
import { createTestI18n } from '@/testing/render';
import { withWebsite } from '@/testing/fixtures/site-chrome';
import { StateRoot } from '@/components/layout/state-root';
import { CONSENT_GIVEN_CLASS, consentGivenHeadScript } from '../consent-given-class';
import { TagManager } from '../tag-manager';

const serverHtml = (tagManagerId: string | null, path = '/') =>
  renderToStaticMarkup(
    <StateRoot chrome={withWebsite({ tagManagerId })}>
      <I18nextProvider i18n={createTestI18n('fr')}>
        <PageLanguageProvider value={{ language: 'fr', alternates: {} }}>
          <TagManager path={path} language="fr" componentChunkName={null} />
          <Footer />
        </PageLanguageProvider>
      </I18nextProvider>
    </StateRoot>,
  );

it('renders the banner, the footer link and the empty status message, and no script, when an id is configured', () => {
  const html = serverHtml('GTM-CMS0001');
  expect(html).toContain('Vos choix en matière de cookies');
  expect(html).toContain('data-consent-banner');
  expect(html).not.toContain('googletagmanager');
  expect(html).toContain('Gestion des cookies');
  expect(html).toContain('role="status"');
});

it("leaves the banner out of the service worker's offline shell, which has no strings of its own", () => {
  for (const path of ['/offline-plugin-app-shell-fallback', '/en/offline-plugin-app-shell-fallback']) {
    expect(serverHtml('GTM-CMS0001', path)).not.toContain('data-consent-banner');
  }
});

it('renders nothing of it without an id', () => {
  const html = serverHtml(null);
  expect(html).not.toContain('Gestion des cookies');
  expect(html).not.toContain('role="status"');
  expect(html).not.toContain('googletagmanager');
});

describe('the head script', () => {
  const runHeadScript = (cookie: string) => {
    const documentElement = { classList: new Set<string>() };
    // The script exactly as it goes into the page's head, with a stand-in document.
    new Function('document', consentGivenHeadScript())({
      cookie,
      documentElement: { classList: { add: (name: string) => documentElement.classList.add(name) } },
    });
    return documentElement.classList;
  };

  it('marks the document of a visitor who has a consent cookie, so that CSS hides the server banner', () => {
    expect(runHeadScript('_ga=1; esnum_consent=%7B%22v%22%3A1%7D')).toEqual(new Set([CONSENT_GIVEN_CLASS]));
    expect(runHeadScript('esnum_consent=x')).toEqual(new Set([CONSENT_GIVEN_CLASS]));
  });

  it('leaves a first visitor, or another cookie of a similar name, with the banner', () => {
    expect(runHeadScript('')).toEqual(new Set());
    expect(runHeadScript('old_esnum_consent=1')).toEqual(new Set());
  });
});
