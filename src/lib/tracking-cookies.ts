// The origin-tracking cookies: first-party, 2 days (172800 s), path /, SameSite Lax, Secure on
// https. They only attribute a CRM request to the campaign that brought the visitor.
import { NONE, type OriginTracking, trackingValue } from './origin-tracking';

export const TRACKING_COOKIE_MAX_AGE = 172800;

const COOKIES = { origin: 'origine-tracking', source: 'utm_source', medium: 'utm_medium' } as const;

/** Campaign parameters kept as cookies too, for the CRM and analytics. */
export const MARKETING_PARAMETERS = ['utm_content', 'utm_source', 'utm_campaign', 'utm_medium'] as const;

export const readCookies = (cookieHeader: string): Record<string, string> =>
  Object.fromEntries(
    cookieHeader
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=');
        const name = index === -1 ? part : part.slice(0, index);
        const raw = index === -1 ? '' : part.slice(index + 1);
        try {
          return [name, decodeURIComponent(raw)];
        } catch {
          return [name, raw];
        }
      }),
  );

export const serializeCookie = (name: string, value: string, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${TRACKING_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The tracking stored in cookies, or null when the visitor has none (or it expired). Values are
 * cleaned as when they were stored: a cookie set by hand, or before the cap, is read capped.
 */
export const trackingFromCookies = (cookies: Record<string, string>): OriginTracking | null => {
  const origin = trackingValue(cookies[COOKIES.origin]);
  return origin ? { origin, source: trackingValue(cookies[COOKIES.source]) ?? NONE, medium: trackingValue(cookies[COOKIES.medium]) ?? NONE } : null;
};

/** The Set-Cookie strings for a tracking computed at this load. */
export const trackingCookies = (tracking: OriginTracking, secure: boolean): string[] => [
  serializeCookie(COOKIES.origin, tracking.origin, secure),
  serializeCookie(COOKIES.source, tracking.source, secure),
  serializeCookie(COOKIES.medium, tracking.medium, secure),
];

/**
 * Campaign parameters of the URL (utm_content, utm_campaign…), cleaned, to keep as cookies. Each
 * value is stored once: one the tracking cookies of this load already hold (utm_content as the
 * origin, utm_source, utm_medium) is not written again.
 */
export const marketingCookies = (pageUrl: string, secure: boolean, storedNow: OriginTracking | null = null): string[] => {
  const params = new URL(pageUrl).searchParams;
  const held: Partial<Record<(typeof MARKETING_PARAMETERS)[number], string>> = storedNow
    ? { utm_content: storedNow.origin, utm_source: storedNow.source, utm_medium: storedNow.medium }
    : {};
  return MARKETING_PARAMETERS.flatMap((name) => {
    const cleaned = trackingValue(params.get(name));
    return cleaned && cleaned !== held[name] ? [serializeCookie(name, cleaned, secure)] : [];
  });
};

export const readMarketingParameters = (cookies: Record<string, string>) =>
  Object.fromEntries(
    MARKETING_PARAMETERS.flatMap((name) => {
      const cleaned = trackingValue(cookies[name]);
      return cleaned ? [[name, cleaned]] : [];
    }),
  );
