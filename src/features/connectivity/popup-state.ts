// The one short message (toast) shown over the page, announced politely.
import { useCallback } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

export interface Popup {
  /** Which message it is: its owner hides its own message only, never a later one. */
  id: string;
  /** Key of the text in the `common` namespace, so that the text follows the page's language. */
  textKey: string;
  /** Stays until replaced or dismissed by the visitor; otherwise its owner hides it. */
  persistent: boolean;
}

const popupState = atom<Popup | null>({ key: 'popup/current', default: null });

export const usePopupValue = () => useRecoilValue(popupState);

/** Shows a message in place of the current one. */
export const useShowPopup = () => useSetRecoilState(popupState);

/** Hides the message `id` if it is still the one shown. */
export const useHidePopup = () => {
  const setPopup = useSetRecoilState(popupState);
  return useCallback((id: string) => setPopup((current) => (current?.id === id ? null : current)), [setPopup]);
};
