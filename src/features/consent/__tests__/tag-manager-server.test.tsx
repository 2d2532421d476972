/** @jest-environment node */
// The server HTML: the visitor's choice is unknown there, so it holds no banner (a returning
// visitor must not see one flash), only the footer link and the empty status message.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { RecoilRoot } from 'recoil';
import { PageLanguageProvider } from '@/components/layout/page-language';
import { Footer } from '@/components/layout/footer/footer';
import { createTestI18n } from '@/testing/render';
import { withWebsite } from '@/testing/fixtures/site-chrome';
import { initializeFromBuildData } from '@/state/state-root';
import { TagManager } from '../tag-manager';

const serverHtml = (tagManagerId: string | null) =>
  renderToStaticMarkup(
    <RecoilRoot initializeState={(snapshot) => initializeFromBuildData(snapshot, withWebsite({ tagManagerId }))}>
      <I18nextProvider i18n={createTestI18n('fr')}>
        <PageLanguageProvider value={{ language: 'fr', alternates: {} }}>
          <TagManager path="/" language="fr" componentChunkName={null} />
          <Footer />
        </PageLanguageProvider>
      </I18nextProvider>
    </RecoilRoot>,
  );

it('renders no banner and no script, with the footer link, when an id is configured', () => {
  const html = serverHtml('GTM-CMS0001');
  expect(html).not.toContain('Vos choix en matière de cookies');
  expect(html).not.toContain('googletagmanager');
  expect(html).toContain('Gestion des cookies');
  expect(html).toContain('role="status"');
});

it('renders nothing of it without an id', () => {
  const html = serverHtml(null);
  expect(html).not.toContain('Gestion des cookies');
  expect(html).not.toContain('role="status"');
  expect(html).not.toContain('googletagmanager');
});
