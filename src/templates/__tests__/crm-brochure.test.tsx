/* eslint-disable testing-library/no-node-access -- reads the links inside <noscript>, which the DOM keeps as text */
import React from 'react';
import { I18nextProvider } from 'react-i18next';
import { RecoilRoot } from 'recoil';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrmBrochureTemplate from '../crm-brochure';
import * as leaveSite from '@/lib/leave-site';
import { createTestI18n, mockFetch, renderWithProviders } from '@/testing/render';
import { headMarkup as serverMarkup } from '@/testing/render-head';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { BROCHURE_CAMPUSES, BROCHURE_LINKS } from '@/testing/fixtures/details';

const CRM_CAMPUSES = [
  { id: 'campus-lyon', name: 'ESNUM Lyon', slug: 'lyon' },
  { id: 'campus-arras', name: 'ESNUM Arras', slug: 'arras' },
  // A campus the page's build did not know yet (created since): listed apart, after the regions.
  { id: 'campus-brest', name: 'ESNUM Brest', slug: 'brest' },
];

const page = (links: unknown[], language: 'fr' | 'en') => (
  <CrmBrochureTemplate
    {...pageProps<Queries.CrmBrochureTemplateQuery, SitePageContext>(
      { links: { nodes: links }, campuses: { nodes: BROCHURE_CAMPUSES }, locales: NO_LOCALES },
      { language, path: `${language === 'fr' ? '' : '/en'}/crm/brochure` },
    )}
  />
);

const renderPage = (links: unknown[] = BROCHURE_LINKS, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(page(links, language), { language });

/**
 * What visitors without JavaScript get: the links inside <noscript> of the built HTML (React
 * renders a noscript's content on the server only).
 */
const noscriptLinks = (links: unknown[] = BROCHURE_LINKS) => {
  const html = serverMarkup(
    <RecoilRoot>
      <I18nextProvider i18n={createTestI18n('fr')}>{page(links, 'fr')}</I18nextProvider>
    </RecoilRoot>,
  );
  const built = document.createElement('div');
  built.innerHTML = html;
  const fallback = document.createElement('div');
  fallback.innerHTML = built.querySelector('noscript')?.innerHTML ?? '';
  return Array.from(fallback.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
};

let leaveSiteFor: jest.SpyInstance;
beforeEach(() => {
  leaveSiteFor = jest.spyOn(leaveSite, 'leaveSiteFor').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('brochure page', () => {
  it('has its title as its only h1 and lets the visitor pick the campus of the brochure', async () => {
    mockFetch([[/esnum-crm-links\/brochure\/campuses\?locale=fr/, { body: CRM_CAMPUSES }]]);
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Recevoir une brochure']);
    expect(screen.getByText('Choisissez le campus qui vous intéresse pour recevoir la brochure de ses formations.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choisissez un campus',
        'ESNUM Lyon',
        'ESNUM Arras',
        'ESNUM Brest',
      ]),
    );
    // Grouped by region, the regions in alphabetical order.
    const regions = screen.getAllByRole('group');
    expect(regions.map((region) => region.getAttribute('label'))).toEqual(['Auvergne-Rhône-Alpes', 'Hauts-de-France']);
    expect(within(regions[1]).getByRole('option', { name: 'ESNUM Arras' })).toBeInTheDocument();
    expect(screen.queryByText("Aucune brochure n'est disponible pour le moment.")).not.toBeInTheDocument();
  });

  it('sends the visitor to the brochure link of the chosen campus', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/brochure\/campuses/, { body: CRM_CAMPUSES }],
      [/esnum-crm-links\/brochure\/arras\/link\?locale=fr/, { body: { url: 'https://crm.esnum.example/brochure/arras' } }],
    ]);
    renderPage();
    await screen.findByRole('option', { name: 'ESNUM Arras' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'ESNUM Arras');
    await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledTimes(1));
    expect(String(leaveSiteFor.mock.calls[0][0])).toMatch(/^https:\/\/crm\.esnum\.example\/brochure\/arras/);
  });

  it('has the campus of a campus page chosen already (?campus=), which the visitor can change', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/crm/brochure?campus=lyon');
    mockFetch([
      [/brochure\/campuses/, { body: CRM_CAMPUSES }],
      [/esnum-crm-links\/brochure\/arras\/link\?locale=fr/, { body: { url: 'https://crm.esnum.example/brochure/arras' } }],
    ]);
    try {
      renderPage();
      const campus = screen.getByRole('combobox', { name: 'Campus' });
      await waitFor(() => expect(campus).toHaveDisplayValue('ESNUM Lyon'));
      await user.selectOptions(campus, 'ESNUM Arras');
      await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
      await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledTimes(1));
      expect(String(leaveSiteFor.mock.calls[0][0])).toMatch(/^https:\/\/crm\.esnum\.example\/brochure\/arras/);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the choice empty when ?campus= names no campus of the list', async () => {
    window.history.replaceState(null, '', '/crm/brochure?campus=atlantis');
    mockFetch([[/brochure\/campuses/, { body: CRM_CAMPUSES }]]);
    try {
      renderPage();
      await screen.findByRole('option', { name: 'ESNUM Lyon' });
      expect(screen.getByRole('combobox', { name: 'Campus' })).toHaveDisplayValue('Choisissez un campus');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('asks for a campus when confirmed without one', async () => {
    const user = userEvent.setup();
    mockFetch([[/brochure\/campuses/, { body: CRM_CAMPUSES }]]);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez choisir un campus.');
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it("lists the brochure links on the allowed CRM hosts for visitors without JavaScript (the pop-in's rule), by campus name in the page language", () => {
    expect(noscriptLinks()).toEqual([
      ['ESNUM Arras (Pas-de-Calais)', 'https://crm.esnum.example/brochure/arras'],
      ['ESNUM Lyon', 'https://crm.esnum.example/brochure/lyon'],
    ]);
  });

  it('says no brochure is available, without a campus choice, when no campus has a usable link', () => {
    const fetchMock = mockFetch([]);
    const unusable = BROCHURE_LINKS.slice(2);
    renderPage(unusable);
    expect(screen.getByText("Aucune brochure n'est disponible pour le moment.")).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(noscriptLinks(unusable)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    mockFetch([[/esnum-crm-links\/brochure\/campuses\?locale=en/, { body: CRM_CAMPUSES }]]);
    renderPage(BROCHURE_LINKS, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Get a brochure' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'ESNUM Lyon' })).toBeInTheDocument();
  });

  it('says so in English when no brochure is available', () => {
    mockFetch([]);
    renderPage([], 'en');
    expect(screen.getByText('No brochure is available at the moment.')).toBeInTheDocument();
  });
});
