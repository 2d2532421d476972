// Which stored CRM links the CMS hands out: https links on the hosts CRM_ALLOWED_HOSTS allows (the
// same variable and rule as the site's, src/lib/crm-url.ts: the CMS compiles alone, and a test holds
// the two equal). The browser checks again; the CMS checks first, so that no client of the API is
// ever given a link that leaves the school's CRM.

export const DEFAULT_CRM_ALLOWED_HOSTS = 'crm.esnum.example';

export const crmAllowedHosts = (value: string | undefined = process.env.CRM_ALLOWED_HOSTS) =>
  (value?.trim() ? value : DEFAULT_CRM_ALLOWED_HOSTS)
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** Whether `url` is an https URL without credentials on one of `allowedHosts`. */
export const isAllowedCrmUrl = (url: unknown, allowedHosts: readonly string[]): boolean => {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return allowedHosts.includes(parsed.hostname.toLowerCase());
};
