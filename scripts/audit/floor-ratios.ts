// Each template's figures against the floor's (a bare Gatsby page measured in the same run,
// floor.ts): the ratio table of the report, and the first-load JS target that is a multiple of the
// floor's. Pure: the audits measure, this only divides.
import { FLOOR_PRESET, METRIC_BOOTUP, METRIC_SCRIPT_TRANSFER } from './lighthouse';
import { TARGETS } from './targets';
import type { Finding, FloorLighthouse, Measurement, Target } from './types';

/** What the report keeps of the floor: its figures (held to no target) and how it was had. */
export interface FloorFigures {
  gatsbyVersion: string;
  /** Seconds its build took in this run; null when the build of an earlier run was reused. */
  buildSeconds: number | null;
  /** Its first-load JS (js-weight) and Lighthouse's median of all its runs. */
  measurements: Measurement[];
  /** How many Lighthouse runs of the floor were made; 0 without Lighthouse. */
  lighthouseRuns: number;
  /** The median of the floor's runs made beside each page, by the page's template and language. */
  alongside: FloorLighthouse['alongside'];
  findings: Finding[];
}

export interface RatioColumn {
  label: string;
  audit: 'lighthouse' | 'js-weight';
  metric: string;
  unit: string;
  /** A target on the ratio itself. */
  target?: Target;
}

export const FIRST_LOAD_METRIC = 'first-load JS (gzip)';
const FIRST_LOAD_FLOOR_METRIC = 'first-load JS / floor';

export const RATIO_COLUMNS: RatioColumn[] = [
  { label: 'performance', audit: 'lighthouse', metric: `performance (${FLOOR_PRESET})`, unit: 'score' },
  { label: 'TBT', audit: 'lighthouse', metric: `TBT (${FLOOR_PRESET})`, unit: 'ms' },
  { label: 'LCP', audit: 'lighthouse', metric: `LCP (${FLOOR_PRESET})`, unit: 'ms' },
  { label: FIRST_LOAD_METRIC, audit: 'js-weight', metric: FIRST_LOAD_METRIC, unit: 'KB', target: TARGETS.javascript.firstLoadFloorRatio },
  { label: 'JS execution (bootup-time)', audit: 'lighthouse', metric: `${METRIC_BOOTUP} (${FLOOR_PRESET})`, unit: 'ms' },
  { label: 'JS transfer', audit: 'lighthouse', metric: `${METRIC_SCRIPT_TRANSFER} (${FLOOR_PRESET})`, unit: 'KB' },
];

/** The template's figure over the floor's, to two decimals; none when the floor's is 0 (a TBT of 0 ms). */
export const ratioOf = (value: number, floor: number): number | null => (floor > 0 ? Math.round((value / floor) * 100) / 100 : null);

export interface RatioCell {
  value: number;
  floor: number;
  ratio: number | null;
}

export interface RatioRow {
  template: string;
  language: string;
  /** One per column of RATIO_COLUMNS, null where the template or the floor has no figure. */
  cells: Array<RatioCell | null>;
}

const find = (measurements: Measurement[], audit: string, metric: string, template?: string, language?: string) =>
  measurements.find(
    (measurement) =>
      measurement.audit === audit &&
      measurement.metric === metric &&
      (template === undefined || measurement.template === template) &&
      (language === undefined || measurement.language === language),
  );

/**
 * One row per template and language the site was measured in (per template alone when only the
 * JavaScript weight was), each column the template's figure, the floor's and their ratio. A
 * Lighthouse figure is set against the floor's runs made beside that page when there are any, so
 * that both were taken under the same load; the JavaScript weight against the floor's one figure.
 */
export const floorRatioRows = (measurements: Measurement[], floor: Pick<FloorFigures, 'measurements' | 'alongside'>): RatioRow[] => {
  const columnMetrics = new Set(RATIO_COLUMNS.map((column) => `${column.audit}|${column.metric}`));
  const measured = measurements.filter(
    (measurement) => columnMetrics.has(`${measurement.audit}|${measurement.metric}`) && measurement.template !== 'site',
  );
  const withLighthouse = new Set(measured.filter((measurement) => measurement.audit === 'lighthouse').map((m) => m.template));
  const keys = [
    ...new Set(
      measured
        .filter((measurement) => measurement.audit === 'lighthouse' || !withLighthouse.has(measurement.template))
        .map((measurement) => `${measurement.template}|${measurement.language}`),
    ),
  ].sort();
  return keys.map((key) => {
    const [template, language] = key.split('|');
    const beside = floor.alongside.find((entry) => entry.template === template && entry.language === language)?.measurements;
    const cells = RATIO_COLUMNS.map((column): RatioCell | null => {
      const site = find(measured, column.audit, column.metric, template, column.audit === 'js-weight' ? 'all' : language);
      const floorFigure =
        (column.audit === 'lighthouse' && beside ? find(beside, column.audit, column.metric) : undefined) ??
        find(floor.measurements, column.audit, column.metric);
      return site && floorFigure ? { value: site.value, floor: floorFigure.value, ratio: ratioOf(site.value, floorFigure.value) } : null;
    });
    return { template, language, cells };
  });
};

/**
 * The floor issue's target as js-weight figures: every template's first-load JS at most 1.6 times
 * the floor's (the ratio to three decimals, so that rounding cannot turn 1.604 into a pass).
 */
export const floorTargetMeasurements = (measurements: Measurement[], floorMeasurements: Measurement[]): Measurement[] => {
  const floorFirstLoad = find(floorMeasurements, 'js-weight', FIRST_LOAD_METRIC);
  if (!floorFirstLoad) return [];
  return measurements
    .filter((measurement) => measurement.audit === 'js-weight' && measurement.metric === FIRST_LOAD_METRIC)
    .flatMap((measurement) => {
      const ratio = floorFirstLoad.value > 0 ? Math.round((measurement.value / floorFirstLoad.value) * 1000) / 1000 : null;
      return ratio === null
        ? []
        : [
            {
              audit: 'js-weight',
              template: measurement.template,
              language: measurement.language,
              metric: FIRST_LOAD_FLOOR_METRIC,
              value: ratio,
              unit: 'ratio',
              target: TARGETS.javascript.firstLoadFloorRatio,
            },
          ];
    });
};
