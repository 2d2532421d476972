// Where a confirmed campus choice leads: the CRM link of the action and campus, if it is an https
// URL on an allowed host, with the origin tracking appended; otherwise the error to show (offline
// among them).
import { safeCrmUrl, withTracking } from '@/lib/crm-url';
import type { CrmAction } from '@/lib/crm-actions';
import type { OriginTracking } from '@/lib/origin-tracking';
import type { Language } from '@/lib/routes';
import { CRM_ALLOWED_HOSTS } from '@/lib/runtime-config';
import { type CrmLinkResult, fetchCrmLink } from './crm-api';

export type CrmLinkFetcher = (action: CrmAction, campusSlug: string, language: Language) => Promise<CrmLinkResult>;

/** Dictionary keys (common namespace) of the campus choice's error messages. */
export const CRM_ERRORS = {
  noCampus: 'popin.errors.noCampus',
  missingLink: 'popin.errors.missingLink',
  fetchFailed: 'popin.errors.fetchFailed',
  offline: 'popin.errors.offline',
} as const;

export type CrmDestination = { url: string } | { error: (typeof CRM_ERRORS)[keyof typeof CRM_ERRORS] };

export const crmDestination = async (
  action: CrmAction,
  campusSlug: string,
  language: Language,
  tracking: OriginTracking | null,
  fetchLink: CrmLinkFetcher = fetchCrmLink,
  isOnline: () => boolean = () => navigator.onLine,
): Promise<CrmDestination> => {
  if (!campusSlug) return { error: CRM_ERRORS.noCampus };
  // The CRM is another site: offline, going there would only show the browser's error page. The
  // build-time snapshot would still give a link, so this is asked first.
  if (!isOnline()) return { error: CRM_ERRORS.offline };
  const result = await fetchLink(action, campusSlug, language);
  if (result.kind === 'failed') return { error: CRM_ERRORS.fetchFailed };
  // A link that is not https on an allowed host is treated as no link at all.
  const url = result.kind === 'url' ? safeCrmUrl(result.url, CRM_ALLOWED_HOSTS) : null;
  return url ? { url: withTracking(url, tracking) } : { error: CRM_ERRORS.missingLink };
};
