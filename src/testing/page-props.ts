// The props Gatsby gives a page template, for template tests: the query result, the page
// context and the location (whose query string holds the list filters).
import type { PageProps } from 'gatsby';
import type { Language } from '@/lib/routes';

// The context is typed `never` so the props fit any template's own context type: the test, not
// the type, says what a template's context holds.
export const pageProps = <Data, Context = never>(
  data: unknown,
  {
    language = 'fr',
    path = '/',
    search = '',
    context = {},
  }: { language?: Language; path?: string; search?: string; context?: Record<string, unknown> } = {},
) =>
  ({
    data,
    pageContext: { language, alternates: {}, ...context },
    location: { pathname: path, search, hash: '' },
    path,
    uri: path,
    params: {},
    children: undefined,
    pageResources: {},
    serverData: undefined,
  }) as unknown as PageProps<Data, Context>;
