// The first screen's font and picture are asked for before the page's style sheet. Gatsby writes
// the Head API's tags and the font's preload after the style sheet (inline by default, about
// 100 KB before the body; linked on this site, linked-style-sheet.tsx), so the browser would ask
// for the style sheet before the hero picture and the font. Rewritten after the build (with
// the bundles, bundles-after-first-paint.ts): the `<link rel="preload">` of fonts and images move
// to the top of the head, right after the viewport's meta tag. Running it again changes nothing.

const FIRST_SCREEN_PRELOAD = /<link rel="preload"(?=[^>]*\sas="(?:font|image)")[^>]*>/g;
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/** The page's HTML with its font and image preloads first in the head; unchanged when it has none. */
export const firstScreenPreloadsFirst = (html: string): string => {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(FIRST_SCREEN_PRELOAD);
  const viewport = VIEWPORT.exec(head);
  if (!preloads || !viewport) return html;
  const without = head.replace(FIRST_SCREEN_PRELOAD, '');
  const at = without.indexOf(viewport[0]) + viewport[0].length;
  return without.slice(0, at) + preloads.join('') + without.slice(at) + html.slice(headEnd);
};
