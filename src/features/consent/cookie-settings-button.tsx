// The footer's "Cookie settings" item: reopens the consent banner with the choice in force. It
// exists only when the site has a tag manager, as there is nothing to consent to otherwise.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useTagManagerId } from '@/content/site-chrome';
import { useConsentSettingsOpen } from './consent-state';

/** Where the focus goes back when the settings reopened from the footer are closed. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings';

export const CookieSettingsButton = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const tagManagerId = useTagManagerId();
  const [, setSettingsOpen] = useConsentSettingsOpen();
  if (!tagManagerId) return null;
  return (
    <li>
      <button type="button" id={COOKIE_SETTINGS_BUTTON_ID} className={className} onClick={() => setSettingsOpen(true)}>
        {t('footer.cookieSettings')}
      </button>
    </li>
  );
};
