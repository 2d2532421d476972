// `npm run audit:interactions`: how fast the page answers a visitor's first tap, on a phone. Each
// interaction is tried in Chromium with the CPU slowed down four times (Lighthouse's mobile
// throttling), twice per run:
//   - early: as soon as the control is on screen after the load event, whether or not React has
//     hydrated its part of the page yet;
//   - settled: once the page has hydrated and been idle for a second.
// The figure is the interaction's duration as the browser's Event Timing API reports it (what INP
// is made of: input delay, the handlers, and the next paint), and whether the page answered at all
// (the menu open, the pop-in shown, the row scrolled…). With --reference, a second build is tried
// in the same run, run by run in alternation, and both are printed side by side.
//
//   npm run audit:interactions                                  # public/, 5 runs
//   npm run audit:interactions -- --reference /tmp/main/public --runs 5 --out reports/interactions.md
import fs from 'fs';
import { parseArgs } from 'util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { alternation, median, serveBuilds } from './served-builds';

const { values: options } = parseArgs({
  options: {
    public: { type: 'string', default: 'public' },
    reference: { type: 'string' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    out: { type: 'string' },
  },
});

/** The 200 ms of a "good" INP. */
const TARGET_MS = 200;

interface Interaction {
  name: string;
  path: string;
  width: number;
  /** Brings the control on screen first, as a visitor scrolls to it (a block hydrates when it comes near the screen). */
  reach?: (page: Page) => Promise<void>;
  /** Performs the interaction once its control is visible. */
  act: (page: Page) => Promise<void>;
  /** True once the page shows the interaction's answer. */
  answered: (page: Page) => Promise<boolean>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the phone menu',
    path: '/',
    width: 390,
    act: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }).first().click(),
    answered: (page) => page.getByRole('dialog').first().isVisible(),
  },
  {
    name: 'open the pop-in from the hero',
    path: '/',
    width: 390,
    act: (page) => page.getByRole('main').getByRole('link', { name: 'Recevoir la brochure' }).first().click(),
    answered: (page) => page.getByRole('dialog', { name: 'Recevoir une brochure' }).isVisible(),
  },
  {
    name: "next in the home page's programmes carousel",
    path: '/',
    width: 390,
    reach: (page) => page.getByRole('region', { name: 'Nos formations, du bac+2 au bac+5' }).scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('region', { name: 'Nos formations, du bac+2 au bac+5' }).getByRole('button', { name: 'Suivant' }).click(),
    answered: (page) =>
      page
        .getByRole('region', { name: 'Nos formations, du bac+2 au bac+5' })
        .getByRole('list')
        .first()
        .evaluate((list) => list.scrollLeft > 0),
  },
  {
    name: 'a filter of the programme list',
    path: '/programmes',
    width: 390,
    act: (page) =>
      page
        .getByRole('radio', { name: /^Bachelor/ })
        .first()
        .click(),
    answered: async (page) => new URL(page.url()).search.includes('bachelor'),
  },
  {
    name: 'open a menu of the desktop navbar',
    path: '/',
    width: 1440,
    act: (page) => page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button').first().click(),
    answered: (page) =>
      page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('button', { expanded: true })
        .count()
        .then((count) => count > 0),
  },
];

/** Records the longest event duration of each interaction (Event Timing), from the page's start. */
const recordInteractions = (context: BrowserContext) =>
  context.addInitScript(() => {
    const durations: number[] = [];
    Object.assign(window, { esnumInteractionDurations: durations });
    new PerformanceObserver((list) => {
      // interactionId: Chromium's, not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
        if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });

const longestInteraction = (page: Page) =>
  page.evaluate(() => Math.max(0, ...(window as unknown as { esnumInteractionDurations: number[] }).esnumInteractionDurations));

interface Measure {
  duration: number;
  answered: boolean;
}

const tryInteraction = async (context: BrowserContext, baseUrl: string, interaction: Interaction, settled: boolean): Promise<Measure> => {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
  await page.goto(new URL(interaction.path, baseUrl).href, { waitUntil: 'load' });
  if (settled) {
    await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
  }
  let answered = false;
  try {
    await interaction.reach?.(page);
    await interaction.act(page);
    // The answer may come with the next frames, or once the part it belongs to has hydrated.
    const deadline = Date.now() + 5000;
    while (!answered && Date.now() < deadline) {
      answered = await interaction.answered(page).catch(() => false);
      if (!answered) await page.waitForTimeout(100);
    }
  } catch {
    answered = false;
  }
  // The Event Timing entry is reported after the next paint.
  await page.waitForTimeout(500);
  const duration = await longestInteraction(page);
  await page.close();
  return { duration, answered };
};

const main = async () => {
  const runs = Number(options.runs);
  const served = await serveBuilds(options.public, options.reference);
  // interaction × moment × build → measures.
  const measures = new Map<string, Measure[]>();
  const key = (interaction: Interaction, settled: boolean, build: number) => `${interaction.name}|${settled}|${build}`;
  const browser = await launchChromium();
  const consent = JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() });
  try {
    for (let run = 0; run < runs; run += 1) {
      const order = alternation(run, served.length);
      for (const interaction of INTERACTIONS) {
        for (const settled of [false, true]) {
          for (const index of order) {
            const build = served[index];
            const context = await browser.newContext({ viewport: { width: interaction.width, height: 844 }, serviceWorkers: 'block' });
            await context.addCookies([{ name: 'esnum_consent', value: encodeURIComponent(consent), url: build.baseUrl }]);
            await recordInteractions(context);
            const measure = await tryInteraction(context, build.baseUrl, interaction, settled);
            await context.close();
            measures.set(key(interaction, settled, index), [...(measures.get(key(interaction, settled, index)) ?? []), measure]);
            console.log(
              `[interactions] run ${run + 1}/${runs} ${build.label} ${interaction.name} (${settled ? 'settled' : 'early'}): ${Math.round(measure.duration)} ms${measure.answered ? '' : ', no answer'}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(served.map((build) => build.app.close()));
  }

  const cell = (values: Measure[]) => {
    const duration = Math.round(median(values.map((measure) => measure.duration)));
    const answered = values.filter((measure) => measure.answered).length;
    const mark = duration <= TARGET_MS && answered === values.length ? '✅' : '❌';
    return `${duration} ms, answered ${answered}/${values.length} ${mark}`;
  };
  const lines = [
    '# The first interactions on a phone',
    '',
    `${new Date().toISOString()}. Chromium with the CPU slowed down ${options.cpu} times; the duration of the interaction as Event Timing reports it (input delay, handlers, next paint: what INP is made of), median of ${runs} runs${served.length > 1 ? ', the builds in alternation' : ''}. Early: as soon as the control is on screen after the load event, hydrated or not; settled: once the page has hydrated and been idle 1 s. "Answered": the page showed the interaction's result within 5 s. Target: at most ${TARGET_MS} ms, answered every time.`,
    '',
    `| interaction | page, width | moment | ${served.map((build) => build.label).join(' | ')} |`,
    `| --- | --- | --- |${served.map(() => ' --- |').join('')}`,
  ];
  for (const interaction of INTERACTIONS)
    for (const settled of [false, true])
      lines.push(
        `| ${interaction.name} | ${interaction.path}, ${interaction.width} px | ${settled ? 'settled' : 'early'} | ${served
          .map((_, index) => cell(measures.get(key(interaction, settled, index)) ?? []))
          .join(' | ')} |`,
      );
  const markdown = `${lines.join('\n')}\n`;
  console.log(`\n${markdown}`);
  if (options.out) fs.writeFileSync(options.out, markdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
