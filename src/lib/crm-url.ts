// The link a visitor is sent to after choosing a campus: only https links on the CRM hosts the
// configuration allows (no open redirect), with the origin tracking appended.
import { type OriginTracking, trackingParameters } from './origin-tracking';

export const parseAllowedHosts = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** The URL to follow, or null when it is not an https URL on an allowed host. */
export const safeCrmUrl = (url: unknown, allowedHosts: readonly string[]): URL | null => {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return allowedHosts.includes(parsed.hostname.toLowerCase()) ? parsed : null;
};

/** Adds the tracking parameters the URL does not have yet (properly encoded). */
export const withTracking = (url: URL, tracking: OriginTracking | null): string => {
  const result = new URL(url.href);
  for (const [name, value] of trackingParameters(tracking)) {
    if (!result.searchParams.has(name)) result.searchParams.append(name, value);
  }
  return result.href;
};
