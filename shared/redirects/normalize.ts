// URL normalisation (spec §2), in this order: the www host (SITE_URL decides), one slash between
// segments, a lower-case path, no trailing slash (but "/"), and no English pages when the English
// option is off.

/** The host visitors should use: the canonical one, when they came by its bare (non-www) form. */
export const canonicalHostFor = (requestHost: string, canonicalHost: string): string | null => {
  const host = requestHost.toLowerCase().replace(/:\d+$/, '');
  return canonicalHost.startsWith('www.') && host === canonicalHost.slice(4) ? canonicalHost : null;
};

/**
 * Browsers read a Location that starts with "//" or "/\" as another host, so any run of slashes
 * and backslashes becomes one slash. A split and join, not a pattern anchored at the end: a
 * pattern like /\/+$/ backtracks over a long run of slashes.
 */
const collapseSlashes = (path: string) => {
  const segments = path.split(/[/\\]/).filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
};

export const normalizePath = (path: string, { englishEnabled }: { englishEnabled: boolean }): string => {
  let normalized = collapseSlashes(path.toLowerCase());
  if (!englishEnabled && /^\/en(\/|$)/.test(normalized)) normalized = '/';
  return normalized;
};

/**
 * Whether `location` stays on this site: a path that starts with exactly one slash and carries
 * no control characters (which would end the header line). Every redirect the site answers with,
 * from any server, passes this check.
 */
export const isLocalLocation = (location: string) =>
  // eslint-disable-next-line no-control-regex -- a Location with a control character is what it refuses
  /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\u007f]/.test(location);
