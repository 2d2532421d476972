// The pop-in's state: which action it is open for, the chosen campus, its error message and what
// it is doing; and the campuses offered for each action and language, live from the CMS or from
// the build-time snapshot when the CMS cannot be reached.
import { atom, atomFamily, useRecoilState } from 'recoil';
import type { CrmAction } from '@/lib/crm-actions';
import type { CrmCampus } from '@/lib/crm-snapshot';
import type { Language } from '@/lib/routes';

export interface Popin {
  action: CrmAction | null;
  campusSlug: string;
  /** The campuses the list offers (those that teach the page's programme), or null for every one. */
  campusSlugs: readonly string[] | null;
  error: string | null;
  status: 'idle' | 'loading' | 'redirecting';
}

export const CLOSED_POPIN: Popin = { action: null, campusSlug: '', campusSlugs: null, error: null, status: 'idle' };

const popinState = atom<Popin>({ key: 'popin/current', default: CLOSED_POPIN });

export const usePopinState = () => useRecoilState(popinState);

export interface CrmCampuses {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  campuses: readonly CrmCampus[];
  source: 'live' | 'snapshot' | null;
}

const crmCampusesState = atomFamily<CrmCampuses, { action: CrmAction; language: Language }>({
  key: 'crmLinks/campuses',
  default: { status: 'idle', campuses: [], source: null },
});

export const useCrmCampusesState = (action: CrmAction, language: Language) => useRecoilState(crmCampusesState({ action, language }));
