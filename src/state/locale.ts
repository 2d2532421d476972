// State area "locale": the language the visitor chose with the language switch (kept in the
// i18n_redirected cookie for 365 days); French until they choose.
import { atom, useRecoilState } from 'recoil';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/routes';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

const preferredLocaleState = atom<Language>({ key: 'locale/preferred', default: DEFAULT_LANGUAGE });

export const usePreferredLocale = () => useRecoilState(preferredLocaleState);
