// Whether the search dialog is open. The words searched live in the dialog, which stays mounted
// once opened (lazy-search-dialog.tsx).
import { useCallback } from 'react';
import { atom, useRecoilState, useSetRecoilState } from 'recoil';

const searchOpenState = atom<boolean>({ key: 'siteSearch/open', default: false });

export const useSearchOpen = () => useRecoilState(searchOpenState);

export const useOpenSearch = () => {
  const setOpen = useSetRecoilState(searchOpenState);
  return useCallback(() => setOpen(true), [setOpen]);
};
