import React, { Suspense, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { LocationProvider, globalHistory, useLocation } from '@gatsbyjs/reach-router';
import { lazySection } from '../lazy-section';
import { endInitialHydration, startInitialHydration } from '@/lib/performance/hydration-phase';

interface Data {
  title: string;
}

const Quote = ({ block }: { block: Data }) => <section aria-label={block.title}>Une école qui vous ressemble.</section>;
const block: Data = { title: 'Le mot de la direction' };

/** A block whose chunk arrives when the test says so. */
const deferredBlock = () => {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<typeof Quote>((resolve) => {
    arrive = () => resolve(Quote);
  });
  return { LazyQuote: lazySection<{ block: Data }>(() => chunk), arrive: async () => act(async () => arrive()) };
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('lazySection', () => {
  it("keeps the server's HTML of a block while its chunk is on the way, through a re-render of the page, and hydrates it on arrival", async () => {
    const { LazyQuote, arrive } = deferredBlock();
    let setCount: (count: number) => void = () => undefined;
    const Page = () => {
      const [count, set] = useState(0);
      setCount = set;
      return (
        <main data-renders={count}>
          <LazyQuote block={block} />
        </main>
      );
    };
    // What the server sends: the block rendered in full inside its boundary.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main data-renders={0}>
        <Suspense fallback={null}>
          <Quote block={block} />
        </Suspense>
      </main>,
    );
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    await act(async () => setCount(1));
    expect(screen.getByRole('main')).toHaveAttribute('data-renders', '1');
    expect(screen.getByRole('region', { name: block.title })).toHaveTextContent('Une école qui vous ressemble.');

    await arrive();
    expect(screen.getByRole('region', { name: block.title })).toHaveTextContent('Une école qui vous ressemble.');
    expect(recoverableErrors).toEqual([]);
  });

  it('renders the block once its chunk arrives when the page is drawn in the browser (a navigation)', async () => {
    const { LazyQuote, arrive } = deferredBlock();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    act(() => root!.render(<LazyQuote block={block} />));
    expect(screen.queryByRole('region', { name: block.title })).not.toBeInTheDocument();
    await arrive();
    expect(screen.getByRole('region', { name: block.title })).toBeInTheDocument();
  });

  describe("when: 'visible'", () => {
    // jsdom has no layout: a stand-in for the browser's IntersectionObserver that the test drives.
    const observed: Array<{ element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver }> = [];
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver });
      }
      disconnect() {
        for (let index = observed.length - 1; index >= 0; index -= 1)
          if (observed[index].observer === (this as unknown)) observed.splice(index, 1);
      }
    }
    const comeIntoView = async (element: Element) =>
      act(async () => {
        for (const entry of observed.filter((item) => item.element === element))
          entry.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], entry.observer);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

    /** A block that says in its markup once React has hydrated it. */
    const Live = ({ block }: { block: Data }) => {
      const [hydrated, setHydrated] = useState(false);
      useEffect(() => setHydrated(true), []);
      // What a block's links read: the router's location.
      const { hash } = useLocation();
      return (
        <section aria-label={block.title} data-hydrated={hydrated} data-hash={hash}>
          Une école qui vous ressemble.
        </section>
      );
    };

    /** What the server sends for a 'visible' block: its wrapper, and the block in full inside its boundary. */
    const serverHtml = (...blocks: Data[]) =>
      renderToString(
        <LocationProvider>
          {blocks.map((data) => (
            <div className="static-html" key={data.title}>
              <Suspense fallback={null}>
                <Live block={data} />
              </Suspense>
            </div>
          ))}
        </LocationProvider>,
      );

    const hydratePage = async (LazyLive: React.ComponentType<{ block: Data }>) => {
      const container = document.createElement('div');
      container.innerHTML = serverHtml(block);
      document.body.append(container);
      const serverSection = screen.getByRole('region', { name: block.title });
      const recoverableErrors: unknown[] = [];
      startInitialHydration();
      await act(async () => {
        root = hydrateRoot(
          container,
          <LocationProvider>
            <LazyLive block={block} />
          </LocationProvider>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        );
      });
      endInitialHydration();
      return { serverSection, recoverableErrors };
    };

    // The browser's idle callbacks (jsdom has none): run at the next turn, unless a test holds them.
    let holdIdle = false;
    const heldIdleCallbacks: Array<() => void> = [];
    const becomeIdle = async () =>
      act(async () => {
        heldIdleCallbacks.splice(0).forEach((callback) => callback());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

    beforeEach(() => {
      observed.length = 0;
      holdIdle = false;
      heldIdleCallbacks.length = 0;
      Object.assign(window, {
        IntersectionObserver: FakeIntersectionObserver,
        requestIdleCallback: (callback: () => void) => {
          if (holdIdle) return heldIdleCallbacks.push(callback);
          return window.setTimeout(callback, 0);
        },
        cancelIdleCallback: (handle: number) => window.clearTimeout(handle),
      });
    });
    afterEach(() => {
      // Before the browser stand-ins go: the blocks' clean-up uses them.
      act(() => root?.unmount());
      root = undefined;
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    });

    it("keeps the server's HTML without hydrating it until the block comes near the screen, then hydrates that same element", async () => {
      const load = jest.fn(async () => Live);
      const LazyLive = lazySection<{ block: Data }>(load, { when: 'visible' });
      const { serverSection, recoverableErrors } = await hydratePage(LazyLive);

      // Its code may be fetched meanwhile (once the browser is idle); it does not hydrate.
      const section = screen.getByRole('region', { name: block.title });
      expect(section).toHaveAttribute('data-hydrated', 'false');

      await comeIntoView(section);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('region', { name: block.title })).toHaveAttribute('data-hydrated', 'true');
      expect(screen.getByRole('region', { name: block.title })).toBe(serverSection);
      expect(recoverableErrors).toEqual([]);
    });

    const moveRouter = async (to: string) =>
      act(async () => {
        // Not awaited: the router's promise ends with a transition the test does not wait for.
        void globalHistory.navigate(to);
        // The router's provider applies a change after a promise and a frame.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });

    it('hydrates in place, without an error, when the router moves before the block is near the screen (a link to an anchor), its code fetched once the browser was idle', async () => {
      try {
        const load = jest.fn(async () => Live);
        const LazyLive = lazySection<{ block: Data }>(load, { when: 'visible' });
        const { serverSection, recoverableErrors } = await hydratePage(LazyLive);
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
        expect(load).toHaveBeenCalledTimes(1);
        expect(serverSection).toHaveAttribute('data-hydrated', 'false');

        await moveRouter('/#main');
        expect(recoverableErrors).toEqual([]);
        expect(screen.getByRole('region', { name: block.title })).toBe(serverSection);
        expect(serverSection).toHaveAttribute('data-hydrated', 'true');
        expect(serverSection).toHaveAttribute('data-hash', '#main');
      } finally {
        await moveRouter('/');
      }
    });

    it("keeps the server's HTML when the router moves before the block's code has arrived, and hydrates it in place once it has", async () => {
      let arrive: () => void = () => undefined;
      const chunk = new Promise<typeof Live>((resolve) => {
        arrive = () => resolve(Live);
      });
      const LazyLive = lazySection<{ block: Data }>(() => chunk, { when: 'visible' });
      const { serverSection, recoverableErrors } = await hydratePage(LazyLive);
      try {
        await moveRouter('/#main');
        // The router's change is a transition (patches/@gatsbyjs+reach-router): React holds it
        // until the block can hydrate, instead of dropping the block's server HTML.
        expect(recoverableErrors).toEqual([]);
        expect(screen.getByRole('region', { name: block.title })).toBe(serverSection);
        await act(async () => arrive());
        expect(screen.getByRole('region', { name: block.title })).toBe(serverSection);
        expect(serverSection).toHaveAttribute('data-hydrated', 'true');
        expect(serverSection).toHaveAttribute('data-hash', '#main');
        expect(recoverableErrors).toEqual([]);
      } finally {
        await moveRouter('/');
      }
    });

    it("keeps the server's HTML, with no error and no retry loop, when the block's code cannot be fetched (offline)", async () => {
      const load = jest.fn(async (): Promise<typeof Live> => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const LazyLive = lazySection<{ block: Data }>(load, { when: 'visible' });
      const { serverSection, recoverableErrors } = await hydratePage(LazyLive);
      await comeIntoView(serverSection);
      const wait = () =>
        act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
      await wait();
      // Tried when the browser was idle, and again when the block came into view; then no more.
      const calls = load.mock.calls.length;
      expect(calls).toBeLessThanOrEqual(2);
      await wait();
      expect(load).toHaveBeenCalledTimes(calls);
      expect(screen.getByRole('region', { name: block.title })).toBe(serverSection);
      expect(serverSection).toHaveAttribute('data-hydrated', 'false');
      expect(recoverableErrors).toEqual([]);
    });

    it('waits, near the screen from the start, until the browser has been idle once since the page opened', async () => {
      holdIdle = true;
      const LazyLive = lazySection<{ block: Data }>(async () => Live, { when: 'visible' });
      const { serverSection } = await hydratePage(LazyLive);
      await comeIntoView(serverSection);
      expect(serverSection).toHaveAttribute('data-hydrated', 'false');
      await becomeIdle();
      await becomeIdle();
      expect(serverSection).toHaveAttribute('data-hydrated', 'true');
    });

    it('hydrates each block on its own: a second block further down waits for its own turn', async () => {
      const LazyLive = lazySection<{ block: Data }>(async () => Live, { when: 'visible' });
      const second: Data = { title: 'Le mot des étudiants' };
      const container = document.createElement('div');
      const Page = () => (
        <LocationProvider>
          <LazyLive block={block} />
          <LazyLive block={second} />
        </LocationProvider>
      );
      container.innerHTML = serverHtml(block, second);
      document.body.append(container);
      startInitialHydration();
      await act(async () => {
        root = hydrateRoot(container, <Page />);
      });
      endInitialHydration();

      await comeIntoView(screen.getByRole('region', { name: block.title }));
      expect(screen.getByRole('region', { name: block.title })).toHaveAttribute('data-hydrated', 'true');
      expect(screen.getByRole('region', { name: second.title })).toHaveAttribute('data-hydrated', 'false');
      await comeIntoView(screen.getByRole('region', { name: second.title }));
      expect(screen.getByRole('region', { name: second.title })).toHaveAttribute('data-hydrated', 'true');
    });

    it('hydrates once the browser is idle where IntersectionObserver is missing', async () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      jest.useFakeTimers();
      try {
        const LazyLive = lazySection<{ block: Data }>(async () => Live, { when: 'visible' });
        await hydratePage(LazyLive);
        expect(screen.getByRole('region', { name: block.title })).toHaveAttribute('data-hydrated', 'false');
        await act(async () => {
          jest.runAllTimers();
        });
        await act(async () => undefined);
        expect(screen.getByRole('region', { name: block.title })).toHaveAttribute('data-hydrated', 'true');
      } finally {
        jest.useRealTimers();
      }
    });

    it('renders at once in a page drawn in the browser (a navigation), without waiting to be seen', async () => {
      const LazyLive = lazySection<{ block: Data }>(async () => Live, { when: 'visible' });
      const container = document.createElement('div');
      document.body.append(container);
      const { createRoot } = await import('react-dom/client');
      root = createRoot(container);
      await act(async () =>
        root!.render(
          <LocationProvider>
            <LazyLive block={block} />
          </LocationProvider>,
        ),
      );
      expect(screen.getByRole('region', { name: block.title })).toHaveAttribute('data-hydrated', 'true');
      expect(observed).toEqual([]);
    });
  });
});
