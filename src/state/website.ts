// State area "website": the school's settings, its menus and campus list, per language, as built.
import { atomFamily, useRecoilValue } from 'recoil';
import type { Language } from '@/lib/routes';
import type { CampusSummary, MenuEntry, WebsiteSettings } from './build-data';

export interface Menus {
  navbar: readonly MenuEntry[];
  footer: readonly MenuEntry[];
}

export const websiteState = atomFamily<WebsiteSettings | null, Language>({ key: 'website/settings', default: null });
export const menusState = atomFamily<Menus, Language>({ key: 'website/menus', default: { navbar: [], footer: [] } });
export const campusesState = atomFamily<readonly CampusSummary[], Language>({ key: 'website/campuses', default: [] });

export const useWebsite = (language: Language) => useRecoilValue(websiteState(language));
export const useMenus = (language: Language) => useRecoilValue(menusState(language));
/** Campuses sorted by name. */
export const useCampuses = (language: Language) => useRecoilValue(campusesState(language));
export const useEnglishEnabled = () => useRecoilValue(websiteState('fr'))?.englishEnabled !== false;
