// The FR/EN switch: the same page in the other language (or that language's home), shown only
// when the English option is on. The choice is kept in the i18n_redirected cookie for 365 days.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { trackLanguageSwitch } from '@/lib/analytics/track';
import { LANGUAGES, type Language, localize } from '@/lib/routes';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, usePreferredLocale } from '@/state/locale';
import { useEnglishEnabled } from '@/state/website';
import { usePageLanguage } from '../page-language';

/** Secure on https, so the choice never travels in clear (like the tracking cookies). */
export const rememberLanguage = (language: Language, protocol = window.location.protocol) => {
  document.cookie = `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
};

export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const { language, alternates } = usePageLanguage();
  const englishEnabled = useEnglishEnabled();
  const [, setPreferred] = usePreferredLocale();
  if (!englishEnabled) return null;
  return (
    <>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <Link
          key={other}
          to={alternates[other] ?? localize(other, '/')}
          hrefLang={other}
          lang={other}
          className={className}
          onClick={() => {
            trackLanguageSwitch(language, other);
            rememberLanguage(other);
            setPreferred(other);
          }}
        >
          {t('nav.switchToShort')}
          <span className="visually-hidden"> – {t('nav.switchTo')}</span>
        </Link>
      ))}
    </>
  );
};
