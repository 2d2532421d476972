// Which browser origins may call the CMS API across origins: the site's own (its live data: events,
// CRM campuses and links), and nothing else. Strapi's default answers every origin, credentials
// allowed, so any page on the web could read what a signed-in editor's browser can.
//
// CMS_CORS_ORIGINS, comma-separated, replaces the list. Otherwise: the origin of SITE_URL and of its
// bare or www twin, and the loopback origins on any port (the local site, the drafts preview, the
// tests' servers on free ports).

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
}

/** Whether a request's Origin header may read the CMS's answers. */
export const isAllowedOrigin = (requestOrigin: string, { configured, siteUrl }: CorsOriginSettings): boolean => {
  if (configured && configured.trim()) {
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .includes(requestOrigin);
  }
  return siteOrigins(siteUrl).includes(requestOrigin) || LOOPBACK_ORIGIN.test(requestOrigin);
};
