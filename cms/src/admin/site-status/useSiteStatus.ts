// Asks one of the CMS's site status routes, again and again while the panel is shown: every 2 s
// while a change is on its way (waiting or building) and for a minute after the entry changed
// (its webhook reaches the rebuild service a moment after the admin's answer), every 20 s
// otherwise. The admin's fetch client sends the editor's session.
import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

const FAST_MS = 2_000;
const SLOW_MS = 20_000;
const FAST_AFTER_CHANGE_MS = 60_000;

interface Polled<T> {
  status: T | null;
  /** When the status was read, for the panels' "started 25 s ago". */
  readAt: number;
  error: string | null;
}

export const useSiteStatus = <T extends object>(
  path: string,
  params: Record<string, string> | null,
  /** Changes when the entry does (its updatedAt): the next answers are awaited closely. */
  changeKey?: string,
): Polled<T> => {
  const { get } = useFetchClient();
  const [polled, setPolled] = React.useState<Polled<T>>({ status: null, readAt: Date.now(), error: null });
  const query = params ? new URLSearchParams(params).toString() : null;

  React.useEffect(() => {
    if (query === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changedAt = Date.now();
    const poll = async () => {
      let next: Polled<T>;
      try {
        const { data } = await get<T>(`${path}?${query}`);
        next = { status: data, readAt: Date.now(), error: null };
      } catch (error) {
        next = { status: null, readAt: Date.now(), error: (error as Error).message };
      }
      if (stopped) return;
      setPolled(next);
      const state = (next.status as { state?: string } | null)?.state;
      const onItsWay = state === 'waiting' || state === 'building';
      const fast = onItsWay || Date.now() - changedAt < FAST_AFTER_CHANGE_MS;
      timer = setTimeout(poll, fast ? FAST_MS : SLOW_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [get, path, query, changeKey]);

  return polled;
};
