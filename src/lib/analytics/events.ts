// The events the site pushes to the tag-manager data layer (spec §7), built by pure functions so
// their shape is tested in one place. Keys are flat and snake_case, as GTM data-layer variables
// read them; every event sets all of its keys, so a value never leaks from one event to the next
// through GTM's merged data model.
import type { CrmAction } from '@/lib/crm-actions';
import { NONE } from '@/lib/origin-tracking';
import type { Language } from '@/lib/routes';

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_language: Language;
  page_template: string;
}
export interface PopinOpenEvent {
  event: 'popin_open';
  crm_action: CrmAction;
}
export interface CampusChoiceEvent {
  event: 'campus_choice';
  crm_action: CrmAction;
  campus: string;
}
export interface CrmRedirectEvent {
  event: 'crm_redirect';
  crm_action: CrmAction;
  campus: string;
  /** The lead's origin-tracking value (campaign, SEARCH_x, ORGANIC_x, REFERRAL_host, direct). */
  origin: string;
}
export interface LanguageSwitchEvent {
  event: 'language_switch';
  language_from: Language;
  language_to: Language;
}
export interface ConnectivityEvent {
  event: 'connectivity';
  connectivity: 'online' | 'offline';
}

export type DataLayerEvent =
  PageViewEvent | PopinOpenEvent | CampusChoiceEvent | CrmRedirectEvent | LanguageSwitchEvent | ConnectivityEvent;

export const UNKNOWN_TEMPLATE = 'unknown';

/**
 * The template of a page from Gatsby's component chunk name, which Gatsby derives from the
 * component's path: `component---src-templates-news-article-tsx` → `news-article`,
 * `component---src-pages-404-tsx` → `404`. Unlike a context field it exists for every page,
 * including the file-system ones that no creator of ours makes.
 */
export const templateFromChunkName = (chunkName: string | null | undefined): string => {
  const match = /^component---src-(?:templates|pages)-(.+)-[jt]sx?$/.exec(chunkName ?? '');
  return match ? match[1] : UNKNOWN_TEMPLATE;
};

export const pageViewEvent = (page: { path: string; language: Language; template: string }): PageViewEvent => ({
  event: 'page_view',
  page_path: page.path,
  page_language: page.language,
  page_template: page.template,
});

export const popinOpenEvent = (action: CrmAction): PopinOpenEvent => ({ event: 'popin_open', crm_action: action });

export const campusChoiceEvent = (action: CrmAction, campus: string): CampusChoiceEvent => ({
  event: 'campus_choice',
  crm_action: action,
  campus,
});

export const crmRedirectEvent = (action: CrmAction, campus: string, origin: string | null | undefined): CrmRedirectEvent => ({
  event: 'crm_redirect',
  crm_action: action,
  campus,
  origin: origin || NONE,
});

export const languageSwitchEvent = (from: Language, to: Language): LanguageSwitchEvent => ({
  event: 'language_switch',
  language_from: from,
  language_to: to,
});

export const connectivityEvent = (online: boolean): ConnectivityEvent => ({
  event: 'connectivity',
  connectivity: online ? 'online' : 'offline',
});
