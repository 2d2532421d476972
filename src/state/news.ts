// State area "news": the latest news (6 at most), per language, as built.
import { atomFamily, useRecoilValue } from 'recoil';
import type { Language } from '@/lib/routes';
import type { NewsSummary } from './build-data';

export const latestNewsState = atomFamily<readonly NewsSummary[], Language>({ key: 'news/latest', default: [] });

export const useLatestNews = (language: Language) => useRecoilValue(latestNewsState(language));
