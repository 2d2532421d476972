// URLs of the live CMS calls the browser makes (spec §7). Every call carries the locale.
import type { Language } from './routes';
import { MAX_STORED_EVENTS } from './constants';
import { schoolDay } from './intl';

/**
 * Upcoming events: dateStart ascending, 6 at most, whose end date is today or later (not null)
 * or whose start date is today or later; optionally those of one campus, or of one type.
 */
export const upcomingEventsUrl = (
  cmsUrl: string,
  { language, now, campus, type }: { language: Language; now: Date; campus?: string | null; type?: string | null },
) => {
  const today = schoolDay(now);
  const params = new URLSearchParams({ locale: language });
  ['title', 'slug', 'description', 'url', 'dateStart', 'dateEnd'].forEach((field, index) => params.set(`fields[${index}]`, field));
  params.set('populate[campus][fields][0]', 'name');
  params.set('populate[campus][fields][1]', 'slug');
  params.set('sort[0]', 'dateStart:asc');
  params.set('pagination[limit]', String(MAX_STORED_EVENTS));
  params.set('filters[$or][0][$and][0][dateEnd][$notNull]', 'true');
  params.set('filters[$or][0][$and][1][dateEnd][$gte]', today);
  params.set('filters[$or][1][dateStart][$gte]', today);
  if (campus) params.set('filters[campus][slug][$eq]', campus);
  if (type) params.set('filters[type][$eq]', type);
  return `${cmsUrl}/api/events?${params}`;
};

export const crmCampusesUrl = (cmsUrl: string, product: string, action: string, language: Language) =>
  `${cmsUrl}/api/${product}-crm-links/${encodeURIComponent(action)}/campuses?locale=${language}`;

export const crmLinkUrl = (cmsUrl: string, product: string, action: string, campusSlug: string, language: Language) =>
  `${cmsUrl}/api/${product}-crm-links/${encodeURIComponent(action)}/${encodeURIComponent(campusSlug)}/link?locale=${language}`;
