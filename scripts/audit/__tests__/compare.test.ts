import { compareReports } from '../compare';
import type { AuditReport } from '../report';

const report = (commit: string, values: Array<[string, string, number]>): AuditReport => ({
  date: '2026-11-25T00:00:00.000Z',
  commit,
  settings: [],
  durationsSeconds: {},
  passed: true,
  findings: [],
  measurements: values.map(([template, metric, value]) => ({
    audit: 'js-weight',
    template,
    language: 'all',
    metric,
    value,
    unit: 'KB',
    target: { kind: 'max', value: 120 },
  })),
});

describe('compareReports', () => {
  it('puts each figure both reports hold side by side with its change and target', () => {
    const table = compareReports(
      report('aaa', [
        ['home', 'first-load JS (gzip)', 147.3],
        ['blog', 'first-load JS (gzip)', 140],
      ]),
      report('bbb', [
        ['home', 'first-load JS (gzip)', 151.24],
        ['news', 'first-load JS (gzip)', 139],
      ]),
    );
    expect(table).toContain('Before: commit aaa');
    expect(table).toContain('| js-weight | home | all | first-load JS (gzip) | 147.3 | 151.2 | +3.9 | max 120 |');
    // Measured on one side only: not compared.
    expect(table).not.toContain('| news |');
    expect(table).not.toContain('| blog |');
  });
});
