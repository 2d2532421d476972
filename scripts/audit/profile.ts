// `npm run profile`: where a page's main-thread time goes while it loads on a phone, module by
// module. Each page is loaded in Chromium with the CPU slowed down four times (Lighthouse's mobile
// throttling) and the V8 CPU profiler on, from the navigation until React has hydrated and the page
// has been idle for a second; the time of each sampled frame is put on the source module its
// position maps to (the build's source maps), then summed by module and by part (React, Recoil,
// i18next, Gatsby's runtime, the site's own code…). It also counts the page's elements React has
// hydrated (those that carry a fiber): what server HTML kept as it is saves (docs/architecture.md,
// "Hydration"). With --reference, a second build is profiled in the same run, run by run in
// alternation, and both are printed side by side.
//
//   npm run profile                                  # public/, pages / and /programmes, median of 5 runs
//   npm run profile -- --reference /tmp/previous/public --paths /,/actualites --runs 5 --out reports/main-thread.md
import fs from 'fs';
import path from 'path';
import { parseArgs } from 'util';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium';
import { alternation, median, serveBuilds } from './served-builds';
import { decodeSegment, moduleLabel, type SourceMap } from './js-weight';

const { values: options } = parseArgs({
  options: {
    public: { type: 'string', default: 'public' },
    reference: { type: 'string' },
    paths: { type: 'string', default: '/,/programmes' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    out: { type: 'string' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts a module belongs to, in the order they are reported. */
const PARTS: Array<[string, (module: string) => boolean]> = [
  ['React (react-dom, scheduler)', (module) => /node_modules\/(react-dom|react|scheduler)$/.test(module)],
  ['Recoil', (module) => module === 'node_modules/recoil'],
  [
    'i18next and its React binding',
    (module) => /node_modules\/(i18next|react-i18next|gatsby-plugin-react-i18next|html-parse-stringify)$/.test(module),
  ],
  [
    "Gatsby's runtime",
    (module) => module.startsWith('.cache/') || /node_modules\/(gatsby[^/]*|@gatsbyjs\/[^/]+|@builder\.io\/partytown)$/.test(module),
  ],
  ["the site's code", (module) => module.startsWith('src/') || module.startsWith('plugins/')],
  ['other packages', (module) => module.startsWith('node_modules/')],
  ['the browser (parsing, layout, style, paint, GC; idle excluded)', () => true],
];
const partOf = (module: string) => PARTS.find(([, matches]) => matches(module))![0];

/** A source map's segments by generated line: [column, source index], sorted by column. */
const segmentsByLine = (map: SourceMap) => {
  let source = 0;
  return map.mappings.split(';').map((line) => {
    let column = 0;
    const segments: Array<[number, number | undefined]> = [];
    for (const encoded of line.split(',').filter(Boolean)) {
      const fields = decodeSegment(encoded);
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, undefined]);
    }
    return segments.sort((a, b) => a[0] - b[0]);
  });
};

/** Maps a script URL and position to its source module, from the built files' source maps. */
const moduleLocator = (publicDir: string) => {
  const cache = new Map<string, { map: SourceMap; lines: ReturnType<typeof segmentsByLine> } | null>();
  return (url: string, line: number, column: number): string => {
    if (!URL.canParse(url)) return '(browser)';
    const { pathname } = new URL(url);
    if (!pathname.endsWith('.js')) return '(inline scripts)';
    if (!cache.has(pathname)) {
      const file = path.join(publicDir, `${pathname}.map`);
      const map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SourceMap) : null;
      cache.set(pathname, map ? { map, lines: segmentsByLine(map) } : null);
    }
    const entry = cache.get(pathname);
    if (!entry) return `(no source map) ${pathname}`;
    const segments = entry.lines[line] ?? [];
    let found: number | undefined;
    for (const [start, source] of segments) {
      if (start > column) break;
      found = source;
    }
    return found === undefined ? '(unmapped)' : moduleLabel(entry.map.sources[found] ?? '(unmapped)');
  };
};

/**
 * Milliseconds of self time by module, idle and the profile's root left out. `(program)` is the
 * main thread busy outside JavaScript (parsing, style, layout, paint): the browser's share.
 */
const selfTimeByModule = (profile: CpuProfile, locate: ReturnType<typeof moduleLocator>) => {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    if (['(idle)', '(root)'].includes(frame.functionName)) return;
    const module = ['(garbage collector)', '(program)'].includes(frame.functionName)
      ? frame.functionName
      : locate(frame.url, frame.lineNumber, frame.columnNumber);
    times.set(module, (times.get(module) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
};

const profileLoad = async (page: Page, session: CDPSession, url: string): Promise<CpuProfile> => {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, undefined, { timeout: 60_000 });
  // What runs right after hydration (effects, idle-time chunk fetches) is part of the load's cost.
  await page.waitForTimeout(1000);
  const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
  return profile;
};

interface BuildProfile {
  label: string;
  /** path → module → milliseconds of each run. */
  runs: Map<string, Map<string, number[]>>;
  /** path → the page's elements, and those React hydrated (they carry a fiber), at the end of the last run. */
  elements: Map<string, { total: number; hydrated: number }>;
}

// A string, not a function: tsx's esbuild would wrap a function's inner arrows in a helper that
// does not exist in the page.
const COUNT_HYDRATED_ELEMENTS = `(() => {
  const elements = [...document.body.querySelectorAll('*')];
  const hydrated = elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  return { total: elements.length, hydrated: hydrated.length };
})()`;

const main = async () => {
  const runs = Number(options.runs);
  const paths = options.paths.split(',');
  const served = (await serveBuilds(options.public, options.reference)).map((build) => ({
    ...build,
    locate: moduleLocator(build.publicDir),
  }));
  const results: BuildProfile[] = served.map((build) => ({ label: build.label, runs: new Map(), elements: new Map() }));
  const browser = await launchChromium();
  const consent = JSON.stringify({ v: 1, analytics: false, advertising: false, date: new Date().toISOString() });
  try {
    for (let run = 0; run < runs; run += 1) {
      const order = alternation(run, served.length);
      for (const pagePath of paths) {
        for (const index of order) {
          const build = served[index];
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
          await context.addCookies([{ name: 'esnum_consent', value: encodeURIComponent(consent), url: build.baseUrl }]);
          const page = await context.newPage();
          const session = await context.newCDPSession(page);
          await session.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
          const profile = await profileLoad(page, session, new URL(pagePath, build.baseUrl).href);
          results[index].elements.set(pagePath, await page.evaluate<{ total: number; hydrated: number }>(COUNT_HYDRATED_ELEMENTS));
          await context.close();
          // One value per run for every module, 0 where a run did not sample it: medians and a run's
          // totals then compare like with like.
          const byModule = results[index].runs.get(pagePath) ?? new Map<string, number[]>();
          const thisRun = selfTimeByModule(profile, build.locate);
          for (const module of new Set([...byModule.keys(), ...thisRun.keys()]))
            byModule.set(module, [...(byModule.get(module) ?? Array.from({ length: run }, () => 0)), thisRun.get(module) ?? 0]);
          results[index].runs.set(pagePath, byModule);
          console.log(`[profile] run ${run + 1}/${runs} ${build.label} ${pagePath}`);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(served.map((build) => build.app.close()));
  }
  const markdown = report(results, paths, runs);
  console.log(`\n${markdown}`);
  if (options.out) fs.writeFileSync(options.out, markdown);
};

/** Median milliseconds by part (a run's parts summed before the median), and the largest modules. */
const summarise = (byModule: Map<string, number[]>, runs: number) => {
  const partRuns = new Map<string, number[]>();
  for (let run = 0; run < runs; run += 1) {
    const totals = new Map<string, number>();
    for (const [module, values] of byModule) totals.set(partOf(module), (totals.get(partOf(module)) ?? 0) + (values[run] ?? 0));
    for (const [part, total] of totals) partRuns.set(part, [...(partRuns.get(part) ?? []), total]);
  }
  const parts = new Map([...partRuns].map(([part, values]) => [part, median(values)]));
  const total = median(
    Array.from({ length: runs }, (_, run) => [...byModule.values()].reduce((sum, values) => sum + (values[run] ?? 0), 0)),
  );
  const modules = [...byModule].map(([module, values]) => [module, median(values)] as const).sort((a, b) => b[1] - a[1]);
  return { parts, total, modules };
};

const report = (results: BuildProfile[], paths: string[], runs: number) => {
  const lines = [
    '# Main-thread time while a page loads on a phone',
    '',
    `${new Date().toISOString()}. Chromium with the CPU slowed down ${options.cpu} times, 390 px, from the navigation until React has hydrated and the page has been idle 1 s; V8's CPU profiler (sampling every 0.1 ms), each sample's time put on the source module of its frame through the build's source maps. Median of ${runs} runs${results.length > 1 ? ', the two builds in alternation' : ''}. Self time: a function's own time, not that of what it calls.`,
  ];
  for (const pagePath of paths) {
    const summaries = results.map((result) => summarise(result.runs.get(pagePath) ?? new Map(), runs));
    lines.push(
      '',
      `## ${pagePath}`,
      '',
      `| part | ${results.map((result) => result.label).join(' | ')} |`,
      `| --- |${results.map(() => ' ---: |').join('')}`,
    );
    for (const [part] of PARTS)
      lines.push(`| ${part} | ${summaries.map((summary) => `${Math.round(summary.parts.get(part) ?? 0)} ms`).join(' | ')} |`);
    lines.push(`| **total** | ${summaries.map((summary) => `**${Math.round(summary.total)} ms**`).join(' | ')} |`);
    lines.push(
      `| elements React hydrated / on the page | ${results
        .map((result) => {
          const counts = result.elements.get(pagePath);
          return counts ? `${counts.hydrated} / ${counts.total}` : '–';
        })
        .join(' | ')} |`,
    );
    // The largest modules of either build, with each build's time: what a change moved.
    const largest = [...new Set(summaries.flatMap((summary) => summary.modules.slice(0, 10).map(([module]) => module)))];
    const timeOf = (summary: ReturnType<typeof summarise>, module: string) => summary.modules.find(([name]) => name === module)?.[1] ?? 0;
    lines.push(
      '',
      'Largest modules:',
      '',
      `| module | ${results.map((result) => result.label).join(' | ')} |`,
      `| --- |${results.map(() => ' ---: |').join('')}`,
    );
    for (const module of largest.sort((a, b) => timeOf(summaries[0], b) - timeOf(summaries[0], a)))
      lines.push(`| ${module} | ${summaries.map((summary) => `${Math.round(timeOf(summary, module))} ms`).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
