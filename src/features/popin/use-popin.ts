// The pop-in's behaviour: open for an action, choose a campus, confirm (validate, fetch the CRM
// link, follow it with the origin tracking), close (clears the campus and any error).
import { useCallback } from 'react';
import type { CrmAction } from '@/lib/crm-actions';
import { leaveSiteFor } from '@/lib/leave-site';
import type { Language } from '@/lib/routes';
import { useOriginTracking } from '@/state/origin-tracking';
import { CLOSED_POPIN, usePopinState } from '@/state/popin';
import { crmDestination } from './crm-destination';

export const usePopin = () => {
  const [popin, setPopin] = usePopinState();
  const tracking = useOriginTracking();

  const open = useCallback((action: CrmAction) => setPopin({ ...CLOSED_POPIN, action }), [setPopin]);
  const close = useCallback(() => setPopin(CLOSED_POPIN), [setPopin]);
  const chooseCampus = useCallback((campusSlug: string) => setPopin((current) => ({ ...current, campusSlug, error: null })), [setPopin]);

  const confirm = useCallback(
    async (language: Language) => {
      const { action, campusSlug } = popin;
      if (!action) return;
      setPopin((current) => ({ ...current, error: null, status: campusSlug ? 'loading' : 'idle' }));
      const destination = await crmDestination(action, campusSlug, language, tracking);
      if ('error' in destination) {
        setPopin((current) => ({ ...current, error: destination.error, status: 'idle' }));
        return;
      }
      setPopin((current) => ({ ...current, status: 'redirecting' }));
      leaveSiteFor(destination.url);
    },
    [popin, setPopin, tracking],
  );

  return { popin, open, close, chooseCampus, confirm };
};
