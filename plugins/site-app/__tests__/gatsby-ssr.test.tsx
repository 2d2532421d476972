/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onRenderBody } from '../gatsby-ssr';

const renderBody = (pathname: string) => {
  const setHtmlAttributes = jest.fn();
  const head: React.ReactNode[] = [];
  const hook = onRenderBody as unknown as (args: object) => void;
  hook({ pathname, setHtmlAttributes, setHeadComponents: (components: React.ReactNode[]) => head.push(...components) });
  return { setHtmlAttributes, head: renderToStaticMarkup(<>{head}</>) };
};

describe('app shell document', () => {
  it.each([
    ['/offline-plugin-app-shell-fallback/', 'fr'],
    ['/offline-plugin-app-shell-fallback', 'fr'],
    ['/en/offline-plugin-app-shell-fallback/', 'en'],
  ])('gives %s its language and the site name as title', (pathname, language) => {
    const { setHtmlAttributes, head } = renderBody(pathname);
    expect(setHtmlAttributes).toHaveBeenCalledWith({ lang: language });
    // Marked as a Head API element: replaced by the title of the page the shell stands for.
    expect(head).toBe('<title data-gatsby-head="true">ESNUM</title>');
  });

  it('leaves every other page to its own Head export', () => {
    for (const pathname of ['/', '/en/', '/actualites/', '/en/offline-plugin-app-shell-fallback/extra/']) {
      const { setHtmlAttributes, head } = renderBody(pathname);
      expect(setHtmlAttributes).not.toHaveBeenCalled();
      expect(head).toBe('');
    }
  });
});
