// The upcoming events a page was built with, for the lists it draws in its HTML (the home page's
// and the sections' events, an event page's next events): its page query's `upcomingEvents`,
// given by the site frame. They used to be in the site chrome's static query, which every page
// reads: any change among the next six events re-rendered every page of the site, 2,266 in the
// large content set, when a few show them (issue 42). A page without them (a news item) shows the
// menus' events once the CMS answers.
import React, { createContext, useContext } from 'react';
import type { EventSummary } from '@/content/site-chrome';

const PageEventsContext = createContext<readonly EventSummary[] | undefined>(undefined);

export const PageEventsSnapshot = ({ events, children }: { events: readonly EventSummary[] | undefined; children: React.ReactNode }) => (
  <PageEventsContext.Provider value={events}>{children}</PageEventsContext.Provider>
);

/** The page's build-time upcoming events in its language, if its query asked for them. */
export const usePageEventsSnapshot = () => useContext(PageEventsContext);

/** Where a page's query puts them: `upcomingEvents: eventsByIds(ids: $upcomingEventIds)`, the ids its context was given. */
export const pageEventsOf = (data: unknown): readonly EventSummary[] | undefined => {
  const events = (data as { upcomingEvents?: unknown } | null | undefined)?.upcomingEvents;
  return Array.isArray(events) ? (events as EventSummary[]) : undefined;
};
