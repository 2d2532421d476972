// State area "popin": the campus pop-in: which action it is open for, the chosen campus, its error
// message, and what it is doing.
import { atom, useRecoilState } from 'recoil';
import type { CrmAction } from '@/lib/crm-actions';

export interface Popin {
  action: CrmAction | null;
  campusSlug: string;
  error: string | null;
  status: 'idle' | 'loading' | 'redirecting';
}

export const CLOSED_POPIN: Popin = { action: null, campusSlug: '', error: null, status: 'idle' };

const popinState = atom<Popin>({ key: 'popin/current', default: CLOSED_POPIN });

export const usePopinState = () => useRecoilState(popinState);
