// The per-page Content-Security-Policy the build writes into the site (public/.csp.json). Without
// it (a build from before), every answer gets FALLBACK_CSP.
import fs from 'fs';
import path from 'path';
import { CSP_CONFIG_FILE, type CspConfig } from '../src/lib/security/csp';
import { FALLBACK_CSP } from './security-headers';

export const loadCspConfig = (publicDir: string): CspConfig => {
  const file = path.join(publicDir, CSP_CONFIG_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as CspConfig;
  return { version: 1, default: FALLBACK_CSP, pages: {} };
};

/** The policy of the file sent (a path relative to public/), or the default one. */
export const policyFor = (config: CspConfig, file: string | null) =>
  (file !== null && config.pages[file.split(path.sep).join('/')]) || config.default;
