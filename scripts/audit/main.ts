// `npm run audit`: the quality gates of the built site. It builds nothing: it serves public/ with
// the production server on a free loopback port and runs, in order, the JavaScript weight, the
// security headers, the internal links, the HTML validity, accessibility (`axe`: axe-core and IBM's
// Equal Access engine) and Lighthouse, then writes
// reports/audit.json and reports/audit.md, and exits with 1 when a figure misses its target.
//
//   npm run audit                         everything, Lighthouse median of 5 runs (about 100 minutes on 2 cores, the floor included)
//   npm run audit -- --runs 1             one Lighthouse run per page and preset
//   npm run audit -- --only headers,js-weight
//   npm run audit -- --templates home,programme
//   npm run audit -- --public /path/to/public   another build
//   npm run audit -- --reference /path/to/public --only js-weight,lighthouse --presets mobile --languages fr
//       the same audits on a reference build (e.g. the previous main's) in the same run, Lighthouse
//       alternating between the two run by run; also writes reports/<report>-reference.{json,md}
//       and reports/<report>-comparison.md (both side by side)
//   npm run audit -- --no-floor           without the floor
//
// With js-weight or lighthouse, the floor (a bare Gatsby page built by the project's own Gatsby,
// floor.ts; its build is reused between runs) is measured in the same run: its first-load JS, and
// Lighthouse on mobile beside every page. The report sets each template's figures against it.
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
import { lighthouseAudit, type Preset } from './lighthouse';
import { linksAudit } from './links';
import { auditPages } from './pages';
import { compareReports } from './compare';
import { FLOOR_PAGE, floorJavascript, prepareFloor } from './floor';
import type { FloorFigures } from './floor-ratios';
import { buildReport, floorMarkdown, reportMarkdown, type AuditReport } from './report';
import { securityHeadersAudit } from './security-headers';
import type { AuditResult, FloorLighthouse, Measurement } from './types';

const AUDITS = ['js-weight', 'headers', 'links', 'html', 'axe', 'lighthouse'] as const;
type AuditName = (typeof AUDITS)[number];

const PRESETS: Preset[] = ['mobile', 'desktop'];
const LANGUAGES = ['fr', 'en'];

const USAGE = `Usage: npm run audit -- [--runs N] [--only ${AUDITS.join(',')}] [--templates home,programme,…] [--languages fr,en] [--presets mobile,desktop] [--public DIR] [--reference DIR] [--report NAME] [--no-floor]`;

/** A comma-separated list of which every item is one of `allowed`. */
const listOf = <T extends string>(value: string | undefined, allowed: readonly T[], what: string): T[] => {
  const items = (value ?? '').split(',').filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item as T));
  if (items.length === 0 || unknown.length > 0) throw new Error(`Unknown ${what} ${unknown.join(', ') || '(none given)'}. ${USAGE}`);
  return items as T[];
};

const parseArguments = (argv: string[]) => {
  const options = {
    runs: 5,
    only: [...AUDITS] as AuditName[],
    templates: null as string[] | null,
    languages: LANGUAGES,
    presets: PRESETS,
    publicDir: path.join(ROOT_DIR, 'public'),
    referenceDir: null as string | null,
    reportName: 'audit',
    floor: true,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, value] = [argv[index], argv[index + 1]];
    if (flag === '--no-floor') {
      options.floor = false;
      continue;
    }
    if (flag === '--runs' && /^[1-9]\d*$/.test(value ?? '')) options.runs = Number(value);
    else if (flag === '--only') options.only = listOf(value, AUDITS, 'audit');
    else if (flag === '--languages') options.languages = listOf(value, LANGUAGES, 'language');
    else if (flag === '--presets') options.presets = listOf(value, PRESETS, 'preset');
    else if (flag === '--templates' && value) options.templates = value.split(',');
    else if (flag === '--reference' && value) options.referenceDir = path.resolve(value);
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

const isBuild = (publicDir: string) =>
  fs.existsSync(path.join(publicDir, 'index.html')) && fs.existsSync(path.join(publicDir, 'webpack.stats.json'));

/** Serves a build with the production server on a free loopback port. */
const serve = async (publicDir: string) => {
  const app = await buildServer({ publicDir });
  await app.listen({ port: await freePort(), host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
};

const writeReport = (name: string, report: AuditReport) => {
  const reportsDir = path.join(ROOT_DIR, 'reports');
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(path.join(reportsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(reportsDir, `${name}.md`), reportMarkdown(report));
};

const main = async () => {
  const options = parseArguments(process.argv.slice(2));
  const builds = [options.publicDir, ...(options.referenceDir ? [options.referenceDir] : [])];
  for (const publicDir of builds) {
    if (!isBuild(publicDir)) {
      console.error(`No build to audit in ${publicDir}: run \`npm start\` (or \`npm run build\` with the CMS running) first.`);
      process.exit(1);
    }
  }
  const allPages = auditPages(options.publicDir);
  const pages = allPages.filter(
    (page) => (!options.templates || options.templates.includes(page.template)) && options.languages.includes(page.language),
  );
  if (pages.length === 0)
    throw new Error(
      `No page of the templates ${options.templates?.join(', ')} in ${options.languages.join(', ')}; there are: ${[...new Set(allPages.map((page) => page.template))].join(', ')}`,
    );

  const durationsSeconds: Record<string, number> = {};
  const floor =
    options.floor && options.only.some((audit) => audit === 'js-weight' || audit === 'lighthouse') ? await prepareFloor() : null;
  if (floor?.buildSeconds) durationsSeconds['floor build'] = floor.buildSeconds;

  const served: Array<{ publicDir: string } & Awaited<ReturnType<typeof serve>>> = [];
  for (const publicDir of builds) served.push({ publicDir, ...(await serve(publicDir)) });
  const floorServed = floor && options.only.includes('lighthouse') ? await serve(floor.publicDir) : null;
  console.log(
    `Auditing ${pages.length} pages (${new Set(pages.map((page) => page.template)).size} templates, ${options.languages.join(' and ')}) served at ${served
      .map((site) => site.baseUrl)
      .join(
        ' (the build) and ',
      )}${served.length > 1 ? ' (the reference)' : ''}${floorServed ? `, the floor at ${floorServed.baseUrl}` : ''}`,
  );

  const progress = (line: string) => console.log(`  ${line}`);
  /** Each audit gives one result per build, in the order of `builds`. */
  const perBuild = async (audit: (site: (typeof served)[number]) => Promise<AuditResult> | AuditResult) => {
    const results: AuditResult[] = [];
    for (const site of served) results.push(await audit(site));
    return results;
  };
  // As localhost, a secure context like the https site: on 127.0.0.1 Gatsby's service worker
  // refuses to register and logs an error that Lighthouse counts against best practices.
  const asLocalhost = (baseUrl: string) => baseUrl.replace('//127.0.0.1:', '//localhost:');
  /** What is measured of the floor: the JavaScript it loads first (sizes, known at once), and Lighthouse beside the site's pages. */
  const floorMeasured: { javascript: Measurement[]; lighthouse: FloorLighthouse | null } = {
    javascript: floor ? floorJavascript(floor.publicDir) : [],
    lighthouse: null,
  };
  const runners: Record<AuditName, () => Promise<AuditResult[]>> = {
    'js-weight': () => perBuild(({ publicDir }) => javascriptWeightAudit({ publicDir, pages })),
    headers: () => perBuild(({ baseUrl }) => securityHeadersAudit({ baseUrl, pages, siteOrigin: siteUrl() })),
    links: () => perBuild(({ baseUrl }) => linksAudit({ baseUrl, onProgress: progress })),
    html: () => perBuild(({ publicDir }) => htmlValidityAudit({ publicDir, onProgress: progress })),
    axe: () => perBuild(({ baseUrl }) => accessibilityAudit({ baseUrl, pages, onProgress: progress })),
    lighthouse: async () => {
      const lighthouse = await lighthouseAudit({
        baseUrls: served.map((site) => asLocalhost(site.baseUrl)),
        pages,
        runs: options.runs,
        presets: options.presets,
        ...(floorServed ? { floor: { baseUrl: asLocalhost(floorServed.baseUrl), page: FLOOR_PAGE } } : {}),
        onProgress: progress,
      });
      floorMeasured.lighthouse = lighthouse.floor;
      return lighthouse.results;
    },
  };

  const results: AuditResult[][] = served.map(() => []);
  try {
    for (const name of AUDITS.filter((audit) => options.only.includes(audit))) {
      console.log(`${name}…`);
      const started = Date.now();
      (await runners[name]()).forEach((result, site) => results[site].push(result));
      durationsSeconds[name] = (Date.now() - started) / 1000;
      console.log(`${name}: done in ${Math.round(durationsSeconds[name])} s`);
    }
  } finally {
    await Promise.all([...served, ...(floorServed ? [floorServed] : [])].map((site) => site.app.close()));
  }

  const { javascript: floorJavascriptFigures, lighthouse: measuredFloor } = floorMeasured;
  if (measuredFloor) durationsSeconds["lighthouse: the floor's runs, included above"] = measuredFloor.seconds;
  const floorFigures: FloorFigures | undefined = floor
    ? {
        gatsbyVersion: floor.gatsbyVersion,
        buildSeconds: floor.buildSeconds,
        measurements: [...floorJavascriptFigures, ...(measuredFloor?.measurements ?? [])],
        lighthouseRuns: measuredFloor?.runs ?? 0,
        alongside: measuredFloor?.alongside ?? [],
        findings: measuredFloor?.findings ?? [],
      }
    : undefined;

  const [report, reference] = served.map((site, index) =>
    buildReport({
      date: new Date().toISOString(),
      commit: index === 0 ? commitOf() : `reference build ${site.publicDir}`,
      settings: [
        `${pages.length} pages: ${pages.map((page) => page.path).join(', ')}`,
        ...(options.only.includes('lighthouse')
          ? [
              `Lighthouse: median of ${options.runs} runs per page and preset (${options.presets.join(', ')}; mobile with simulated throttling), system Chromium${
                served.length > 1 ? ', alternating run by run with the other build of the same session' : ''
              }${floorServed && options.presets.includes('mobile') ? ', each mobile run alternating with a run of the floor' : ''}`,
            ]
          : []),
        ...(floor
          ? [
              `Floor: a bare Gatsby ${floor.gatsbyVersion} page built by the project's Gatsby (${floor.buildSeconds === null ? 'build of an earlier run reused' : `built in ${Math.round(floor.buildSeconds)} s`}), served like the site`,
            ]
          : []),
        'Served by the production server (server/app.ts) on loopback; figures from a 2-core machine unless said otherwise',
      ],
      durationsSeconds,
      results: results[index],
      ...(floorFigures ? { floor: floorFigures } : {}),
    }),
  );
  writeReport(options.reportName, report);
  const written = [`reports/${options.reportName}.md`, `reports/${options.reportName}.json`];
  if (reference) {
    writeReport(`${options.reportName}-reference`, reference);
    const comparison = compareReports(
      reference,
      report,
      `${options.reportName}: the reference (before) and the build (after), same session`,
    );
    fs.writeFileSync(path.join(ROOT_DIR, 'reports', `${options.reportName}-comparison.md`), comparison);
    written.push(`reports/${options.reportName}-reference.{md,json}`, `reports/${options.reportName}-comparison.md`);
    console.log(`\n${comparison}`);
  }
  if (report.floor) console.log(`\n${floorMarkdown(report.floor)}`);
  const failed = report.measurements.filter((measurement) => !measurement.pass);
  console.log(
    `\n${written.join(', ')} written: ${report.measurements.length} figures, ${failed.length} below target, ${report.findings.length} findings.`,
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
