// The compiled redirect rules the build writes into the site (public/.redirects.json). Without
// them (a build from before), the server still normalises URLs.
import fs from 'fs';
import path from 'path';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../shared/redirects/config';
import { siteUrl } from '../src/lib/site-url';

export const loadRedirectConfig = (publicDir: string): RedirectConfig => {
  const file = path.join(publicDir, REDIRECT_CONFIG_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RedirectConfig;
  return { version: 1, canonicalOrigin: siteUrl(), englishEnabled: true, exact: {}, patterns: [], raw: [] };
};
