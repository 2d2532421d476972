// Where the visitor came from, computed at their first page load and kept in first-party cookies
// for 2 days: set by the origin-tracking feature, read by the pop-in (two features, so it lives
// here).
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { OriginTracking } from '@/lib/origin-tracking';

const originTrackingState = atom<OriginTracking | null>({ key: 'originTracking/current', default: null });

export const useOriginTracking = () => useRecoilValue(originTrackingState);
export const useSetOriginTracking = () => useSetRecoilState(originTrackingState);
