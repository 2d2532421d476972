// One event of the agenda as an iCalendar file (RFC 5545): the "add to my calendar" download of
// `/agenda/{slug}` (event-calendars.ts writes it to `/agenda/{slug}.ics`). The `ics` package writes
// the text (calendar frame, dates in UTC, escaping); this module picks the fields, and re-folds the
// lines at 75 octets, since `ics` counts characters and an accented line would run past the limit.
import { createEvent, type EventAttributes } from 'ics';
import { type Language, routes } from '../../src/lib/routes';
import { blocksToText } from '../../src/lib/seo/plain-text';
import { pageUrl } from '../../src/lib/seo/urls';

export interface CalendarCampus {
  name?: string | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface CalendarEvent {
  /** The CMS's id of the event, the same in every version and language of it: the file's UID. */
  documentId: string;
  slug: string;
  title: string;
  description?: string | null;
  /** The rich text, used when the event has no description. */
  body?: unknown;
  dateStart: string;
  dateEnd?: string | null;
  /** The entry's last change: the file's DTSTAMP and LAST-MODIFIED. */
  updatedAt?: string | null;
  campus?: CalendarCampus | null;
}

/** How long an event without an end (or with an end before its start) lasts in the calendar. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const calendarProductId = (language: Language) => `-//ESNUM//Agenda//${language.toUpperCase()}`;

/**
 * The event's identity in calendars: the same at every build and download, so that opening the
 * file again updates the event rather than adding a copy. It is the CMS's document id, not the
 * slug: an event renamed, or given another address, stays one entry in the visitor's calendar.
 * Per language, since a visitor may add both versions of an event.
 */
export const calendarUid = (origin: string, language: Language, documentId: string) =>
  `agenda-${language}-${documentId}@${new URL(origin).host}`;

const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

/**
 * RFC 5545's SEQUENCE, the revision calendars compare to know which copy of an entry is newer: the
 * minutes from 2024 to the entry's last change. The site keeps no count of an event's revisions,
 * and the change date only grows, so a moved date (or any later change) always comes with a
 * higher number (an int32 until long after this site).
 */
export const calendarSequence = (updatedAt: number) =>
  Number.isFinite(updatedAt) ? Math.max(0, Math.floor((updatedAt - SEQUENCE_EPOCH) / 60_000)) : 0;

// TEXT values may hold no control character but the tab (RFC 5545 §3.3.11); `ics` escapes the
// line breaks, commas, semicolons and backslashes.
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const clean = (text: string | null | undefined) => (text ?? '').replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

const FOLD_OCTETS = 75;

/** RFC 5545 §3.1: content lines of at most 75 octets, continued after CRLF and a space, never inside a character. */
export const foldLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // A continuation line's leading space is one of its 75 octets.
        if (octets + size > (parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      return [...parts, current].join('\r\n ');
    })
    .join('\r\n');

const timeOf = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

const locationOf = (campus: CalendarCampus | null | undefined) =>
  campus
    ? [clean(campus.name), clean(campus.address), [clean(campus.postalCode), clean(campus.city)].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';

const geoOf = (campus: CalendarCampus | null | undefined) =>
  typeof campus?.latitude === 'number' && typeof campus.longitude === 'number'
    ? { lat: campus.latitude, lon: campus.longitude }
    : undefined;

/** The text of `/agenda/{slug}.ics` (or `/en/agenda/{slug}.ics`) for `origin`, the site's canonical origin. */
export const eventCalendar = (event: CalendarEvent, { origin, language }: { origin: string; language: Language }): string => {
  const start = timeOf(event.dateStart);
  if (!Number.isFinite(start)) throw new Error(`The event "${event.slug}" (${language}) has no valid start date: "${event.dateStart}".`);
  if (!event.documentId)
    throw new Error(`The event "${event.slug}" (${language}) has no document id, which its calendar file needs as its UID.`);
  const givenEnd = timeOf(event.dateEnd);
  const end = Number.isFinite(givenEnd) && givenEnd > start ? givenEnd : start + DEFAULT_DURATION_MS;
  const updated = timeOf(event.updatedAt);
  const url = pageUrl(origin, language, routes.event(event.slug));
  // Calendars that ignore URL (Google's) still show the page's address at the end of the notes.
  const description = [clean(event.description) || clean(blocksToText(event.body)), url].filter(Boolean).join('\n\n');
  const location = locationOf(event.campus);

  // DTSTAMP is the entry's last change rather than the build's time, so an unchanged event gives the
  // same bytes at every build (and keeps its ETag). `timestamp` is read by `ics` but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: calendarProductId(language),
    uid: calendarUid(origin, language, event.documentId),
    sequence: calendarSequence(updated),
    timestamp: Number.isFinite(updated) ? updated : start,
    ...(Number.isFinite(updated) ? { lastModified: updated } : {}),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: clean(event.title),
    description,
    url,
    ...(location ? { location } : {}),
    ...(geoOf(event.campus) ? { geo: geoOf(event.campus) } : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) {
    const reasons = (error as (Error & { errors?: string[] }) | null)?.errors?.join('; ') || error?.message || 'no output';
    throw new Error(`The calendar file of the event "${event.slug}" (${language}) could not be written: ${reasons}.`);
  }
  return foldLines(value);
};
