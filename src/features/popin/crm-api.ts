// The CMS calls of the pop-in, with the build-time snapshot as a fallback when the CMS cannot be
// reached (timeout, network failure or server error).
import { AppError } from '@/lib/app-error';
import { crmCampusesUrl, crmLinkUrl } from '@/lib/cms-api';
import { CRM_RETRIES, CRM_TIMEOUT_MS } from '@/lib/constants';
import type { CrmAction } from '@/lib/crm-actions';
import { fetchJson } from '@/lib/fetch-json';
import type { Language } from '@/lib/routes';
import { CMS_URL, CRM_SNAPSHOT_PATH, PRODUCT } from '@/lib/runtime-config';
import type { CrmCampus, CrmSnapshot } from '@/lib/crm-snapshot';
import { byNameIn } from '@/lib/intl';

const CALL = { timeoutMs: CRM_TIMEOUT_MS, retries: CRM_RETRIES };

/** The CMS is unreachable (not merely answering "no such link"): the snapshot may help. */
const cmsUnreachable = (error: unknown) => !(error instanceof AppError) || error.statusCode === 0 || error.statusCode >= 500;

// Only read when the CMS is down; the browser's HTTP cache keeps it between reads.
const snapshotCampuses = async (action: CrmAction, language: Language) =>
  (await fetchJson<CrmSnapshot>(CRM_SNAPSHOT_PATH, { scope: 'crm-snapshot', retries: 0 })).actions[action]?.[language] ?? [];

export const fetchCrmCampuses = async (
  action: CrmAction,
  language: Language,
): Promise<{ campuses: CrmCampus[]; source: 'live' | 'snapshot' }> => {
  const url = crmCampusesUrl(CMS_URL, PRODUCT, action, language);
  try {
    const campuses = await fetchJson<CrmCampus[]>(url, { scope: 'crm-campuses', ...CALL });
    return { campuses: [...campuses].sort(byNameIn(language)), source: 'live' };
  } catch (error) {
    if (!cmsUnreachable(error)) throw error;
    console.warn(
      '[crm] campuses from the build-time snapshot: the CMS cannot be reached',
      AppError.wrap('crm-campuses', url, error).toJSON(),
    );
    const campuses = (await snapshotCampuses(action, language)).map(({ id, name, slug }) => ({ id, name, slug }));
    return { campuses: campuses.sort(byNameIn(language)), source: 'snapshot' };
  }
};

export type CrmLinkResult = { kind: 'url'; url: unknown } | { kind: 'missing' } | { kind: 'failed'; error: AppError };

/** The CMS's own answer for a campus without a link of this action: 404 `{ url: null }`. */
const noSuchLink = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * The link of an action and campus. Only the CMS saying there is none (an answer without url, or
 * its 404) makes it missing; a refused or failed call (403, 500, a network error…) tries the
 * snapshot, and fails when that cannot help either.
 */
export const fetchCrmLink = async (action: CrmAction, campusSlug: string, language: Language): Promise<CrmLinkResult> => {
  const url = crmLinkUrl(CMS_URL, PRODUCT, action, campusSlug, language);
  try {
    const answer = await fetchJson<{ url?: unknown }>(url, { scope: 'crm-link', ...CALL });
    return answer.url ? { kind: 'url', url: answer.url } : { kind: 'missing' };
  } catch (error) {
    if (noSuchLink(error)) return { kind: 'missing' };
    try {
      const campus = (await snapshotCampuses(action, language)).find((entry) => entry.slug === campusSlug);
      if (!campus) throw new Error(`the snapshot has no ${action} link for ${campusSlug}`);
      console.warn('[crm] link from the build-time snapshot: the CMS did not give it', AppError.wrap('crm-link', url, error).toJSON());
      return { kind: 'url', url: campus.url };
    } catch (snapshotError) {
      const failure = AppError.wrap('crm-link', url, error);
      console.error(
        '[crm] no link: the CMS and the snapshot both failed',
        failure.toJSON(),
        AppError.wrap('crm-snapshot', CRM_SNAPSHOT_PATH, snapshotError).toJSON(),
      );
      return { kind: 'failed', error: failure };
    }
  }
};
