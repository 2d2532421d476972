// The visitor's consent to non-essential trackers (CNIL guidelines): given by purpose, kept for 6
// months, then asked again. It is stored in a first-party cookie, `esnum_consent`, rather than in
// localStorage: a cookie carries its own expiry (Max-Age), is sent to nothing but this site, can
// be read by the server or a CDN rule should they ever need to, and is what the charter page and
// the browser's own cookie settings show the visitor. The value holds the purposes and the date
// of the choice, so a choice older than 6 months is ignored even where a cookie lived longer.

export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentPurposes = Record<ConsentPurpose, boolean>;

export interface ConsentChoice {
  purposes: ConsentPurposes;
  /** When the visitor chose (ISO 8601). */
  date: string;
}

export const CONSENT_COOKIE = 'esnum_consent';
export const CONSENT_VALIDITY_MONTHS = 6;
/** Bumped when the purposes change, so that every visitor is asked again. */
const CONSENT_VERSION = 1;
/** A choice dated later than this after the visitor's clock is not one we wrote. */
const CLOCK_SKEW_MS = 24 * 3600 * 1000;

export const allPurposes = (granted: boolean): ConsentPurposes =>
  Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, granted])) as ConsentPurposes;

export const grantsAny = (purposes: ConsentPurposes) => CONSENT_PURPOSES.some((purpose) => purposes[purpose]);

/** The date a choice made at `date` stops counting: 6 calendar months later (31 Aug → 28/29 Feb). */
export const consentExpiry = (date: Date): Date => {
  const expiry = new Date(date);
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
};

export const serializeConsent = (choice: ConsentChoice) => JSON.stringify({ v: CONSENT_VERSION, ...choice.purposes, date: choice.date });

/**
 * The choice stored in the cookie value, or null when there is none that still counts: absent,
 * unreadable, of another version, with a purpose missing, badly dated, or older than 6 months.
 */
export const parseConsent = (raw: string | null | undefined, now: Date): ConsentChoice | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== CONSENT_VERSION || typeof record.date !== 'string') return null;
  if (!CONSENT_PURPOSES.every((purpose) => typeof record[purpose] === 'boolean')) return null;
  const date = new Date(record.date);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime() + CLOCK_SKEW_MS) return null;
  if (now.getTime() >= consentExpiry(date).getTime()) return null;
  const purposes = Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, record[purpose]])) as ConsentPurposes;
  return { purposes, date: date.toISOString() };
};

/** How long the cookie of a choice lives, in seconds: until the choice expires. */
export const consentMaxAge = (choice: ConsentChoice) =>
  Math.max(0, Math.round((consentExpiry(new Date(choice.date)).getTime() - new Date(choice.date).getTime()) / 1000));

type ConsentState = 'granted' | 'denied';

/** Consent mode v2 before any choice: everything denied, tags wait up to 500 ms for an update. */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
} as const;

/** Consent mode v2 signals of a choice: audience measurement → analytics_storage; advertising → the three ad signals. */
export const consentModeUpdate = (
  purposes: ConsentPurposes,
): Record<'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization', ConsentState> => {
  const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');
  return {
    ad_storage: state(purposes.advertising),
    analytics_storage: state(purposes.analytics),
    ad_user_data: state(purposes.advertising),
    ad_personalization: state(purposes.advertising),
  };
};

/** Cookies Google's tags set for each purpose. */
const TRACKER_COOKIES: Record<ConsentPurpose, RegExp> = {
  analytics: /^(_ga|_ga_.+|_gid|_gat.*)$/,
  advertising: /^(_gcl_.+|_gac_.+)$/,
};

/**
 * Among the cookies present, those of the purposes the choice does not grant: a withdrawn consent
 * (or an expired one) leaves no tracker cookie behind.
 */
export const trackerCookiesWithout = (purposes: ConsentPurposes, cookieNames: readonly string[]) => {
  const refused = CONSENT_PURPOSES.filter((purpose) => !purposes[purpose]);
  return cookieNames.filter((name) => refused.some((purpose) => TRACKER_COOKIES[purpose].test(name)));
};
