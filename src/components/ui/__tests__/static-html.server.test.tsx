/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { StaticHtml } from '../static-html';

describe('StaticHtml on the server', () => {
  it('renders its children in full, in a wrapper that takes no box of its own', () => {
    const html = renderToString(
      <StaticHtml content="fr">
        <a href="/programmes">Nos formations</a>
      </StaticHtml>,
    );
    expect(html).toBe('<div class="static-html"><a href="/programmes">Nos formations</a></div>');
  });
});
