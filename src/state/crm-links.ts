// State area "crmLinks": the campuses offered for each action and language, live from the CMS or
// from the build-time snapshot when the CMS cannot be reached.
import { atomFamily, useRecoilState } from 'recoil';
import type { CrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';

export interface CrmCampus {
  id: string;
  name: string;
  slug: string;
}

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
