// One pass over the built pages after each build: every HTML file is read once and finished
// (shared/pages/finish-page.ts: cleaned of NUL bytes, made to start its bundles after its first
// paint, hashed for its Content-Security-Policy). What the pass learnt is kept in .cache with each
// file's size and mtime, so the next (incremental) build reads only the pages Gatsby wrote again:
// on the large content set that is a handful of files instead of tens of thousands.
import fs from 'fs';
import path from 'path';
import { listFiles } from '../../shared/precompress';
import type { InlineHashes } from '../../shared/csp-policy';
import { finishBuiltPage } from '../../shared/pages/finish-page';

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
