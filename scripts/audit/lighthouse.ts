// Lighthouse on one page of every template, in French and English, with the mobile settings
// (Lighthouse's defaults: Moto G Power emulation, simulated slow 4G) and its desktop preset: the
// median of several runs, each from a cold cache (Lighthouse clears storage before a navigation).
// One system Chromium serves every run; Lighthouse opens and closes a tab for each. The floor (a
// bare Gatsby page, floor.ts) is run beside every page on mobile, in the same alternation as a
// reference build, so that the ratios to it are taken under the same load.
//
// lighthouse and chrome-launcher are ES modules: they are loaded with `import()` inside the audit,
// so that this file also loads under tsx (CommonJS) and jest, where only the pure helpers below
// are used.
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../lib/chromium';
import { TARGETS } from './targets';
import { passes, type AuditPage, type AuditResult, type Finding, type FloorLighthouse, type Measurement, type Target } from './types';

export type Preset = 'mobile' | 'desktop';

const AUDIT = 'lighthouse';
const KB = 1024;
const OPPORTUNITIES_COUNT = 3;
/** Lighthouse's bootup-time: the JavaScript's evaluation, parse and compile time, CPU throttling included. */
export const METRIC_BOOTUP = 'JS execution';
export const METRIC_SCRIPT_TRANSFER = 'JS transfer';

/**
 * Where the main thread's time goes (Lighthouse's mainthread-work-breakdown, CPU throttling
 * included): the groups that tell a page's script from its layout and its HTML.
 */
const MAIN_THREAD_GROUPS = [
  { group: 'scriptEvaluation', metric: 'main thread: script evaluation' },
  { group: 'scriptParseCompile', metric: 'main thread: script parse' },
  { group: 'styleLayout', metric: 'main thread: style and layout' },
  { group: 'paintCompositeRender', metric: 'main thread: rendering' },
  { group: 'parseHTML', metric: 'main thread: HTML and CSS parse' },
] as const;

/** The milliseconds of each main-thread group, summed over its items. */
const mainThreadBreakdown = (lhr: LighthouseReport): Partial<Record<string, number>> => {
  const items = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{ group?: string; duration?: number }>;
  const totals: Partial<Record<string, number>> = {};
  for (const item of items)
    if (item.group && typeof item.duration === 'number') totals[item.group] = (totals[item.group] ?? 0) + item.duration;
  return totals;
};

/** The part of a Lighthouse result (LHR) the audit reads; a real `LH.Result` fits it. */
export interface LighthouseAuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  errorMessage?: string;
  metricSavings?: Partial<Record<string, number>>;
  details?: { type: string; overallSavingsMs?: number; items?: unknown[] };
}

export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; group?: string }> }>;
  audits: Record<string, LighthouseAuditResult>;
  runtimeError?: { code: string; message: string };
}

const CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
] as const;

/** Audits that cannot fail: their score is null by design. */
const UNSCORED_MODES = new Set(['notApplicable', 'informative', 'manual']);

const performanceTarget = (template: string, preset: Preset): Target | undefined => {
  if (preset !== 'mobile') return undefined;
  return template === 'home' ? TARGETS.lighthouse.performanceMobileHome : TARGETS.lighthouse.performanceMobile;
};

/** What a noindex page's SEO score says instead of a pass or a fail: Lighthouse fails it for asking not to be indexed. */
export const NOINDEX_NOTE = 'SEO not applicable: noindex';
/** The SEO audit a noindex page fails by design. */
const NOINDEX_AUDIT = 'is-crawlable';

const OWN_STATUS_NOTE = "best practices not applicable: the browser logs the page's own error status";

/**
 * A noindex error page (the 404 page, served with status 404) fails best practices for one reason
 * only, by design: the browser logs its own status as a console error. True when that is the only
 * best-practices audit it fails.
 */
export const failsOnlyOnItsOwnStatus = (lhr: LighthouseReport, page: AuditPage) => {
  const failed = (lhr.categories['best-practices']?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is LighthouseAuditResult => audit !== undefined && audit.score !== null && audit.score < 1);
  if (failed.length !== 1 || failed[0].id !== 'errors-in-console') return false;
  // Lighthouse gives the URL of a console entry as its source location's.
  const items = (failed[0].details?.items ?? []) as Array<{ source?: string; sourceLocation?: { url?: string }; description?: string }>;
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        item.source === 'network' && /status of 4\d\d/.test(item.description ?? '') && (item.sourceLocation?.url ?? '').endsWith(page.path),
    )
  );
};

const categoryTarget = (category: (typeof CATEGORIES)[number]['id'], page: AuditPage, preset: Preset, lhr: LighthouseReport) => {
  if (category === 'performance') return performanceTarget(page.template, preset);
  if (page.noindex && category === 'seo') return undefined;
  if (page.noindex && category === 'best-practices' && failsOnlyOnItsOwnStatus(lhr, page)) return undefined;
  return TARGETS.lighthouse.otherCategories;
};

const categoryNote = (category: (typeof CATEGORIES)[number]['id'], page: AuditPage, lhr: LighthouseReport) => {
  if (!page.noindex) return undefined;
  if (category === 'seo') return NOINDEX_NOTE;
  return category === 'best-practices' && failsOnlyOnItsOwnStatus(lhr, page) ? OWN_STATUS_NOTE : undefined;
};

/** Requests that went to the network: `data:` and `blob:` URLs are in Lighthouse's list, but cost no request. */
const networkRequestCount = (lhr: LighthouseReport) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => {
    const url = (item as { url?: unknown }).url;
    return typeof url !== 'string' || !/^(?:data|blob):/.test(url);
  }).length;

const numeric = (lhr: LighthouseReport, audit: string) => lhr.audits[audit]?.numericValue;

/** The bytes of JavaScript the page transferred: the `script` row of Lighthouse's resource summary. */
const scriptTransferBytes = (lhr: LighthouseReport) => {
  const row = (lhr.audits['resource-summary']?.details?.items ?? []).find(
    (item) => (item as { resourceType?: unknown }).resourceType === 'script',
  ) as { transferSize?: unknown } | undefined;
  return typeof row?.transferSize === 'number' ? row.transferSize : undefined;
};

/**
 * The figures of one (median) run: category scores 0–100, LCP, TBT, CLS, total weight, requests,
 * the JavaScript's execution time (Lighthouse's bootup-time: evaluation, parse and compile) and
 * transfer size. `withTargets: false` for the floor, which is the yardstick, not held to anything.
 */
export const lighthouseMeasurements = ({
  lhr,
  page,
  preset,
  withTargets = true,
}: {
  lhr: LighthouseReport;
  page: AuditPage;
  preset: Preset;
  withTargets?: boolean;
}): Measurement[] => {
  const { template, language } = page;
  const measurement = (metric: string, value: number | undefined, unit: string, target?: Target, note?: string): Measurement[] =>
    value === undefined || !Number.isFinite(value)
      ? []
      : [
          {
            audit: AUDIT,
            template,
            language,
            metric: `${metric} (${preset})`,
            value,
            unit,
            ...(target && withTargets ? { target } : {}),
            ...(note ? { note } : {}),
          },
        ];
  const mobile = preset === 'mobile';
  const home = template === 'home';
  const lcp = numeric(lhr, 'largest-contentful-paint');
  const tbt = numeric(lhr, 'total-blocking-time');
  const cls = numeric(lhr, 'cumulative-layout-shift');
  const bytes = numeric(lhr, 'total-byte-weight');
  const bootup = numeric(lhr, 'bootup-time');
  const scriptBytes = scriptTransferBytes(lhr);
  return [
    ...CATEGORIES.flatMap(({ id, label }) => {
      const score = lhr.categories[id]?.score;
      return measurement(
        label,
        typeof score === 'number' ? Math.round(score * 100) : undefined,
        'score',
        categoryTarget(id, page, preset, lhr),
        categoryNote(id, page, lhr),
      );
    }),
    ...measurement(
      'LCP',
      lcp === undefined ? undefined : Math.round(lcp),
      'ms',
      mobile ? TARGETS.lighthouse.lcpMobileMs : TARGETS.lighthouse.lcpDesktopMs,
    ),
    ...measurement('TBT', tbt === undefined ? undefined : Math.round(tbt), 'ms', mobile ? TARGETS.lighthouse.tbtMobileMs : undefined),
    ...measurement('CLS', cls === undefined ? undefined : Math.round(cls * 1000) / 1000, 'unitless', TARGETS.lighthouse.cls),
    ...measurement(
      'total weight',
      bytes === undefined ? undefined : Math.round((bytes / KB) * 10) / 10,
      'KB',
      mobile && home ? TARGETS.lighthouse.homeTotalKB : undefined,
    ),
    ...measurement(
      'requests',
      lhr.audits['network-requests'] ? networkRequestCount(lhr) : undefined,
      'count',
      mobile && home ? TARGETS.lighthouse.homeRequests : undefined,
    ),
    ...measurement(METRIC_BOOTUP, bootup === undefined ? undefined : Math.round(bootup), 'ms'),
    ...measurement(METRIC_SCRIPT_TRANSFER, scriptBytes === undefined ? undefined : Math.round((scriptBytes / KB) * 10) / 10, 'KB'),
    ...(mobile
      ? MAIN_THREAD_GROUPS.flatMap(({ group, metric }) => {
          const duration = mainThreadBreakdown(lhr)[group];
          return measurement(metric, duration === undefined ? undefined : Math.round(duration), 'ms');
        })
      : []),
  ];
};

/** The time an audit's fix would save, in ms: its opportunity estimate, or its largest metric saving. */
const savingsMs = (audit: LighthouseAuditResult) =>
  Math.max(
    audit.details?.overallSavingsMs ?? 0,
    audit.metricSavings?.LCP ?? 0,
    audit.metricSavings?.FCP ?? 0,
    audit.metricSavings?.TBT ?? 0,
  );

/**
 * Why a run misses a target: every failed accessibility, best-practices and SEO audit, and, when
 * performance is below its target, the three audits whose fix would save the most time.
 */
export const lighthouseFindings = ({ lhr, page, preset }: { lhr: LighthouseReport; page: AuditPage; preset: Preset }): Finding[] => {
  const where = `${page.path} (${preset})`;
  const findings: Finding[] = [];
  if (lhr.runtimeError)
    findings.push({ audit: AUDIT, where, message: `runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
  for (const { id } of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) findings.push({ audit: AUDIT, where, message: `category ${id} is missing from the report` });
    else if (category.score === null)
      findings.push({ audit: AUDIT, where, message: `category ${id} has no score (an audit it needs failed to run)` });
  }
  for (const { id } of CATEGORIES.filter((category) => category.id !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      // What the page asks for: the report says so beside its SEO score.
      if (id === 'seo' && page.noindex && audit.id === NOINDEX_AUDIT) continue;
      if (id === 'best-practices' && page.noindex && audit.id === 'errors-in-console' && failsOnlyOnItsOwnStatus(lhr, page)) continue;
      if (audit.scoreDisplayMode === 'error')
        findings.push({ audit: AUDIT, where, message: `${audit.id}: ${audit.title} (error: ${audit.errorMessage ?? 'unknown'})` });
      else if (audit.score !== null && audit.score < 1) findings.push({ audit: AUDIT, where, message: `${audit.id}: ${audit.title}` });
    }
  }
  const performance = lhr.categories.performance;
  const target = performanceTarget(page.template, preset);
  if (performance && typeof performance.score === 'number' && !passes(Math.round(performance.score * 100), target)) {
    const opportunities = performance.auditRefs
      .filter((ref) => ref.group !== 'hidden')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is LighthouseAuditResult => !!audit && audit.score !== null && audit.score < 1 && savingsMs(audit) > 0)
      .sort((a, b) => savingsMs(b) - savingsMs(a) || a.id.localeCompare(b.id))
      .slice(0, OPPORTUNITIES_COUNT);
    for (const audit of opportunities) {
      const value = audit.displayValue ? `${audit.displayValue}, ` : '';
      findings.push({
        audit: AUDIT,
        where,
        message: `performance: ${audit.id}: ${audit.title} (${value}saves about ${Math.round(savingsMs(audit))} ms)`,
      });
    }
  }
  return findings;
};

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/**
 * A run Lighthouse itself reports as broken (e.g. NO_NAVSTART, seen on the first navigation of a
 * fresh Chromium) measures nothing: it is run once more before it counts as a failed run.
 */
const ATTEMPTS_PER_RUN = 2;
const CATEGORY_IDS = CATEGORIES.map((category) => category.id);
/** The floor is measured with the mobile preset only, beside the mobile runs: its figures are the phone's. */
export const FLOOR_PRESET: Preset = 'mobile';

/**
 * The order of the parties on run `run` (from 1) of one page: the build, any reference builds,
 * then the floor (A B F), reversed on every other run (F B A). Over each pair of runs every party
 * averages the same position, so a load that rises or falls during the session weighs on all
 * alike, and their medians can be compared.
 */
export const runOrder = (parties: number, run: number): number[] => {
  const order = Array.from({ length: parties }, (_, party) => party);
  return run % 2 === 0 ? order.reverse() : order;
};

/** The floor's page and where it is served, to be run beside each page (floor.ts). */
export interface LighthouseFloor {
  baseUrl: string;
  page: AuditPage;
}

/**
 * Lighthouse on the same pages of one or more served builds. With several (`baseUrls`: the build
 * under test, then a reference such as the previous main), and with the floor on mobile, each run
 * goes through every party in turn before the next run starts, in `runOrder`. One result per base
 * URL, in their order, and the floor's figures: the median of its runs beside each page, and the
 * median of all its runs.
 */
export const lighthouseAudit = async ({
  baseUrls,
  pages,
  runs,
  presets,
  floor,
  onProgress = () => undefined,
}: {
  baseUrls: string[];
  pages: AuditPage[];
  runs: number;
  presets: Preset[];
  floor?: LighthouseFloor;
  onProgress?: (line: string) => void;
}): Promise<{ results: AuditResult[]; floor: FloorLighthouse | null }> => {
  assertChromiumInstalled();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const { launch } = await import('chrome-launcher');
  type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  /** The median run, or why there is none. */
  const medianOf = (reports: Lhr[]): LighthouseReport | string => {
    const valid = filterToValidRuns(reports);
    if (valid.length) return computeMedianRun(valid);
    return `no valid run out of ${reports.length}: ${reports.map((lhr) => lhr.runtimeError?.message ?? 'no FCP or TTI').join('; ')}`;
  };
  const results: AuditResult[] = baseUrls.map(() => ({ measurements: [], findings: [] }));
  const floorRuns: Lhr[] = [];
  let floorSeconds = 0;
  const floorAlongside: FloorLighthouse['alongside'] = [];
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const label = (party: number, parties: number) => {
    if (parties === 1) return '';
    if (party === baseUrls.length) return ' [floor]';
    return party === 0 ? ' [build]' : ` [reference ${party}]`;
  };
  const runOnce = async (url: string, preset: Preset, ignoreStatusCode: boolean, progress: string): Promise<Lhr> => {
    for (let attempt = 1; ; attempt += 1) {
      const runner = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORY_IDS, ignoreStatusCode },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
      const { runtimeError, categories } = runner.lhr;
      const retry = !!runtimeError && attempt < ATTEMPTS_PER_RUN;
      const score = categories.performance?.score;
      const outcome = runtimeError
        ? `error ${runtimeError.code}${retry ? ', run again' : ''}`
        : `perf ${typeof score === 'number' ? Math.round(score * 100) : '?'}`;
      onProgress(`${progress}: ${outcome}`);
      if (!retry) return runner.lhr;
    }
  };
  try {
    const total = pages.length * presets.length;
    let done = 0;
    for (const page of pages) {
      for (const preset of presets) {
        done += 1;
        const where = `${page.path} (${preset})`;
        const urls = baseUrls.map((baseUrl) => new URL(page.path, baseUrl).href);
        if (floor && preset === FLOOR_PRESET) urls.push(new URL(floor.page.path, floor.baseUrl).href);
        const reports: Lhr[][] = urls.map(() => []);
        for (let run = 1; run <= runs; run += 1) {
          for (const party of runOrder(urls.length, run)) {
            const isFloor = party === baseUrls.length;
            const started = Date.now();
            // The 404 page is audited as visitors get it, with its 404 status.
            const lhr = await runOnce(
              urls[party],
              preset,
              !isFloor && page.template === '404',
              `lighthouse ${done}/${total} ${where}${label(party, urls.length)} run ${run}/${runs}`,
            );
            reports[party].push(lhr);
            if (isFloor) floorSeconds += (Date.now() - started) / 1000;
          }
        }
        baseUrls.forEach((_, site) => {
          const median = medianOf(reports[site]);
          if (typeof median === 'string') {
            results[site].findings.push({ audit: AUDIT, where, message: median });
            return;
          }
          results[site].measurements.push(...lighthouseMeasurements({ lhr: median, page, preset }));
          results[site].findings.push(...lighthouseFindings({ lhr: median, page, preset }));
        });
        if (floor && urls.length > baseUrls.length) {
          floorRuns.push(...reports[baseUrls.length]);
          const median = medianOf(reports[baseUrls.length]);
          if (typeof median !== 'string')
            floorAlongside.push({
              template: page.template,
              language: page.language,
              measurements: lighthouseMeasurements({ lhr: median, page: floor.page, preset, withTargets: false }),
            });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  if (!floor || floorRuns.length === 0) return { results, floor: null };
  const median = medianOf(floorRuns);
  const where = `${floor.page.path} (floor, ${FLOOR_PRESET})`;
  return {
    results,
    floor:
      typeof median === 'string'
        ? {
            runs: floorRuns.length,
            seconds: floorSeconds,
            measurements: [],
            alongside: floorAlongside,
            findings: [{ audit: AUDIT, where, message: median }],
          }
        : {
            runs: floorRuns.length,
            seconds: floorSeconds,
            measurements: lighthouseMeasurements({ lhr: median, page: floor.page, preset: FLOOR_PRESET, withTargets: false }),
            alongside: floorAlongside,
            findings: lighthouseFindings({ lhr: median, page: floor.page, preset: FLOOR_PRESET }).map((finding) => ({ ...finding, where })),
          },
  };
};
