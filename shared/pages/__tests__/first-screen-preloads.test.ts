import { firstScreenPreloadsFirst } from '../first-screen-preloads';

const FONT = '<link rel="preload" href="/fonts/brand.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';
const PICTURE =
  '<link rel="preload" as="image" type="image/avif" media="(max-width: 639px)" imageSrcSet="/static/a/360/hero.avif 360w,\n/static/a/720/hero.avif 720w" imageSizes="100vw" fetchpriority="high" data-gatsby-head="true"/>';
const SCRIPT = '<link rel="preload" as="script" href="/app-5e6f.js" fetchpriority="low"/>';
const page = (head: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${head}</head><body><img src="/hero.jpg" alt=""/></body></html>`;

describe('first-screen preloads first (the built HTML)', () => {
  it('moves the font and picture preloads before the inlined style sheets, in their order, and leaves the rest', () => {
    const html = firstScreenPreloadsFirst(page(`<style>body{margin:0}</style>${FONT}<title>Lyon</title>${PICTURE}${SCRIPT}`));
    expect(html).toBe(page(`${FONT}${PICTURE}<style>body{margin:0}</style><title>Lyon</title>${SCRIPT}`));
  });

  it('changes nothing the second time, nor in a page without such preloads, nor outside the head', () => {
    const once = firstScreenPreloadsFirst(page(`<style>a{}</style>${PICTURE}`));
    expect(firstScreenPreloadsFirst(once)).toBe(once);
    const plain = page(`<style>a{}</style>${SCRIPT}`);
    expect(firstScreenPreloadsFirst(plain)).toBe(plain);
    const inBody = `${page('<style>a{}</style>').replace('</body>', `${PICTURE}</body>`)}`;
    expect(firstScreenPreloadsFirst(inBody)).toBe(inBody);
  });
});
