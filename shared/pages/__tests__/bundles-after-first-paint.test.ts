import { BUNDLE_LOADER_ID, BUNDLE_START_FALLBACK_MS, bundleLoaderSource, startBundlesAfterFirstPaint } from '../bundles-after-first-paint';

const GATSBY_PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><style>body{margin:0}</style></head>',
  '<body><div id="___gatsby"><h1>Accueil</h1></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script src="/polyfill-1a2b.js" noModule=""></script>',
  '<script src="/webpack-runtime-1a2b.js" async></script><script src="/framework-3c4d.js" async></script>',
  '<script src="/app-5e6f.js" async></script></body></html>',
].join('');

describe('starting the bundles after the first paint (the built HTML)', () => {
  it('preloads the bundles from the head with a low priority, in their order', () => {
    const html = startBundlesAfterFirstPaint(GATSBY_PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" href="/webpack-runtime-1a2b.js" fetchpriority="low"/>' +
        '<link rel="preload" as="script" href="/framework-3c4d.js" fetchpriority="low"/>' +
        '<link rel="preload" as="script" href="/app-5e6f.js" fetchpriority="low"/>',
    );
  });

  it('replaces the bundle tags with one inline loader, and leaves the other scripts and the content alone', () => {
    const html = startBundlesAfterFirstPaint(GATSBY_PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html.match(new RegExp(`<script id="${BUNDLE_LOADER_ID}">`, 'g'))).toHaveLength(1);
    expect(html).toContain(bundleLoaderSource(['/webpack-runtime-1a2b.js', '/framework-3c4d.js', '/app-5e6f.js']));
    expect(html).toContain('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>');
    expect(html).toContain('<script src="/polyfill-1a2b.js" noModule=""></script>');
    expect(html).toContain('<div id="___gatsby"><h1>Accueil</h1></div>');
  });

  it('also recognises the bundle tags written with an empty async value', () => {
    const html = startBundlesAfterFirstPaint('<html><head></head><body><script src="/app-5e6f.js" async=""></script></body></html>');
    expect(html).toBe(
      '<html><head><link rel="preload" as="script" href="/app-5e6f.js" fetchpriority="low"/></head>' +
        `<body><script id="${BUNDLE_LOADER_ID}">${bundleLoaderSource(['/app-5e6f.js'])}</script></body></html>`,
    );
  });

  it("keeps only the new bundles when a page rewritten by an earlier build gets the new build's tags (an incremental build)", () => {
    const earlier = startBundlesAfterFirstPaint(GATSBY_PAGE);
    const restitched = earlier.replace(
      '</body>',
      '<script src="/webpack-runtime-9f8e.js" async></script><script src="/app-7d6c.js" async></script></body>',
    );
    const html = startBundlesAfterFirstPaint(restitched);
    expect(html.match(/<link rel="preload" as="script" href="([^"]+)"/g)).toEqual([
      '<link rel="preload" as="script" href="/webpack-runtime-9f8e.js"',
      '<link rel="preload" as="script" href="/app-7d6c.js"',
    ]);
    expect(html.match(new RegExp(`<script id="${BUNDLE_LOADER_ID}">`, 'g'))).toHaveLength(1);
    expect(html).toContain(bundleLoaderSource(['/webpack-runtime-9f8e.js', '/app-7d6c.js']));
    expect(html).not.toContain('webpack-runtime-1a2b');
  });

  it('leaves a page already rewritten, or without bundles, as it is (the build runs again on the same files)', () => {
    const once = startBundlesAfterFirstPaint(GATSBY_PAGE);
    expect(startBundlesAfterFirstPaint(once)).toBe(once);
    const plain = '<html><head></head><body><script src="https://www.googletagmanager.com/gtm.js" async></script></body></html>';
    expect(startBundlesAfterFirstPaint(plain)).toBe(plain);
  });
});

describe('the inline loader (in the browser)', () => {
  const bundles = () => [...document.body.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  const runLoader = () => new Function(bundleLoaderSource(['/framework-3c4d.js', '/app-5e6f.js']))();

  it('starts the bundles, in order and once, when the first paint is reported', () => {
    let reportPaint: () => void = () => undefined;
    class PaintObserver {
      constructor(private readonly callback: (list: unknown, observer: { disconnect: () => void }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        reportPaint = () => this.callback({}, { disconnect: () => undefined });
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: PaintObserver, configurable: true });
    runLoader();
    jest.advanceTimersByTime(BUNDLE_START_FALLBACK_MS - 1);
    expect(bundles()).toEqual([]);
    reportPaint();
    jest.advanceTimersByTime(0);
    expect(bundles()).toEqual(['/framework-3c4d.js', '/app-5e6f.js']);
    jest.advanceTimersByTime(BUNDLE_START_FALLBACK_MS);
    expect(bundles()).toEqual(['/framework-3c4d.js', '/app-5e6f.js']);
    expect([...document.body.querySelectorAll('script')].every((script) => script.async)).toBe(true);
  });

  it('starts them after a frame where paint timing is missing, and after a delay in a tab that paints nothing', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runLoader();
    expect(frames).toHaveLength(1);
    jest.advanceTimersByTime(BUNDLE_START_FALLBACK_MS - 1);
    expect(bundles()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(bundles()).toEqual(['/framework-3c4d.js', '/app-5e6f.js']);
    frames[0](0);
    jest.advanceTimersByTime(0);
    expect(bundles()).toHaveLength(2);
  });
});
