// Lighthouse on one page of every template, in French and English, with the mobile settings
// (Lighthouse's defaults: Moto G Power emulation, simulated slow 4G) and its desktop preset: the
// median of several runs, each from a cold cache (Lighthouse clears storage before a navigation).
// One system Chromium serves every run; Lighthouse opens and closes a tab for each.
//
// lighthouse and chrome-launcher are ES modules: they are loaded with `import()` inside the audit,
// so that this file also loads under tsx (CommonJS) and jest, where only the pure helpers below
// are used.
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../lib/chromium';
import { TARGETS } from './targets';
import { passes, type AuditPage, type AuditResult, type Finding, type Measurement, type Target } from './types';

export type Preset = 'mobile' | 'desktop';

const AUDIT = 'lighthouse';
const KB = 1024;
const OPPORTUNITIES_COUNT = 3;

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

const categoryTarget = (category: (typeof CATEGORIES)[number]['id'], template: string, preset: Preset) =>
  category === 'performance' ? performanceTarget(template, preset) : TARGETS.lighthouse.otherCategories;

/** Requests that went to the network: `data:` and `blob:` URLs are in Lighthouse's list, but cost no request. */
const networkRequestCount = (lhr: LighthouseReport) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => {
    const url = (item as { url?: unknown }).url;
    return typeof url !== 'string' || !/^(?:data|blob):/.test(url);
  }).length;

const numeric = (lhr: LighthouseReport, audit: string) => lhr.audits[audit]?.numericValue;

/** The figures of one (median) run: category scores 0–100, LCP, TBT, CLS, total weight, requests. */
export const lighthouseMeasurements = ({
  lhr,
  page,
  preset,
}: {
  lhr: LighthouseReport;
  page: AuditPage;
  preset: Preset;
}): Measurement[] => {
  const { template, language } = page;
  const measurement = (metric: string, value: number | undefined, unit: string, target?: Target): Measurement[] =>
    value === undefined || !Number.isFinite(value)
      ? []
      : [{ audit: AUDIT, template, language, metric: `${metric} (${preset})`, value, unit, ...(target ? { target } : {}) }];
  const mobile = preset === 'mobile';
  const home = template === 'home';
  const lcp = numeric(lhr, 'largest-contentful-paint');
  const tbt = numeric(lhr, 'total-blocking-time');
  const cls = numeric(lhr, 'cumulative-layout-shift');
  const bytes = numeric(lhr, 'total-byte-weight');
  return [
    ...CATEGORIES.flatMap(({ id, label }) => {
      const score = lhr.categories[id]?.score;
      return measurement(
        label,
        typeof score === 'number' ? Math.round(score * 100) : undefined,
        'score',
        categoryTarget(id, template, preset),
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

/**
 * Lighthouse on the same pages of one or more served builds. With several (`baseUrls`: the build
 * under test, then a reference such as the previous main), each run goes through every build in
 * turn before the next run starts, the order reversed on every other run (A B, B A…): a change of
 * load on the machine weighs on all of them alike, and the medians can be compared. One result per
 * base URL, in their order.
 */
export const lighthouseAudit = async ({
  baseUrls,
  pages,
  runs,
  presets,
  onProgress = () => undefined,
}: {
  baseUrls: string[];
  pages: AuditPage[];
  runs: number;
  presets: Preset[];
  onProgress?: (line: string) => void;
}): Promise<AuditResult[]> => {
  assertChromiumInstalled();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const { launch } = await import('chrome-launcher');
  const results: AuditResult[] = baseUrls.map(() => ({ measurements: [], findings: [] }));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const label = (site: number) => (baseUrls.length > 1 ? (site === 0 ? ' [build]' : ` [reference ${site}]`) : '');
  try {
    const total = pages.length * presets.length;
    let done = 0;
    for (const page of pages) {
      for (const preset of presets) {
        done += 1;
        const where = `${page.path} (${preset})`;
        const reports: Array<Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']>> = baseUrls.map(() => []);
        for (let run = 1; run <= runs; run += 1) {
          const order = baseUrls.map((_, site) => site);
          if (run % 2 === 0) order.reverse();
          for (const site of order) {
            const url = new URL(page.path, baseUrls[site]).href;
            for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
              const runner = await lighthouse(
                url,
                // The 404 page is audited as visitors get it, with its 404 status.
                {
                  port: chrome.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: CATEGORY_IDS,
                  ignoreStatusCode: page.template === '404',
                },
                preset === 'desktop' ? desktopConfig : undefined,
              );
              if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
              const { runtimeError, categories } = runner.lhr;
              const retry = !!runtimeError && attempt < ATTEMPTS_PER_RUN;
              const score = categories.performance?.score;
              const outcome = runtimeError
                ? `error ${runtimeError.code}${retry ? ', run again' : ''}`
                : `perf ${typeof score === 'number' ? Math.round(score * 100) : '?'}`;
              onProgress(`lighthouse ${done}/${total} ${where}${label(site)} run ${run}/${runs}: ${outcome}`);
              if (!retry) {
                reports[site].push(runner.lhr);
                break;
              }
            }
          }
        }
        reports.forEach((siteReports, site) => {
          const valid = filterToValidRuns(siteReports);
          if (!valid.length) {
            results[site].findings.push({
              audit: AUDIT,
              where,
              message: `no valid run out of ${runs}: ${siteReports.map((lhr) => lhr.runtimeError?.message ?? 'no FCP or TTI').join('; ')}`,
            });
            return;
          }
          const median: LighthouseReport = computeMedianRun(valid);
          results[site].measurements.push(...lighthouseMeasurements({ lhr: median, page, preset }));
          results[site].findings.push(...lighthouseFindings({ lhr: median, page, preset }));
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
};
