// The campuses offered for an action: loaded once per action and language for the session; a
// failed load is tried again the next time the picker is shown.
import { useEffect, useRef } from 'react';
import type { CrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import { useCrmCampusesState } from './popin-state';
import { fetchCrmCampuses } from './crm-api';

export const useCrmCampuses = (action: CrmAction, language: Language) => {
  const [state, setState] = useCrmCampusesState(action, language);
  const triedHere = useRef(false);
  useEffect(() => {
    if (triedHere.current || state.status === 'loading' || state.status === 'ready') return;
    triedHere.current = true;
    setState({ status: 'loading', campuses: [], source: null });
    fetchCrmCampuses(action, language)
      .then(({ campuses, source }) => setState({ status: 'ready', campuses, source }))
      .catch((error) => {
        console.error('[crm] the campuses could not be loaded, from the CMS or the snapshot', error);
        setState({ status: 'failed', campuses: [], source: null });
      });
  }, [action, language, setState, state.status]);
  return state;
};
