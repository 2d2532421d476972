// A page-builder block whose code loads with the pages that carry it, instead of with every page
// built from blocks. The server renders it in full (Gatsby waits for every lazy component before
// writing the HTML); in the browser the server's HTML stays in place until the block hydrates, in a
// task of its own (React's selective hydration of a Suspense boundary).
// When the page the visitor opened hydrates, `when` decides when that happens:
// - 'now' (the default): as soon as the block's chunk has arrived;
// - 'visible' (the registry's `hydration: 'visible'`): once the block comes near the screen and the
//   browser has been idle once since the page opened, so a block the visitor never scrolls to costs
//   nothing. Its chunk is fetched once the browser is idle. When the router's location changes
//   first (a link to an anchor of the page), the block hydrates at once, wherever it is: the change
//   reaches every boundary still waiting (Gatsby gives its contexts anew at each location), and
//   React hydrates the block in place before applying it, as the change is a transition
//   (patches/@gatsbyjs+reach-router); without that, React would drop the block's server HTML
//   (error #421). Where IntersectionObserver is missing, the block hydrates once the browser is idle.
// After a client-side navigation every block loads and renders at once: nothing is on screen to keep.
import React, { Suspense, useEffect, useRef, useState } from 'react';
import { globalHistory } from '@gatsbyjs/reach-router';
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

// Typed as the component it resolves to: TypeScript cannot map a generic Props through React.lazy's ref handling.
const lazyComponent = <Props extends object>(load: () => Promise<React.ComponentType<Props>>) =>
  React.lazy(() => load().then((component) => ({ default: component }))) as unknown as React.FunctionComponent<Props>;

const loadedNow = <Props extends object>(load: () => Promise<React.ComponentType<Props>>) => {
  const Block = lazyComponent(load);
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

/** What a 'visible' block waits for before it hydrates: to be near the screen (or the router to move), and its code. */
interface Gate {
  open: () => void;
  isOpen: () => boolean;
  /** Settles once the gate is open and the code is there: React then hydrates the block. */
  ready: Promise<void>;
}

// The gates still closed on this page. The router's listener opens them all, synchronously, before
// its own provider re-renders the page (after a promise and a frame), so that React finds every
// block ready to hydrate when the change reaches it.
const closedGates = new Set<Gate>();
let routerWatched = false;
const openGatesWhenTheRouterMoves = () => {
  if (routerWatched) return;
  routerWatched = true;
  globalHistory.listen(() => {
    for (const gate of [...closedGates]) gate.open();
  });
};

const loadedWhenVisible = <Props extends object>(load: () => Promise<React.ComponentType<Props>>) => {
  let loaded: React.ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const loadBlock = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      // Offline without the chunk: the block stays as the server wrote it (empty after a
      // navigation), with no retry loop; the next page that shows it tries again.
      () => {
        loading = undefined;
        return new Promise<void>(() => undefined);
      },
    ));

  const createGate = (): Gate => {
    let opened = false;
    let settle: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const gate: Gate = {
      isOpen: () => opened && loaded !== undefined,
      ready,
      open: () => {
        closedGates.delete(gate);
        if (opened) return;
        opened = true;
        void loadBlock().then(settle);
      },
    };
    closedGates.add(gate);
    return gate;
  };

  // Inside the boundary: suspends (the server's HTML stays) until the gate is open and the code
  // there, by throwing a promise, as React.lazy does inside.
  const GatedBlock = ({ gate, props }: { gate: Gate | null; props: Props }) => {
    if (gate && !gate.isOpen()) throw gate.ready;
    if (!loaded) throw loadBlock();
    const Block = loaded;
    return <Block {...props} />;
  };

  const VisibleBlock = (props: Props) => {
    // The wrapper (display: contents, like StaticHtml's) hydrates with the page, outside the
    // boundary, so that the block's own server element can be watched before it hydrates.
    const wrapper = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (typeof window !== 'undefined' && isInitialHydration() ? createGate() : null));
    useEffect(() => {
      if (!gate) return undefined;
      openGatesWhenTheRouterMoves();
      const cancelPrefetch = loadWhenIdle(loadBlock);
      const element = wrapper.current?.firstElementChild;
      const stop = new AbortController();
      // Not before the browser is idle after the page opened either: a block already near the
      // screen then hydrates after the page's start, not in the middle of it (an early tap on
      // the navbar waits less).
      if (element) void Promise.all([whenNearScreen(element, stop.signal), whenIdle()]).then(gate.open);
      else gate.open();
      return () => {
        cancelPrefetch();
        stop.abort();
        closedGates.delete(gate);
      };
    }, [gate]);
    return (
      <div ref={wrapper} className="static-html">
        <Suspense fallback={null}>
          <GatedBlock gate={gate} props={props} />
        </Suspense>
      </div>
    );
  };
  return React.memo(VisibleBlock);
};

export const lazySection = <Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
  { when = 'now' }: LazySectionOptions = {},
) => (when === 'visible' ? loadedWhenVisible(load) : loadedNow(load));
