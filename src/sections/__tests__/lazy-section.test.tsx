import React, { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { lazySection } from '../lazy-section';

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
});
