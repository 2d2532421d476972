// Server HTML that React never hydrates (docs/architecture.md, "Hydration"). The server renders
// the children; while the page hydrates, the same element is given an empty inner HTML, which
// React leaves as it found it, so the server's markup stays in place and none of the children's
// components run, create fibers or attach listeners. Nothing in here may need React to work:
// links still open through Gatsby's router (features/navigation/static-links.ts) and the calls
// to action open the pop-in (features/popin/static-popin-links.ts).
// A client-side render has no server HTML to keep: after a navigation, or once `content` changes
// (the frame's footer in another language, the same template showing another page), the children
// render as usual, and from then on they stay React's.
import React, { useState, useSyncExternalStore } from 'react';

const KEEP_SERVER_HTML = { __html: '' };
const NOT_KEPT = Symbol('not kept');

const subscribeToNothing = () => () => undefined;
// React reads the server snapshot while it hydrates a component and the client one otherwise.
const isClientRender = () => false;
const isHydrationRender = () => true;

interface StaticHtmlProps {
  /** What the children are made from (a block's data, the page's language): compared by identity. */
  content: unknown;
  /** The wrapper: a div (the default), or a span among phrasing content (a date in a line of text). */
  as?: 'div' | 'span';
  children: React.ReactNode;
}

/**
 * The children's server HTML, kept without hydrating it. The wrapper is `display: contents` (the
 * global `static-html` class), so the page's layout is that of the children.
 */
export const StaticHtml = ({ content, as: Wrapper = 'div', children }: StaticHtmlProps) => {
  const hydrating = useSyncExternalStore(subscribeToNothing, isClientRender, isHydrationRender);
  // Decided in the first render: the re-render React schedules after hydration (the snapshot now
  // says "client") must not swap the kept HTML for a client render of the same content.
  const [keptContent, setKeptContent] = useState<unknown>(() => (hydrating ? content : NOT_KEPT));
  if (keptContent !== NOT_KEPT && !Object.is(keptContent, content)) setKeptContent(NOT_KEPT);
  if (keptContent !== NOT_KEPT && Object.is(keptContent, content) && typeof window !== 'undefined') {
    return <Wrapper className="static-html" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <Wrapper className="static-html">{children}</Wrapper>;
};
