// Which pages' HTML the build writes, and which it leaves to the site's Node server to draw on their
// first request (server/pages-on-request.ts). The pages of the long tail, the
// visitors' rarest, are left: news items beyond the newest, the numbered news pages that list only
// those, and events long past. Gatsby still runs their queries and writes their page data, so
// their pictures are made, the lists and the sitemap link them and the browser navigates to them
// as to any page; only their HTML is skipped (patches/gatsby+5.16.1.patch). docs/scale.md gives
// the figures that chose the counts.

/** The page context that leaves a page's HTML to the server. */
export const HTML_ON_REQUEST = { htmlOnRequest: true } as const;

/**
 * How many pages of a kind each language gets built, from the environment variable `variable`: a
 * whole number, or `all` to build every page, as a host without the site's server needs (Netlify,
 * whose builds set NETLIFY=true: there `all` is the default).
 */
export const builtPerLanguage = (variable: string, fallback: number, env: NodeJS.ProcessEnv = process.env) => {
  const value = env[variable]?.trim() || (env.NETLIFY === 'true' ? 'all' : '');
  if (!value) return fallback;
  if (value === 'all') return Infinity;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${variable} must be a whole number or "all", not "${value}".`);
  }
  return count;
};

/** The ids of the first `perLanguage` items of each language, in the order given (newest first). */
export const firstPerLanguage = (items: readonly { id: string; locale: string | null }[], perLanguage: number) => {
  const seen = new Map<string | null, number>();
  const kept = new Set<string>();
  for (const item of items) {
    const count = seen.get(item.locale) ?? 0;
    if (count < perLanguage) kept.add(item.id);
    seen.set(item.locale, count + 1);
  }
  return kept;
};
