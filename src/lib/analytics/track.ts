// What the site tells the tag manager. Every function is safe to call anywhere: without a
// configured container id the data layer is never started and they do nothing.
import type { CrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import { pushToDataLayer } from './data-layer';
import { campusChoiceEvent, connectivityEvent, crmRedirectEvent, languageSwitchEvent, pageViewEvent, popinOpenEvent } from './events';

export const trackPageView = (page: { path: string; language: Language; template: string }) => pushToDataLayer(pageViewEvent(page));

export const trackPopinOpen = (action: CrmAction) => pushToDataLayer(popinOpenEvent(action));

export const trackCampusChoice = (action: CrmAction, campus: string) => pushToDataLayer(campusChoiceEvent(action, campus));

/** @param origin the visitor's origin-tracking value (the lead attribution sent to the CRM) */
export const trackCrmRedirect = (action: CrmAction, campus: string, origin: string | null | undefined) =>
  pushToDataLayer(crmRedirectEvent(action, campus, origin));

export const trackLanguageSwitch = (from: Language, to: Language) => pushToDataLayer(languageSwitchEvent(from, to));

/** The connection dropped (false) or came back (true). */
export const trackConnectivity = (online: boolean) => pushToDataLayer(connectivityEvent(online));
