// The upcoming events (6 at most) per language, per campus for campus pages, and per kind for
// the page of an event that is over, as the CMS gave them this session: refreshed once per
// refresh round (the first round is the session's start; a new round starts when the page data
// are refreshed: the installed app coming back online, src/lib/page-data-refreshed.ts). Until the
// first answer, a page shows the events it was built with (page-snapshot.tsx).
import { atom, atomFamily, useRecoilCallback, useRecoilValue } from 'recoil';
import type { EventSummary } from '@/content/site-chrome';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import { onPageDataRefreshed } from '@/lib/page-data-refreshed';
import type { Language } from '@/lib/routes';

export interface UpcomingEvents {
  events: readonly EventSummary[];
  /** Where the list comes from: the build, or a live call of this session. */
  source: 'build' | 'live';
  /** A live refresh was tried this session (successful or not). */
  refreshTried: boolean;
  /** The refresh round of the last refresh tried (none: not refreshed this session). */
  refreshedInRound?: number;
  /** The refresh round whose refresh failed, while the list has no live answer to show. */
  failedInRound?: number;
}

/** A list: a language's, or of one campus, or of one kind of event (an open day, a fair…). */
export type EventsKey = { language: Language; campus: string | null; type: string | null };

const upcomingEventsState = atomFamily<UpcomingEvents, EventsKey>({
  key: 'events/upcoming',
  default: { events: [], source: 'build', refreshTried: false },
});

// Each page-data refresh starts a new round. Recoil runs the effect once per root, when a list is
// first shown; a refresh before that changes nothing, as the first list shown refreshes anyway.
const refreshRoundState = atom<number>({
  key: 'events/refresh-round',
  default: 0,
  effects: [
    ({ setSelf }) =>
      typeof window === 'undefined'
        ? undefined
        : onPageDataRefreshed(() => setSelf((round) => (typeof round === 'number' ? round : 0) + 1)),
  ],
});

export const useUpcomingEventsValue = (key: EventsKey) => useRecoilValue(upcomingEventsState(key));

export const useEventsRefreshRound = () => useRecoilValue(refreshRoundState);

/**
 * Returns a function that refreshes a list from `load` once per round: the first call of a round
 * marks the list as refreshed in that round and stores what `load` returns (6 at most); later calls
 * of that round do nothing. A failing `load` leaves the list as it was, and so does an answer that
 * comes after a later round has started (that round's answer is the fresher one).
 */
export const useRefreshUpcomingEvents = () =>
  useRecoilCallback(
    ({ snapshot, set }) =>
      async (key: EventsKey, round: number, load: () => Promise<readonly EventSummary[]>) => {
        if (snapshot.getLoadable(upcomingEventsState(key)).getValue().refreshedInRound === round) return;
        set(upcomingEventsState(key), (current) => ({ ...current, refreshTried: true, refreshedInRound: round }));
        let events: readonly EventSummary[];
        try {
          events = await load();
        } catch (error) {
          set(upcomingEventsState(key), (current) => (current.refreshedInRound === round ? { ...current, failedInRound: round } : current));
          throw error;
        }
        set(upcomingEventsState(key), (current): UpcomingEvents =>
          current.refreshedInRound === round
            ? { ...current, events: events.slice(0, MAX_STORED_EVENTS), source: 'live', failedInRound: undefined }
            : current,
        );
      },
    [],
  );
