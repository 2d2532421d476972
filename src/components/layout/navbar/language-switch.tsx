// The FR/EN switch: the same page in the other language (or that language's home), shown only
// when the English option is on. The choice is kept in the i18n_redirected cookie for 365 days.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { trackLanguageSwitch } from '@/lib/analytics/track';
import { LANGUAGES, localize } from '@/lib/routes';
import { rememberLanguage } from '@/lib/language-cookie';
import { useEnglishEnabled } from '@/content/site-chrome';
import { usePageLanguage } from '@/content/page-language';

export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const { language, alternates } = usePageLanguage();
  const englishEnabled = useEnglishEnabled();
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
          }}
        >
          {t('nav.switchToShort')}
          <span className="visually-hidden"> – {t('nav.switchTo')}</span>
        </Link>
      ))}
    </>
  );
};
