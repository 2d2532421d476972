// `gatsby develop` has no post-build step: it serves the CRM snapshot and the events' calendar
// files from the current nodes.
import { buildCrmSnapshot, CRM_SNAPSHOT_FILE } from './snapshots';
import { eventCalendarFiles } from './event-calendars';
import { siteLanguages } from '../../src/lib/site-languages';
import { siteUrl } from '../../src/lib/site-url';
import { englishEnabled } from './english-copies';

type NodeLike = Record<string, unknown>;

interface DevResponse {
  json: (body: unknown) => void;
  type: (contentType: string) => DevResponse;
  send: (body: string) => void;
}

interface DevApp {
  get: (path: string | RegExp, handler: (request: { path: string }, response: DevResponse, next: () => void) => void) => void;
}

export const serveCrmSnapshot = (app: DevApp, getNodesByType: (type: string) => NodeLike[]) => {
  app.get(`/${CRM_SNAPSHOT_FILE}`, (_request, response) => {
    response.json(buildCrmSnapshot(getNodesByType, siteLanguages(englishEnabled(getNodesByType))));
  });
};

/** `/agenda/{slug}.ics` and `/en/agenda/{slug}.ics` (routes.eventCalendar). */
export const EVENT_CALENDAR_PATH = /^(?:\/[a-z]{2})?\/agenda\/[^/]+\.ics$/;

export const serveEventCalendars = (
  app: DevApp,
  getNodesByType: (type: string) => NodeLike[],
  getNode: (id: string) => NodeLike | undefined,
) => {
  app.get(EVENT_CALENDAR_PATH, (request, response, next) => {
    const languages = siteLanguages(englishEnabled(getNodesByType));
    const files = eventCalendarFiles({ events: getNodesByType('STRAPI_EVENT'), getNode, languages, origin: siteUrl() });
    const calendar = files.get(request.path);
    if (calendar === undefined) return next();
    response.type('text/calendar; charset=utf-8').send(calendar);
  });
};
