// State area "events": upcoming events (6 at most) per language, and per campus for campus pages.
// They start from the build-time snapshot and are refreshed once per session from the CMS.
import { atomFamily, useRecoilCallback, useRecoilValue } from 'recoil';
import type { Language } from '@/lib/routes';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import type { EventSummary } from './build-data';

export interface UpcomingEvents {
  events: readonly EventSummary[];
  /** Where the list comes from: the build, or a live call of this session. */
  source: 'build' | 'live';
  /** A live refresh was tried this session (successful or not). */
  refreshTried: boolean;
}

export type EventsKey = { language: Language; campus: string | null };

export const upcomingEventsState = atomFamily<UpcomingEvents, EventsKey>({
  key: 'events/upcoming',
  default: { events: [], source: 'build', refreshTried: false },
});

export const useUpcomingEventsValue = (key: EventsKey) => useRecoilValue(upcomingEventsState(key));

/**
 * Returns a function that refreshes a list from `load` once per session: the first call marks the
 * list as tried and stores what `load` returns (6 at most); later calls do nothing. A failing
 * `load` leaves the list as it was.
 */
export const useRefreshUpcomingEventsOnce = () =>
  useRecoilCallback(
    ({ snapshot, set }) =>
      async (key: EventsKey, load: () => Promise<readonly EventSummary[]>) => {
        const current = snapshot.getLoadable(upcomingEventsState(key)).getValue();
        if (current.refreshTried) return;
        set(upcomingEventsState(key), { ...current, refreshTried: true });
        const events = await load();
        set(upcomingEventsState(key), { events: events.slice(0, MAX_STORED_EVENTS), source: 'live', refreshTried: true });
      },
    [],
  );
