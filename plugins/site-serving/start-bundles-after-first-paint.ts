// After the build: every page starts its bundles once it is painted
// (src/lib/performance/bundles-after-first-paint.ts). Runs before the Content-Security-Policy
// step, which hashes the loader like any other inline script.
import fs from 'fs';
import { startBundlesAfterFirstPaint } from '../../src/lib/performance/bundles-after-first-paint';
import { listHtml } from './strip-nul-bytes';

/** Rewrites the pages of `dir` that still load their bundles directly; returns how many. */
export const startBundlesAfterFirstPaintIn = (dir: string): number => {
  let rewritten = 0;
  for (const file of listHtml(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    const result = startBundlesAfterFirstPaint(html);
    if (result === html) continue;
    fs.writeFileSync(file, result);
    rewritten += 1;
  }
  return rewritten;
};
