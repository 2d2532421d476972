/* eslint-disable testing-library/no-node-access -- hydrates into Gatsby's root element, as the browser does */
import React, { useState } from 'react';
// The Node build of the server renderer: jsdom lacks the TextEncoder its browser build needs.
import { renderToString } from 'react-dom/server.node';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateInTransition } from '../concurrent-hydration';

const Counter = () => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Inscrits : {count}
    </button>
  );
};

// Gatsby's document: #___gatsby holds #gatsby-focus-wrapper, which holds the page.
const mountDocument = (pageHtml: string) => {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${pageHtml}</div></div>`;
  return document.getElementById('___gatsby')!;
};
const app = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

describe('hydration as a transition', () => {
  it('keeps the server-rendered elements and makes them respond', async () => {
    const container = mountDocument(renderToString(<Counter />));
    const serverButton = screen.getByRole('button', { name: 'Inscrits : 0' });
    await act(async () => hydrateInTransition(app, container));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { name: 'Inscrits : 1' })).toBe(serverButton);
  });

  it('renders a page that has no server markup (a client-only route)', async () => {
    const container = mountDocument('');
    await act(async () => hydrateInTransition(app, container));
    expect(screen.getByRole('button', { name: 'Inscrits : 0' })).toBeInTheDocument();
  });
});
