// State area "banner": how far the optional top banner pushes the page down (its height, minus
// 30 px on mobile).
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

const bannerOffsetState = atom<number>({ key: 'banner/offset', default: 0 });

export const useBannerOffset = () => useRecoilValue(bannerOffsetState);
export const useSetBannerOffset = () => useSetRecoilState(bannerOffsetState);
