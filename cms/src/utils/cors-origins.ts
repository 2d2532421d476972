// Which browser origins may read the CMS's public API (/api/) across origins: the site's own (its
// live data: events, CRM campuses and links), and nothing else. No other path of the CMS answers
// CORS at all (middlewares/api-cors.ts): the admin panel and its API stay readable by the CMS's
// own origin only, so that no script on the site can use an editor's session.
//
// CMS_CORS_ORIGINS, comma-separated, replaces the list. Otherwise: the origin of SITE_URL and of its
// bare or www twin and, in development only (NODE_ENV other than production), the loopback origins
// on any port (the local site, the drafts preview, the tests' servers on free ports).

const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The site's own origins, from SITE_URL: https://www.esnum.example and https://esnum.example. */
export const siteOrigins = (siteUrl: string): string[] => {
  const origin = originOf(siteUrl);
  if (!origin) return [];
  const url = new URL(origin);
  const twin = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return [origin, `${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`];
};

export interface CorsOriginSettings {
  /** CMS_CORS_ORIGINS: when set, the whole list. */
  configured?: string;
  /** SITE_URL. */
  siteUrl: string;
  /** Whether the CMS runs in development (NODE_ENV other than production): loopback origins are then allowed. */
  development: boolean;
}

/** Whether a request's Origin header may read the CMS's public API. */
export const isAllowedOrigin = (requestOrigin: string, { configured, siteUrl, development }: CorsOriginSettings): boolean => {
  if (configured && configured.trim()) {
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .includes(requestOrigin);
  }
  return siteOrigins(siteUrl).includes(requestOrigin) || (development && LOOPBACK_ORIGIN.test(requestOrigin));
};
