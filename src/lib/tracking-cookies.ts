// The origin-tracking cookies: first-party, 2 days (172800 s), path /, SameSite Lax, Secure on
// https. They only attribute a CRM request to the campaign that brought the visitor.
//
// First arrival wins: the four cookies are written together, once, by the page load that computes
// the tracking, and none is written again until they expire. A second campaign followed within the
// two days changes nothing, so the CRM never receives the origin of one arrival with the source of
// another.
import { NONE, type OriginTracking, trackingValue } from './origin-tracking';

export const TRACKING_COOKIE_MAX_AGE = 172800;

/** Each value of the tracking and its cookie. */
export const TRACKING_COOKIES = {
  origin: 'origine-tracking',
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
} as const;

/**
 * The tracking stored in cookies, or null when the visitor has none (or it expired). Values are
 * cleaned as when they were stored: a cookie set by hand, or before the cap, is read capped.
 */
export const trackingFromCookies = (cookie: (name: string) => string | undefined): OriginTracking | null => {
  const origin = trackingValue(cookie(TRACKING_COOKIES.origin));
  if (!origin) return null;
  const read = (name: string) => trackingValue(cookie(name)) ?? NONE;
  return {
    origin,
    source: read(TRACKING_COOKIES.source),
    medium: read(TRACKING_COOKIES.medium),
    campaign: read(TRACKING_COOKIES.campaign),
  };
};

/** The cookies (name and value) of a tracking computed at this load; "none" values are not stored. */
export const trackingCookies = (tracking: OriginTracking): Array<[name: string, value: string]> =>
  (Object.keys(TRACKING_COOKIES) as Array<keyof OriginTracking>)
    .filter((key) => key === 'origin' || tracking[key] !== NONE)
    .map((key) => [TRACKING_COOKIES[key], tracking[key]]);
