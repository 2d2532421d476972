// Starting the CMS from the orchestration scripts and the integration tests.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { spawn } from 'child_process';
import { run, startLabelled, waitForHttp } from './processes';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');
export const CMS_DIR = path.join(ROOT_DIR, 'cms');

const ADMIN_STAMP = path.join(CMS_DIR, 'dist', 'build', '.esnum-admin-stamp');

/** The files of the admin panel's own code (src/admin), sorted; its tests are not in the bundle. */
const adminSourceFiles = (dir = path.join(CMS_DIR, 'src', 'admin')): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.name !== '__tests__')
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) => (entry.isDirectory() ? adminSourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    : [];

/** What the admin panel bundle depends on: the CMS dependencies, its admin configuration and code. */
const adminInputsHash = () => {
  const hash = crypto.createHash('sha256');
  const files = ['package-lock.json', 'config/admin.ts', 'config/plugins.ts'].map((file) => path.join(CMS_DIR, file));
  for (const file of [...files, ...adminSourceFiles()]) {
    hash.update(path.relative(CMS_DIR, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
};

/** Whether the admin panel is built from the current inputs. */
export const cmsAdminIsBuilt = () => fs.existsSync(ADMIN_STAMP) && fs.readFileSync(ADMIN_STAMP, 'utf8') === adminInputsHash();

/**
 * Makes a CMS started now serve the admin panel once it is built, without a restart: Strapi
 * chooses the folder it serves the panel from when it starts (cms/dist/build if it exists), and
 * reads the files in it on each request.
 */
export const serveCmsAdminOnceBuilt = () => fs.mkdirSync(path.dirname(ADMIN_STAMP), { recursive: true });

/** Builds the CMS admin panel (`strapi build`: 30 s to 2 minutes on two cores). */
export const buildCmsAdmin = async () => {
  const expected = adminInputsHash();
  await run('npx', ['strapi', 'build'], { cwd: CMS_DIR, env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
  fs.writeFileSync(ADMIN_STAMP, expected);
};

/** Builds the CMS admin panel (a few minutes) only when it is missing or its inputs changed. */
export const ensureCmsAdminBuilt = async () => {
  if (cmsAdminIsBuilt()) return;
  console.log('[start] building the CMS admin panel (first run only, about 2 minutes)…');
  await buildCmsAdmin();
};

/** Whether a CMS already answers at `url` (its health route). */
export const cmsAnswers = (url: string) =>
  fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

export interface CmsOptions {
  port: number;
  env?: NodeJS.ProcessEnv;
  /** First start seeds the database: allow for it. */
  timeoutMs?: number;
  label?: string;
  /** Which output lines to print (all by default). */
  echo?: (line: string) => boolean;
}

/** Where a CMS of `cmsFolderEnv` writes the site build token. */
export const cmsTokenFile = (dir: string) => path.join(dir, 'site-build-token.json');

/**
 * The environment of a throw-away CMS whose files all live in `dir` (the tests' and the build
 * benchmark's): its uploads and build token there, no admin panel, and a SQLite database there
 * unless another database is given.
 */
export const cmsFolderEnv = (
  dir: string,
  database: NodeJS.ProcessEnv = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') },
) => ({
  ...database,
  CMS_PUBLIC_DIR: path.join(dir, 'public'),
  SITE_BUILD_TOKEN_FILE: cmsTokenFile(dir),
  CMS_SERVE_ADMIN: 'false',
});

/** `npm run cms:seed`: loads the CMS without serving it and runs the idempotent seed; its exit code and output. */
export const runCmsSeed = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', 'cms.js'), 'seed'], {
      cwd: CMS_DIR,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });

export const startCms = async ({ port, env = {}, timeoutMs = 10 * 60_000, label = 'cms', echo }: CmsOptions) => {
  const child = startLabelled(label, process.execPath, [path.join(CMS_DIR, 'scripts', 'cms.js'), 'start'], {
    echo,
    cwd: CMS_DIR,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), STRAPI_TELEMETRY_DISABLED: 'true', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/_health`, { timeoutMs, process: child });
  return { child, url };
};
