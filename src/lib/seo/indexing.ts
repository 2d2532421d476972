// Pages search engines must not index (and the sitemap leaves out): the error pages, the offline
// page, and the app shell gatsby-plugin-offline builds (the site's worker no longer serves it).
import { routes, unlocalize } from '../routes';

export const OFFLINE_APP_SHELL_PATH = '/offline-plugin-app-shell-fallback';

const NOT_INDEXED = new Set(['/404', '/404.html', '/dev-404-page', routes.errorDebug(), routes.offline(), OFFLINE_APP_SHELL_PATH]);

export const isIndexablePath = (path: string): boolean => !NOT_INDEXED.has(unlocalize(path.length > 1 ? path.replace(/\/+$/, '') : path));
