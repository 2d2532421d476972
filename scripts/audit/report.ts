// reports/audit.json and reports/audit.md: every figure with its target and a pass/fail mark, one
// table per audit (template and language × metric), then the defects found.
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
}

export const AUDIT_TITLES: Record<string, string> = {
  lighthouse: 'Lighthouse (median run)',
  'js-weight': 'JavaScript weight (from the build stats)',
  axe: 'Accessibility (axe-core, WCAG 2.2 A and AA)',
  html: 'HTML validity (Nu HTML checker)',
  links: 'Internal links (linkinator)',
  headers: 'Security headers (Mozilla Observatory rules)',
};

export const buildReport = ({
  results,
  ...rest
}: Omit<AuditReport, 'measurements' | 'findings' | 'passed'> & { results: AuditResult[] }): AuditReport => {
  const measurements = results
    .flatMap((result) => result.measurements)
    .map((measurement) => ({ ...measurement, pass: passes(measurement.value, measurement.target) }));
  return {
    ...rest,
    measurements,
    findings: results.flatMap((result) => result.findings),
    passed: measurements.every((measurement) => measurement.pass),
  };
};

const round = (value: number, unit: string) =>
  unit === 'ratio' || (value !== 0 && Math.abs(value) < 1) ? String(Number(value.toFixed(3))) : String(Math.round(value * 10) / 10);
const UNIT_SUFFIX: Record<string, string> = { ms: ' ms', KB: ' KB', score: '', count: '', ratio: '' };
const targetText = ({ kind, value }: Target, unit: string) =>
  `${kind === 'max' ? '≤' : '≥'} ${round(value, unit)}${UNIT_SUFFIX[unit] ?? ` ${unit}`}`;

export const formatCell = (measurement: Measurement) => {
  const value = `${round(measurement.value, measurement.unit)}${UNIT_SUFFIX[measurement.unit] ?? ` ${measurement.unit}`}`;
  if (!measurement.target) return value;
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
    ...sections,
  ].join('\n');
};
