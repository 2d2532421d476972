import React, { useState } from 'react';
import { renderToString } from 'react-dom/server.node';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticHtml } from '../static-html';

let clientRenders = 0;
const Card = ({ title }: { title: string }) => {
  clientRenders += typeof window === 'undefined' ? 0 : 1;
  return (
    <article aria-label={title}>
      <a href="/programmes/bts-sio">{title}</a>
      <button type="button" onClick={() => (document.title = 'cliqué')}>
        Plus
      </button>
    </article>
  );
};

const first = { title: 'BTS SIO' };
const second = { title: 'Bachelor Cybersécurité' };

let setCard: (card: { title: string }) => void = () => undefined;
let setRenders: (count: number) => void = () => undefined;
const Page = ({ initial }: { initial: { title: string } }) => {
  const [card, set] = useState(initial);
  const [renders, setCount] = useState(0);
  setCard = set;
  setRenders = setCount;
  return (
    <main data-renders={renders}>
      <StaticHtml content={card}>
        <Card title={card.title} />
      </StaticHtml>
    </main>
  );
};

let root: Root | undefined;
/** What the server sends (static-html.server.test.tsx renders it without a window). */
const serverHtml = () => {
  const html = renderToString(
    <main data-renders={0}>
      <div className="static-html">
        <Card title={first.title} />
      </div>
    </main>,
  );
  clientRenders = 0;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
};

beforeEach(() => {
  clientRenders = 0;
  document.title = '';
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('StaticHtml', () => {
  it('keeps the server HTML through hydration and re-renders without running its children', async () => {
    const container = serverHtml();
    const article = screen.getByRole('article', { name: 'BTS SIO' });
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page initial={first} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => setRenders(1));
    expect(screen.getByRole('main')).toHaveAttribute('data-renders', '1');
    // The same element, untouched: React never built it, so its button does nothing.
    expect(screen.getByRole('article', { name: 'BTS SIO' })).toBe(article);
    expect(screen.getByRole('link', { name: 'BTS SIO' })).toHaveAttribute('href', '/programmes/bts-sio');
    await userEvent.click(screen.getByRole('button', { name: 'Plus' }));
    expect(document.title).toBe('');
    expect(clientRenders).toBe(0);
    expect(errors).toEqual([]);
  });

  it('renders its children in the browser once their content changes (another page of the same template)', async () => {
    const container = serverHtml();
    await act(async () => {
      root = hydrateRoot(container, <Page initial={first} />);
    });
    await act(async () => setCard(second));
    expect(screen.getByRole('article', { name: 'Bachelor Cybersécurité' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'BTS SIO' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Plus' }));
    expect(document.title).toBe('cliqué');
    // Back to the first content: still React's, not an emptied element.
    await act(async () => setCard(first));
    expect(screen.getByRole('article', { name: 'BTS SIO' })).toBeInTheDocument();
  });

  it('renders its children when the page is drawn in the browser (a client-side navigation)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<Page initial={first} />));
    expect(screen.getByRole('article', { name: 'BTS SIO' })).toBeInTheDocument();
    expect(clientRenders).toBeGreaterThan(0);
  });
});
