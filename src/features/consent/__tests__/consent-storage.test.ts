import { CONSENT_COOKIE } from '@/lib/analytics/consent';
import { readStoredConsent, storeConsent } from '../consent-storage';

const CHOSEN_AT = '2025-03-10T09:30:00.000Z';

const written = (store: () => void) => {
  const cookies: string[] = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void cookies.push(value));
  store();
  return cookies;
};

describe('the consent cookie', () => {
  it('is the first-party esnum_consent cookie, path /, SameSite Lax, until the choice expires', () => {
    const [cookie, ...others] = written(() => storeConsent({ purposes: { analytics: true, advertising: false }, date: CHOSEN_AT }, false));
    expect(others).toEqual([]);
    const [pair, ...attributes] = cookie.split('; ');
    const [name, value] = pair.split('=');
    expect(name).toBe(CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ v: 1, analytics: true, advertising: false, date: CHOSEN_AT });
    // 10 March to 10 September: 184 days.
    expect(attributes).toEqual([`Max-Age=${184 * 24 * 3600}`, 'Path=/', 'SameSite=Lax']);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('is Secure on https', () => {
    expect(written(() => storeConsent({ purposes: { analytics: false, advertising: false }, date: CHOSEN_AT }, true))[0]).toMatch(
      /; Secure$/,
    );
  });

  it('is read back as stored, and ignored once the choice has expired', () => {
    storeConsent({ purposes: { analytics: true, advertising: false }, date: CHOSEN_AT }, false);
    expect(readStoredConsent(new Date('2025-04-01T00:00:00Z'))).toEqual({
      purposes: { analytics: true, advertising: false },
      date: CHOSEN_AT,
    });
    expect(readStoredConsent(new Date('2025-09-10T09:30:00Z'))).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });
});
