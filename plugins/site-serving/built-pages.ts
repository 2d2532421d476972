// One pass over the built pages after each build: every HTML file is read once, cleaned of NUL
// bytes, made to start its bundles after its first paint, and hashed for its Content-Security-
// Policy. What the pass learnt is kept in .cache with each file's size and mtime, so the next
// (incremental) build reads only the pages Gatsby wrote again: on the large content set that is a
// handful of files instead of tens of thousands.
import fs from 'fs';
import path from 'path';
import { listFiles } from '../../server/precompress';
import { startBundlesAfterFirstPaint } from './bundles-after-first-paint';
import { firstScreenPreloadsFirst } from './first-screen-preloads';
import { type InlineHashes, inlineHashes } from './csp-policy';

// React 18's streaming renderer, which Gatsby uses for its HTML, can leave NUL bytes where a
// multi-byte character straddles its 2 KB buffer (facebook/react#26228, unreleased for React 18;
// gatsbyjs/gatsby#38747). Browsers read a NUL as U+FFFD, so "actualités" in an aria-label became
// "actualit\uFFFDés". NUL is never valid in HTML: the built pages are cleaned before they are served.
const withoutNulBytes = (content: Buffer) => (content.includes(0) ? Buffer.from(content.filter((byte) => byte !== 0)) : content);

export interface FinishedPage {
  /** The page as it is served. */
  html: string;
  /** Its inline script and style hashes, for its Content-Security-Policy. */
  hashes: InlineHashes;
  hadNulBytes: boolean;
  bundlesDeferred: boolean;
  /** Whether `html` differs from the bytes Gatsby wrote. */
  changed: boolean;
}

/**
 * What the post-build does to one page Gatsby rendered. Shared with page-renderer.ts, which renders
 * pages outside a build and must give the same bytes.
 */
export const finishBuiltPage = (raw: Buffer): FinishedPage => {
  const clean = withoutNulBytes(raw);
  const html = clean.toString('utf8');
  const deferred = startBundlesAfterFirstPaint(html);
  const final = firstScreenPreloadsFirst(deferred);
  return {
    html: final,
    hashes: inlineHashes(final),
    hadNulBytes: clean !== raw,
    bundlesDeferred: deferred !== html,
    changed: clean !== raw || final !== html,
  };
};

interface PageRecord {
  size: number;
  mtimeMs: number;
  hashes: InlineHashes;
}

export interface BuiltPagesResult {
  /** Inline script and style hashes of every page, by path relative to public/ ("campus/lyon/index.html"). */
  hashes: Record<string, InlineHashes>;
  /** Pages read in this pass (new or rewritten by Gatsby since the last one). */
  read: number;
  /** Pages that had NUL bytes. */
  cleaned: number;
  /** Pages given the deferred bundle start in this pass. */
  deferred: number;
}

const readRecords = (stateFile: string): Record<string, PageRecord> => {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, PageRecord>;
  } catch {
    return {};
  }
};

/** `files`: every file of public/, when the caller has listed them already (a walk of 195,000 files takes 2 s). */
export const processBuiltPages = (publicDir: string, stateFile: string, files: string[] = listFiles(publicDir)): BuiltPagesResult => {
  const known = readRecords(stateFile);
  const records: Record<string, PageRecord> = {};
  const result: BuiltPagesResult = { hashes: {}, read: 0, cleaned: 0, deferred: 0 };
  for (const file of files.filter((candidate) => candidate.endsWith('.html'))) {
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    const stat = fs.statSync(file);
    const previous = known[relative];
    if (previous && previous.size === stat.size && previous.mtimeMs === stat.mtimeMs) {
      records[relative] = previous;
      result.hashes[relative] = previous.hashes;
      continue;
    }
    result.read += 1;
    const page = finishBuiltPage(fs.readFileSync(file));
    if (page.hadNulBytes) result.cleaned += 1;
    if (page.bundlesDeferred) result.deferred += 1;
    if (page.changed) fs.writeFileSync(file, page.html);
    const written = page.changed ? fs.statSync(file) : stat;
    records[relative] = { size: written.size, mtimeMs: written.mtimeMs, hashes: page.hashes };
    result.hashes[relative] = records[relative].hashes;
  }
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(records));
  return result;
};
