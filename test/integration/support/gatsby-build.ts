// Runs `gatsby build` in a site working copy against a CMS, and reports its output and exit code.
import { spawn } from 'child_process';
import path from 'path';

export interface BuildResult {
  code: number | null;
  output: string;
  seconds: number;
}

/**
 * Every build of the suite has a tag-manager container, so the browser tests can check the
 * consent banner and the data layer (test/browser/consent.spec.ts); the script itself is answered by a stub there.
 */
export const INTEGRATION_TAG_MANAGER_ID = 'GTM-TEST123';

export const gatsbyBuild = (workdir: string, env: NodeJS.ProcessEnv): Promise<BuildResult> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(workdir, 'node_modules', 'gatsby', 'cli.js'), 'build'], {
      cwd: workdir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', GTM_ID: INTEGRATION_TAG_MANAGER_ID, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
