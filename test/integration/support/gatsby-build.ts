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

/**
 * What every build of the suite is given, the rebuild service's included (09-rebuild-service): a
 * build with other settings than the shared one would draw its pictures or render its pages again.
 * Pictures in WebP beside the original, not AVIF (plugins/picture-formats.ts): no test looks at
 * their format (the <picture> markup of each format is unit-tested, components/ui/cms-image.tsx),
 * and AVIF was 90 s of the shared site's 250 s cold build (161 s without it, December 2026).
 */
export const TEST_BUILD_ENV = {
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: 'true',
  GTM_ID: INTEGRATION_TAG_MANAGER_ID,
  SITE_PICTURE_FORMATS: 'auto,webp',
};

export const gatsbyBuild = (workdir: string, env: NodeJS.ProcessEnv): Promise<BuildResult> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(workdir, 'node_modules', 'gatsby', 'cli.js'), 'build'], {
      cwd: workdir,
      env: { ...process.env, ...TEST_BUILD_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
