// URL normalisation (spec §2), in this order: the www host (SITE_URL decides), a lower-case path,
// no trailing slash (but "/"), and no English pages when the English option is off.

/** The host visitors should use: the canonical one, when they came by its bare (non-www) form. */
export const canonicalHostFor = (requestHost: string, canonicalHost: string): string | null => {
  const host = requestHost.toLowerCase().replace(/:\d+$/, '');
  return canonicalHost.startsWith('www.') && host === canonicalHost.slice(4) ? canonicalHost : null;
};

export const normalizePath = (path: string, { englishEnabled }: { englishEnabled: boolean }): string => {
  let normalized = path.toLowerCase();
  if (normalized.length > 1) normalized = normalized.replace(/\/+$/, '') || '/';
  if (!englishEnabled && /^\/en(\/|$)/.test(normalized)) normalized = '/';
  return normalized;
};
