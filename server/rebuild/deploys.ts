// Whole-site snapshots for atomic publishing. Gatsby writes into public/ file by file during a
// build, so public/ is never served while the rebuild service runs: after each successful build
// it is copied into deploys/<id>/, and the server is switched to that folder in one step. A
// visitor therefore gets either the previous site or the new one, never a mix.
//
// A copy stays cheap as the site grows: a file unchanged since the previous deploy (same size and
// modification time) is hard-linked from it instead of copied. Links are safe there because
// deploy folders are never written again, only public/ is.
import fs from 'fs';
import path from 'path';

const CURRENT_FILE = 'current';
const INCOMING_PREFIX = '.incoming-';

export interface DeployStats {
  id: string;
  dir: string;
  files: number;
  copied: number;
  linked: number;
  durationMs: number;
}

// The copy's modification time is set from a Date, in milliseconds, and goes through seconds as a
// float: 10.123456 ms can come back as 10.122999 ms. Truncating both sides took half the
// unchanged files of the large site (75,000 of 149,000) for changed ones, and copied them.
const MTIME_TOLERANCE_MS = 1;

const sameFile = (a: fs.Stats, b: fs.Stats | null) =>
  b !== null && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < MTIME_TOLERANCE_MS;

const statOrNull = (file: string) => {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
};

/** The folder the site is served from now, or null before the first deploy. */
export const currentDeployDir = (deploysDir: string): string | null => {
  try {
    const id = fs.readFileSync(path.join(deploysDir, CURRENT_FILE), 'utf8').trim();
    const dir = path.join(deploysDir, id);
    return id && fs.existsSync(dir) ? dir : null;
  } catch {
    return null;
  }
};

const nextId = (deploysDir: string) => {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let id = stamp;
  for (let n = 2; fs.existsSync(path.join(deploysDir, id)); n += 1) id = `${stamp}-${n}`;
  return id;
};

const copyTree = (from: string, to: string, previous: string | null, stats: { files: number; copied: number; linked: number }) => {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const before = previous === null ? null : path.join(previous, entry.name);
    if (entry.isDirectory()) {
      copyTree(source, target, before, stats);
    } else if (entry.isFile()) {
      const sourceStat = fs.statSync(source);
      stats.files += 1;
      if (before !== null && sameFile(sourceStat, statOrNull(before))) {
        fs.linkSync(before, target);
        stats.linked += 1;
      } else {
        fs.copyFileSync(source, target);
        fs.utimesSync(target, sourceStat.atime, sourceStat.mtime);
        stats.copied += 1;
      }
    }
  }
};

/**
 * Copies the built site into a new deploy folder and makes it current. Keeps the `keep` newest
 * deploys (the previous one still answers requests that started before the switch).
 */
export const publishDeploy = ({
  publicDir,
  deploysDir,
  keep = 2,
}: {
  publicDir: string;
  deploysDir: string;
  keep?: number;
}): DeployStats => {
  const started = Date.now();
  fs.mkdirSync(deploysDir, { recursive: true });
  const id = nextId(deploysDir);
  const incoming = path.join(deploysDir, `${INCOMING_PREFIX}${id}`);
  fs.rmSync(incoming, { recursive: true, force: true });
  const counts = { files: 0, copied: 0, linked: 0 };
  try {
    copyTree(publicDir, incoming, currentDeployDir(deploysDir), counts);
    fs.renameSync(incoming, path.join(deploysDir, id));
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw error;
  }
  // The switch itself: one rename of a one-line file.
  const pointer = path.join(deploysDir, `${INCOMING_PREFIX}${CURRENT_FILE}`);
  fs.writeFileSync(pointer, `${id}\n`);
  fs.renameSync(pointer, path.join(deploysDir, CURRENT_FILE));
  const dir = path.join(deploysDir, id);
  removeOldDeploys(deploysDir, dir, keep);
  return { id, dir, ...counts, durationMs: Date.now() - started };
};

const removeOldDeploys = (deploysDir: string, current: string, keep: number) => {
  const deploys = fs
    .readdirSync(deploysDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const name of deploys.slice(keep)) {
    const dir = path.join(deploysDir, name);
    if (dir !== current) fs.rmSync(dir, { recursive: true, force: true });
  }
  // Left by a copy that was interrupted.
  for (const entry of fs.readdirSync(deploysDir)) {
    if (entry.startsWith(INCOMING_PREFIX) && entry !== `${INCOMING_PREFIX}${CURRENT_FILE}`)
      fs.rmSync(path.join(deploysDir, entry), { recursive: true, force: true });
  }
};
