// Pages search engines must not index (and the sitemap leaves out): the error pages.
import { routes, unlocalize } from '../routes';

const NOT_INDEXED = new Set(['/404', '/404.html', '/dev-404-page', routes.errorDebug()]);

export const isIndexablePath = (path: string): boolean => !NOT_INDEXED.has(unlocalize(path.length > 1 ? path.replace(/\/+$/, '') : path));
