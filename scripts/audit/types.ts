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

/** One page of a template in one language, as served by the production server. */
export interface AuditPage {
  template: string;
  language: Language;
  /** The page path, e.g. `/programmes/bachelor-developpement-web`. */
  path: string;
}

export const passes = (value: number, target?: Target) =>
  !target || (target.kind === 'max' ? value <= target.value : value >= target.value);
