// The fast quality gates of issue 7 on the suite's build, with the same code as `npm run audit`
// (scripts/audit): the security headers scored by the Observatory's rules, the JavaScript budget,
// the Nu HTML checker on one page of every template, and every internal link of the served site.
// axe-core runs in test/browser/chrome-a11y.spec.ts (open menus, sidebar, pop-in) and test/browser/templates.spec.ts (every template);
// Lighthouse, too slow for a test run, only in `npm run audit`.
import path from 'path';
import { htmlValidityAudit, sampleHtmlFiles } from '../../scripts/audit/html-validity';
import { javascriptWeightAudit } from '../../scripts/audit/js-weight';
import { linksAuditInChildProcess } from '../../scripts/audit/links-child-process';
import { auditPages } from '../../scripts/audit/pages';
import { securityHeadersAudit } from '../../scripts/audit/security-headers';
import { passes, type AuditResult } from '../../scripts/audit/types';
import { readState } from './support/state';

const { siteDir, siteUrl } = readState();
const publicDir = path.join(siteDir, 'public');
const PAGES = auditPages(publicDir);

/** Figures that miss their target, and the defects found, as readable lines. */
const failures = ({ measurements, findings }: AuditResult) => [
  ...measurements
    .filter((measurement) => !passes(measurement.value, measurement.target))
    .map(
      (measurement) => `${measurement.template} ${measurement.language} ${measurement.metric}: ${measurement.value} ${measurement.unit}`,
    ),
  ...findings.map((finding) => `${finding.where}: ${finding.message}`),
];

it('scores at least 115 (A+) by the Observatory rules, with no unsafe script source on any template', async () => {
  const result = await securityHeadersAudit({ baseUrl: siteUrl, pages: PAGES, siteOrigin: 'https://www.esnum.example' });
  const scores = result.measurements.filter((measurement) => measurement.metric.startsWith('Observatory'));
  expect(scores).toHaveLength(2);
  for (const score of scores) expect(score.value).toBeGreaterThanOrEqual(115);
  expect(failures(result)).toEqual([]);
});

// The home page's first-load JavaScript misses its 120 KB target (React, recoil and i18next alone
// weigh 87 KB); `npm run audit` fails on it and reports/audit.md says why. Until it is met, this
// test holds the line, so that it can only go down. The line moved up once, by the budget issue 21
// gave the rebuilt chrome (icons, the fold of the menu entries, the sidebar from the desktop bar):
// the previous main's 147.3 KB plus at most 5 KB (measured: 150.6 KB). It came down with issue 43:
// react-i18next trimmed to what the site uses (-4.7 KB), the site search's button added (+0.7 KB):
// 148.3 KB measured. Then with issue 44: Gatsby's Partytown plugin no longer loaded (-1.4 KB, the
// site has no off-main-thread script): 146.9 KB measured.
const HOME_FIRST_LOAD_CEILING_KB = 147.0;

it(`keeps every page chunk within 20 KB (gzip), and the home page's first load under its current ${HOME_FIRST_LOAD_CEILING_KB} KB ceiling`, () => {
  const result = javascriptWeightAudit({ publicDir, pages: PAGES });
  const chunks = result.measurements.filter((measurement) => measurement.metric === 'page chunk (gzip)');
  expect(chunks).toHaveLength(new Set(PAGES.map((page) => page.template)).size);
  expect(failures({ measurements: chunks, findings: [] })).toEqual([]);
  const home = result.measurements.find((measurement) => measurement.template === 'home' && measurement.metric === 'first-load JS (gzip)');
  expect(home?.value).toBeLessThanOrEqual(HOME_FIRST_LOAD_CEILING_KB);
});

it('has no HTML error (Nu HTML checker) on one page of every template, in both languages', async () => {
  const files = sampleHtmlFiles(publicDir, PAGES);
  expect(files).toHaveLength(PAGES.length);
  const result = await htmlValidityAudit({ publicDir, files });
  expect(failures(result)).toEqual([]);
}, 120_000);

it('has no broken internal link, image or asset, and no internal link that redirects', async () => {
  const { result } = await linksAuditInChildProcess({ baseUrl: siteUrl });
  // The whole site was crawled, from the French and the English home pages.
  const crawled = result.measurements.find((measurement) => measurement.metric === 'pages crawled');
  expect(crawled?.value).toBeGreaterThan(400);
  expect(failures(result)).toEqual([]);
}, 300_000);
