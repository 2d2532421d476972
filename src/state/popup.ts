// State area "popup": the one short message (toast) shown over the page, announced politely.
import { atom, useRecoilState } from 'recoil';

export interface Popup {
  id: string;
  message: string;
  /** Stays until replaced or cleared (otherwise the component hides it after its delay). */
  persistent: boolean;
}

const popupState = atom<Popup | null>({ key: 'popup/current', default: null });

export const usePopup = () => useRecoilState(popupState);
