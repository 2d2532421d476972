// The per-page Content-Security-Policy the build writes into the site (public/.csp.json). Every
// build changes the hashes (Gatsby's chunk map is inline), so a server that outlives a build must
// follow the file: policies are read again whenever it changes. Without it (a build from before),
// every answer gets FALLBACK_CSP.
import fs from 'fs';
import path from 'path';
import { FALLBACK_CSP } from './security-headers';

/** Where the build writes the policies the servers send (public/, never served: dot file). */
export const CSP_CONFIG_FILE = '.csp.json';

export interface CspConfig {
  version: 1;
  /** The policy of every answer that is not one of the pages below (assets, sw.js, redirects). */
  default: string;
  /** Per HTML file, relative to public/ with forward slashes (`index.html`, `en/404.html`): its policy. */
  pages: Record<string, string>;
}

const FALLBACK: CspConfig = { version: 1, default: FALLBACK_CSP, pages: {} };

const modifiedAt = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** The current policies of the site in `publicDir`, re-read when the build rewrites them. */
export const cspConfigSource = (publicDir: string): (() => CspConfig) => {
  const file = path.join(publicDir, CSP_CONFIG_FILE);
  let loaded: { at: number | null; config: CspConfig } | null = null;
  return () => {
    const at = modifiedAt(file);
    if (loaded && loaded.at === at) return loaded.config;
    try {
      loaded = { at, config: at === null ? FALLBACK : (JSON.parse(fs.readFileSync(file, 'utf8')) as CspConfig) };
    } catch {
      // Caught mid-write: keep what was read before, and read again on the next request.
      return loaded?.config ?? FALLBACK;
    }
    return loaded.config;
  };
};

/** The policy of the file sent (a path relative to public/), or the default one. */
export const policyFor = (config: CspConfig, file: string | null) =>
  (file !== null && config.pages[file.split(path.sep).join('/')]) || config.default;
