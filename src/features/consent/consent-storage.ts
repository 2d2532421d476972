// Reads and writes the visitor's consent cookie (esnum_consent, see src/lib/analytics/consent.ts).
import { CONSENT_COOKIE, type ConsentChoice, consentCookie, parseConsent } from '@/lib/analytics/consent';
import { readCookies } from '@/lib/tracking-cookies';

export const readStoredConsent = (doc: Document, now: Date): ConsentChoice | null => parseConsent(readCookies(doc.cookie)[CONSENT_COOKIE], now);

export const storeConsent = (doc: Document, choice: ConsentChoice) => {
  doc.cookie = consentCookie(choice, doc.location?.protocol === 'https:');
};

export const cookieNames = (doc: Document) => Object.keys(readCookies(doc.cookie));
