// `npm run audit`: the quality gates of the built site. It builds nothing: it serves public/ with
// the production server on a free loopback port and runs, in order, the JavaScript weight, the
// security headers, the internal links, the HTML validity, axe-core and Lighthouse, then writes
// reports/audit.json and reports/audit.md, and exits with 1 when a figure misses its target.
//
//   npm run audit                         everything, Lighthouse median of 5 runs (about 75 minutes on 2 cores)
//   npm run audit -- --runs 1             one Lighthouse run per page and preset
//   npm run audit -- --only headers,js-weight
//   npm run audit -- --templates home,programme
//   npm run audit -- --public /path/to/public   another build (e.g. the previous main's, to compare)
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { buildServer } from '../../server/app';
import { siteUrl } from '../../src/lib/site-url';
import { ROOT_DIR } from '../lib/cms';
import { freePort } from '../lib/free-port';
import { accessibilityAudit } from './accessibility';
import { htmlValidityAudit } from './html-validity';
import { javascriptWeightAudit } from './js-weight';
import { lighthouseAudit } from './lighthouse';
import { linksAudit } from './links';
import { auditPages } from './pages';
import { buildReport, reportMarkdown } from './report';
import { securityHeadersAudit } from './security-headers';
import type { AuditResult } from './types';

const AUDITS = ['js-weight', 'headers', 'links', 'html', 'axe', 'lighthouse'] as const;
type AuditName = (typeof AUDITS)[number];

const USAGE = `Usage: npm run audit -- [--runs N] [--only ${AUDITS.join(',')}] [--templates home,programme,…] [--public DIR] [--report NAME]`;

const parseArguments = (argv: string[]) => {
  const options = {
    runs: 5,
    only: [...AUDITS] as AuditName[],
    templates: null as string[] | null,
    publicDir: path.join(ROOT_DIR, 'public'),
    reportName: 'audit',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (flag === '--runs' && /^[1-9]\d*$/.test(value ?? '')) options.runs = Number(value);
    else if (flag === '--only' && value) {
      const names = value.split(',');
      const unknown = names.filter((name) => !AUDITS.includes(name as AuditName));
      if (unknown.length > 0) throw new Error(`Unknown audit ${unknown.join(', ')}. ${USAGE}`);
      options.only = names as AuditName[];
    } else if (flag === '--templates' && value) options.templates = value.split(',');
    else if (flag === '--public' && value) options.publicDir = path.resolve(value);
    else if (flag === '--report' && /^[\w-]+$/.test(value ?? '')) options.reportName = value;
    else throw new Error(`Unexpected argument ${flag}. ${USAGE}`);
    index += 1;
  }
  return options;
};

const commitOf = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const main = async () => {
  const options = parseArguments(process.argv.slice(2));
  const { publicDir } = options;
  if (!fs.existsSync(path.join(publicDir, 'index.html')) || !fs.existsSync(path.join(publicDir, 'webpack.stats.json'))) {
    console.error('No build to audit: run `npm start` (or `npm run build` with the CMS running) first.');
    process.exit(1);
  }
  const allPages = auditPages(publicDir);
  const pages = options.templates ? allPages.filter((page) => options.templates!.includes(page.template)) : allPages;
  if (pages.length === 0)
    throw new Error(
      `No page of the templates ${options.templates?.join(', ')}; there are: ${[...new Set(allPages.map((page) => page.template))].join(', ')}`,
    );

  const app = await buildServer({ publicDir });
  await app.listen({ port: await freePort(), host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  console.log(
    `Auditing ${pages.length} pages (${new Set(pages.map((page) => page.template)).size} templates, French and English) served at ${baseUrl}`,
  );

  const progress = (line: string) => console.log(`  ${line}`);
  const runners: Record<AuditName, () => Promise<AuditResult> | AuditResult> = {
    'js-weight': () => javascriptWeightAudit({ publicDir, pages }),
    headers: () => securityHeadersAudit({ baseUrl, pages, siteOrigin: siteUrl() }),
    links: () => linksAudit({ baseUrl, onProgress: progress }),
    html: () => htmlValidityAudit({ publicDir, onProgress: progress }),
    axe: () => accessibilityAudit({ baseUrl, pages, onProgress: progress }),
    // As localhost, a secure context like the https site: on 127.0.0.1 Gatsby's service worker
    // refuses to register and logs an error that Lighthouse counts against best practices.
    lighthouse: () =>
      lighthouseAudit({
        baseUrl: baseUrl.replace('//127.0.0.1:', '//localhost:'),
        pages,
        runs: options.runs,
        presets: ['mobile', 'desktop'],
        onProgress: progress,
      }),
  };

  const results: AuditResult[] = [];
  const durationsSeconds: Record<string, number> = {};
  try {
    for (const name of AUDITS.filter((audit) => options.only.includes(audit))) {
      console.log(`${name}…`);
      const started = Date.now();
      results.push(await runners[name]());
      durationsSeconds[name] = (Date.now() - started) / 1000;
      console.log(`${name}: done in ${Math.round(durationsSeconds[name])} s`);
    }
  } finally {
    await app.close();
  }

  const report = buildReport({
    date: new Date().toISOString(),
    commit: commitOf(),
    settings: [
      `${pages.length} pages: ${pages.map((page) => page.path).join(', ')}`,
      ...(options.only.includes('lighthouse')
        ? [
            `Lighthouse: median of ${options.runs} runs per page and preset (mobile with simulated throttling, desktop preset), system Chromium`,
          ]
        : []),
      'Served by the production server (server/app.ts) on loopback; figures from a 2-core machine unless said otherwise',
    ],
    durationsSeconds,
    results,
  });
  const reportsDir = path.join(ROOT_DIR, 'reports');
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(path.join(reportsDir, `${options.reportName}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(reportsDir, `${options.reportName}.md`), reportMarkdown(report));
  const failed = report.measurements.filter((measurement) => !measurement.pass);
  console.log(
    `\nreports/${options.reportName}.md and reports/${options.reportName}.json written: ${report.measurements.length} figures, ${failed.length} below target, ${report.findings.length} findings.`,
  );
  for (const measurement of failed)
    console.log(
      `  ✗ ${measurement.audit} ${measurement.template} ${measurement.language} ${measurement.metric}: ${measurement.value} (${measurement.target!.kind} ${measurement.target!.value})`,
    );
  process.exit(report.passed ? 0 : 1);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
