// The language the visitor chose with the language switch, kept in the i18n_redirected cookie for
// 365 days: written by the switch, read by the language preference of a returning visitor.
import { readCookie, writeCookie, isSecurePage } from './browser-cookies';
import { isLanguage, type Language } from './routes';

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** Secure on https, so the choice never travels in clear (like the tracking cookies). */
export const rememberLanguage = (language: Language, protocol = window.location.protocol) =>
  writeCookie(LANGUAGE_COOKIE, language, { maxAge: LANGUAGE_COOKIE_MAX_AGE, secure: isSecurePage(protocol) });

/** The language the cookie holds, or null when it holds none of the site's. */
export const rememberedLanguage = (): Language | null => {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
};
