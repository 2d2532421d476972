/**
 * @jest-environment node
 */
import {
  lighthouseFindings,
  lighthouseMeasurements,
  NOINDEX_NOTE,
  runOrder,
  type LighthouseAuditResult,
  type LighthouseReport,
} from '../lighthouse';
import { passes, type AuditPage } from '../types';

const HOME: AuditPage = { template: 'home', language: 'fr', path: '/' };
const PROGRAMME: AuditPage = { template: 'programme', language: 'en', path: '/en/programmes/bachelor-web' };
const NOT_FOUND: AuditPage = { template: '404', language: 'fr', path: '/404.html', noindex: true };

const audit = (id: string, fields: Partial<LighthouseAuditResult> = {}): LighthouseAuditResult => ({
  id,
  title: `title of ${id}`,
  score: 1,
  scoreDisplayMode: 'binary',
  ...fields,
});

/** A hand-written report: a fast page with two accessibility defects and a few performance opportunities. */
const report = ({
  performance = 0.97,
  accessibility = 0.9,
}: { performance?: number | null; accessibility?: number } = {}): LighthouseReport => {
  const audits = [
    audit('largest-contentful-paint', { scoreDisplayMode: 'numeric', score: 0.9, numericValue: 1712.6 }),
    audit('total-blocking-time', { scoreDisplayMode: 'numeric', score: 0.95, numericValue: 84.4 }),
    audit('cumulative-layout-shift', { scoreDisplayMode: 'numeric', score: 1, numericValue: 0.01234 }),
    audit('total-byte-weight', { scoreDisplayMode: 'informative', score: null, numericValue: 409_600 }),
    audit('network-requests', {
      scoreDisplayMode: 'informative',
      score: null,
      details: {
        type: 'table',
        items: [
          { url: 'http://127.0.0.1:9000/' },
          { url: 'http://127.0.0.1:9000/app.js' },
          { url: 'http://127.0.0.1:9000/hero.avif' },
          { url: 'data:image/svg+xml;base64,PHN2Zy8+' },
        ],
      },
    }),
    // Performance: two opportunities, a diagnostic saving TBT, one passed, one hidden insight.
    audit('unused-javascript', {
      scoreDisplayMode: 'metricSavings',
      score: 0,
      displayValue: 'Est savings of 41 KiB',
      details: { type: 'opportunity', overallSavingsMs: 300 },
    }),
    audit('render-blocking-resources', {
      scoreDisplayMode: 'metricSavings',
      score: 0,
      details: { type: 'opportunity', overallSavingsMs: 150 },
    }),
    audit('bootup-time', { scoreDisplayMode: 'metricSavings', score: 0.5, displayValue: '1.2 s', metricSavings: { TBT: 220 } }),
    audit('uses-text-compression', { scoreDisplayMode: 'metricSavings', score: 0, details: { type: 'opportunity', overallSavingsMs: 50 } }),
    audit('modern-image-formats', { scoreDisplayMode: 'metricSavings', score: 1, details: { type: 'opportunity', overallSavingsMs: 0 } }),
    audit('lcp-discovery-insight', { scoreDisplayMode: 'metricSavings', score: 0, metricSavings: { LCP: 900 } }),
    // Accessibility: a failed binary audit, an errored one, a not applicable one and a manual one.
    audit('color-contrast', { score: 0 }),
    audit('label', { scoreDisplayMode: 'error', score: null, errorMessage: 'axe timed out' }),
    audit('video-caption', { scoreDisplayMode: 'notApplicable', score: null }),
    audit('focus-traps', { scoreDisplayMode: 'manual', score: null }),
    audit('image-alt'),
    // Best practices: one informative audit and one pass; SEO: a numeric audit just below 1.
    audit('inspector-issues', { scoreDisplayMode: 'informative', score: null }),
    audit('errors-in-console'),
    audit('font-size', { scoreDisplayMode: 'numeric', score: 0.99 }),
  ];
  const refs = (...ids: string[]) => ids.map((id) => ({ id }));
  return {
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          ...refs('largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'),
          ...refs('unused-javascript', 'render-blocking-resources', 'bootup-time', 'uses-text-compression', 'modern-image-formats'),
          { id: 'lcp-discovery-insight', group: 'hidden' },
        ],
      },
      accessibility: { score: accessibility, auditRefs: refs('color-contrast', 'label', 'video-caption', 'focus-traps', 'image-alt') },
      'best-practices': { score: 1, auditRefs: refs('inspector-issues', 'errors-in-console') },
      seo: { score: 0.92, auditRefs: refs('font-size') },
    },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  };
};

const byMetric = (measurements: ReturnType<typeof lighthouseMeasurements>) =>
  new Map(measurements.map((measurement) => [measurement.metric, measurement]));

describe('lighthouseMeasurements', () => {
  it('reports the four scores out of 100, LCP and TBT in ms, CLS, the weight in KB and the network requests', () => {
    const measurements = byMetric(lighthouseMeasurements({ lhr: report(), page: HOME, preset: 'mobile' }));
    expect([...measurements.keys()]).toEqual([
      'performance (mobile)',
      'accessibility (mobile)',
      'best practices (mobile)',
      'SEO (mobile)',
      'LCP (mobile)',
      'TBT (mobile)',
      'CLS (mobile)',
      'total weight (mobile)',
      'requests (mobile)',
    ]);
    const figure = (metric: string) => {
      const { value, unit } = measurements.get(metric)!;
      return { value, unit };
    };
    expect(figure('performance (mobile)')).toEqual({ value: 97, unit: 'score' });
    expect(figure('accessibility (mobile)')).toEqual({ value: 90, unit: 'score' });
    expect(figure('SEO (mobile)')).toEqual({ value: 92, unit: 'score' });
    expect(figure('LCP (mobile)')).toEqual({ value: 1713, unit: 'ms' });
    expect(figure('TBT (mobile)')).toEqual({ value: 84, unit: 'ms' });
    expect(figure('CLS (mobile)')).toEqual({ value: 0.012, unit: 'unitless' });
    expect(figure('total weight (mobile)')).toEqual({ value: 400, unit: 'KB' });
    // The data: URL placeholder costs no request.
    expect(figure('requests (mobile)')).toEqual({ value: 3, unit: 'count' });
    for (const measurement of measurements.values()) {
      expect(measurement).toMatchObject({ audit: 'lighthouse', template: 'home', language: 'fr' });
    }
  });

  it('holds the home page to 100 in mobile performance, to the weight and request budgets, and other templates to 95', () => {
    const home = byMetric(lighthouseMeasurements({ lhr: report(), page: HOME, preset: 'mobile' }));
    expect(home.get('performance (mobile)')!.target).toEqual({ kind: 'min', value: 100 });
    expect(home.get('total weight (mobile)')!.target).toEqual({ kind: 'max', value: 500 });
    expect(home.get('requests (mobile)')!.target).toEqual({ kind: 'max', value: 30 });
    const programme = byMetric(lighthouseMeasurements({ lhr: report(), page: PROGRAMME, preset: 'mobile' }));
    expect(programme.get('performance (mobile)')!.target).toEqual({ kind: 'min', value: 95 });
    expect(programme.get('total weight (mobile)')!.target).toBeUndefined();
    expect(programme.get('requests (mobile)')!.target).toBeUndefined();
    expect(programme.get('performance (mobile)')!.language).toBe('en');
  });

  it('gives the mobile figures the inputs that make them pass or fail', () => {
    const home = byMetric(lighthouseMeasurements({ lhr: report(), page: HOME, preset: 'mobile' }));
    const passed = (metric: string) => passes(home.get(metric)!.value, home.get(metric)!.target);
    expect(passed('performance (mobile)')).toBe(false);
    expect(passed('accessibility (mobile)')).toBe(false);
    expect(passed('best practices (mobile)')).toBe(true);
    expect(passed('LCP (mobile)')).toBe(true);
    expect(passed('TBT (mobile)')).toBe(true);
    expect(passed('CLS (mobile)')).toBe(true);
    expect(passed('total weight (mobile)')).toBe(true);
    expect(passed('requests (mobile)')).toBe(true);
    const programme = byMetric(lighthouseMeasurements({ lhr: report(), page: PROGRAMME, preset: 'mobile' }));
    expect(passes(programme.get('performance (mobile)')!.value, programme.get('performance (mobile)')!.target)).toBe(true);
  });

  it('holds desktop to the category, LCP and CLS targets only', () => {
    const desktop = byMetric(lighthouseMeasurements({ lhr: report(), page: HOME, preset: 'desktop' }));
    expect(desktop.get('performance (desktop)')!.target).toBeUndefined();
    expect(desktop.get('accessibility (desktop)')!.target).toEqual({ kind: 'min', value: 100 });
    expect(desktop.get('best practices (desktop)')!.target).toEqual({ kind: 'min', value: 100 });
    expect(desktop.get('SEO (desktop)')!.target).toEqual({ kind: 'min', value: 100 });
    expect(desktop.get('LCP (desktop)')!.target).toEqual({ kind: 'max', value: 900 });
    expect(passes(desktop.get('LCP (desktop)')!.value, desktop.get('LCP (desktop)')!.target)).toBe(false);
    expect(desktop.get('TBT (desktop)')!.target).toBeUndefined();
    expect(desktop.get('CLS (desktop)')!.target).toEqual({ kind: 'max', value: 0.02 });
    expect(desktop.get('total weight (desktop)')!.target).toBeUndefined();
    expect(desktop.get('requests (desktop)')!.target).toBeUndefined();
  });

  it("reports the JavaScript's execution time (bootup-time) and transfer size (the resource summary's script row)", () => {
    const lhr = report();
    lhr.audits['bootup-time'] = { ...lhr.audits['bootup-time'], numericValue: 1234.56 };
    lhr.audits['resource-summary'] = audit('resource-summary', {
      scoreDisplayMode: 'informative',
      score: null,
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', transferSize: 409_600 },
          { resourceType: 'script', transferSize: 153_600 },
          { resourceType: 'image', transferSize: 102_400 },
        ],
      },
    });
    const measurements = byMetric(lighthouseMeasurements({ lhr, page: PROGRAMME, preset: 'mobile' }));
    expect(measurements.get('JS execution (mobile)')).toMatchObject({ value: 1235, unit: 'ms' });
    expect(measurements.get('JS transfer (mobile)')).toMatchObject({ value: 150, unit: 'KB' });
    expect(measurements.get('JS execution (mobile)')!.target).toBeUndefined();
  });

  it("does not hold a noindex 404 page's best practices to 100 when its only fault is its own status in the console", () => {
    const notFound = { template: '404', language: 'fr', path: '/404.html', noindex: true } as const;
    const withConsole = (items: unknown[]) => {
      const lhr = report();
      lhr.categories['best-practices'] = { score: 0.96, auditRefs: [{ id: 'errors-in-console' }] };
      lhr.audits['errors-in-console'] = audit('errors-in-console', {
        scoreDisplayMode: 'binary',
        score: 0,
        details: { type: 'table', items },
      });
      return lhr;
    };
    // The item as Lighthouse 12 writes it (from a real run on the built 404 page): the URL is the source location's.
    const ownStatus = {
      source: 'network',
      description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
      sourceLocation: { type: 'source-location', url: 'http://localhost:9000/404.html', urlProvider: 'network', line: 0, column: 0 },
    };
    const held = byMetric(lighthouseMeasurements({ lhr: withConsole([ownStatus]), page: notFound, preset: 'mobile' }));
    expect(held.get('best practices (mobile)')).toMatchObject({ value: 96 });
    expect(held.get('best practices (mobile)')!.target).toBeUndefined();
    expect(held.get('best practices (mobile)')!.note).toMatch(/own error status/);
    expect(
      lighthouseFindings({ lhr: withConsole([ownStatus]), page: notFound, preset: 'mobile' }).map((f) => f.message),
    ).not.toContainEqual(expect.stringMatching(/errors-in-console/));
    // Another console error, or an indexable page, is held as any other.
    const otherError = {
      source: 'javascript',
      description: 'TypeError: x is undefined',
      sourceLocation: { type: 'source-location', url: 'http://localhost:9000/app.js', urlProvider: 'network', line: 1, column: 2 },
    };
    expect(
      byMetric(lighthouseMeasurements({ lhr: withConsole([ownStatus, otherError]), page: notFound, preset: 'mobile' })).get(
        'best practices (mobile)',
      )!.target,
    ).toEqual({ kind: 'min', value: 100 });
    expect(
      byMetric(lighthouseMeasurements({ lhr: withConsole([ownStatus]), page: { ...notFound, noindex: false }, preset: 'mobile' })).get(
        'best practices (mobile)',
      )!.target,
    ).toEqual({ kind: 'min', value: 100 });
  });

  it('says where the main thread spends its time on a phone: script, parse, style and layout, rendering, HTML', () => {
    const lhr = report();
    lhr.audits['mainthread-work-breakdown'] = audit('mainthread-work-breakdown', {
      scoreDisplayMode: 'metricSavings',
      score: 0.5,
      details: {
        type: 'table',
        items: [
          { group: 'scriptEvaluation', duration: 812.4 },
          { group: 'styleLayout', duration: 140.2 },
          { group: 'styleLayout', duration: 10 },
          { group: 'scriptParseCompile', duration: 96.6 },
          { group: 'other', duration: 300 },
        ],
      },
    });
    const mobile = byMetric(lighthouseMeasurements({ lhr, page: HOME, preset: 'mobile' }));
    expect(mobile.get('main thread: script evaluation (mobile)')).toMatchObject({ value: 812, unit: 'ms' });
    expect(mobile.get('main thread: style and layout (mobile)')).toMatchObject({ value: 150, unit: 'ms' });
    expect(mobile.get('main thread: script parse (mobile)')).toMatchObject({ value: 97, unit: 'ms' });
    // A group the page spent no time in has no figure, not a zero.
    expect(mobile.has('main thread: rendering (mobile)')).toBe(false);
    const desktop = byMetric(lighthouseMeasurements({ lhr, page: HOME, preset: 'desktop' }));
    expect([...desktop.keys()].some((metric) => metric.startsWith('main thread'))).toBe(false);
  });

  it('holds the floor to nothing: withTargets false gives the same figures without targets', () => {
    const held = lighthouseMeasurements({ lhr: report(), page: HOME, preset: 'mobile' });
    const floor = lighthouseMeasurements({
      lhr: report(),
      page: { template: 'floor', language: 'fr', path: '/' },
      preset: 'mobile',
      withTargets: false,
    });
    expect(floor.map((measurement) => [measurement.metric, measurement.value])).toEqual(
      held.map((measurement) => [measurement.metric, measurement.value]),
    );
    for (const measurement of floor) expect(measurement.target).toBeUndefined();
  });

  it("does not hold a noindex page's SEO score to a target, and says why beside it", () => {
    const seo = byMetric(lighthouseMeasurements({ lhr: report(), page: NOT_FOUND, preset: 'mobile' })).get('SEO (mobile)')!;
    expect(seo).toMatchObject({ value: 92, note: NOINDEX_NOTE });
    expect(seo.target).toBeUndefined();
    expect(passes(seo.value, seo.target)).toBe(true);
    // Its other categories still are; an indexed page's SEO too, with no note.
    const notFound = byMetric(lighthouseMeasurements({ lhr: report(), page: NOT_FOUND, preset: 'mobile' }));
    expect(notFound.get('accessibility (mobile)')!.target).toEqual({ kind: 'min', value: 100 });
    const programme = byMetric(lighthouseMeasurements({ lhr: report(), page: PROGRAMME, preset: 'desktop' })).get('SEO (desktop)')!;
    expect(programme.target).toEqual({ kind: 'min', value: 100 });
    expect(programme.note).toBeUndefined();
  });

  it('leaves out a category without a score rather than reporting 0', () => {
    const metrics = lighthouseMeasurements({ lhr: report({ performance: null }), page: HOME, preset: 'mobile' }).map(
      (measurement) => measurement.metric,
    );
    expect(metrics).not.toContain('performance (mobile)');
    expect(metrics).toContain('accessibility (mobile)');
  });
});

describe('lighthouseFindings', () => {
  it('lists every failed or errored accessibility, best-practices and SEO audit, not the unscored ones', () => {
    const messages = lighthouseFindings({ lhr: report({ performance: 1 }), page: PROGRAMME, preset: 'desktop' }).map(
      (finding) => finding.message,
    );
    expect(messages).toEqual([
      'color-contrast: title of color-contrast',
      'label: title of label (error: axe timed out)',
      'font-size: title of font-size',
    ]);
  });

  it("leaves out a noindex page's is-crawlable failure (what it asks for), not its other SEO failures", () => {
    const lhr = report({ performance: 1 });
    lhr.audits['is-crawlable'] = audit('is-crawlable', { score: 0 });
    lhr.categories.seo.auditRefs.push({ id: 'is-crawlable' });
    const messages = (page: AuditPage) => lighthouseFindings({ lhr, page, preset: 'mobile' }).map((finding) => finding.message);
    expect(messages(NOT_FOUND)).not.toContain('is-crawlable: title of is-crawlable');
    expect(messages(NOT_FOUND)).toContain('font-size: title of font-size');
    expect(messages({ ...NOT_FOUND, noindex: false })).toContain('is-crawlable: title of is-crawlable');
  });

  it('names the page and preset of each finding', () => {
    const findings = lighthouseFindings({ lhr: report(), page: PROGRAMME, preset: 'mobile' });
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(finding).toMatchObject({ audit: 'lighthouse', where: '/en/programmes/bachelor-web (mobile)' });
  });

  it('explains a performance score below target with the three largest savings, hidden insights left out', () => {
    const messages = lighthouseFindings({ lhr: report({ performance: 0.97 }), page: HOME, preset: 'mobile' })
      .map((finding) => finding.message)
      .filter((message) => message.startsWith('performance:'));
    expect(messages).toEqual([
      'performance: unused-javascript: title of unused-javascript (Est savings of 41 KiB, saves about 300 ms)',
      'performance: bootup-time: title of bootup-time (1.2 s, saves about 220 ms)',
      'performance: render-blocking-resources: title of render-blocking-resources (saves about 150 ms)',
    ]);
  });

  it('gives no performance finding when the score meets its target, or on desktop, which has none', () => {
    const onTarget = lighthouseFindings({ lhr: report({ performance: 0.97 }), page: PROGRAMME, preset: 'mobile' });
    expect(onTarget.filter((finding) => finding.message.startsWith('performance:'))).toEqual([]);
    const desktop = lighthouseFindings({ lhr: report({ performance: 0.5 }), page: HOME, preset: 'desktop' });
    expect(desktop.filter((finding) => finding.message.startsWith('performance:'))).toEqual([]);
  });

  it('reports a category that has no score and a page that failed to load', () => {
    const lhr = { ...report({ performance: null }), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    const messages = lighthouseFindings({ lhr, page: HOME, preset: 'mobile' }).map((finding) => finding.message);
    expect(messages).toContain('runtime error NO_FCP: The page did not paint any content.');
    expect(messages).toContain('category performance has no score (an audit it needs failed to run)');
  });
});

describe('runOrder', () => {
  it('runs the build then the reference, then the other way round (A B, B A, A B…)', () => {
    expect([1, 2, 3, 4].map((run) => runOrder(2, run))).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it('adds the floor as the last party, reversed with the others on every other run (A B F, F B A)', () => {
    expect([1, 2, 3].map((run) => runOrder(3, run))).toEqual([
      [0, 1, 2],
      [2, 1, 0],
      [0, 1, 2],
    ]);
    expect([1, 2].map((run) => runOrder(2, run))).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('gives every party the same mean position over each pair of runs, so a steady change of load weighs on all alike', () => {
    for (const parties of [1, 2, 3]) {
      const positions = Array.from({ length: parties }, (_, party) =>
        [1, 2].reduce((sum, run) => sum + runOrder(parties, run).indexOf(party), 0),
      );
      expect(new Set(positions).size).toBe(1);
    }
  });

  it('runs a single build alone', () => {
    expect(runOrder(1, 1)).toEqual([0]);
    expect(runOrder(1, 2)).toEqual([0]);
  });
});
