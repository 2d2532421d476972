// The school's next events when the site is built, chosen at page creation and handed to the
// pages that show them (home, section pages: six; event pages: three) as ids in their context.
// The pages read them with `eventsByIds` (resolvers.ts), which ties each page to those events
// alone. Read through a query over every event, they tied the 2,000 event pages of the large
// content set to every event: renaming one re-ran all their queries (3 s of each such build) to
// change the HTML of four. A page's list changes when its context does: an event published,
// moved, unpublished or over changes the ids, and Gatsby runs the pages whose context changed.
import { isUpcoming } from '../../src/lib/events';
import type { Language } from '../../src/lib/routes';

/** The events a page with an events block shows; an event page shows the first three. */
export const UPCOMING_EVENTS_ON_PAGES = 6;
export const UPCOMING_EVENTS_ON_EVENT_PAGES = 3;

export interface DatedEvent {
  id: string;
  locale?: string | null;
  dateStart: string;
  dateEnd?: string | null;
}

/** Each language's next events at `now`, soonest first (ties by id, so that a rebuild keeps the order). */
export const upcomingEventIds = (events: readonly DatedEvent[], languages: readonly Language[], now: Date) =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      events
        .filter((event) => event.locale === language && isUpcoming(event, now))
        .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.id.localeCompare(b.id))
        .slice(0, UPCOMING_EVENTS_ON_PAGES)
        .map((event) => event.id),
    ]),
  ) as Record<Language, string[]>;
