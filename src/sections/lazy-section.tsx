// A page-builder block whose code loads with the pages that carry it, instead of with every page
// built from blocks. The server renders it in full (Gatsby waits for every lazy component before
// writing the HTML); in the browser the server's HTML stays in place until the chunk arrives, and
// the block hydrates then, in a task of its own (React's selective hydration).
// When the page the visitor opened hydrates, `when` decides when the chunk is fetched:
// - 'now' (the default): at once;
// - 'visible' (the registry's `hydration: 'visible'`): once the block comes near the screen, so a
//   block the visitor never scrolls to costs nothing; where IntersectionObserver is missing, once
//   the browser is idle after the page opened.
// After a client-side navigation every block loads at once: nothing is on screen to keep.
import React, { Suspense, useEffect, useRef, useState } from 'react';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { isInitialHydration } from '@/lib/performance/hydration-phase';

export type LazySectionMoment = 'now' | 'visible';

// How far below (or above) the screen a 'visible' block starts loading: a quarter of a screen
// (about 200 px on a phone), so that its controls are usually there when it shows, while the home
// page's first carousel, some 300 px below a phone's first screen, stays out of the page's start.
const VISIBLE_MARGIN = '25% 0px';

// The same moment as the chunks the chrome prefetches (dialogs, the phone menu).
const whenIdle = () =>
  new Promise<void>((resolve) => {
    loadWhenIdle(async () => resolve());
  });

/** Resolves once `element` is within VISIBLE_MARGIN of the viewport. */
const whenNearScreen = (element: Element, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (typeof IntersectionObserver !== 'function') {
      void whenIdle().then(resolve);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect());
  });

interface LazySectionOptions {
  when?: LazySectionMoment;
}

type Loaded<Props> = { default: React.ComponentType<Props> };

export const lazySection = <Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
  { when = 'now' }: LazySectionOptions = {},
) => {
  const toModule = (component: React.ComponentType<Props>): Loaded<Props> => ({ default: component });
  // Typed as the component it resolves to: TypeScript cannot map a generic Props through React.lazy's ref handling.
  const asBlock = (lazy: React.LazyExoticComponent<React.ComponentType<Props>>) => lazy as unknown as React.FunctionComponent<Props>;

  if (when !== 'visible') {
    const Block = asBlock(React.lazy(() => load().then(toModule)));
    // Memoised on its props (the block's data, which keeps its identity while the page is shown): a
    // re-render reaching a boundary that still waits for its chunk makes React drop the server's HTML
    // and render the empty fallback instead, so the block would blink out and the page would shift.
    const LazyBlock = (props: Props) => (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
    return React.memo(LazyBlock);
  }

  // One lazy component per block on the page, each waiting for its own element to show. Blocks
  // drawn once the chunk is known (a navigation) use the module-wide one and never suspend.
  const AnyTime = asBlock(React.lazy(() => load().then(toModule)));
  const VisibleBlock = (props: Props) => {
    // The wrapper (display: contents, like StaticHtml's) hydrates with the page, outside the
    // boundary, so that the block's own server element can be watched before it hydrates.
    const wrapper = useRef<HTMLDivElement>(null);
    const [shown] = useState(() => {
      let show: () => void = () => undefined;
      const promise = new Promise<void>((resolve) => {
        show = resolve;
      });
      return { promise, show };
    });
    const [Block] = useState(() =>
      typeof window !== 'undefined' && isInitialHydration() ? asBlock(React.lazy(() => shown.promise.then(load).then(toModule))) : AnyTime,
    );
    useEffect(() => {
      const element = wrapper.current?.firstElementChild;
      if (!element) {
        shown.show();
        return undefined;
      }
      const stop = new AbortController();
      void whenNearScreen(element, stop.signal).then(shown.show);
      return () => stop.abort();
    }, [shown]);
    return (
      <div ref={wrapper} className="static-html">
        <Suspense fallback={null}>
          <Block {...props} />
        </Suspense>
      </div>
    );
  };
  return React.memo(VisibleBlock);
};
