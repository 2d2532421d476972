// Agenda filters: the event type and the campus.
import { byNameIn } from '../../lib/intl';
export const EVENT_TYPES = ['open-door', 'admission-test', 'conference', 'convention', 'live-my-life', 'job-dating'] as const;
export const EVENT_FILTER_KEYS = ['type', 'campus'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

export interface FilterableEvent {
  type: string | null;
  campus: { name: string; slug: string } | null;
}

export const filterEvents = <E extends FilterableEvent>(events: readonly E[], values: Record<EventFilterKey, string>): E[] =>
  events.filter((event) => (!values.type || event.type === values.type) && (!values.campus || event.campus?.slug === values.campus));

export const eventFilterOptions = (events: readonly FilterableEvent[], language: string) => {
  const campuses = new Map<string, string>();
  for (const event of events) if (event.campus) campuses.set(event.campus.slug, event.campus.name);
  return {
    // Every type is offered, even without an event yet: visitors look for open days by name.
    types: [...EVENT_TYPES],
    campuses: [...campuses].map(([slug, name]) => ({ slug, name })).sort(byNameIn(language)),
  };
};
