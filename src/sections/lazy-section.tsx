// A page-builder block whose code loads with the pages that carry it, instead of with every page
// built from blocks. The server renders it in full (Gatsby waits for every lazy component before
// writing the HTML); in the browser the server's HTML stays in place until the chunk arrives, and
// the block hydrates then, in a task of its own (React's selective hydration).
// `when: 'idle'` (the registry's `hydration: 'idle'`) fetches the chunk only once the browser is
// idle after the page opened, so the block's hydration stays out of the page's start; after a
// client-side navigation it loads at once.
import React, { Suspense } from 'react';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { isInitialHydration } from '@/lib/performance/hydration-phase';

// The same moment as the chunks the chrome prefetches (dialogs, the phone menu).
const whenIdle = () =>
  new Promise<void>((resolve) => {
    loadWhenIdle(async () => resolve());
  });

interface LazySectionOptions {
  /** 'now' (default): the chunk is fetched when the block first renders; 'idle': see above. */
  when?: 'now' | 'idle';
}

export const lazySection = <Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
  { when = 'now' }: LazySectionOptions = {},
) => {
  // Typed as the component it resolves to: TypeScript cannot map a generic Props through React.lazy's ref handling.
  const Block = React.lazy(() => {
    const wait = when === 'idle' && typeof window !== 'undefined' && isInitialHydration() ? whenIdle() : Promise.resolve();
    return wait.then(load).then((component) => ({ default: component }));
  }) as unknown as React.FunctionComponent<Props>;
  // Memoised on its props (the block's data, which keeps its identity while the page is shown): a
  // re-render reaching a boundary that still waits for its chunk makes React drop the server's HTML
  // and render the empty fallback instead, so the block would blink out and the page would shift.
  const LazyBlock = (props: Props) => (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
  return React.memo(LazyBlock);
};
