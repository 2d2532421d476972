// Gatsby puts its one global style sheet (the CSS of every template, about 100 KB) inline in the
// head of every page. On this site that was two thirds of each page's HTML: on the large content
// set 2.4 GB of the same bytes written, stitched, hashed for the Content-Security-Policy,
// compressed and copied into each deploy, and sent again on every page a visitor loads without
// the app (a search result, a shared link, a reload). As a file it is one request the browser,
// the CDN and the service worker keep for a year (its name holds its content hash), at the cost
// of one round trip before the first paint of a visitor's first page.
import React from 'react';
import type { ReactElement } from 'react';

/** How Gatsby's static-entry marks the inline copy of the global style sheet. */
const GLOBAL_CSS_IDENTITY = 'gatsby-global-css';

interface InlineStyleProps {
  'data-identity'?: string;
  'data-href'?: string;
}

/** The head's elements with each inline copy of Gatsby's global style sheet replaced by a link to the file. */
export const linkGlobalStyleSheets = (components: React.ReactNode[]): React.ReactNode[] =>
  components.map((component) => {
    if (!React.isValidElement(component) || component.type !== 'style') return component;
    const props = (component as ReactElement<InlineStyleProps>).props;
    const href = props['data-href'];
    if (props['data-identity'] !== GLOBAL_CSS_IDENTITY || !href) return component;
    return <link key={component.key ?? href} rel="stylesheet" href={href} />;
  });
