// Where a returning visitor who chose English goes when they land on a French page: the page's
// English version, or the English home when it has none. Nowhere when the cookie does not say
// English, the English option is off, or the page is not a French page of the site.
import { type Language, localize } from '@/lib/routes';
import type { Alternates } from '@/lib/page-context';

export const languageRedirectTarget = ({
  preferred,
  language,
  alternates,
  englishEnabled,
  pathname,
}: {
  preferred: Language | null;
  language: Language;
  alternates: Alternates;
  englishEnabled: boolean;
  pathname: string;
}): string | null => {
  if (preferred !== 'en' || !englishEnabled || language !== 'fr') return null;
  // Pages outside the site's page set (the 404 page) list no French path of their own: leave the
  // visitor where they are rather than hide what went wrong.
  if (!alternates.fr) return null;
  const target = alternates.en ?? localize('en', '/');
  return target === pathname ? null : target;
};
