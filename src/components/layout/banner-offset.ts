// How far the optional top banner pushes the page down (its height, minus 30 px on mobile): set
// by the banner, read by the page frame.
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

const bannerOffsetState = atom<number>({ key: 'banner/offset', default: 0 });

export const useBannerOffset = () => useRecoilValue(bannerOffsetState);
export const useSetBannerOffset = () => useSetRecoilState(bannerOffsetState);
