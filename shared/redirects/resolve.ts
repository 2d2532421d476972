// Answers a request for an old or non-canonical address: one permanent redirect straight to the
// final page (normalisation, the exact table, the pattern rules, then an English address with no
// English page), or serve what is there.
// Pure: the caller says which paths are pages.
import type { RedirectConfig } from './config';
import { canonicalHostFor, isLocalLocation, normalizePath } from './normalize';
import { matchRules } from './rules';

export type Resolution = { kind: 'redirect'; location: string } | { kind: 'serve' } | { kind: 'bad-request' };

/** Longest chain followed at request time (the build has flattened the table already). */
const MAX_HOPS = 8;

export interface RequestTarget {
  /** Path as received, still percent-encoded. */
  rawPath: string;
  /** Query string with its "?", or "". */
  search: string;
  host: string;
}

const decodePath = (rawPath: string): string | null => {
  try {
    const decoded = decodeURIComponent(rawPath);
    // No page has a "." or ".." segment: a path with one is refused rather than redirected to.
    const dotSegment = decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
    return decoded.startsWith('/') && !decoded.includes('\0') && !dotSegment ? decoded : null;
  } catch {
    return null;
  }
};

/** Follows the exact table and the pattern rules from `path` until a page, or no rule. */
export const followRules = (
  path: string,
  config: Pick<RedirectConfig, 'exact' | 'patterns'>,
  isPage: (path: string) => boolean,
): string => {
  let current = path;
  const seen = new Set([current]);
  for (let hop = 0; hop < MAX_HOPS && !isPage(current); hop += 1) {
    const next = config.exact[current] ?? matchRules(config.patterns, current);
    if (!next || seen.has(next)) break;
    seen.add(next);
    current = next;
  }
  return current;
};

/**
 * Where an old English address with no English page goes (English on): the French page of the
 * same path when there is one (an entry never translated), else the English home. Null for any
 * other path.
 */
export const englishFallback = (
  path: string,
  { englishEnabled }: Pick<RedirectConfig, 'englishEnabled'>,
  isPage: (path: string) => boolean,
): string | null => {
  const french = englishEnabled ? /^\/en(\/.+)$/.exec(path)?.[1] : undefined;
  if (!french) return null;
  return isPage(french) ? french : '/en';
};

export const resolveRequest = (
  { rawPath, search, host }: RequestTarget,
  config: RedirectConfig,
  isPage: (path: string) => boolean,
): Resolution => {
  const path = decodePath(rawPath);
  if (path === null) return { kind: 'bad-request' };
  const canonicalHost = new URL(config.canonicalOrigin).host;
  const origin = canonicalHostFor(host, canonicalHost) ? config.canonicalOrigin : '';

  const redirect = (target: string): Resolution =>
    // The last guard against an open redirect or a header split, whatever a rule produced.
    isLocalLocation(target) ? { kind: 'redirect', location: `${origin}${target}${search}` } : { kind: 'bad-request' };

  const raw = matchRules(config.raw, path);
  if (raw) return redirect(raw);
  const normalized = normalizePath(path, config);
  // A real page at its normal address wins over every rule.
  if (normalized === path && isPage(path) && !origin) return { kind: 'serve' };

  const followed = followRules(normalized, config, isPage);
  const target = isPage(followed) ? followed : (englishFallback(followed, config, isPage) ?? followed);
  if (target !== path || origin) return redirect(encodeURI(target));
  return { kind: 'serve' };
};
