// Lead attribution (spec §4): where a visitor came from, computed once at the first page load and
// passed to the school's CRM with every brochure, contact or registration request. The four values
// always tell one arrival's story: the first one, for two days (see tracking-cookies.ts).

export interface OriginTracking {
  /** `origine-tracking`: the campaign (utm_content, else utm_source, else "utm"), SEARCH_x, ORGANIC_x, REFERRAL_host or "direct". */
  origin: string;
  /** `utm_source`, "none" when unknown. */
  source: string;
  /** `utm_medium`, "none" when unknown. */
  medium: string;
  /** `utm_campaign` of a campaign link, "none" otherwise (its variant, utm_content, is the origin). */
  campaign: string;
}

export const NONE = 'none';

const SEARCH_ENGINES = ['google', 'ecosia', 'bing', 'baidu', 'yahoo', 'qwant', 'lilo'];

/** Ids that search engines and ad networks add to a paid click. */
const PAID_CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'yclid'];

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** The search engine a host belongs to: google.fr, www.google.com, search.yahoo.co.jp, lilo.org… */
export const searchEngineOf = (host: string): string | null => SEARCH_ENGINES.find((engine) => host.split('.').includes(engine)) ?? null;

/** Longest campaign value kept: campaign names are short, and every cookie goes with every request. */
export const MAX_TRACKING_VALUE_LENGTH = 100;

/**
 * A campaign value as the site stores and sends it: accents dropped, only letters, digits, spaces
 * and `. _ ~ + : @ / -`, at most 100 characters; null when nothing is left. A link can carry
 * anything in its utm_ parameters, and whatever is kept is replayed in cookies with every request
 * for two days: kilobytes of it would make the server refuse the visitor's requests.
 */
export const trackingValue = (text: string | null | undefined): string | null => {
  if (!text) return null;
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._~+:@/ -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TRACKING_VALUE_LENGTH)
    .trim();
  return cleaned || null;
};

const value = trackingValue;

/**
 * @param pageUrl the URL of the first page the visitor loads (with its query string)
 * @param referrer `document.referrer` of that load ("" when none)
 */
export const computeOriginTracking = (pageUrl: string, referrer: string): OriginTracking => {
  const tracking = originOf(pageUrl, referrer);
  // A referrer's host name can be 253 characters long: capped like the campaign values.
  return {
    origin: trackingValue(tracking.origin) ?? NONE,
    source: trackingValue(tracking.source) ?? NONE,
    medium: trackingValue(tracking.medium) ?? NONE,
    campaign: trackingValue(tracking.campaign) ?? NONE,
  };
};

const originOf = (pageUrl: string, referrer: string): OriginTracking => {
  const params = new URL(pageUrl).searchParams;
  const utmSource = value(params.get('utm_source'));
  const utmMedium = value(params.get('utm_medium'));
  const utmContent = value(params.get('utm_content'));
  const hasCampaign = [...params.keys()].some((key) => key.startsWith('utm_'));

  if (hasCampaign) {
    const campaign = value(params.get('utm_campaign')) ?? NONE;
    return { origin: utmContent ?? utmSource ?? 'utm', source: utmSource ?? NONE, medium: utmMedium ?? NONE, campaign };
  }

  const referrerHost = referrer ? hostOf(referrer) : null;
  const ownHost = hostOf(pageUrl);
  if (!referrerHost || referrerHost === ownHost) {
    return { origin: 'direct', source: NONE, medium: NONE, campaign: NONE };
  }

  const engine = searchEngineOf(referrerHost);
  if (engine) {
    const paid = PAID_CLICK_IDS.some((id) => params.has(id));
    return paid
      ? { origin: `SEARCH_${engine.toUpperCase()}`, source: engine, medium: 'cpc', campaign: NONE }
      : { origin: `ORGANIC_${engine.toUpperCase()}`, source: engine, medium: 'organic', campaign: NONE };
  }
  return { origin: `REFERRAL_${referrerHost}`, source: referrerHost, medium: 'referral', campaign: NONE };
};

/** The query parameters the CRM receives: only values present and not "none". */
export const trackingParameters = (tracking: OriginTracking | null): Array<[string, string]> =>
  tracking
    ? (
        [
          ['origine-tracking', tracking.origin],
          ['utm_source', tracking.source],
          ['utm_medium', tracking.medium],
          ['utm_campaign', tracking.campaign],
        ] as Array<[string, string]>
      ).filter(([, v]) => v && v !== NONE)
    : [];
