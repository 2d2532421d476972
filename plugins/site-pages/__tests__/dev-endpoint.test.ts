/**
 * @jest-environment node
 */
// `gatsby develop` answers the calendar files from the current nodes (no post-build there).
import { EVENT_CALENDAR_PATH, serveEventCalendars } from '../dev-endpoint';

const EVENTS = [
  { id: 'e-fr', documentId: 'doc-jpo-lyon', locale: 'fr', slug: 'jpo-lyon', title: 'JPO Lyon', dateStart: '2026-11-21T09:00:00.000Z' },
  {
    id: 'e-en',
    documentId: 'doc-jpo-lyon',
    locale: 'en',
    slug: 'open-day-lyon',
    title: 'Open day Lyon',
    dateStart: '2026-11-21T09:00:00.000Z',
  },
];

const request = (path: string, websites: Array<Record<string, unknown>> = []) => {
  let handler: ((request: { path: string }, response: never, next: () => void) => void) | undefined;
  const app = { get: (_path: string | RegExp, routeHandler: typeof handler) => (handler = routeHandler) };
  serveEventCalendars(
    app as never,
    (type) => (type === 'STRAPI_EVENT' ? EVENTS : type === 'STRAPI_WEBSITE' ? websites : []),
    () => undefined,
  );
  const answer = { type: '', body: '', next: false };
  const response = {
    type: (contentType: string) => ((answer.type = contentType), response),
    send: (body: string) => (answer.body = body),
    json: () => undefined,
  };
  handler!({ path }, response as never, () => (answer.next = true));
  return answer;
};

describe('serveEventCalendars', () => {
  it.each(['/agenda/jpo-lyon.ics', '/en/agenda/open-day-lyon.ics'])('answers %s as text/calendar', (path) => {
    expect(EVENT_CALENDAR_PATH.test(path)).toBe(true);
    const answer = request(path);
    expect(answer.type).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('passes on what is not a calendar file of a published event', () => {
    expect(request('/agenda/inconnu.ics').next).toBe(true);
    expect(request('/en/agenda/open-day-lyon.ics', [{ locale: 'fr', englishEnabled: false }]).next).toBe(true);
    expect(EVENT_CALENDAR_PATH.test('/agenda/jpo-lyon')).toBe(false);
  });
});
