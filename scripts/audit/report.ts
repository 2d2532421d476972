// reports/audit.json and reports/audit.md: every figure with its target and a pass/fail mark, one
// table per audit (template and language × metric), then the defects found; the figures against
// the floor (a bare Gatsby page measured in the same run) and where each target comes from.
import { floorRatioRows, floorTargetMeasurements, RATIO_COLUMNS, type FloorFigures, type RatioRow } from './floor-ratios';
import { TARGET_ORIGINS } from './targets';
import { passes, type AuditResult, type Finding, type Measurement, type Target } from './types';

export interface AuditReport {
  date: string;
  commit: string;
  /** What was run, e.g. `lighthouse: 5 runs per page and preset`. */
  settings: string[];
  durationsSeconds: Record<string, number>;
  measurements: Measurement[];
  findings: Finding[];
  passed: boolean;
  /** The floor's figures and every template's ratios to them, when the floor was measured. */
  floor?: FloorFigures & { ratios: RatioRow[] };
}

export const AUDIT_TITLES: Record<string, string> = {
  lighthouse: 'Lighthouse (median run)',
  'js-weight': 'JavaScript weight (from the build stats)',
  axe: 'Accessibility (axe-core, WCAG 2.2 A and AA)',
  'equal-access': "Accessibility (IBM's Equal Access engine, IBM_Accessibility ruleset)",
  html: 'HTML validity (Nu HTML checker)',
  links: 'Internal links (linkinator)',
  headers: 'Security headers (Mozilla Observatory rules)',
};

/** With the floor, the first-load JS of every template is also held to a multiple of the floor's. */
export const buildReport = ({
  results,
  floor,
  ...rest
}: Omit<AuditReport, 'measurements' | 'findings' | 'passed' | 'floor'> & { results: AuditResult[]; floor?: FloorFigures }): AuditReport => {
  const measured = results.flatMap((result) => result.measurements);
  const measurements = [...measured, ...(floor ? floorTargetMeasurements(measured, floor.measurements) : [])].map((measurement) => ({
    ...measurement,
    pass: passes(measurement.value, measurement.target),
  }));
  return {
    ...rest,
    measurements,
    findings: results.flatMap((result) => result.findings),
    passed: measurements.every((measurement) => measurement.pass),
    ...(floor ? { floor: { ...floor, ratios: floorRatioRows(measured, floor) } } : {}),
  };
};

const round = (value: number, unit: string) =>
  unit === 'ratio' || (value !== 0 && Math.abs(value) < 1) ? String(Number(value.toFixed(3))) : String(Math.round(value * 10) / 10);
const UNIT_SUFFIX: Record<string, string> = { ms: ' ms', KB: ' KB', score: '', count: '', ratio: '', unitless: '' };
const targetText = ({ kind, value }: Target, unit: string) =>
  `${kind === 'max' ? '≤' : '≥'} ${round(value, unit)}${UNIT_SUFFIX[unit] ?? ` ${unit}`}`;

const formatValue = (value: number, unit: string) => `${round(value, unit)}${UNIT_SUFFIX[unit] ?? ` ${unit}`}`;

export const formatCell = (measurement: Measurement) => {
  const value = formatValue(measurement.value, measurement.unit);
  if (!measurement.target) return measurement.note ? `${value} (${measurement.note})` : value;
  return `${value} ${passes(measurement.value, measurement.target) ? '✅' : '❌'} (${targetText(measurement.target, measurement.unit)})`;
};

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const tableOf = (measurements: Measurement[]) => {
  const metrics = [...new Set(measurements.map((measurement) => measurement.metric))];
  const rows = [...new Set(measurements.map((measurement) => `${measurement.template}|${measurement.language}`))];
  const lines = [`| template | language | ${metrics.map(escapeCell).join(' | ')} |`, `| --- | --- |${' --- |'.repeat(metrics.length)}`];
  for (const row of rows) {
    const [template, language] = row.split('|');
    const cells = metrics.map((metric) => {
      const found = measurements.find(
        (measurement) => measurement.template === template && measurement.language === language && measurement.metric === metric,
      );
      return found ? formatCell(found) : '';
    });
    lines.push(`| ${template} | ${language} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
};

const MAX_FINDINGS_PER_AUDIT = 200;

/** `145.3 KB / 65.2 KB = ×2.23 ❌ (≤ ×1.6)`: the template's figure, the floor's, their ratio, and its target if it has one. */
export const formatRatioCell = (cell: RatioRow['cells'][number], column: (typeof RATIO_COLUMNS)[number]) => {
  if (!cell) return '';
  const figures = `${formatValue(cell.value, column.unit)} / ${formatValue(cell.floor, column.unit)}`;
  if (cell.ratio === null) return `${figures} (floor 0)`;
  const mark = column.target
    ? ` ${passes(cell.ratio, column.target) ? '✅' : '❌'} (${column.target.kind === 'max' ? '≤' : '≥'} ×${column.target.value})`
    : '';
  return `${figures} = ×${cell.ratio}${mark}`;
};

export const floorMarkdown = (floor: NonNullable<AuditReport['floor']>) => {
  const floorFigure = (column: (typeof RATIO_COLUMNS)[number]) => {
    const found = floor.measurements.find((measurement) => measurement.audit === column.audit && measurement.metric === column.metric);
    return found ? formatValue(found.value, column.unit) : '';
  };
  // Only what was measured: without Lighthouse, the first-load JS alone.
  const shown = RATIO_COLUMNS.map((column, index) => ({ column, index })).filter(
    ({ column, index }) => floorFigure(column) !== '' || floor.ratios.some((row) => row.cells[index] !== null),
  );
  const built =
    floor.buildSeconds === null ? 'its build of an earlier run was reused' : `it was built in ${Math.round(floor.buildSeconds)} s`;
  const lighthouse =
    floor.lighthouseRuns > 0
      ? ` Lighthouse ran it beside every page on mobile, in the same alternation as a reference build: in each row the floor's Lighthouse figures are the median of its runs beside that page; in its own row, the median of all its ${floor.lighthouseRuns} run${floor.lighthouseRuns === 1 ? '' : 's'}.`
      : '';
  const findings = floor.findings.map((finding) => `- \`${finding.where}\`: ${escapeCell(finding.message)}`);
  return [
    `## Against the floor (a bare Gatsby ${floor.gatsbyVersion} page, same run)`,
    '',
    `The floor is one page (a heading and a paragraph in French, a title and a description) built by the project's own Gatsby with no plugin and served like the site; ${built}.${lighthouse} Each cell: the template's figure / the floor's = their ratio.`,
    '',
    `| template | language | ${shown.map(({ column }) => escapeCell(column.label)).join(' | ')} |`,
    `| --- | --- |${' --- |'.repeat(shown.length)}`,
    `| **floor** | fr | ${shown.map(({ column }) => floorFigure(column)).join(' | ')} |`,
    ...floor.ratios.map(
      (row) =>
        `| ${row.template} | ${row.language} | ${shown.map(({ column, index }) => formatRatioCell(row.cells[index], column)).join(' | ')} |`,
    ),
    ...(findings.length > 0 ? ['', `Found on the floor (${findings.length}, held to no target):`, '', ...findings] : []),
    '',
  ].join('\n');
};

const targetsSection = () =>
  [
    '## Targets and where they come from',
    '',
    '| figure | target | from |',
    '| --- | --- | --- |',
    ...TARGET_ORIGINS.map(
      ({ what, target, unit, origin }) =>
        `| ${escapeCell(what)} | ${unit === 'ratio' ? `${target.kind === 'max' ? '≤' : '≥'} ×${target.value} the floor's` : targetText(target, unit)} | ${escapeCell(origin)} |`,
    ),
    '',
  ].join('\n');

export const reportMarkdown = (report: AuditReport) => {
  const failed = report.measurements.filter((measurement) => !measurement.pass);
  const audits = [...new Set(report.measurements.map((measurement) => measurement.audit))];
  const sections = audits.map((audit) => {
    const findings = report.findings.filter((finding) => finding.audit === audit);
    const listed = findings.slice(0, MAX_FINDINGS_PER_AUDIT).map((finding) => `- \`${finding.where}\`: ${escapeCell(finding.message)}`);
    if (findings.length > MAX_FINDINGS_PER_AUDIT) listed.push(`- … and ${findings.length - MAX_FINDINGS_PER_AUDIT} more in audit.json`);
    return [
      `## ${AUDIT_TITLES[audit] ?? audit}`,
      '',
      tableOf(report.measurements.filter((measurement) => measurement.audit === audit)),
      ...(listed.length > 0 ? ['', `Found (${findings.length}):`, '', ...listed] : []),
      '',
    ].join('\n');
  });
  return [
    '# Quality audit',
    '',
    `${report.date}, commit ${report.commit}. ${report.passed ? '**Every target is met.**' : `**${failed.length === 1 ? '1 figure misses its' : `${failed.length} figures miss their`} target.**`}`,
    '',
    ...report.settings.map((setting) => `- ${setting}`),
    `- Durations: ${Object.entries(report.durationsSeconds)
      .map(([audit, seconds]) => `${audit} ${Math.round(seconds)} s`)
      .join(', ')}.`,
    '',
    ...(report.floor ? [floorMarkdown(report.floor)] : []),
    ...sections,
    targetsSection(),
  ].join('\n');
};
