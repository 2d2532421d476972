/** @jest-environment node */
import {
  CONSENT_MODE_DEFAULTS,
  allPurposes,
  consentMaxAge,
  consentExpiry,
  consentModeUpdate,
  grantsAny,
  parseConsent,
  serializeConsent,
  trackerCookiesWithout,
} from '../consent';

const CHOSEN_AT = '2025-03-10T09:30:00.000Z';
const stored = (value: object) => JSON.stringify(value);
const at = (iso: string) => new Date(iso);

describe('parseConsent', () => {
  const now = at('2025-04-01T12:00:00.000Z');

  it('gives no choice when there is no cookie (the first visit)', () => {
    expect(parseConsent(undefined, now)).toBeNull();
    expect(parseConsent('', now)).toBeNull();
  });

  it.each([
    ['all accepted', { analytics: true, advertising: true }],
    ['all refused', { analytics: false, advertising: false }],
    ['audience measurement only', { analytics: true, advertising: false }],
    ['advertising only', { analytics: false, advertising: true }],
  ])('reads back a choice written by the site: %s', (_, purposes) => {
    const raw = serializeConsent({ purposes, date: CHOSEN_AT });
    expect(parseConsent(raw, now)).toEqual({ purposes, date: CHOSEN_AT });
  });

  it.each([
    ['not JSON', 'accepted'],
    ['JSON but not an object', '"yes"'],
    ['null', 'null'],
    ['another version', stored({ v: 2, analytics: true, advertising: true, date: CHOSEN_AT })],
    ['no version', stored({ analytics: true, advertising: true, date: CHOSEN_AT })],
    ['a purpose missing', stored({ v: 1, analytics: true, date: CHOSEN_AT })],
    ['a purpose that is not a boolean', stored({ v: 1, analytics: 'yes', advertising: false, date: CHOSEN_AT })],
    ['no date', stored({ v: 1, analytics: true, advertising: true })],
    ['an unreadable date', stored({ v: 1, analytics: true, advertising: true, date: 'yesterday' })],
    ['a date far in the future', stored({ v: 1, analytics: true, advertising: true, date: '2025-06-01T00:00:00.000Z' })],
  ])('ignores an invalid stored value: %s', (_, raw) => {
    expect(parseConsent(raw, now)).toBeNull();
  });

  it('keeps a choice for 6 months, then asks again', () => {
    const raw = serializeConsent({ purposes: allPurposes(true), date: CHOSEN_AT });
    expect(parseConsent(raw, at('2025-09-10T09:29:59.999Z'))).not.toBeNull();
    expect(parseConsent(raw, at('2025-09-10T09:30:00.000Z'))).toBeNull();
    expect(parseConsent(raw, at('2026-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('keeps a refusal for 6 months too', () => {
    const raw = serializeConsent({ purposes: allPurposes(false), date: CHOSEN_AT });
    expect(parseConsent(raw, at('2025-09-09T00:00:00.000Z'))?.purposes).toEqual({ analytics: false, advertising: false });
    expect(parseConsent(raw, at('2025-09-11T00:00:00.000Z'))).toBeNull();
  });
});

describe('consentExpiry', () => {
  it.each([
    ['2025-03-10T09:30:00.000Z', '2025-09-10T09:30:00.000Z'],
    ['2025-08-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2023-08-31T10:00:00.000Z', '2024-02-29T10:00:00.000Z'],
    ['2025-12-15T00:00:00.000Z', '2026-06-15T00:00:00.000Z'],
  ])('%s → %s', (chosen, expiry) => {
    expect(consentExpiry(at(chosen)).toISOString()).toBe(expiry);
  });
});

describe('consentMaxAge', () => {
  it('keeps the cookie until the choice expires', () => {
    // 10 March to 10 September: 184 days.
    expect(consentMaxAge({ purposes: allPurposes(true), date: CHOSEN_AT })).toBe(184 * 24 * 3600);
  });
});

describe('consent mode', () => {
  it('denies everything by default and lets tags wait 500 ms for the choice', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    });
  });

  it.each([
    [
      { analytics: true, advertising: true },
      { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [
      { analytics: false, advertising: false },
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      { analytics: true, advertising: false },
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      { analytics: false, advertising: true },
      { ad_storage: 'granted', analytics_storage: 'denied', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
  ])('maps %o to its update', (purposes, update) => {
    expect(consentModeUpdate(purposes)).toEqual(update);
  });

  it('grants something as soon as one purpose is accepted', () => {
    expect(grantsAny(allPurposes(false))).toBe(false);
    expect(grantsAny({ analytics: false, advertising: true })).toBe(true);
    expect(grantsAny(allPurposes(true))).toBe(true);
  });
});

describe('trackerCookiesWithout', () => {
  const present = ['_ga', '_ga_ABC123', '_gid', '_gcl_au', 'esnum_consent', 'utm_source', 'origine-tracking', 'i18n_redirected', 'gallery'];

  it('removes the cookies of refused purposes and nothing else', () => {
    expect(trackerCookiesWithout(allPurposes(false), present)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gcl_au']);
    expect(trackerCookiesWithout({ analytics: true, advertising: false }, present)).toEqual(['_gcl_au']);
    expect(trackerCookiesWithout({ analytics: false, advertising: true }, present)).toEqual(['_ga', '_ga_ABC123', '_gid']);
    expect(trackerCookiesWithout(allPurposes(true), present)).toEqual([]);
  });
});
