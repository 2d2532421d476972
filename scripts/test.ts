// `npm test`: every check of the project, in one run, with the time each part took.
//
//   checks       the unit tests, while the test environment starts beside them: the seeded CMS,
//                the site built against it and the production server
//                (test/integration/support/environment.ts); and the static checks (types of the
//                site and the CMS, ESLint, Prettier), one after the other in the background, at
//                the lowest priority, from the start until they are done (they fill the CPU the
//                integration stage leaves idle)
//   integration  test/integration/ against that environment
//   browser      test/browser/ against the same environment; the drafts preview and the CMS admin
//                panel it tests start (and build) in the background beside the integration stage,
//                so that its tests find them ready
//
// One environment serves both stages (each used to start its own: a CMS seeded and a site built
// twice). Every stage runs even when an earlier one failed, so that one run shows every failure;
// the run ends with a table (stage, files, tests, minutes, result) and the line `N passed, N failed`
// (the tests, and each check counted as one; the environment only when it failed to start), and
// exits with 1 when anything failed.
//
// `npm test -- --only checks,integration` runs some stages only (checks, integration, browser):
// the environment starts when integration or browser is asked for.
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import readline from 'readline';
import { startTestEnvironment, type TestEnvironment } from '../test/integration/support/environment';
import { startDraftsPreview } from '../test/browser/support/drafts-preview';
import type { StageFile } from '../test/support/stage-report';
import { ROOT_DIR } from './lib/cms';
import { lowerPriority, stopProcess } from './lib/processes';

interface StageResult {
  stage: string;
  seconds: number;
  ok: boolean;
  /** The test files, from the stage's reporter; none for a check. */
  files?: StageFile[];
}

const BIN = path.join(ROOT_DIR, 'node_modules', '.bin');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-test-report-'));

/**
 * The environment the checks run in: this process's as it started, before the test environment
 * set its own knobs here (its day, its state file), which are the integration and browser stages'.
 */
const startingEnv = { ...process.env };

const log = (message: string) => process.stdout.write(`[suite] ${message}\n`);

/** The commands running in the background, stopped with the suite. */
const backgroundChildren = new Set<ChildProcess>();

/**
 * Runs a command to its end; with `label`, each of its lines is printed behind `[label]`. With
 * `background`, at the lowest priority (scripts/lib/processes.ts, lowerPriority), in a session of
 * its own: it gets the CPU the other work leaves.
 */
const runCommand = (
  command: string,
  args: string[],
  {
    label,
    env = {},
    baseEnv = process.env,
    background = false,
  }: { label?: string; env?: NodeJS.ProcessEnv; baseEnv?: NodeJS.ProcessEnv; background?: boolean } = {},
) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT_DIR,
      env: { ...baseEnv, ESNUM_TEST_REPORT_DIR: reportDir, ...env },
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: background,
    });
    if (background && child.pid) {
      lowerPriority(child.pid);
      backgroundChildren.add(child);
      child.on('close', () => backgroundChildren.delete(child));
    }
    if (label) {
      for (const stream of [child.stdout!, child.stderr!]) {
        // A line the stage's reporter already labelled keeps its one label.
        readline
          .createInterface({ input: stream })
          .on('line', (line) => process.stdout.write(line.startsWith(`[${label}] `) ? `${line}\n` : `[${label}] ${line}\n`));
      }
    }
    child.on('error', (error) => {
      log(`${command} could not start: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });

/** Times `work` as the stage `stage`, and reads the report its test runner wrote, if any. */
const timed = async (stage: string, work: () => Promise<boolean>): Promise<StageResult> => {
  const started = Date.now();
  log(`${stage}: started`);
  let ok = false;
  try {
    ok = await work();
  } catch (error) {
    log(`${stage}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const seconds = (Date.now() - started) / 1000;
  log(`${stage}: ${ok ? 'passed' : 'FAILED'} in ${(seconds / 60).toFixed(1)} min`);
  const reportFile = path.join(reportDir, `${stage}.json`);
  const files = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')).files as StageFile[]) : undefined;
  return { stage, seconds, ok, files };
};

/** A check, in the environment this process started with (the test environment starts beside it). */
const runCheck = (label: string, command: string, args: string[], { background = false } = {}) =>
  runCommand(path.join(BIN, command), args, { label, baseEnv: startingEnv, background });

/**
 * The static checks, one after the other, in the background: they have no deadline, so they take
 * the CPU the foreground leaves (the third of the cores the integration stage leaves idle), not
 * the cores the environment's seeding and build need. Their minutes are those they took, waiting
 * included.
 */
const staticChecks = async (): Promise<StageResult[]> => {
  const background = { background: true };
  return [
    await timed('types', async () => {
      const site = await runCheck('types', 'tsc', ['--noEmit', '-p', '.'], background);
      const cms = await runCheck('types', 'tsc', ['--noEmit', '-p', 'cms'], background);
      // The admin panel's customisation has its own compiler options (a browser bundle).
      const cmsAdmin = await runCheck('types', 'tsc', ['--noEmit', '-p', 'cms/src/admin'], background);
      return site && cms && cmsAdmin;
    }),
    await timed('eslint', () => runCheck('eslint', 'eslint', ['.'], background)),
    await timed('prettier', () => runCheck('prettier', 'prettier', ['--check', '.'], background)),
  ];
};

/**
 * The unit tests, in the foreground beside the environment: their waits (findBy*, 10 s) and
 * timeouts (20 s) count on a fair share of the CPU.
 */
const unitTests = () => timed('unit', () => runCheck('unit', 'jest', ['-c', 'jest.config.js']));

const STAGES = ['checks', 'integration', 'browser'] as const;

/** The stages `--only a,b` asks for; all of them without it. */
const requestedStages = (args: string[]) => {
  const index = args.indexOf('--only');
  if (index === -1) return new Set<string>(STAGES);
  const asked = (args[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((stage) => !(STAGES as readonly string[]).includes(stage));
  if (asked.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes stages among ${STAGES.join(', ')}, separated by commas${unknown.length ? `, not ${unknown.join(', ')}` : ''}.`,
    );
  }
  return new Set(asked);
};

const minutes = (seconds: number) => (seconds / 60).toFixed(1);

const summary = (results: StageResult[], totalSeconds: number) => {
  const rows = results.map(({ stage, seconds, ok, files }) => {
    const tests = files ? files.reduce((sum, file) => sum + file.passed + file.failed, 0) : 1;
    return `| ${stage} | ${files ? files.length : '–'} | ${files ? tests : '–'} | ${minutes(seconds)} | ${ok ? 'passed' : 'FAILED'} |`;
  });
  // The environment is no check: it counts only when it failed to start.
  const counted = results
    .filter(({ stage, ok }) => stage !== 'environment' || !ok)
    .flatMap(({ files, ok }) =>
      files ? files.map(({ passed, failed }) => ({ passed, failed })) : [{ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }],
    );
  // A stage that failed without a failing test (it could not start, a global setup failed) is one failure.
  const unexplained = results.filter(({ ok, files }) => !ok && files && files.every((file) => file.failed === 0)).length;
  const passed = counted.reduce((sum, row) => sum + row.passed, 0);
  const failed = counted.reduce((sum, row) => sum + row.failed, 0) + unexplained;
  // The failed tests by name: the end of a long log is often all that is shown of it.
  const failures = results.flatMap(({ stage, files }) =>
    (files ?? []).flatMap(({ file, failures: titles = [] }) => titles.map((title) => `- ${stage}: ${file}: ${title}`)),
  );
  return [
    ...(failures.length ? ['', 'Failed:', ...failures] : []),
    '',
    '| stage | files | tests | minutes | result |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| total | | | ${minutes(totalSeconds)} | |`,
    '',
    `${passed} passed, ${failed} failed`,
    '',
  ].join('\n');
};

const main = async () => {
  const started = Date.now();
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.ESNUM_IT_STATE = path.join(reportDir, 'environment-state.json');

  let environment: TestEnvironment | undefined;
  let draftsPreview: ReturnType<typeof startDraftsPreview> | undefined;
  const stop = async () => {
    await Promise.all([...backgroundChildren].map((child) => stopProcess(child)));
    await draftsPreview?.stop();
    await environment?.stop().catch((error: unknown) => log(`could not stop the test environment: ${String(error)}`));
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(143)));

  const stages = requestedStages(process.argv.slice(2));
  const needsEnvironment = stages.has('integration') || stages.has('browser');
  const staticCheckResults = stages.has('checks') ? staticChecks() : Promise.resolve([]);
  const [unitResult, environmentResult] = await Promise.all([
    stages.has('checks') ? unitTests() : Promise.resolve(undefined),
    needsEnvironment
      ? timed('environment', async () => {
          environment = await startTestEnvironment({ label: 'environment' });
          return true;
        })
      : Promise.resolve(undefined),
  ]);
  const stageResults: StageResult[] = [];

  // The browser stage's drafts preview compiles its development bundle (about a minute and a half
  // of CPU) beside the integration stage, whose single Jest worker and builds leave about a third
  // of the cores idle; its tests find it ready (test/browser/support/drafts-preview.ts). It runs
  // at the lowest priority: at the same priority it took half the CPU from the rebuilds of
  // 09-rebuild-service, whose two builds went from 25 to 45 s each; once that stage is over, at
  // the normal one.
  // The CMS admin panel its site status test opens: 30 s to 2 min of the cores, in the same spare
  // third of the CPU. The environment's CMS serves it once it is built.
  let adminBuilt: Promise<boolean> | undefined;
  if (environment && stages.has('browser')) {
    log('browser: starting its drafts preview (npm run preview) beside the integration stage, in the background');
    draftsPreview = startDraftsPreview(environment.state, { background: true });
    log('browser: building the CMS admin panel beside the integration stage, in the background');
    adminBuilt = runCommand(path.join(BIN, 'tsx'), ['scripts/build-cms-admin.ts'], { label: 'cms-admin', background: true });
  }

  const reuse = { TEST_ENVIRONMENT_STATE: process.env.ESNUM_IT_STATE };
  for (const [stage, command, args] of [
    ['integration', path.join(BIN, 'jest'), ['-c', 'jest.integration.config.js', '--runInBand']],
    ['browser', path.join(BIN, 'playwright'), ['test']],
  ] as const) {
    if (!stages.has(stage)) continue;
    if (stage === 'browser' && adminBuilt && !(await adminBuilt)) log('browser: the CMS admin panel could not be built (see [cms-admin])');
    // Still compiling once the integration stage is over, the preview would get next to no CPU
    // beside the browser stage's two saturated cores, and its tests come last.
    if (stage === 'browser' && draftsPreview) {
      log('browser: its drafts preview back at the normal priority');
      draftsPreview.toForeground();
    }
    stageResults.push(
      environment
        ? await timed(stage, () => runCommand(command, [...args], { env: reuse }))
        : { stage, seconds: 0, ok: false, files: undefined },
    );
  }
  const results = [
    ...(await staticCheckResults),
    ...(unitResult ? [unitResult] : []),
    ...(environmentResult ? [environmentResult] : []),
    ...stageResults,
  ];
  await stop();
  fs.writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(results, null, 2));
  process.stdout.write(summary(results, (Date.now() - started) / 1000));
  if (!process.env.KEEP_INTEGRATION_FILES) fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(results.every((result) => result.ok) ? 0 : 1);
};

main().catch(async (error) => {
  console.error(error);
  process.exit(1);
});
