// Two audit reports side by side (a change against the previous main): every figure both reports
// measured, with the difference. `npm run audit:compare -- reports/before.json reports/after.json [title]`
// prints the markdown table; redirect it into a report.
import fs from 'fs';
import type { AuditReport } from './report';
import type { Measurement } from './types';

const keyOf = (measurement: Measurement) => [measurement.audit, measurement.template, measurement.language, measurement.metric].join(' · ');

const round = (value: number) => Math.round(value * 10) / 10;

/** The markdown table of the figures both reports hold, in the order of the second. */
export const compareReports = (before: AuditReport, after: AuditReport, title = 'Before and after') => {
  const previous = new Map(before.measurements.map((measurement) => [keyOf(measurement), measurement]));
  const rows = after.measurements.flatMap((measurement) => {
    const old = previous.get(keyOf(measurement));
    if (!old) return [];
    const difference = round(measurement.value - old.value);
    const target = measurement.target ? `${measurement.target.kind} ${measurement.target.value}` : '';
    return [
      `| ${measurement.audit} | ${measurement.template} | ${measurement.language} | ${measurement.metric} | ${round(old.value)} | ${round(measurement.value)} | ${difference > 0 ? '+' : ''}${difference} | ${target} |`,
    ];
  });
  return [
    `# ${title}`,
    '',
    `Before: commit ${before.commit}, ${before.date}. After: commit ${after.commit}, ${after.date}.`,
    '',
    '| audit | template | language | figure | before | after | change | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
};

if (require.main === module) {
  const [beforeFile, afterFile, title] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('Usage: npm run audit:compare -- <before.json> <after.json> [title]');
    process.exit(1);
  }
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as AuditReport;
  process.stdout.write(compareReports(read(beforeFile), read(afterFile), title));
}
