import React from 'react';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { I18nextProvider } from 'react-i18next';
import { wrapPageElement } from '@/components/layout/site-frame';
import { createTestI18n, mockFetch, renderWithProviders } from '@/testing/render';
import { chromeFixture, withWebsite } from '@/testing/fixtures/site-chrome';
import type { Alternates } from '@/lib/page-context';
import type { Language } from '@/lib/routes';
import * as navigation from '../replace-location';
import { LanguagePreference } from '../language-preference';

const LEGAL_NOTICES: Alternates = { fr: '/mentions-legales', en: '/en/legal-notices' };

let replaceLocation: jest.SpyInstance;
beforeEach(() => {
  replaceLocation = jest.spyOn(navigation, 'replaceLocation').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  document.cookie = 'utm_source=; Max-Age=0; Path=/';
});

const land = (
  path: string,
  {
    language = 'fr',
    alternates = LEGAL_NOTICES,
    englishEnabled = true,
  }: { language?: Language; alternates?: Alternates; englishEnabled?: boolean } = {},
) => {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<LanguagePreference />, { language, alternates, buildData: withWebsite({ englishEnabled }) });
};

describe('the language preference of a returning visitor', () => {
  it('takes a visitor whose cookie says en from a French page to its English version', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/mentions-legales');
    expect(replaceLocation).toHaveBeenCalledTimes(1);
    expect(replaceLocation).toHaveBeenCalledWith('/en/legal-notices');
  });

  it('keeps the query string and the hash', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/programmes/bts-sio?utm_source=newsletter#admission', {
      alternates: { fr: '/programmes/bts-sio', en: '/en/programmes/bts-sio' },
    });
    expect(replaceLocation).toHaveBeenCalledWith('/en/programmes/bts-sio?utm_source=newsletter#admission');
  });

  it('goes to the English home when the page has no English version', () => {
    document.cookie = 'utm_source=newsletter; Path=/';
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/actualites/journee-portes-ouvertes', { alternates: { fr: '/actualites/journee-portes-ouvertes' } });
    expect(replaceLocation).toHaveBeenCalledWith('/en');
  });

  it('leaves a first-time visitor (no cookie) on the French page', () => {
    land('/mentions-legales');
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('never moves a visitor whose cookie says fr', () => {
    document.cookie = 'i18n_redirected=fr; Path=/';
    land('/mentions-legales');
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('does nothing when the English option is off', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/mentions-legales', { englishEnabled: false });
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('does nothing on an English page', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/en/legal-notices', { language: 'en' });
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('leaves the 404 page alone: it is not a page of the site', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/page-disparue', { alternates: {} });
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('acts on the landing page only, not on the pages opened after it', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    const { rerender } = land('/mentions-legales');
    rerender(<LanguagePreference />);
    expect(replaceLocation).toHaveBeenCalledTimes(1);
  });

  it('never loops: sent back to a page it already left in this tab, the visitor stays', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    land('/mentions-legales').unmount();
    // The English page answered with a redirect back to the French one: a new page load.
    land('/mentions-legales').unmount();
    expect(replaceLocation).toHaveBeenCalledTimes(1);
    // Another French page of the same visit is still taken to English.
    land('/agenda', { alternates: { fr: '/agenda', en: '/en/agenda' } });
    expect(replaceLocation).toHaveBeenLastCalledWith('/en/agenda');
  });

  it('does not redirect when the tab cannot remember it (storage blocked), as a loop could not be ruled out', () => {
    document.cookie = 'i18n_redirected=en; Path=/';
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    land('/mentions-legales');
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});

describe('the site frame', () => {
  it('redirects a returning English visitor from the French page it wraps', () => {
    mockFetch([[/\/api\//, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(useStaticQuery).mockReturnValue(chromeFixture);
    document.cookie = 'i18n_redirected=en; Path=/';
    window.history.replaceState(null, '', '/agenda');
    const page = wrapPageElement({
      element: <h1>Agenda</h1>,
      props: {
        pageContext: { language: 'fr', alternates: { fr: '/agenda', en: '/en/agenda' } },
        location: { pathname: '/agenda' },
      } as never,
    });
    render(<I18nextProvider i18n={createTestI18n('fr')}>{page}</I18nextProvider>);
    expect(replaceLocation).toHaveBeenCalledWith('/en/agenda');
  });
});
