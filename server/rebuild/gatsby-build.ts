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
}

const KEPT_LINES = 60;
const CAUSE_LINES = 12;

const countLines = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length;
  } catch {
    return 0;
  }
};

// Gatsby colours and boxes its messages.
// eslint-disable-next-line no-control-regex
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();

/** The part of the output that says why the build failed. */
export const failureCause = (lines: string[]) => {
  const text = lines.map(plain).filter((line) => line.trim() !== '');
  const errorAt = text.findIndex((line) => /^\s*(?:ERROR|error)\b|^\s*Error:/.test(line));
  const cause = errorAt === -1 ? text.slice(-CAUSE_LINES) : text.slice(errorAt, errorAt + CAUSE_LINES);
  return cause.join('\n');
};

export const runGatsbyBuild = ({ rootDir, env, onLine, onStart }: GatsbyBuildOptions) =>
  new Promise<{ pagesChanged: number }>((resolve, reject) => {
    const cli = require.resolve('gatsby/cli.js', { paths: [rootDir] });
    const child = spawn(process.execPath, [cli, 'build', '--write-to-file'], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) onStart?.(child.pid);
    const lastLines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lastLines.push(line);
        if (lastLines.length > KEPT_LINES) lastLines.shift();
        onLine?.(line);
      });
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        const cache = path.join(rootDir, '.cache');
        resolve({ pagesChanged: countLines(path.join(cache, 'newPages.txt')) + countLines(path.join(cache, 'deletedPages.txt')) });
      } else {
        reject(new Error(`gatsby build exited with ${signal ?? `code ${code}`}:\n${failureCause(lastLines)}`));
      }
    });
  });
