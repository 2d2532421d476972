/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkGlobalStyleSheets } from '../linked-style-sheet';

const render = (components: React.ReactNode[]) => renderToStaticMarkup(<>{components}</>);

describe('linkGlobalStyleSheets', () => {
  it("links Gatsby's global style sheet instead of inlining it", () => {
    const head = [
      <style
        key="css"
        data-href="/styles.0daa254c23bb9e267d44.css"
        data-identity="gatsby-global-css"
        dangerouslySetInnerHTML={{ __html: '.button{color:red}' }}
      />,
      <meta key="viewport" name="viewport" content="width=device-width" />,
    ];
    const html = render(linkGlobalStyleSheets(head));
    expect(html).toBe(
      '<link rel="stylesheet" href="/styles.0daa254c23bb9e267d44.css"/><meta name="viewport" content="width=device-width"/>',
    );
    expect(html).not.toContain('.button{color:red}');
  });

  it('keeps any other style element and non-element entries as they are', () => {
    const head = [<style key="own" dangerouslySetInnerHTML={{ __html: 'body{margin:0}' }} />, 'text', null];
    expect(render(linkGlobalStyleSheets(head))).toBe('<style>body{margin:0}</style>text');
  });
});
