// The mobile sidebar's navigation: three levels (main menu, an entry's submenu, a section's
// sub-submenu); back goes up one level, close resets to the main menu.
import { useCallback } from 'react';
import { CLOSED_SIDEBAR, useSidebarState } from './sidebar-state';

/** The sidebar's element id, which the buttons that open it control. */
export const SIDEBAR_ID = 'sidebar-menu';

export type SidebarLevel = 'main' | 'submenu' | 'subsubmenu';

export const useSidebar = () => {
  const [sidebar, setSidebar] = useSidebarState();
  const level: SidebarLevel = sidebar.section !== null ? 'subsubmenu' : sidebar.entry !== null ? 'submenu' : 'main';

  const open = useCallback(() => setSidebar({ ...CLOSED_SIDEBAR, open: true }), [setSidebar]);
  const close = useCallback(() => setSidebar(CLOSED_SIDEBAR), [setSidebar]);
  const openEntry = useCallback((entry: number) => setSidebar((current) => ({ ...current, entry, section: null })), [setSidebar]);
  const openSection = useCallback((section: number) => setSidebar((current) => ({ ...current, section })), [setSidebar]);
  const back = useCallback(
    () => setSidebar((current) => (current.section !== null ? { ...current, section: null } : { ...current, entry: null })),
    [setSidebar],
  );

  return { sidebar, level, open, close, openEntry, openSection, back };
};
