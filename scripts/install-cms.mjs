// Root postinstall: installs the CMS's own dependencies (cms/ has its own package.json and
// lockfile), so that one `npm install` (or `npm ci`) installs everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
// .ci/run installs the CMS beside the site, at the same time, and says so.
if (process.env.ESNUM_CMS_INSTALLED_APART === '1') {
  console.log('[install] cms: installed apart, beside this install');
  process.exit(0);
}
const installed = existsSync(path.join(cmsDir, 'node_modules', '.package-lock.json'));
// `npm ci` on a fresh clone (exact lockfile); `npm install` afterwards is a quick no-op when
// nothing changed and keeps the compiled better-sqlite3.
const args = installed ? ['install', '--no-audit', '--no-fund'] : ['ci', '--no-audit', '--no-fund'];

console.log(`[install] cms: npm ${args[0]} (about 3 minutes the first time: better-sqlite3 compiles from source)`);
const result = spawnSync('npm', args, { cwd: cmsDir, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
process.exit(result.status ?? 1);
