// Whole-site snapshots for atomic publishing. Gatsby writes into public/ file by file during a
// build, so public/ is never served while the rebuild service runs: after each successful build
// it is copied into deploys/<id>/, and the server is switched to that folder in one step. A
// visitor therefore gets either the previous site or the new one, never a mix.
//
// A deploy stays cheap as the site grows. The oldest snapshot, which this deploy would otherwise
// remove, is brought up to date in place instead: only what changed since it was live (two builds
// of changes) is replaced or removed. A file replaced there is hard-linked from the current
// deploy when unchanged since it, copied from public/ otherwise; never linked to public/, which
// the next build rewrites. Replacing is unlinking then writing, so a file shared with the other
// deploys is never altered through its link. On the large content set (149,000 files) this takes
// 3.6 to 4.3 s (sizes and dates compared) where a fresh snapshot took 5 s (one link per file), and
// removing that oldest snapshot afterwards took 11 to 13 s more.
import fs from 'fs';
import path from 'path';

const CURRENT_FILE = 'current';
const INCOMING_PREFIX = '.incoming-';
/**
 * Each deploy's HTML renderer (Gatsby's .cache/page-ssr/routes/), beside the snapshots: the
 * publication's fast lane draws pages into the live deploy with the renderer that built it, and the
 * next build rewrites .cache. A dot folder: never served, never taken for a snapshot.
 */
const RENDERERS_DIR = '.renderers';
/** The renderer's entry, in Gatsby's folder and in each deploy's copy. */
export const RENDERER_ENTRY = 'render-page.js';

/** Where Gatsby's build in `rootDir` writes its HTML renderer (the folder each deploy copies). */
export const builtRendererDir = (rootDir: string) => path.join(rootDir, '.cache', 'page-ssr', 'routes');

export interface DeployStats {
  id: string;
  dir: string;
  /** Files of the deploy. */
  files: number;
  /** Files copied from public/: new or changed since the current deploy. */
  copied: number;
  /** Files hard-linked from the current deploy. */
  linked: number;
  /** Files the recycled snapshot already had as built (none for a fresh snapshot). */
  kept: number;
  /** Files and folders the recycled snapshot had and the build no longer has. */
  removed: number;
  /** Whether the oldest snapshot was brought up to date rather than a new one made. */
  recycled: boolean;
  durationMs: number;
}

type Counts = Pick<DeployStats, 'files' | 'copied' | 'linked' | 'kept' | 'removed'>;

// The copy's modification time is set from a Date, in milliseconds, and goes through seconds as a
// float: 10.123456 ms can come back as 10.122999 ms. Truncating both sides took half the
// unchanged files of the large site (75,000 of 149,000) for changed ones, and copied them.
const MTIME_TOLERANCE_MS = 1;

const sameFile = (a: fs.Stats, b: fs.Stats | undefined) =>
  b !== undefined && b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < MTIME_TOLERANCE_MS;

const statIfAny = (file: string | null) => (file === null ? undefined : fs.lstatSync(file, { throwIfNoEntry: false }));

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

/**
 * Makes `target` hold what `source` holds. `target` is a fresh folder or a recycled snapshot; what
 * it has as built is kept, the rest is linked from `current` when unchanged there, or copied.
 */
const syncTree = (source: string, target: string, current: string | null, counts: Counts, skipped: ReadonlySet<string> = new Set()) => {
  fs.mkdirSync(target, { recursive: true });
  const stale = new Set([...fs.readdirSync(target)].filter((name) => !skipped.has(name)));
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (skipped.has(entry.name) || (!entry.isDirectory() && !entry.isFile())) continue;
    stale.delete(entry.name);
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    const linkable = current === null ? null : path.join(current, entry.name);
    const existing = statIfAny(to);
    if (entry.isDirectory()) {
      if (existing && !existing.isDirectory()) fs.rmSync(to);
      syncTree(from, to, linkable, counts);
    } else {
      const built = fs.statSync(from);
      counts.files += 1;
      if (sameFile(built, existing)) {
        counts.kept += 1;
        continue;
      }
      // Unlinked first: the old file may be shared with the other deploys.
      if (existing) fs.rmSync(to, { recursive: true });
      if (sameFile(built, statIfAny(linkable))) {
        fs.linkSync(linkable!, to);
        counts.linked += 1;
      } else {
        fs.copyFileSync(from, to);
        fs.utimesSync(to, built.atime, built.mtime);
        counts.copied += 1;
      }
    }
  }
  for (const name of stale) {
    fs.rmSync(path.join(target, name), { recursive: true, force: true });
    counts.removed += 1;
  }
};

const deployNames = (deploysDir: string) =>
  fs
    .readdirSync(deploysDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .reverse();

/**
 * Copies the built site into a deploy folder and makes it current. Keeps the `keep` newest deploys
 * (the previous one still answers requests that started before the switch); the oldest one beyond
 * them is recycled as the new deploy's folder.
 */
export const publishDeploy = ({
  publicDir,
  deploysDir,
  rendererDir,
  keep = 2,
  carried = [],
}: {
  publicDir: string;
  deploysDir: string;
  /** Gatsby's .cache/page-ssr/routes/ of the build: kept with the deploy (see RENDERERS_DIR). */
  rendererDir?: string;
  keep?: number;
  /**
   * Top folders the deploy takes from the current deploy rather than from public/: what is written
   * into the live deploy after its build (the search index, server/rebuild/search-indexer.ts).
   * Hard-linked; taken from public/ when the current deploy has none.
   */
  carried?: string[];
}): DeployStats => {
  const started = Date.now();
  fs.mkdirSync(deploysDir, { recursive: true });
  const id = nextId(deploysDir);
  const incoming = path.join(deploysDir, `${INCOMING_PREFIX}${id}`);
  fs.rmSync(incoming, { recursive: true, force: true });
  const current = currentDeployDir(deploysDir);
  // The newest `keep - 1` deploys and the current one stay as they are; the next one is recycled.
  const recyclable = deployNames(deploysDir)
    .slice(Math.max(keep - 1, 1))
    .find((name) => path.join(deploysDir, name) !== current);
  if (recyclable) fs.renameSync(path.join(deploysDir, recyclable), incoming);
  const counts: Counts = { files: 0, copied: 0, linked: 0, kept: 0, removed: 0 };
  try {
    const carriedNames = new Set(carried);
    syncTree(publicDir, incoming, current, counts, carriedNames);
    for (const name of carriedNames) carryFolder(name, { current, publicDir, incoming, counts });
    if (rendererDir) copyRenderer(rendererDir, path.join(deploysDir, RENDERERS_DIR, id));
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
  return { id, dir, ...counts, recycled: recyclable !== undefined, durationMs: Date.now() - started };
};

/**
 * Brings the incoming deploy's `name` folder up to the current deploy's (its files linked), or to
 * public/'s (copied) when the current deploy has none: syncTree, with the folder as its source.
 */
const carryFolder = (
  name: string,
  { current, publicDir, incoming, counts }: { current: string | null; publicDir: string; incoming: string; counts: Counts },
) => {
  const target = path.join(incoming, name);
  const live = current === null ? null : path.join(current, name);
  if (live && fs.existsSync(live)) syncTree(live, target, live, counts);
  else if (fs.existsSync(path.join(publicDir, name))) syncTree(path.join(publicDir, name), target, null, counts);
  else fs.rmSync(target, { recursive: true, force: true });
};

/** Deploys beyond the `keep` newest: there are none once recycling has run, unless `keep` was lowered. */
const removeOldDeploys = (deploysDir: string, current: string, keep: number) => {
  for (const name of deployNames(deploysDir).slice(keep)) {
    const dir = path.join(deploysDir, name);
    if (dir !== current) fs.rmSync(dir, { recursive: true, force: true });
  }
  // Left by a copy that was interrupted.
  for (const entry of fs.readdirSync(deploysDir)) {
    if (entry.startsWith(INCOMING_PREFIX) && entry !== `${INCOMING_PREFIX}${CURRENT_FILE}`)
      fs.rmSync(path.join(deploysDir, entry), { recursive: true, force: true });
  }
  const renderers = path.join(deploysDir, RENDERERS_DIR);
  const deploys = new Set(deployNames(deploysDir));
  for (const name of fs.existsSync(renderers) ? fs.readdirSync(renderers) : []) {
    if (!deploys.has(name)) fs.rmSync(path.join(renderers, name), { recursive: true, force: true });
  }
};

/** The bundle files only (about 2 MB; their source maps are three times that and unused). */
const copyRenderer = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from).filter((file) => file.endsWith('.js')))
    fs.copyFileSync(path.join(from, name), path.join(to, name));
};

/** The HTML renderer of the deploy in `deployDir`, or null for a deploy published without one. */
export const deployRendererFile = (deploysDir: string, deployDir: string): string | null => {
  const file = path.join(deploysDir, RENDERERS_DIR, path.basename(deployDir), RENDERER_ENTRY);
  return fs.existsSync(file) ? file : null;
};
