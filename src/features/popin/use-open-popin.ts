// Opening the pop-in: all that the calls to action of every page need (the state and the tracking
// event). The rest of its behaviour (campuses, the CRM link, leaving for the CRM) comes with the
// dialog, which loads on the first opening (./lazy-popin.tsx).
import { useCallback } from 'react';
import type { CrmAction } from '@/lib/crm-actions';
import { trackPopinOpen } from '@/lib/analytics/track';
import { CLOSED_POPIN, usePopinState } from './popin-state';

export const useOpenPopin = () => {
  const [, setPopin] = usePopinState();
  return useCallback(
    /**
     * `campusSlug`: the campus already chosen (the page of that campus), which the visitor can
     * change; `campusSlugs`: the only campuses offered (a programme's), or null for every one.
     */
    (action: CrmAction, campusSlug = '', campusSlugs: readonly string[] | null = null) => {
      trackPopinOpen(action);
      setPopin({ ...CLOSED_POPIN, action, campusSlug, campusSlugs });
    },
    [setPopin],
  );
};
