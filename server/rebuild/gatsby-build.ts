// One incremental Gatsby build, run by the rebuild service. `.cache` and `public` stay between
// builds, so Gatsby only renders the pages whose data changed; `--write-to-file` makes it list
// them (.cache/newPages.txt, .cache/deletedPages.txt). A failed build rejects with the cause
// Gatsby printed (its ERROR block, else the last lines), for the logs and the status endpoint.
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import readline from 'readline';

export interface GatsbyBuildOptions {
  rootDir: string;
  env: NodeJS.ProcessEnv;
  /** Each output line of the build, as it comes. */
  onLine?: (line: string) => void;
  /** The build's process id, once started (the benchmark samples its memory). */
  onStart?: (pid: number) => void;
  /**
   * Longest a build may take: past it, the build and every process it started are stopped and the
   * build fails. Without it, a CMS that stops answering mid-build would hold every later
   * publication for good.
   */
  timeoutMs?: number;
}

/** The deadline of a rebuild (SITE_BUILD_TIMEOUT_MS): a cold build of the large content set takes about 9 minutes here. */
export const DEFAULT_BUILD_TIMEOUT_MS = 30 * 60_000;
/** Time the build's processes get to stop after SIGTERM, before SIGKILL. */
const STOP_GRACE_MS = 5_000;

export const buildTimeoutMs = (env: NodeJS.ProcessEnv) => {
  const value = Number(env.SITE_BUILD_TIMEOUT_MS || DEFAULT_BUILD_TIMEOUT_MS);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`SITE_BUILD_TIMEOUT_MS must be a positive number of milliseconds, not "${env.SITE_BUILD_TIMEOUT_MS}".`);
  return value;
};

/** Signals the build's whole process group (Gatsby's workers with it); quiet when it is gone. */
const signalGroup = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(-pid, name);
  } catch {
    // already gone
  }
};

const KEPT_LINES = 60;
const CAUSE_LINES = 12;

const countLines = (file: string) => {
  try {
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  } catch {
    return 0;
  }
};

// Gatsby colours and boxes its messages.
// eslint-disable-next-line no-control-regex -- matches the ESC of the terminal colour codes
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();

const isErrorLine = (line: string) => /^\s*(?:ERROR|error)\b|^\s*Error:/.test(plain(line));

/** The part of the output that says why the build failed. */
export const failureCause = (lines: string[]) => {
  const text = lines.map(plain).filter((line) => line.trim() !== '');
  const errorAt = text.findIndex(isErrorLine);
  const cause = errorAt === -1 ? text.slice(-CAUSE_LINES) : text.slice(errorAt, errorAt + CAUSE_LINES);
  return cause.join('\n');
};

const minutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

export const runGatsbyBuild = ({ rootDir, env, onLine, onStart, timeoutMs }: GatsbyBuildOptions) =>
  new Promise<{ pagesChanged: number }>((resolve, reject) => {
    const cli = require.resolve('gatsby/cli.js', { paths: [rootDir] });
    // Its own process group, so that the deadline stops Gatsby's workers too.
    const child = spawn(process.execPath, [cli, 'build', '--write-to-file'], {
      cwd: rootDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    if (child.pid) onStart?.(child.pid);
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const deadline = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          onLine?.(`[rebuild] the build passed its ${minutes(timeoutMs)} deadline: stopping it`);
          signalGroup(child.pid!, 'SIGTERM');
          killTimer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), STOP_GRACE_MS);
        }, timeoutMs)
      : undefined;
    // Detached, the build would outlive a service stopped with Ctrl+C.
    const stopWithService = () => signalGroup(child.pid!, 'SIGKILL');
    process.once('exit', stopWithService);
    // What the leader leaves behind when it exits goes with it (and lets its output pipes close).
    child.on('exit', () => signalGroup(child.pid!, 'SIGKILL'));
    const lastLines: string[] = [];
    // Gatsby's first error block, kept whole: a stack trace after it can push it out of the last lines.
    let errorLines: string[] | null = null;
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lastLines.push(line);
        if (lastLines.length > KEPT_LINES) lastLines.shift();
        if (errorLines === null && isErrorLine(line)) errorLines = [];
        if (errorLines !== null && errorLines.length < KEPT_LINES) errorLines.push(line);
        onLine?.(line);
      });
    }
    const cause = () => failureCause(errorLines ?? lastLines);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      clearTimeout(killTimer);
      process.removeListener('exit', stopWithService);
      if (timedOut) {
        reject(
          new Error(
            `gatsby build stopped: it took longer than its ${minutes(timeoutMs!)} deadline (SITE_BUILD_TIMEOUT_MS). Its last lines:\n${failureCause(lastLines)}`,
          ),
        );
      } else if (code === 0) {
        const cache = path.join(rootDir, '.cache');
        resolve({ pagesChanged: countLines(path.join(cache, 'newPages.txt')) + countLines(path.join(cache, 'deletedPages.txt')) });
      } else {
        reject(new Error(`gatsby build exited with ${signal ?? `code ${code}`}:\n${cause()}`));
      }
    });
  });
