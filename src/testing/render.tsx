// One render for component tests: the real dictionaries of locales/, the site's state root (the
// chrome's content and the client state) fed with build-time chrome data (a fixture unless told
// otherwise), and the page's language.
import React from 'react';
import fs from 'fs';
import path from 'path';
import { render, type RenderOptions } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { LocationProvider, createHistory, createMemorySource } from '@gatsbyjs/reach-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { PageLanguageProvider } from '@/content/page-language';
import { LANGUAGES, type Language } from '@/lib/routes';
import type { Alternates } from '@/lib/page-context';
import type { ChromeBuildData, EventSummary } from '@/content/site-chrome';
import { StateRoot } from '@/components/layout/state-root';
import { PageEventsSnapshot } from '@/features/upcoming-events/page-snapshot';
import { chromeFixture, eventsFixture } from './fixtures/site-chrome';

const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');

export const readResources = () =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        fs
          .readdirSync(path.join(LOCALES_DIR, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [path.basename(file, '.json'), JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'))]),
      ),
    ]),
  );

export const createTestI18n = (language: Language = 'fr') => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: readResources(),
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initImmediate: false,
  });
  return instance;
};

interface ProviderOptions {
  language?: Language;
  alternates?: Alternates;
  buildData?: ChromeBuildData;
  /** The page's build-time upcoming events (page-snapshot.tsx): the fixture's unless told; `null` for a page without. */
  pageEvents?: readonly EventSummary[] | null;
}

/** The providers of a page: the router's location, the state root, the dictionaries and the page's language. */
const providersFor = ({ language = 'fr', alternates = {}, buildData = chromeFixture, pageEvents }: ProviderOptions) => {
  const events = pageEvents === undefined ? eventsFixture[language] : (pageEvents ?? undefined);
  const i18n = createTestI18n(language);
  // The router's location, as Gatsby gives every page (blocks that hydrate late read it).
  const history = createHistory(createMemorySource(language === 'fr' ? '/' : '/en/'));
  // A wrapper (not a tree around `ui`) so that `rerender` keeps the same state and providers.
  const Providers = ({ children }: { children: React.ReactNode }) => (
    <LocationProvider history={history}>
      <StateRoot chrome={buildData}>
        <I18nextProvider i18n={i18n}>
          <PageLanguageProvider value={{ language, alternates }}>
            <PageEventsSnapshot events={events}>{children}</PageEventsSnapshot>
          </PageLanguageProvider>
        </I18nextProvider>
      </StateRoot>
    </LocationProvider>
  );
  return Providers;
};

export const renderWithProviders = (
  ui: React.ReactElement,
  { language, alternates, buildData, pageEvents, ...options }: RenderOptions & ProviderOptions = {},
) => render(ui, { wrapper: providersFor({ language, alternates, buildData, pageEvents }), ...options });

/**
 * The HTML the build writes for `ui` (React's server render, no effect run), in a container of the
 * document to query as a visitor without JavaScript gets it; removed after the test.
 */
/** The server's HTML of `ui` as text: what jsdom would not parse as a browser without JavaScript does (a noscript's content). */
export const serverHtmlText = (ui: React.ReactElement, options: ProviderOptions = {}) => {
  const Providers = providersFor(options);
  return renderToString(<Providers>{ui}</Providers>);
};

export const renderServerHtml = (ui: React.ReactElement, options: ProviderOptions = {}) => {
  const container = document.createElement('div');
  container.innerHTML = serverHtmlText(ui, options);
  document.body.append(container);
  afterTestRemove.push(container);
  return container;
};

const afterTestRemove: HTMLElement[] = [];
if (typeof afterEach === 'function') afterEach(() => afterTestRemove.splice(0).forEach((element) => element.remove()));

/** A fetch double answering by URL: a JSON body, an HTTP status, or a network failure. */
export const mockFetch = (routes: Array<[RegExp, { status?: number; body?: unknown } | 'network-error']>) => {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const route = routes.find(([pattern]) => pattern.test(url));
    if (!route || route[1] === 'network-error') throw new TypeError(`fetch failed: ${url}`);
    const { status = 200, body = {} } = route[1];
    return { ok: status >= 200 && status < 300, status, statusText: String(status), json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};
