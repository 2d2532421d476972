// Pages search engines must not index (and the sitemap leaves out): the error pages, the offline
// page, the programme comparison (its content is the visitor's choice, in its query), and the app
// shell gatsby-plugin-offline builds (the site's worker no longer serves it).
import { routes, unlocalize } from '../routes';

export const OFFLINE_APP_SHELL_PATH = '/offline-plugin-app-shell-fallback';

const NOT_INDEXED = new Set([
  '/404',
  '/404.html',
  '/dev-404-page',
  routes.errorDebug(),
  routes.offline(),
  routes.programmeComparison(),
  OFFLINE_APP_SHELL_PATH,
]);

export const isIndexablePath = (path: string): boolean => !NOT_INDEXED.has(unlocalize(path.length > 1 ? path.replace(/\/+$/, '') : path));
