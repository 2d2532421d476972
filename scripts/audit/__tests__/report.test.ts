/**
 * @jest-environment node
 */
import { buildReport, formatCell, reportMarkdown } from '../report';
import type { AuditResult } from '../types';

const RESULTS: AuditResult[] = [
  {
    measurements: [
      {
        audit: 'lighthouse',
        template: 'home',
        language: 'fr',
        metric: 'performance (mobile)',
        value: 100,
        unit: 'score',
        target: { kind: 'min', value: 100 },
      },
      {
        audit: 'lighthouse',
        template: 'home',
        language: 'fr',
        metric: 'LCP (mobile)',
        value: 2100,
        unit: 'ms',
        target: { kind: 'max', value: 1800 },
      },
      {
        audit: 'lighthouse',
        template: 'programme',
        language: 'en',
        metric: 'performance (mobile)',
        value: 96,
        unit: 'score',
        target: { kind: 'min', value: 95 },
      },
    ],
    findings: [{ audit: 'lighthouse', where: '/ (mobile)', message: 'largest-contentful-paint-element' }],
  },
  {
    measurements: [
      {
        audit: 'links',
        template: 'site',
        language: 'all',
        metric: 'broken internal links',
        value: 0,
        unit: 'count',
        target: { kind: 'max', value: 0 },
      },
    ],
    findings: [],
  },
];

const report = buildReport({
  date: '2026-11-23T10:00:00.000Z',
  commit: 'abc1234',
  settings: ['1 run'],
  durationsSeconds: { lighthouse: 61.2, links: 3 },
  results: RESULTS,
});

describe('the audit report', () => {
  it('marks each figure against its target and fails when one misses it', () => {
    expect(report.measurements.map((measurement) => measurement.pass)).toEqual([true, false, true, true]);
    expect(report.passed).toBe(false);
    expect(buildReport({ date: '', commit: '', settings: [], durationsSeconds: {}, results: [RESULTS[1]] }).passed).toBe(true);
  });

  it('writes the figure, a pass or fail mark and the target in each cell', () => {
    expect(formatCell(report.measurements[0])).toBe('100 ✅ (≥ 100)');
    expect(formatCell(report.measurements[1])).toBe('2100 ms ❌ (≤ 1800 ms)');
  });

  it("writes a noindex page's SEO score with why it is held to no target, instead of a fail mark", () => {
    expect(
      formatCell({
        audit: 'lighthouse',
        template: '404',
        language: 'fr',
        metric: 'SEO (mobile)',
        value: 66,
        unit: 'score',
        note: 'SEO not applicable: noindex',
      }),
    ).toBe('66 (SEO not applicable: noindex)');
  });

  it('has one table per audit, a row per template and language, a column per metric, and the findings below', () => {
    const markdown = reportMarkdown(report);
    expect(markdown).toContain('**1 figure misses its target.**');
    expect(markdown).toContain('| template | language | performance (mobile) | LCP (mobile) |');
    expect(markdown).toContain('| home | fr | 100 ✅ (≥ 100) | 2100 ms ❌ (≤ 1800 ms) |');
    expect(markdown).toContain('| programme | en | 96 ✅ (≥ 95) |  |');
    expect(markdown).toContain('- `/ (mobile)`: largest-contentful-paint-element');
    expect(markdown).toContain('## Internal links (linkinator)');
    expect(markdown).toContain('lighthouse 61 s, links 3 s');
  });
});
