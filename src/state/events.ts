// State area "events": upcoming events (6 at most) per language, and per campus for campus pages.
// They start from the build-time snapshot and are refreshed from the CMS once per refresh round:
// the first round is the session's start; a new round starts when the page data are refreshed
// (the installed app coming back online).
import { useCallback } from 'react';
import { atom, atomFamily, useRecoilCallback, useRecoilValue, useSetRecoilState } from 'recoil';
import type { Language } from '@/lib/routes';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import type { EventSummary } from './build-data';

export interface UpcomingEvents {
  events: readonly EventSummary[];
  /** Where the list comes from: the build, or a live call of this session. */
  source: 'build' | 'live';
  /** A live refresh was tried this session (successful or not). */
  refreshTried: boolean;
  /** The refresh round of the last refresh tried (none: not refreshed this session). */
  refreshedInRound?: number;
}

export type EventsKey = { language: Language; campus: string | null };

export const upcomingEventsState = atomFamily<UpcomingEvents, EventsKey>({
  key: 'events/upcoming',
  default: { events: [], source: 'build', refreshTried: false },
});

const refreshRoundState = atom<number>({ key: 'events/refresh-round', default: 0 });

export const useUpcomingEventsValue = (key: EventsKey) => useRecoilValue(upcomingEventsState(key));

export const useEventsRefreshRound = () => useRecoilValue(refreshRoundState);

/** Starts a new refresh round: every list shown is refreshed again, the others when next shown. */
export const useRequestEventsRefresh = () => {
  const setRound = useSetRecoilState(refreshRoundState);
  return useCallback(() => setRound((round) => round + 1), [setRound]);
};

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
        const events = await load();
        set(upcomingEventsState(key), (current): UpcomingEvents =>
          current.refreshedInRound === round ? { ...current, events: events.slice(0, MAX_STORED_EVENTS), source: 'live' } : current,
        );
      },
    [],
  );
