// The pop-in's behaviour: open for an action, choose a campus, confirm (validate, fetch the CRM
// link, follow it with the origin tracking), close (clears the campus and any error).
import { useCallback } from 'react';
import { trackCampusChoice, trackCrmRedirect } from '@/lib/analytics/track';
import { leaveSiteFor } from '@/lib/leave-site';
import type { Language } from '@/lib/routes';
import { useOriginTracking } from '@/state/origin-tracking';
import { CLOSED_POPIN, usePopinState } from './popin-state';
import { useOpenPopin } from './use-open-popin';
import { crmLinkUrl } from '@/lib/cms-api';
import { CMS_URL, PRODUCT } from '@/lib/runtime-config';
import { useCachedResponse } from '@/state/datas';
import { fetchCrmLink } from './crm-api';
import { type CrmLinkFetcher, crmDestination } from './crm-destination';

export const usePopin = () => {
  const [popin, setPopin] = usePopinState();
  const tracking = useOriginTracking();
  const cachedResponse = useCachedResponse();
  // Answers are kept by URL for the session (a failed call is not kept, so it is tried again).
  const fetchLink = useCallback<CrmLinkFetcher>(
    (action, campusSlug, language) =>
      cachedResponse(crmLinkUrl(CMS_URL, PRODUCT, action, campusSlug, language), async () => {
        const result = await fetchCrmLink(action, campusSlug, language);
        if (result.kind === 'failed') throw result.error;
        return result;
      }).catch((error) => ({ kind: 'failed' as const, error })),
    [cachedResponse],
  );

  const open = useOpenPopin();
  const close = useCallback(() => setPopin(CLOSED_POPIN), [setPopin]);
  const chooseCampus = useCallback(
    (campusSlug: string) => {
      if (popin.action && campusSlug) trackCampusChoice(popin.action, campusSlug);
      setPopin((current) => ({ ...current, campusSlug, error: null }));
    },
    [popin.action, setPopin],
  );

  const confirm = useCallback(
    async (language: Language) => {
      const { action, campusSlug } = popin;
      if (!action) return;
      setPopin((current) => ({ ...current, error: null, status: campusSlug ? 'loading' : 'idle' }));
      const destination = await crmDestination(action, campusSlug, language, tracking, fetchLink);
      if ('error' in destination) {
        setPopin((current) => ({ ...current, error: destination.error, status: 'idle' }));
        return;
      }
      setPopin((current) => ({ ...current, status: 'redirecting' }));
      trackCrmRedirect(action, campusSlug, tracking?.origin);
      leaveSiteFor(destination.url);
    },
    [fetchLink, popin, setPopin, tracking],
  );

  return { popin, open, close, chooseCampus, confirm };
};
