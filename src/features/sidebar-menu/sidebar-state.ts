// The mobile sidebar's state: open or not, and which level shows (main menu, an entry, a section
// of it).
import { atom, useRecoilState } from 'recoil';

export interface Sidebar {
  open: boolean;
  entry: number | null;
  section: number | null;
}

export const CLOSED_SIDEBAR: Sidebar = { open: false, entry: null, section: null };

const sidebarState = atom<Sidebar>({ key: 'core/sidebar', default: CLOSED_SIDEBAR });

export const useSidebarState = () => useRecoilState(sidebarState);
