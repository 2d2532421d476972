// What the page frame reacts to as the visitor moves and scrolls: mobile or desktop layout,
// scrolled or at the top, and the route-change loading bar.
import { atom, useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';

export interface LoadingBar {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

const mobileLayoutState = atom<boolean>({ key: 'core/mobileLayout', default: false });
const onTopState = atom<boolean>({ key: 'core/onTop', default: true });
const loadingBarState = atom<LoadingBar>({ key: 'core/loadingBar', default: { visible: false, progress: 0 } });

export const useMobileLayout = () => useRecoilValue(mobileLayoutState);
export const useSetMobileLayout = () => useSetRecoilState(mobileLayoutState);
export const useOnTop = () => useRecoilValue(onTopState);
export const useSetOnTop = () => useSetRecoilState(onTopState);
export const useLoadingBar = () => useRecoilState(loadingBarState);
