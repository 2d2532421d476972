// The pop-in's dialog, loaded when a visitor first opens it: its campus list and CRM code stay out
// of every page's first-load JavaScript. Nothing shows while the chunk loads (a few hundred ms on
// a slow phone); once loaded, it stays mounted, as the eager dialog did.
import React, { Suspense, useEffect, useState } from 'react';
import type { Language } from '@/lib/routes';
import { usePopinState } from './popin-state';

const Popin = React.lazy(() => import('./popin').then((module) => ({ default: module.Popin })));

export const LazyPopin = ({ language }: { language: Language }) => {
  const [popin] = usePopinState();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (popin.action) setWanted(true);
  }, [popin.action]);
  if (!wanted && !popin.action) return null;
  return (
    <Suspense fallback={null}>
      <Popin language={language} />
    </Suspense>
  );
};
