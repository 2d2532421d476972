// What the post-build does to one page Gatsby rendered: cleaned of NUL bytes, made to start its
// bundles after its first paint, its first screen's preloads first, and hashed for its Content-
// Security-Policy. The build's pass over public/ (plugins/site-serving/built-pages.ts) applies it
// to every page it writes; the page renderer (page-renderer.ts) to each page it draws outside a
// build, which must give the same bytes.
import { startBundlesAfterFirstPaint } from './bundles-after-first-paint';
import { firstScreenPreloadsFirst } from './first-screen-preloads';
import { type InlineHashes, inlineHashes } from '../csp-policy';

// React 18's streaming renderer, which Gatsby uses for its HTML, can leave NUL bytes where a
// multi-byte character straddles its 2 KB buffer (facebook/react#26228, unreleased for React 18;
// gatsbyjs/gatsby#38747). Browsers read a NUL as U+FFFD, so "actualités" in an aria-label became
// "actualit\uFFFDés". NUL is never valid in HTML: the built pages are cleaned before they are served.
const withoutNulBytes = (content: Buffer) => (content.includes(0) ? Buffer.from(content.filter((byte) => byte !== 0)) : content);

export interface FinishedPage {
  /** The page as it is served. */
  html: string;
  /** Its inline script and style hashes, for its Content-Security-Policy. */
  hashes: InlineHashes;
  hadNulBytes: boolean;
  bundlesDeferred: boolean;
  /** Whether `html` differs from the bytes Gatsby wrote. */
  changed: boolean;
}

export const finishBuiltPage = (raw: Buffer): FinishedPage => {
  const clean = withoutNulBytes(raw);
  const html = clean.toString('utf8');
  const deferred = startBundlesAfterFirstPaint(html);
  const final = firstScreenPreloadsFirst(deferred);
  return {
    html: final,
    hashes: inlineHashes(final),
    hadNulBytes: clean !== raw,
    bundlesDeferred: deferred !== html,
    changed: clean !== raw || final !== html,
  };
};
