// The floor of `npm run audit`: a bare Gatsby page (no plugin; a heading and a paragraph in French,
// its title and description) built with the project's own Gatsby, React and webpack, so that each
// template's figures can be read against what Gatsby and React cost by themselves, measured in the
// same run on the same machine. It is built in the system's temp folder, outside node_modules
// (Gatsby compiles files under node_modules as dependencies, not as the site's sources), and
// reused while the versions and its sources are unchanged.
import { spawn } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { contentSecurityPolicy, inlineHashes } from '../../shared/csp-policy';
import { CSP_CONFIG_FILE, type CspConfig } from '../../shared/csp-config';
import { precompressDirectory } from '../../shared/precompress';
import { ROOT_DIR } from '../lib/cms';
import { FIRST_LOAD_METRIC } from './floor-ratios';
import { measureTemplate, readBuildStats, toKB } from './js-weight';
import type { AuditPage, Measurement } from './types';

/** The floor as an audited page: its one page, in French like the site's default language. */
export const FLOOR_PAGE: AuditPage = { template: 'floor', language: 'fr', path: '/' };

/** `src/pages/index.js` is the chunk group `component---src-pages-index-js`, template `index` for js-weight.ts. */
const FLOOR_TEMPLATE = 'index';

/** Packages whose version changes the floor's build. */
const VERSIONED_PACKAGES = ['gatsby', 'react', 'react-dom'] as const;

/** Raised when what the floor build does after Gatsby changes (its CSP, its compressed copies), so that older floors are rebuilt. */
const FLOOR_LAYOUT = 1;

export type FloorVersions = Record<(typeof VERSIONED_PACKAGES)[number], string>;

const STAMP_FILE = 'floor-stamp.json';
const LOG_FILE = 'gatsby-build.log';
const LOG_TAIL_LINES = 40;
const BUILD_ATTEMPTS = 2;

/**
 * The files of the floor site, by path. The page declares an empty icon: without one the browser
 * asks for /favicon.ico, and the failed request is a console error that Lighthouse counts against
 * best practices (the site has its icons).
 */
export const floorSources = (versions: FloorVersions): Record<string, string> => ({
  // gatsby-cli builds only a folder whose package.json names gatsby as a dependency.
  'package.json': `${JSON.stringify(
    { name: 'esnum-audit-floor', private: true, description: 'A bare Gatsby page, the floor of npm run audit', dependencies: versions },
    null,
    2,
  )}\n`,
  'gatsby-config.js': 'module.exports = { plugins: [] };\n',
  'gatsby-ssr.js': "exports.onRenderBody = ({ setHtmlAttributes }) => {\n  setHtmlAttributes({ lang: 'fr' });\n};\n",
  'src/pages/index.js': `import * as React from 'react';

const IndexPage = () => (
  <main>
    <h1>École supérieure du numérique et du management</h1>
    <p>
      Vingt-six campus, des programmes en informatique et en management, de bac+2 à bac+5, en formation initiale ou en
      alternance. Cette page ne contient qu'un titre et un paragraphe : elle sert de plancher aux mesures du site.
    </p>
  </main>
);

export default IndexPage;

export const Head = () => (
  <>
    <title>ESNUM, école supérieure du numérique et du management</title>
    <meta name="description" content="Une page Gatsby nue, plancher des mesures de performance du site de l'ESNUM." />
    <link rel="icon" href="data:," />
  </>
);
`,
});

/** What a floor build is made of: when it differs from the stamp of the last build, the floor is built again. */
export const floorStamp = (sources: Record<string, string>, versions: FloorVersions) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify({ layout: FLOOR_LAYOUT, versions, sources }))
    .digest('hex');

/** One folder per checkout, so that two working trees do not build over each other's floor. */
export const floorDir = () =>
  path.join(os.tmpdir(), `esnum-audit-floor-${crypto.createHash('sha256').update(ROOT_DIR).digest('hex').slice(0, 8)}`);

const installedVersions = (): FloorVersions => {
  const versionOf = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return Object.fromEntries(VERSIONED_PACKAGES.map((name) => [name, versionOf(name)])) as FloorVersions;
};

const readStamp = (dir: string): { stamp: string; builtAt: string } | null => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8')) as { stamp: string; builtAt: string };
  } catch {
    return null;
  }
};

const isBuilt = (publicDir: string) =>
  ['index.html', 'webpack.stats.json', 'chunk-map.json', CSP_CONFIG_FILE].every((file) => fs.existsSync(path.join(publicDir, file)));

const gatsbyBuild = (dir: string, logFile: string) =>
  new Promise<number | null>((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', log, log],
    });
    child.on('error', (error) => {
      fs.closeSync(log);
      reject(error);
    });
    child.on('exit', (code) => {
      fs.closeSync(log);
      resolve(code);
    });
  });

/** A clean floor folder: the sources, and the project's node_modules linked in. */
const writeFloor = (dir: string, sources: Record<string, string>) => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(sources)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.symlinkSync(path.join(ROOT_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
};

/** Served like the site: the Content-Security-Policy with the hashes of its inline scripts, and brotli and gzip copies. */
const finishBuild = async (publicDir: string) => {
  const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const options = { cmsOrigin: '', tagManager: false, frameOrigins: [] };
  const csp: CspConfig = {
    version: 1,
    default: contentSecurityPolicy(options),
    pages: { 'index.html': contentSecurityPolicy({ ...options, hashes: inlineHashes(html) }) },
  };
  fs.writeFileSync(path.join(publicDir, CSP_CONFIG_FILE), JSON.stringify(csp));
  await precompressDirectory(publicDir);
};

export interface Floor {
  publicDir: string;
  gatsbyVersion: string;
  /** Seconds the build took in this run; null when the build of an earlier run was reused. */
  buildSeconds: number | null;
}

/**
 * The floor's build: reused when its stamp matches, else built again from a clean folder (once
 * more on a failure: a first build in a fresh folder has been seen failing to resolve react once).
 */
export const prepareFloor = async ({
  log = (line: string) => console.log(line),
}: { log?: (line: string) => void } = {}): Promise<Floor> => {
  const versions = installedVersions();
  const sources = floorSources(versions);
  const stamp = floorStamp(sources, versions);
  const dir = floorDir();
  const publicDir = path.join(dir, 'public');
  const previous = readStamp(dir);
  if (previous?.stamp === stamp && isBuilt(publicDir)) {
    log(`[audit] the floor (bare Gatsby ${versions.gatsby}): reusing its build of ${previous.builtAt} in ${dir}`);
    return { publicDir, gatsbyVersion: versions.gatsby, buildSeconds: null };
  }
  log(`[audit] building the floor (bare Gatsby ${versions.gatsby})… in ${dir}`);
  const started = Date.now();
  for (let attempt = 1; attempt <= BUILD_ATTEMPTS; attempt += 1) {
    writeFloor(dir, sources);
    const logFile = path.join(dir, LOG_FILE);
    const code = await gatsbyBuild(dir, logFile);
    if (code === 0 && fs.existsSync(path.join(publicDir, 'index.html'))) break;
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-LOG_TAIL_LINES).join('\n');
    if (attempt === BUILD_ATTEMPTS)
      throw new Error(`The floor's Gatsby build failed (exit ${code}) in ${dir}; the end of its output:\n${tail}`);
    log(`[audit] the floor's Gatsby build failed (exit ${code}); building it once more from a clean folder`);
  }
  await finishBuild(publicDir);
  const builtAt = new Date().toISOString();
  fs.writeFileSync(path.join(dir, STAMP_FILE), `${JSON.stringify({ stamp, builtAt, versions }, null, 2)}\n`);
  const buildSeconds = (Date.now() - started) / 1000;
  log(`[audit] floor built in ${Math.round(buildSeconds)} s`);
  return { publicDir, gatsbyVersion: versions.gatsby, buildSeconds };
};

/** The floor's JavaScript, as js-weight.ts measures a template's: first load and own chunk, gzip 9, held to no target. */
export const floorJavascript = (publicDir: string): Measurement[] => {
  const { stats, chunkMap } = readBuildStats(publicDir);
  const measured = measureTemplate(publicDir, stats, chunkMap, FLOOR_TEMPLATE);
  const figure = (metric: string, bytes: number): Measurement => ({
    audit: 'js-weight',
    template: FLOOR_PAGE.template,
    language: 'all',
    metric,
    value: toKB(bytes),
    unit: 'KB',
  });
  return [figure(FIRST_LOAD_METRIC, measured.firstLoadGzipBytes), figure('page chunk (gzip)', measured.pageChunkGzipBytes)];
};
