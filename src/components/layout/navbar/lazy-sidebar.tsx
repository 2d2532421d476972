// The phone menu, loaded when a visitor first opens it: its three levels of navigation stay out of
// every page's first-load JavaScript. As for the pop-in, the chunk is fetched once the page is
// idle, so the menu opens at once, and offline too.
import React, { Suspense, useEffect } from 'react';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { useSidebar } from '@/features/sidebar-menu/use-sidebar';
import type { Sidebar as EagerSidebar } from './sidebar';

const loadSidebar = () => import('./sidebar');
const Sidebar = React.lazy(() => loadSidebar().then((module) => ({ default: module.Sidebar })));

export const LazySidebar = (props: React.ComponentProps<typeof EagerSidebar>) => {
  const { sidebar } = useSidebar();
  const wanted = useOpenedOnce(sidebar.open);
  useEffect(() => loadWhenIdle(loadSidebar), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar {...props} />
    </Suspense>
  );
};
