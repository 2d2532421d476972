// `npm run audit:revisit`: a first visit and a revisit of the same page, side by side, on a phone
// (390 px, the CPU slowed down four times, as Lighthouse's mobile runs). A visit opens the page in a
// new browser context and waits until React has hydrated it and the page has been idle for a
// second. Once the service worker it installed controls the page, the visitor opens a page that
// links back to it and sees the link (what makes gatsby-plugin-offline record the page's files, and
// answer it with its app shell from then on); the revisit opens the first address again in that
// context. Figures, median of the runs: largest contentful paint, main-thread busy time (the
// renderer's TaskDuration from the navigation to the idle second's end), and the console and page
// errors of the revisits. With --reference, a second build is measured in the same run, run by
// run in alternation, as the "before" of a change.
//
//   npm run audit:revisit -- --reference /tmp/before/public --out reports/revisit.md
//   npm run audit:revisit -- --paths /,/programmes --runs 3
import fs from 'fs';
import { parseArgs } from 'util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { alternation, median, serveBuilds } from './served-builds';
import { auditPages } from './pages';

const { values: options } = parseArgs({
  options: {
    public: { type: 'string', default: 'public' },
    reference: { type: 'string' },
    paths: { type: 'string' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    out: { type: 'string' },
  },
});

/** What one load measured. */
interface Load {
  lcpMs: number;
  mainThreadMs: number;
  errors: string[];
  /** Whether the HTML the browser got had the page's main heading (the app shell has none). */
  fullHtml: boolean;
}

/** A page's first visit, its revisit, and whether the offline plugin had recorded its files in between. */
interface Visits {
  first: Load;
  revisit: Load;
  recorded: boolean;
}

/** Home, a programme and the programme list: the pages the issue measured, one per kind. */
const defaultPaths = (publicDir: string) => {
  const pages = auditPages(publicDir).filter((page) => page.language === 'fr');
  const pathOf = (template: string) => pages.find((page) => page.template === template)?.path;
  return ['/', pathOf('programme'), pathOf('programme-list')].filter((pagePath): pagePath is string => Boolean(pagePath));
};

const taskDuration = async (session: CDPSession) => {
  const { metrics } = (await session.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/** `url`, or a reload of the page when no URL is given. */
const measureLoad = async (page: Page, session: CDPSession, url?: string): Promise<Load> => {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const before = await taskDuration(session);
  const response = url ? await page.goto(url, { waitUntil: 'load' }) : await page.reload({ waitUntil: 'load' });
  const fullHtml = /<h1[\s>]/.test((await response?.text()) ?? '');
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, undefined, { timeout: 60_000 });
  // What runs right after hydration (effects, idle-time fetches) is part of the load's cost.
  await page.waitForTimeout(1000);
  const after = await taskDuration(session);
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  page.off('pageerror', onError);
  page.off('console', onConsole);
  // The counter belongs to the renderer: a new document may start it again.
  return { lcpMs, mainThreadMs: after >= before ? after - before : after, errors, fullHtml };
};

/**
 * Whether, within 30 s, the service worker has what gatsby-plugin-offline checks before it answers
 * a navigation to `pagePath` with its app shell: the list of the page's files it recorded, each of
 * them cached, and the app's script cached. Read in the worker itself: what the page sees of its
 * database and caches can be ahead of what the worker has recorded last.
 */
const waitForOfflineReady = async (context: BrowserContext, page: Page, pagePath: string) => {
  const appFile = await page.evaluate(() =>
    [...document.scripts].map((script) => new URL(script.src || '/', location.href).pathname).find((file) => /^\/app-\w+\.js$/.test(file)),
  );
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await worker.evaluate(
      async ({ wanted, app }) => {
        const keyval = (self as unknown as { idbKeyval: { get: (key: string) => Promise<string[] | undefined> } }).idbKeyval;
        const resources = await keyval.get(`resources:${wanted}`);
        if (!resources?.length || !app || !(await caches.match(app))) return false;
        return (await Promise.all(resources.map((resource) => caches.match(resource)))).every(Boolean);
      },
      { wanted: pagePath, app: appFile },
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The revisit is measured whatever the plugin recorded: what matters is what the visitor gets.
  return false;
};

/**
 * The page a visitor reaches `pagePath` from: the list above a detail page, home above a list, a
 * list for home (its logo links home). gatsby-plugin-offline records a page's files, which it needs
 * before it answers that page with its app shell, only when a link to the page comes into view on
 * another page: never for the page being read.
 */
const linkingPage = (pagePath: string) => {
  if (pagePath === '/') return '/programmes';
  const parent = pagePath.replace(/\/[^/]+\/?$/, '');
  return parent === '' ? '/' : parent;
};

/** Brings the first visible link to `pagePath` into view, as a visitor scrolling to it would. */
const showLinkTo = async (page: Page, pagePath: string) => {
  const shown = await page.evaluate((wanted) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${wanted}"]`)].find(
      (anchor) => anchor.getClientRects().length > 0,
    );
    link?.scrollIntoView({ block: 'center' });
    return Boolean(link);
  }, pagePath);
  if (!shown) throw new Error(`no visible link to ${pagePath} on ${page.url()}`);
};

const visitTwice = async (browser: Browser, baseUrl: string, pagePath: string): Promise<Visits> => {
  const consent = JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'esnum_consent', value: encodeURIComponent(consent), url: baseUrl }]);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  const url = new URL(pagePath, baseUrl).href;
  try {
    const first = await measureLoad(page, session, url);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 60_000 });
    // The visitor goes on to a page that links back to this one, and sees the link.
    await page.goto(new URL(linkingPage(pagePath), baseUrl).href, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, undefined, { timeout: 60_000 });
    await showLinkTo(page, pagePath);
    const recorded = await waitForOfflineReady(context, page, pagePath);
    // The same address opened again: typed, from a bookmark or the history, or the page restored
    // at the browser's start.
    const revisit = await measureLoad(page, session, url);
    return { first, revisit, recorded };
  } finally {
    await context.close();
  }
};

const main = async () => {
  const runs = Number(options.runs);
  const served = await serveBuilds(options.public, options.reference);
  const paths = options.paths?.split(',') ?? defaultPaths(served[0].publicDir);
  const results = served.map(() => new Map<string, Array<Visits>>());
  const browser = await launchChromium({ args: ['--host-resolver-rules=MAP localhost 127.0.0.1'] });
  try {
    for (let run = 0; run < runs; run += 1) {
      const order = alternation(run, served.length);
      for (const pagePath of paths) {
        for (const index of order) {
          const visits = await visitTwice(browser, served[index].baseUrl, pagePath);
          results[index].set(pagePath, [...(results[index].get(pagePath) ?? []), visits]);
          console.log(
            `[revisit] run ${run + 1}/${runs} ${served[index].label} ${pagePath}: LCP ${Math.round(visits.first.lcpMs)} → ${Math.round(visits.revisit.lcpMs)} ms, ` +
              `main thread ${Math.round(visits.first.mainThreadMs)} → ${Math.round(visits.revisit.mainThreadMs)} ms, ${visits.revisit.errors.length} error(s) on the revisit`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(served.map((build) => build.app.close()));
  }

  const lines = [
    '# A first visit and a revisit, side by side',
    '',
    `${new Date().toISOString()}. Chromium, 390 px, the CPU slowed down ${options.cpu} times; each run opens the page in a new context (first visit), waits until the service worker controls it, opens a page that links to it and shows the link, then opens the first address again (revisit). Median of ${runs} runs${served.length > 1 ? ', the builds in alternation' : ''}. Main thread: the renderer's busy time from the navigation until the page has been idle 1 s after hydration. Errors: console errors and uncaught errors of the revisits, all runs together.`,
    '',
    `Builds: ${served.map((build) => `${build.label} \`${build.publicDir}\``).join(', ')}.`,
  ];
  for (const pagePath of paths) {
    lines.push(
      '',
      `## ${pagePath}`,
      '',
      `| figure | ${served.map((build) => `${build.label}: first visit | ${build.label}: revisit`).join(' | ')} |`,
    );
    lines.push(`| --- |${served.map(() => ' ---: | ---: |').join('')}`);
    const row = (label: string, value: (load: Load) => number, unit: string) =>
      `| ${label} | ${results
        .map((result) => {
          const visits = result.get(pagePath) ?? [];
          return `${Math.round(median(visits.map((visit) => value(visit.first))))} ${unit} | ${Math.round(median(visits.map((visit) => value(visit.revisit))))} ${unit}`;
        })
        .join(' | ')} |`;
    lines.push(row('largest contentful paint', (load) => load.lcpMs, 'ms'));
    lines.push(row('main-thread busy time', (load) => load.mainThreadMs, 'ms'));
    lines.push(
      `| errors (all runs) | ${results
        .map((result) => {
          const visits = result.get(pagePath) ?? [];
          return `${visits.reduce((sum, visit) => sum + visit.first.errors.length, 0)} | ${visits.reduce((sum, visit) => sum + visit.revisit.errors.length, 0)}`;
        })
        .join(' | ')} |`,
    );
    lines.push(
      `| the page's own HTML | ${results
        .map((result) => {
          const visits = result.get(pagePath) ?? [];
          const count = (pick: (visit: Visits) => Load) => visits.filter((visit) => pick(visit).fullHtml).length;
          return `${count((visit) => visit.first)}/${visits.length} | ${count((visit) => visit.revisit)}/${visits.length}`;
        })
        .join(' | ')} |`,
    );
    lines.push(
      `| files recorded by the offline plugin before the revisit | ${results
        .map((result) => {
          const visits = result.get(pagePath) ?? [];
          return `– | ${visits.filter((visit) => visit.recorded).length}/${visits.length}`;
        })
        .join(' | ')} |`,
    );
    const firstErrors = [
      ...new Set(results.flatMap((result) => (result.get(pagePath) ?? []).flatMap((visit) => visit.revisit.errors))),
    ].slice(0, 5);
    if (firstErrors.length > 0)
      lines.push('', 'Revisit errors (the first distinct ones):', '', ...firstErrors.map((error) => `- \`${error.slice(0, 200)}\``));
  }
  const markdown = `${lines.join('\n')}\n`;
  console.log(`\n${markdown}`);
  if (options.out) fs.writeFileSync(options.out, markdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
