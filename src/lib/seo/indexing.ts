// Pages search engines must not index (and the sitemap leaves out): the error pages, and the app
// shell gatsby-plugin-offline serves to the installed app when a page is not cached.
import { routes, unlocalize } from '../routes';

export const OFFLINE_APP_SHELL_PATH = '/offline-plugin-app-shell-fallback';

const NOT_INDEXED = new Set(['/404', '/404.html', '/dev-404-page', routes.errorDebug(), OFFLINE_APP_SHELL_PATH]);

export const isIndexablePath = (path: string): boolean => !NOT_INDEXED.has(unlocalize(path.length > 1 ? path.replace(/\/+$/, '') : path));
