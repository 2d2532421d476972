// Child processes for the orchestration scripts: run to completion, or keep running with
// labelled output, and wait for an HTTP endpoint to answer.
import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';
import fs from 'fs';
import os from 'os';
import readline from 'readline';

export const run = (command: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });

/** The lowest scheduling priority: the process gets the CPU that nothing else wants. */
export const BACKGROUND_NICE = 19;

const autogroupFile = (pid: number | 'self') => `/proc/${pid}/autogroup`;

/** The nice value of a process's session ("autogroup" on Linux), null where there is none. */
export const sessionNice = (pid: number | 'self') => {
  try {
    const nice = / nice (-?\d+)/.exec(fs.readFileSync(autogroupFile(pid), 'utf8'))?.[1];
    return nice === undefined ? null : Number(nice);
  } catch {
    return null;
  }
};

const setNice = (pid: number, nice: number) => {
  try {
    fs.writeFileSync(autogroupFile(pid), String(nice));
  } catch {
    // no autogroups here: the process's own nice value decides
  }
  try {
    os.setPriority(pid, nice);
  } catch {
    // the process is gone, or the system refuses
  }
};

/**
 * Lowers a process's scheduling priority to `nice`, for the work that can wait for idle CPU. Linux
 * shares the CPU between sessions first (autogroups) and only then between the processes of a
 * session by their nice values: a process in a session of its own, as every process started by
 * startLabelled is, is lowered through its session's nice value. Both are set; either may be
 * missing (no autogroups, another system), which leaves the priority as it was.
 */
export const lowerPriority = (pid: number, nice = BACKGROUND_NICE) => setNice(pid, nice);

/** The running processes' ids, read off /proc (none where there is no /proc). */
export const runningPids = (): number[] => {
  try {
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return [];
  }
};

/** The id of the process that started `pid`, undefined once it is gone (or without /proc). */
export const parentPid = (pid: number): number | undefined => {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the parent is the second
    // field after its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/** The processes `pid` started, and theirs. */
const descendants = (pid: number): number[] => {
  const children = new Map<number, number[]>();
  for (const each of runningPids()) {
    const parent = parentPid(each);
    if (parent === undefined) continue;
    const siblings = children.get(parent) ?? [];
    siblings.push(each);
    children.set(parent, siblings);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
};

/**
 * Puts a process lowered by lowerPriority, and every process it has started since, back at the
 * normal priority: background work that the rest now waits for. Raising a priority takes the
 * right to (root, or CAP_SYS_NICE); without it, they stay where they were.
 */
export const restorePriority = (pid: number) => {
  for (const each of [pid, ...descendants(pid)]) setNice(each, 0);
};

/**
 * Starts a long-running process whose output lines are prefixed with `[label]`. With `echo`, only
 * the lines it accepts are printed (all by default).
 */
export const startLabelled = (
  label: string,
  command: string,
  args: string[],
  { echo = () => true, ...options }: SpawnOptions & { echo?: (line: string) => boolean } = {},
) => {
  // Its own process group, so that stopping it also stops what it started (npm, npx wrappers).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  // A session of its own is for stopping it with what it started, not for another priority: a
  // process in the background (lowerPriority) keeps its children there.
  const nice = sessionNice('self') ?? 0;
  if (nice > 0 && child.pid) lowerPriority(child.pid, nice);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        if (echo(line)) console.log(`[${label}] ${line}`);
      });
    }
  }
  return child;
};

/** Signals the child's process group when it has one (see startLabelled), else the child. */
const signal = (child: ChildProcess, name: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    child.kill(name);
  }
};

export const stopProcess = (child: ChildProcess | undefined, timeoutMs = 10_000) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => signal(child, 'SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(child, 'SIGTERM');
  });

/** Polls `url` until it answers (any HTTP status below 500), the process dies, or time runs out. */
export const waitForHttp = async (url: string, { timeoutMs, process: child }: { timeoutMs: number; process?: ChildProcess }) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process serving ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
};
