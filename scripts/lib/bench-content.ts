// What the benchmarks that run the site against a CMS share (bench-build.ts, bench-publish.ts): the
// content sets (the seeded one, in a folder of its own each run; the large generated one, made once
// and kept), the CMS's environment with the rebuild service's webhook, the admin's login, the disk
// written back before a timed phase, and Gatsby's step timings read from its output.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CMS_DIR, cmsFolderEnv, startCms } from './cms';
import { freePort } from './free-port';
import { run } from './processes';

export const LARGE_COUNTS = ['--news', '10000', '--events', '1000', '--redirects', '5000'];

// The admin the set's CMS creates on first start; give the same variables as to cms:generate.
export const BENCH_ADMIN = {
  email: process.env.CMS_ADMIN_EMAIL || 'admin@esnum.example',
  password: process.env.CMS_ADMIN_PASSWORD || 'Bench-Admin-2026',
};

export interface ContentSet {
  name: 'seeded' | 'large';
  /** Database, uploads and build token of the set's CMS. */
  dir: string;
  /** Creates the database when missing; the seeded set seeds itself at the CMS's first start. */
  prepare?: () => Promise<void>;
}

export const benchLog = (bench: string) => (line: string) => process.stdout.write(`[${bench}] ${line}\n`);

/** The CMS of a set, sending its publications to the rebuild service at `rebuild` when given. */
export const benchCmsEnv = (dir: string, rebuild?: { url: string; secret: string }) => ({
  ...cmsFolderEnv(dir),
  CMS_ADMIN_EMAIL: BENCH_ADMIN.email,
  CMS_ADMIN_PASSWORD: BENCH_ADMIN.password,
  SITE_REBUILD_URL: rebuild?.url ?? '',
  SITE_REBUILD_SECRET: rebuild?.secret ?? '',
});

export const contentSets = (log: (line: string) => void): ContentSet[] => {
  const largeDir = process.env.BENCH_LARGE_DIR || path.join(CMS_DIR, '.tmp', 'generated');
  return [
    { name: 'seeded', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-bench-seeded-')) },
    {
      name: 'large',
      dir: largeDir,
      prepare: async () => {
        if (fs.existsSync(path.join(largeDir, 'data.db'))) return;
        log(`generating the large content set in ${largeDir} (about 15 minutes, once)…`);
        await run(process.execPath, [path.join(CMS_DIR, 'scripts', 'cms.js'), 'generate', ...LARGE_COUNTS], {
          env: { ...process.env, ...benchCmsEnv(largeDir) },
        });
      },
    },
  ];
};

/** `--sets seeded,large`: the sets a run asks for, all of them without the option. */
export const chosenSets = (argv: string[], log: (line: string) => void) => {
  const index = argv.indexOf('--sets');
  const only = index > -1 ? (argv[index + 1] ?? '').split(',') : null;
  const sets = contentSets(log).filter((set) => !only || only.includes(set.name));
  if (sets.length === 0) throw new Error('--sets takes seeded, large or both (comma-separated)');
  return sets;
};

/** Headers of the admin API, as the CMS's panel uses it, logged in as the set's admin. */
export const adminHeaders = async (cmsUrl: string) => {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok)
    throw new Error(
      `admin login as ${BENCH_ADMIN.email} failed (HTTP ${login.status}): set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD to the set's admin`,
    );
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
};

/**
 * Waits for the kernel to write every dirty page to disk. A cold build writes 2 GB to public/ and
 * the first deploy snapshot as much again: a phase timed right after them could pay for that
 * writeback, which a site rebuilt in its steady state does not. (The waits logged so far were
 * under 0.5 s: the disk keeps up, but the figures no longer depend on it.)
 */
export const settleDisk = async (log: (line: string) => void, before: string) => {
  const started = Date.now();
  await run('sync', []);
  log(`disk written back before ${before} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

export interface BuildStep {
  step: string;
  seconds: number;
}

/** Gatsby's "success <step> - 12.345s" lines: the step and its seconds. */
const STEP_LINE = /^success (.+?) - (\d+(?:\.\d+)?)s\b/;

export const stepOf = (line: string): BuildStep | null => {
  const match = STEP_LINE.exec(line);
  return match ? { step: match[1], seconds: Number(match[2]) } : null;
};

export const slowestOf = (steps: BuildStep[]) => [...steps].sort((a, b) => b.seconds - a.seconds).slice(0, 8);

export const stepList = (steps: BuildStep[]) =>
  steps.map(({ step, seconds }) => `${step} ${seconds < 10 ? seconds.toFixed(1) : seconds.toFixed(0)} s`).join(', ');

/**
 * Starts the set's CMS (made first when missing), its webhook pointed at a rebuild service to
 * start on `rebuild.port` with `rebuild.secret`.
 */
export const startSetCms = async (set: ContentSet, log: (line: string) => void) => {
  await set.prepare?.();
  log(`${set.name}: starting the CMS on ${set.dir}…`);
  const rebuild = { port: await freePort(), secret: crypto.randomBytes(24).toString('hex') };
  const cms = await startCms({
    port: await freePort(),
    label: `cms ${set.name}`,
    echo: (line) => /\[esnum\]|error|Error/.test(line),
    env: benchCmsEnv(set.dir, { url: `http://127.0.0.1:${rebuild.port}/__rebuild`, secret: rebuild.secret }),
  });
  return { cms, rebuild };
};
