// The shape every audit returns, so that `npm run audit` (scripts/audit/main.ts) can put them in
// one report (reports/audit.json and reports/audit.md) and the browser-test stage can assert on
// the same figures.
import type { Language } from '../../src/lib/routes';

/** A figure and the target it is held to. */
export interface Target {
  /** `max`: the figure must be at most `value`; `min`: at least `value`. */
  kind: 'max' | 'min';
  value: number;
}

export interface Measurement {
  /** What was measured: `lighthouse`, `js-weight`, `axe`, `html`, `links`, `headers`. */
  audit: string;
  /** The template (e.g. `home`, `programme`) or `site` for site-wide figures. */
  template: string;
  /** `fr` or `en`, or `all` for site-wide figures. */
  language: string;
  /** e.g. `performance (mobile)`, `LCP (desktop)`, `first-load JS (gzip)`, `violations`. */
  metric: string;
  value: number;
  /** `score`, `ms`, `KB`, `count`, `ratio`… */
  unit: string;
  target?: Target;
  /**
   * Why the figure is held to no target though its kind usually is, printed beside it: e.g. the
   * SEO score of a noindex page (`SEO not applicable: noindex`).
   */
  note?: string;
  /** Filled in by the report: whether `value` meets `target` (true when there is no target). */
  pass?: boolean;
}

/** One defect the audit found, listed under the table: an axe violation, a vnu error, a broken link. */
export interface Finding {
  audit: string;
  /** The page or file it was found on. */
  where: string;
  message: string;
}

export interface AuditResult {
  measurements: Measurement[];
  findings: Finding[];
}

/**
 * The floor's Lighthouse figures (a bare Gatsby page, scripts/audit/floor.ts), held to no target:
 * the median of the runs made beside each page, and the median of all its runs.
 */
export interface FloorLighthouse {
  /** How many runs of the floor were made in all, and the seconds they took. */
  runs: number;
  seconds: number;
  measurements: Measurement[];
  alongside: Array<{ template: string; language: string; measurements: Measurement[] }>;
  findings: Finding[];
}

/** One page of a template in one language, as served by the production server. */
export interface AuditPage {
  template: string;
  language: Language;
  /** The page path, e.g. `/programmes/bachelor-developpement-web`. */
  path: string;
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex">`): its SEO score is not held to a target. */
  noindex?: boolean;
}

export const passes = (value: number, target?: Target) =>
  !target || (target.kind === 'max' ? value <= target.value : value >= target.value);
