// The consent state: the visitor's choice (read from its cookie once in the browser, so unknown
// while the server renders) and whether the visitor reopened the consent settings.
import { atom, useRecoilState } from 'recoil';
import type { ConsentChoice } from '@/lib/analytics/consent';

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
