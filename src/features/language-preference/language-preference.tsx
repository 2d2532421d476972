// A returning visitor whose i18n_redirected cookie says `en` and who lands on a French page is
// taken to its English version (spec: Languages). Mounted once in the site frame, so it acts on
// the landing page only, never on the pages the visitor then opens. The redirect replaces the
// history entry, keeps the query string and the hash, and is made at most once per page and tab:
// should the English page send the visitor back (a server without the English option), they stay.
// It sits after the page frame, whose origin tracking must first record the landing page.
import { useEffect } from 'react';
import { usePageLanguage } from '@/content/page-language';
import { rememberedLanguage } from '@/lib/language-cookie';
import { useEnglishEnabled } from '@/content/site-chrome';
import { languageRedirectTarget } from './language-redirect';
import { replaceLocation } from './replace-location';

const REDIRECTED_PATHS_KEY = 'esnum:language-redirected-from';

/** Records the redirect from `pathname`; false when it was made already, or cannot be recorded. */
const recordRedirect = (pathname: string): boolean => {
  try {
    const done: unknown = JSON.parse(window.sessionStorage.getItem(REDIRECTED_PATHS_KEY) ?? '[]');
    const paths = Array.isArray(done) ? done : [];
    if (paths.includes(pathname)) return false;
    window.sessionStorage.setItem(REDIRECTED_PATHS_KEY, JSON.stringify([...paths, pathname]));
    return true;
  } catch {
    // Without storage a loop could not be ruled out: no redirect.
    return false;
  }
};

export const LanguagePreference = () => {
  const { language, alternates } = usePageLanguage();
  const englishEnabled = useEnglishEnabled();

  useEffect(() => {
    const preferred = rememberedLanguage();
    const { pathname, search, hash } = window.location;
    const target = languageRedirectTarget({ preferred, language, alternates, englishEnabled, pathname });
    if (target && recordRedirect(pathname)) replaceLocation(`${target}${search}${hash}`);
    // The landing page only: the frame stays mounted while the visitor moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on the landing page (above)
  }, []);

  return null;
};
