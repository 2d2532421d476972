/**
 * @jest-environment node
 */
import { floorRatioRows, floorTargetMeasurements, ratioOf, RATIO_COLUMNS, type FloorFigures } from '../floor-ratios';
import { buildReport, formatRatioCell, reportMarkdown } from '../report';
import type { Measurement } from '../types';

const figure = (audit: string, template: string, language: string, metric: string, value: number, unit: string): Measurement => ({
  audit,
  template,
  language,
  metric,
  value,
  unit,
});
const lighthouse = (
  template: string,
  language: string,
  values: { performance: number; tbt: number; lcp: number; execution: number; transfer: number },
) => [
  figure('lighthouse', template, language, 'performance (mobile)', values.performance, 'score'),
  figure('lighthouse', template, language, 'TBT (mobile)', values.tbt, 'ms'),
  figure('lighthouse', template, language, 'LCP (mobile)', values.lcp, 'ms'),
  figure('lighthouse', template, language, 'JS execution (mobile)', values.execution, 'ms'),
  figure('lighthouse', template, language, 'JS transfer (mobile)', values.transfer, 'KB'),
];

const SITE: Measurement[] = [
  figure('js-weight', 'home', 'all', 'first-load JS (gzip)', 145.3, 'KB'),
  figure('js-weight', 'home', 'all', 'page chunk (gzip)', 8.5, 'KB'),
  figure('js-weight', 'news-list', 'all', 'first-load JS (gzip)', 104.4, 'KB'),
  ...lighthouse('home', 'fr', { performance: 96, tbt: 150, lcp: 1700, execution: 1500, transfer: 150 }),
  ...lighthouse('home', 'en', { performance: 90, tbt: 240, lcp: 1800, execution: 1600, transfer: 151 }),
  // Desktop figures and site-wide ones have no column.
  figure('lighthouse', 'home', 'fr', 'performance (desktop)', 100, 'score'),
  figure('links', 'site', 'all', 'broken internal links', 0, 'count'),
];

const FLOOR: FloorFigures = {
  gatsbyVersion: '5.16.1',
  buildSeconds: 34.2,
  lighthouseRuns: 10,
  measurements: [
    figure('js-weight', 'floor', 'all', 'first-load JS (gzip)', 65.3, 'KB'),
    ...lighthouse('floor', 'fr', { performance: 100, tbt: 30, lcp: 900, execution: 300, transfer: 61 }),
  ],
  alongside: [
    // The floor's runs beside the French home were made under a heavier load.
    {
      template: 'home',
      language: 'fr',
      measurements: lighthouse('floor', 'fr', { performance: 98, tbt: 60, lcp: 1000, execution: 400, transfer: 61 }),
    },
  ],
  findings: [],
};

describe('ratioOf', () => {
  it("divides the template's figure by the floor's, to two decimals", () => {
    expect(ratioOf(145.3, 65.3)).toBe(2.23);
    expect(ratioOf(96, 100)).toBe(0.96);
    expect(ratioOf(30, 30)).toBe(1);
  });

  it('gives no ratio against a floor figure of 0 (a TBT of 0 ms) rather than infinity', () => {
    expect(ratioOf(150, 0)).toBeNull();
  });
});

describe('floorRatioRows', () => {
  const rows = floorRatioRows(SITE, FLOOR);
  const row = (template: string, language: string) =>
    rows.find((candidate) => candidate.template === template && candidate.language === language)!;
  const column = (label: string) => RATIO_COLUMNS.findIndex((candidate) => candidate.label === label);

  it('has a row per template and language measured by Lighthouse, and per template alone for the JavaScript weight only', () => {
    expect(rows.map((candidate) => `${candidate.template} ${candidate.language}`)).toEqual(['home en', 'home fr', 'news-list all']);
  });

  it("sets each Lighthouse figure against the floor's runs beside that page when there are some", () => {
    expect(row('home', 'fr').cells[column('TBT')]).toEqual({ value: 150, floor: 60, ratio: 2.5 });
    expect(row('home', 'fr').cells[column('performance')]).toEqual({ value: 96, floor: 98, ratio: 0.98 });
  });

  it("falls back on the floor's median of all its runs otherwise", () => {
    expect(row('home', 'en').cells[column('TBT')]).toEqual({ value: 240, floor: 30, ratio: 8 });
    expect(row('home', 'en').cells[column('JS execution (bootup-time)')]).toEqual({ value: 1600, floor: 300, ratio: 5.33 });
    expect(row('home', 'en').cells[column('JS transfer')]).toEqual({ value: 151, floor: 61, ratio: 2.48 });
  });

  it("sets the first-load JS of the template (every language) against the floor's", () => {
    expect(row('home', 'fr').cells[column('first-load JS (gzip)')]).toEqual({ value: 145.3, floor: 65.3, ratio: 2.23 });
    expect(row('home', 'en').cells[column('first-load JS (gzip)')]).toEqual({ value: 145.3, floor: 65.3, ratio: 2.23 });
    expect(row('news-list', 'all').cells[column('first-load JS (gzip)')]).toEqual({ value: 104.4, floor: 65.3, ratio: 1.6 });
  });

  it('leaves a cell empty where the template or the floor has no figure', () => {
    expect(row('news-list', 'all').cells[column('TBT')]).toBeNull();
    const withoutLighthouse = floorRatioRows(SITE, { ...FLOOR, measurements: FLOOR.measurements.slice(0, 1), alongside: [] });
    expect(
      withoutLighthouse.find((candidate) => candidate.template === 'home' && candidate.language === 'en')!.cells[column('LCP')],
    ).toBeNull();
  });
});

describe("the floor's target: first-load JS at most 1.6 times the floor's", () => {
  it('is a js-weight figure per template, the ratio to three decimals, held to 1.6', () => {
    const targets = floorTargetMeasurements(SITE, FLOOR.measurements);
    expect(targets).toEqual([
      {
        audit: 'js-weight',
        template: 'home',
        language: 'all',
        metric: 'first-load JS / floor',
        value: 2.225,
        unit: 'ratio',
        target: { kind: 'max', value: 1.6 },
      },
      expect.objectContaining({ template: 'news-list', value: 1.599 }),
    ]);
  });

  it('is not set without a floor figure', () => {
    expect(floorTargetMeasurements(SITE, [])).toEqual([]);
  });

  it('fails the report above 1.6 and passes at or below it', () => {
    const report = buildReport({
      date: '',
      commit: '',
      settings: [],
      durationsSeconds: {},
      results: [{ measurements: SITE, findings: [] }],
      floor: FLOOR,
    });
    const ratio = (template: string) =>
      report.measurements.find((measurement) => measurement.metric === 'first-load JS / floor' && measurement.template === template)!;
    expect(ratio('home').pass).toBe(false);
    expect(ratio('news-list').pass).toBe(true);
    expect(report.passed).toBe(false);
    // Without the floor, no such figure and nothing else changes.
    const without = buildReport({
      date: '',
      commit: '',
      settings: [],
      durationsSeconds: {},
      results: [{ measurements: SITE, findings: [] }],
    });
    expect(without.measurements.some((measurement) => measurement.metric === 'first-load JS / floor')).toBe(false);
    expect(without.floor).toBeUndefined();
    expect(without.passed).toBe(true);
  });
});

describe('the report of the floor', () => {
  const report = buildReport({
    date: '2026-11-26T10:00:00.000Z',
    commit: 'abc1234',
    settings: [],
    durationsSeconds: {},
    results: [{ measurements: SITE, findings: [] }],
    floor: { ...FLOOR, findings: [{ audit: 'lighthouse', where: '/ (floor, mobile)', message: 'legacy-javascript' }] },
  });

  it('keeps the floor figures and the ratio rows in audit.json', () => {
    const json = JSON.parse(JSON.stringify(report)) as typeof report;
    expect(json.floor!.gatsbyVersion).toBe('5.16.1');
    expect(json.floor!.measurements).toHaveLength(6);
    expect(json.floor!.ratios.map((row) => row.template)).toEqual(['home', 'home', 'news-list']);
  });

  it("writes the figure, the floor's and the ratio in each cell, with a mark where the ratio has a target", () => {
    expect(formatRatioCell({ value: 150, floor: 60, ratio: 2.5 }, RATIO_COLUMNS[1])).toBe('150 ms / 60 ms = ×2.5');
    expect(formatRatioCell({ value: 145.3, floor: 65.3, ratio: 2.23 }, RATIO_COLUMNS[3])).toBe('145.3 KB / 65.3 KB = ×2.23 ❌ (≤ ×1.6)');
    expect(formatRatioCell({ value: 104.4, floor: 65.3, ratio: 1.6 }, RATIO_COLUMNS[3])).toBe('104.4 KB / 65.3 KB = ×1.6 ✅ (≤ ×1.6)');
    expect(formatRatioCell({ value: 150, floor: 0, ratio: null }, RATIO_COLUMNS[1])).toBe('150 ms / 0 ms (floor 0)');
    expect(formatRatioCell(null, RATIO_COLUMNS[1])).toBe('');
  });

  it("has a table with the floor's own row at the top, then a row per template and language", () => {
    const markdown = reportMarkdown(report);
    expect(markdown).toContain('## Against the floor (a bare Gatsby 5.16.1 page, same run)');
    expect(markdown).toContain('it was built in 34 s');
    expect(markdown).toContain('the median of all its 10 runs');
    expect(markdown).toContain(
      '| template | language | performance | TBT | LCP | first-load JS (gzip) | JS execution (bootup-time) | JS transfer |',
    );
    const lines = markdown.split('\n');
    const floorRow = lines.findIndex((line) => line.startsWith('| **floor** | fr | 100 | 30 ms | 900 ms | 65.3 KB | 300 ms | 61 KB |'));
    expect(floorRow).toBeGreaterThan(0);
    expect(lines[floorRow + 1]).toMatch(/^\| home \| en \| 90 \/ 100 = ×0\.9 \| 240 ms \/ 30 ms = ×8 \|/);
    expect(markdown).toContain('- `/ (floor, mobile)`: legacy-javascript');
    expect(markdown).toContain('| first-load JS / floor |');
  });

  it('shows only the columns measured: without Lighthouse, the first-load JS alone', () => {
    const javascriptOnly = buildReport({
      date: '',
      commit: '',
      settings: [],
      durationsSeconds: {},
      results: [{ measurements: SITE.filter((measurement) => measurement.audit === 'js-weight'), findings: [] }],
      floor: { ...FLOOR, buildSeconds: null, lighthouseRuns: 0, measurements: FLOOR.measurements.slice(0, 1), alongside: [] },
    });
    const markdown = reportMarkdown(javascriptOnly);
    expect(markdown).toContain('its build of an earlier run was reused.');
    expect(markdown).not.toContain('Lighthouse ran it');
    expect(markdown).toContain('| template | language | first-load JS (gzip) |');
    expect(markdown).toContain('| **floor** | fr | 65.3 KB |');
    expect(markdown).toContain('| home | all | 145.3 KB / 65.3 KB = ×2.23 ❌ (≤ ×1.6) |');
  });

  it('says where each target comes from, the stricter kept where two issues set the same figure', () => {
    const markdown = reportMarkdown(report);
    expect(markdown).toContain('## Targets and where they come from');
    expect(markdown).toContain("| first-load JS (gzip) against the floor, every template | ≤ ×1.6 the floor's | issue 22 |");
    expect(markdown).toMatch(/\| mobile performance, home \| ≥ 100 \| issue 7; issue 22 asks ≥ 98, the stricter is kept \|/);
    expect(markdown).toMatch(/\| mobile TBT, every template \| ≤ 100 ms \| issue 7; issue 22 asks ≤ 150 ms/);
  });
});
