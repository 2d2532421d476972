// The tag manager and the visitor's consent, rendered by the site frame around every page. With
// no container id configured it renders and starts nothing: no data layer, no script, no banner.
// Otherwise: the data layer starts with the consent-mode defaults (all denied); page views are
// pushed on every page change; the banner asks for a choice on the first visit; the container
// script is added only once a purpose is granted, right after the consent update.
import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsentPurposes, grantsAny, trackerCookiesWithout } from '@/lib/analytics/consent';
import { isTagManagerLoaded, loadTagManager, removeCookies, startDataLayer, updateConsentMode } from '@/lib/analytics/data-layer';
import { templateFromChunkName } from '@/lib/analytics/events';
import { trackPageView } from '@/lib/analytics/track';
import { type Language, routes } from '@/lib/routes';
import { OFFLINE_APP_SHELL_PATH } from '@/lib/seo/indexing';
import { useTagManagerId } from '@/content/site-chrome';
import { useEscape } from '@/components/ui/use-escape';
import { ConsentBanner } from './consent-banner';
import { useConsentChoice, useConsentSettingsOpen } from './consent-state';
import { CONSENT_GIVEN_CLASS } from './consent-given-class';
import { cookieNames } from '@/lib/browser-cookies';
import { readStoredConsent, storeConsent } from './consent-storage';
import { COOKIE_SETTINGS_BUTTON_ID } from './cookie-settings-button';

interface TagManagerProps {
  path: string;
  language: Language;
  /** Gatsby's component chunk name of the page, which names its template. */
  componentChunkName: string | null | undefined;
}

/** The component chunk name in the props of wrapPageElement (browser only; absent on the server). */
export const componentChunkNameOf = (props: object) =>
  (props as { pageResources?: { page?: { componentChunkName?: string } } }).pageResources?.page?.componentChunkName ?? null;

export const TagManager = (props: TagManagerProps) => {
  const id = useTagManagerId();
  return id ? <ConsentedTagManager id={id} {...props} /> : null;
};

/** After a choice made in the banner, the focus leaves it for the footer link that reopened it, or the page. */
const moveFocusOutOfBanner = (reopened: boolean) => {
  const active = document.activeElement;
  if (!active?.closest('[data-consent-banner]')) return;
  const target = (reopened && document.getElementById(COOKIE_SETTINGS_BUTTON_ID)) || document.getElementById('main');
  target?.focus({ preventScroll: !reopened });
};

const ConsentedTagManager = ({ id, path, language, componentChunkName }: TagManagerProps & { id: string }) => {
  const { t } = useTranslation('common');
  const [{ read, choice }, setStored] = useConsentChoice();
  const [settingsOpen, setSettingsOpen] = useConsentSettingsOpen();
  const [announcement, setAnnouncement] = useState('');
  const template = templateFromChunkName(componentChunkName);

  useEffect(() => {
    startDataLayer();
    setStored({ read: true, choice: readStoredConsent(new Date()) });
    // From now on the choice read from the cookie decides, not the head script's guess.
    document.documentElement.classList.remove(CONSENT_GIVEN_CLASS);
  }, [setStored]);

  useEffect(() => {
    trackPageView({ path, language, template });
  }, [path, language, template]);

  useEffect(() => {
    if (!choice) return;
    const granted = grantsAny(choice.purposes);
    // The update comes before the container's start event, so its first tags see the choice.
    if (granted || isTagManagerLoaded(id)) updateConsentMode(choice.purposes);
    if (granted) loadTagManager(id);
  }, [id, choice]);

  const save = useCallback(
    (purposes: ConsentPurposes) => {
      const next = { purposes, date: new Date().toISOString() };
      storeConsent(next);
      removeCookies(trackerCookiesWithout(purposes, cookieNames()));
      moveFocusOutOfBanner(settingsOpen);
      setStored({ read: true, choice: next });
      setSettingsOpen(false);
      setAnnouncement(t('consent.saved'));
    },
    [setSettingsOpen, setStored, settingsOpen, t],
  );

  useEffect(() => {
    // A new announcement of the same words must be heard again.
    if (settingsOpen) setAnnouncement('');
  }, [settingsOpen]);

  const closeSettings = useCallback(() => {
    moveFocusOutOfBanner(true);
    setSettingsOpen(false);
  }, [setSettingsOpen]);
  // Escape closes settings the visitor reopened; a first choice is never made for them.
  useEscape(settingsOpen && choice !== null, closeSettings);

  // Until the cookie is read, the banner renders as in the server HTML (hidden by CSS from a visitor
  // who already chose: consent-given-class.ts).
  // The service worker's offline shell has no strings of its own: the page rendered into it
  // shows the banner once it has its translations. The offline page has none at all: the worker
  // serves it without scripts (the banner could neither hide for a visitor who chose nor take a
  // choice), and offline no tag can load anyway.
  const unprefixedPath = path.replace(/^\/en(?=\/)/, '').replace(/\/$/, '');
  const isOfflineShell = unprefixedPath === OFFLINE_APP_SHELL_PATH;
  if (unprefixedPath === routes.offline()) return null;
  const showBanner = (!read && !isOfflineShell) || (read && choice === null) || settingsOpen;
  return (
    <>
      {showBanner ? <ConsentBanner language={language} current={choice?.purposes ?? null} reopened={settingsOpen} onSave={save} /> : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
};
