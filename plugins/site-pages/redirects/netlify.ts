// The redirects a host without regular expressions can apply (Netlify, through Gatsby's
// createRedirect and gatsby-adapter-netlify): the exact table, the old paths the enumerable rules
// cover, and folders as splats. Lower-casing and prefix rules (/journee…) stay with the Node
// server and nginx.
import type { RedirectConfig } from '../../../shared/redirects/config';
import { isLocalLocation } from '../../../shared/redirects/normalize';
import { matchRules } from '../../../shared/redirects/rules';

export interface SimpleRedirect {
  fromPath: string;
  toPath: string;
}

export const simpleRedirects = (config: RedirectConfig): SimpleRedirect[] => {
  const redirects = new Map<string, string>(Object.entries(config.exact));
  for (const rule of config.patterns) {
    for (const source of rule.sources ?? []) {
      const target = matchRules([rule], source);
      if (target && !redirects.has(source)) redirects.set(source, target);
    }
    if (rule.folder && rule.target === matchRules([rule], `${rule.folder}/x`)) redirects.set(`${rule.folder}/*`, rule.target);
  }
  return [...redirects].map(([fromPath, toPath]) => {
    // The same rule as the other servers': a redirect never leads off the site.
    if (!isLocalLocation(toPath)) throw new Error(`The redirect ${fromPath} → ${toPath} would leave the site.`);
    return { fromPath, toPath };
  });
};
