// Upcoming events for a language (and optionally one campus, or one kind of event): the page's
// build-time snapshot first (a campus page's own, or the page's upcoming events: page-snapshot.tsx),
// then one live refresh from the CMS per refresh round (the session's start, then each time the
// page data are refreshed). A failed refresh keeps the list it had and logs why; events that have
// ended are never shown.
import { useEffect } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { AppError } from '@/lib/app-error';
import { isUpcoming } from '@/lib/events';
import { upcomingEventsUrl } from '@/lib/cms-api';
import { fetchJson } from '@/lib/fetch-json';
import { CMS_URL } from '@/lib/runtime-config';
import type { Language } from '@/lib/routes';
import type { EventSummary } from '@/content/site-chrome';
import { useEventsRefreshRound, useRefreshUpcomingEvents, useUpcomingEventsValue } from './upcoming-events-state';
import { usePageEventsSnapshot } from './page-snapshot';

interface CmsEvent {
  title: string;
  slug: string;
  url?: string | null;
  dateStart: string;
  dateEnd?: string | null;
  campus?: { name: string; slug: string } | null;
}

const toSummary = (event: CmsEvent): EventSummary => ({
  title: event.title,
  slug: event.slug,
  url: event.url ?? null,
  dateStart: event.dateStart,
  dateEnd: event.dateEnd ?? null,
  campus: event.campus ? { name: event.campus.name, slug: event.campus.slug } : null,
});

interface ListOptions {
  /** A campus's slug: only its events. */
  campus?: string | null;
  /** An event type (`open-door`…): only events of that kind. */
  type?: string | null;
  /** The page's own build-time list, shown until the live answer arrives. */
  snapshot?: readonly EventSummary[];
}

/** The page's own snapshot, or for the school's list, the page's upcoming events. */
const useSnapshot = ({ campus = null, type = null, snapshot }: ListOptions) => {
  const pageEvents = usePageEventsSnapshot();
  return snapshot ?? (campus === null && type === null ? pageEvents : undefined);
};

export const useUpcomingEvents = (language: Language, options: ListOptions = {}) => {
  const { campus = null, type = null } = options;
  const snapshot = useSnapshot(options);
  const state = useUpcomingEventsValue({ language, campus, type });
  const round = useEventsRefreshRound();
  const refresh = useRefreshUpcomingEvents();

  useEffect(() => {
    const url = upcomingEventsUrl(CMS_URL, { language, now: new Date(), campus, type });
    refresh({ language, campus, type }, round, async () =>
      (await fetchJson<{ data: CmsEvent[] }>(url, { scope: 'events' })).data.map(toSummary),
    ).catch((error: unknown) => {
      console.error('[events] live refresh failed; the list stays as it was', AppError.wrap('events', url, error).toJSON());
    });
  }, [campus, language, refresh, round, type]);

  // Lists start from the page's snapshot until the live answer arrives.
  const events = state.source === 'build' && state.events.length === 0 && snapshot ? snapshot : state.events;
  // The snapshot was upcoming when the site was built, and a failed refresh keeps it: an event that
  // has ended since is dropped in the browser, with today's date in Paris (as the agenda does). The
  // first render matches the built HTML.
  const hydrated = useHydrated();
  return hydrated ? events.filter((event) => isUpcoming(event, new Date())) : events;
};

/**
 * Whether the list has something to say: the page's snapshot, a live answer, or a refresh that
 * failed (rather than a wait for the CMS, on a page built without the events).
 */
export const useUpcomingEventsAnswered = (language: Language, options: ListOptions = {}) => {
  const { campus = null, type = null } = options;
  const snapshot = useSnapshot(options);
  const state = useUpcomingEventsValue({ language, campus, type });
  return snapshot !== undefined || state.source === 'live' || state.failedInRound !== undefined;
};

/** Whether this round's refresh failed (the list shown, if any, is then the page's snapshot). */
export const useUpcomingEventsFailed = (language: Language, { campus = null, type = null }: ListOptions = {}) =>
  useUpcomingEventsValue({ language, campus, type }).failedInRound !== undefined;
