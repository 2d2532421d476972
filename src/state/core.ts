// State area "core": what the whole page frame reacts to: mobile or desktop layout, scrolled or
// at the top, the route-change loading bar, the mobile sidebar, and an error that replaces the
// page content.
import { atom, useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';

export interface PageError {
  statusCode: number;
  customMessage?: string;
}

export interface LoadingBar {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

const mobileLayoutState = atom<boolean>({ key: 'core/mobileLayout', default: false });
const onTopState = atom<boolean>({ key: 'core/onTop', default: true });
const loadingBarState = atom<LoadingBar>({ key: 'core/loadingBar', default: { visible: false, progress: 0 } });
const pageErrorState = atom<PageError | null>({ key: 'core/pageError', default: null });

/** The mobile sidebar: open or not, and which level shows (main menu, an entry, a section of it). */
export interface Sidebar {
  open: boolean;
  entry: number | null;
  section: number | null;
}
export const CLOSED_SIDEBAR: Sidebar = { open: false, entry: null, section: null };
const sidebarState = atom<Sidebar>({ key: 'core/sidebar', default: CLOSED_SIDEBAR });

export const useMobileLayout = () => useRecoilValue(mobileLayoutState);
export const useSetMobileLayout = () => useSetRecoilState(mobileLayoutState);
export const useOnTop = () => useRecoilValue(onTopState);
export const useSetOnTop = () => useSetRecoilState(onTopState);
export const useLoadingBar = () => useRecoilState(loadingBarState);
export const usePageError = () => useRecoilState(pageErrorState);
export const useSidebarState = () => useRecoilState(sidebarState);
