// `npm run screenshots`: full-page screenshots of one page of every template of a served build, at
// the widths visitors use, for looking at the design (and for docs/screenshots/). It builds
// nothing: start the site first (`npm start`, or `npm run serve` on an existing public/).
//
//   npm run screenshots                                   # every template, 390 and 1440 px, into /tmp/esnum-shots
//   npm run screenshots -- --widths 390,768,1024,1280,1366,1440,1920 --templates event,agenda
//   npm run screenshots -- --paths /agenda,/en/agenda --out docs/screenshots
//   npm run screenshots -- --app                          # the installed app's screenshots (static/app/)
//
// A page opens as a first-time visitor who already answered the consent banner (it would cover the page), its
// lazy pictures loaded before the shot. Each shot reports its height and any sideways scroll; the
// files are palette PNGs, small enough to commit.
import fs from 'fs';
import path from 'path';
import { parseArgs } from 'util';
import sharp from 'sharp';
import { launchChromium } from './lib/chromium';
import { auditPages } from './audit/pages';
import { APP_SCREENSHOTS } from '../plugins/site-app/manifest';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:9000' },
    public: { type: 'string', default: 'public' },
    out: { type: 'string', default: path.join('/tmp', 'esnum-shots') },
    widths: { type: 'string', default: '390,1440' },
    templates: { type: 'string' },
    languages: { type: 'string', default: 'fr' },
    paths: { type: 'string' },
    app: { type: 'boolean', default: false },
  },
});

/** A visitor who already answered the consent banner (it would cover the page). */
const CONSENT = JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() });

const widths = options.widths.split(',').map(Number);
const languages = options.languages.split(',');
const chosenTemplates = options.templates?.split(',');

/** `{ name, path }` of each page to shoot: the given paths, or one page per template and language. */
const pagesToShoot = () => {
  if (options.paths) {
    return options.paths.split(',').map((pagePath) => ({
      name: pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[/?=&]+/g, '-'),
      path: pagePath,
    }));
  }
  return auditPages(options.public)
    .filter((page) => languages.includes(page.language) && (!chosenTemplates || chosenTemplates.includes(page.template)))
    .map((page) => ({ name: page.language === 'fr' ? page.template : `${page.template}-en`, path: page.path }));
};

/**
 * The screenshots of the app's manifest: the home page at the size each declares, the first screen
 * only (what the install dialog shows), as WebP into static/ (committed; the build copies them).
 */
const shootAppScreenshots = async () => {
  const browser = await launchChromium();
  try {
    for (const screenshot of APP_SCREENSHOTS) {
      const [width, height] = screenshot.sizes.split('x').map(Number);
      const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'esnum_consent', value: encodeURIComponent(CONSENT), url: options.base }]);
      const page = await context.newPage();
      await page.goto(new URL('/', options.base).href, { waitUntil: 'load' });
      await page.evaluate(async () => {
        // Lazy pictures below the first screen never load here: only those on it are waited for.
        const onScreen = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
        for (const image of onScreen) image.loading = 'eager';
        await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const file = path.join('static', screenshot.src);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await sharp(await page.screenshot({ animations: 'disabled' }))
        .webp({ quality: 80 })
        .toFile(file);
      console.log(`[screenshots] ${file}: ${screenshot.sizes}, ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
};

const main = async () => {
  if (options.app) return shootAppScreenshots();
  const pages = pagesToShoot();
  if (pages.length === 0) throw new Error('no page to shoot: check --templates, --languages and --public');
  fs.mkdirSync(options.out, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const width of widths) {
      // No service worker: on a second visit it answers with the offline app shell, which the page
      // then renders over (a different first paint from a visitor's first visit).
      const context = await browser.newContext({ viewport: { width, height: width <= 900 ? 844 : 900 }, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'esnum_consent', value: encodeURIComponent(CONSENT), url: options.base }]);
      const page = await context.newPage();
      for (const { name, path: pagePath } of pages) {
        const started = Date.now();
        await page.goto(new URL(pagePath, options.base).href, { waitUntil: 'load' });
        await page.evaluate(async () => {
          const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
          for (const image of images) image.loading = 'eager';
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
          // Two frames: the decoded pictures are painted before the capture.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const { height, overflow } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }));
        const file = path.join(options.out, `${name}-${width}.png`);
        // A palette PNG: a quarter of the size, no difference a reader of the docs would see.
        await sharp(await page.screenshot({ fullPage: true, animations: 'disabled' }))
          .png({ palette: true, quality: 90, compressionLevel: 9 })
          .toFile(file);
        const warning = overflow > 0 ? `  ⚠ scrolls sideways by ${overflow} px` : '';
        console.log(`[screenshots] ${file}: ${height} px tall (${Date.now() - started} ms)${warning}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
