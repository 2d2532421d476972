// The page is painted before its JavaScript runs. Gatsby writes its bundles as
// `<script src async>` at the end of the body: they arrive while the HTML is still being parsed
// and run at once, so the first paint waits for them to be evaluated and for hydration to start
// (about 100 ms here, four times that on a mid-range phone), although the server-rendered page
// is complete without them. Rewritten after the build (Gatsby stitches these tags in with its
// slices, out of reach of onPreRenderHTML): the bundles are preloaded from the head, as early and
// with the same low priority as before, and a small inline script starts them once the first
// frame is on screen; a timer starts them anyway in a tab that paints nothing (opened in the
// background).

export const BUNDLE_LOADER_ID = 'esnum-bundle-loader';

/** The latest the bundles start when no frame is painted. */
export const BUNDLE_START_FALLBACK_MS = 1000;

// Gatsby's own tags, exactly: a same-origin path, then `async`. Other scripts (inline data, the
// no-module polyfills, anything a plugin adds) are left alone.
const BUNDLE_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

// What an earlier rewrite of the same file wrote. An incremental build (an editor's publication)
// keeps a page's head from the previous build when Gatsby writes the new bundles' tags into it:
// without removing these, the page would also preload the previous build's bundles.
const EARLIER_PRELOAD = /<link rel="preload" as="script" href="\/[^"<>]+\.js" fetchpriority="low"\/>/g;
const EARLIER_LOADER = new RegExp(`<script id="${BUNDLE_LOADER_ID}">.*?</script>`, 'g');

export const bundleLoaderSource = (sources: string[]): string =>
  [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `${JSON.stringify(sources)}.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=true;document.body.appendChild(script);});}`,
    // The paint entry arrives once the frame is on screen; a requestAnimationFrame callback runs
    // before the frame is even drawn, and the bundles would be evaluated while it is.
    'try{new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(start,0);}).observe({type:"paint",buffered:true});}',
    'catch(error){requestAnimationFrame(function(){setTimeout(start,0);});}',
    `setTimeout(start,${BUNDLE_START_FALLBACK_MS});})();`,
  ].join('');

/** The page's HTML with its bundles started after the first paint; unchanged when it has none. */
export const startBundlesAfterFirstPaint = (html: string): string => {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]);
  const headEnd = html.indexOf('</head>');
  if (sources.length === 0 || headEnd === -1) return html;
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`).join('');
  let loaderWritten = false;
  const head = html.slice(0, headEnd).replace(EARLIER_PRELOAD, '');
  const body = html
    .slice(headEnd)
    .replace(EARLIER_LOADER, '')
    .replace(BUNDLE_SCRIPT, () => {
      if (loaderWritten) return '';
      loaderWritten = true;
      return `<script id="${BUNDLE_LOADER_ID}">${bundleLoaderSource(sources)}</script>`;
    });
  return head + preloads + body;
};
