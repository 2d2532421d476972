// The pop-in's dialog, loaded when a visitor first opens it: its campus list and CRM code stay out
// of every page's first-load JavaScript. The chunk is fetched once the page is idle, so the first
// opening is immediate and works offline; if it is not there yet, nothing shows while it loads (a
// few hundred ms on a slow phone). Once shown, the dialog stays mounted, as the eager one did.
import React, { Suspense, useEffect } from 'react';
import type { Language } from '@/lib/routes';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { usePopinState } from './popin-state';
import { useStaticPopinLinks } from './static-popin-links';

const loadPopin = () => import('./popin');
const Popin = React.lazy(() => loadPopin().then((module) => ({ default: module.Popin })));

export const LazyPopin = ({ language }: { language: Language }) => {
  const [popin] = usePopinState();
  const wanted = useOpenedOnce(Boolean(popin.action));
  useStaticPopinLinks();
  useEffect(() => loadWhenIdle(loadPopin), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Popin language={language} />
    </Suspense>
  );
};
