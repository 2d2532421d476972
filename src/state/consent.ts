// State area "consent": the tag-manager container of the site (none: no consent is asked and
// nothing is loaded), the visitor's choice (read from its cookie once in the browser, so unknown
// while the server renders) and whether the visitor reopened the consent settings.
import { atom, useRecoilState, useRecoilValue } from 'recoil';
import type { ConsentChoice } from '@/lib/analytics/consent';
import { resolveTagManagerId } from '@/lib/analytics/tag-manager-id';
import { websiteState } from './website';

/** The container id the site loads after consent, or null. GTM_ID of the build wins over the CMS. */
export const useTagManagerId = () => {
  const french = useRecoilValue(websiteState('fr'));
  const english = useRecoilValue(websiteState('en'));
  return resolveTagManagerId({ env: process.env.GATSBY_GTM_ID, cms: [french?.tagManagerId, english?.tagManagerId] }).id;
};

export interface StoredConsent {
  /** False until the browser has read the cookie. */
  read: boolean;
  /** The choice that still counts, or null: the banner is shown. */
  choice: ConsentChoice | null;
}

const consentChoiceState = atom<StoredConsent>({ key: 'consent/choice', default: { read: false, choice: null } });
const consentSettingsOpenState = atom<boolean>({ key: 'consent/settingsOpen', default: false });

export const useConsentChoice = () => useRecoilState(consentChoiceState);
/** Whether the visitor opened the consent settings again (footer link), and a setter. */
export const useConsentSettingsOpen = () => useRecoilState(consentSettingsOpenState);
