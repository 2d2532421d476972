// Reads and writes the visitor's consent cookie (esnum_consent, see src/lib/analytics/consent.ts):
// first-party, path /, SameSite Lax, Secure on https, until the choice expires.
import { CONSENT_COOKIE, type ConsentChoice, consentMaxAge, parseConsent, serializeConsent } from '@/lib/analytics/consent';
import { isSecurePage, readCookie, writeCookie } from '@/lib/browser-cookies';

export const readStoredConsent = (now: Date): ConsentChoice | null => parseConsent(readCookie(CONSENT_COOKIE), now);

export const storeConsent = (choice: ConsentChoice, secure = isSecurePage()) =>
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), { maxAge: consentMaxAge(choice), secure });
