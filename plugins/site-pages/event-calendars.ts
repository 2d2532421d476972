// The agenda's add-to-calendar files: `/agenda/{slug}.ics` and `/en/agenda/{slug}.ics`, one per
// event and enabled language (the text is event-calendar.ts's), written to public/ after the build.
// Incremental builds keep public/ and each deploy copies it whole, so the files of events that are
// gone (deleted, unpublished, renamed, or English turned off) are removed here. A file whose text
// did not change is left alone: its date, hence its ETag, its compressed copies and the deploy's
// hard link to it, stay.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { type Language, LANGUAGES, localize, routes } from '../../src/lib/routes';
import { type CalendarCampus, eventCalendar } from './event-calendar';

type NodeLike = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);

const campusOf = (node: NodeLike | undefined): CalendarCampus | null =>
  node
    ? {
        name: text(node.name),
        address: text(node.address),
        postalCode: text(node.postalCode),
        city: text(node.city),
        latitude: number(node.latitude),
        longitude: number(node.longitude),
      }
    : null;

/**
 * Calendar texts by a digest of what they are written from, kept from one build to the next
 * (`.cache/site-pages-calendars.json`): the `ics` package took 1.1 s per build to write the 2,048
 * files of the large content set again, only for them to be found unchanged. The digest does not
 * cover this code: a change to how the text is written ships with `gatsby clean`, as every code
 * deploy does (docs/operations.md).
 */
export type CalendarMemo = Map<string, string>;

export const readCalendarMemo = (file: string): CalendarMemo => {
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
};

export const writeCalendarMemo = (file: string, memo: CalendarMemo) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(memo)));
};

/**
 * Site path (`/en/agenda/open-day.ics`) → file text, for every event node in an enabled language.
 * With `memo` (read before, written after), only the events that changed are written again; it
 * ends up holding exactly this build's calendars.
 */
export const eventCalendarFiles = ({
  events,
  getNode,
  languages,
  origin,
  memo,
}: {
  events: NodeLike[];
  getNode: (id: string) => NodeLike | undefined;
  languages: Language[];
  origin: string;
  memo?: CalendarMemo;
}): Map<string, string> => {
  const files = new Map<string, string>();
  const used: CalendarMemo = new Map();
  for (const event of events) {
    const language = event.locale as Language;
    const slug = text(event.slug);
    if (!languages.includes(language) || !slug) continue;
    const campusId = text(event.campus___NODE);
    const input = {
      documentId: text(event.documentId) ?? '',
      slug,
      title: text(event.title) ?? '',
      description: text(event.description),
      body: event.body,
      dateStart: text(event.dateStart) ?? '',
      dateEnd: text(event.dateEnd),
      updatedAt: text(event.updatedAt),
      campus: campusOf(campusId ? getNode(campusId) : undefined),
    };
    const digest = crypto
      .createHash('sha256')
      .update(JSON.stringify([input, origin, language]))
      .digest('base64url');
    const calendar = memo?.get(digest) ?? eventCalendar(input, { origin, language });
    used.set(digest, calendar);
    files.set(localize(language, routes.eventCalendar(slug)), calendar);
  }
  if (memo) {
    memo.clear();
    used.forEach((calendar, digest) => memo.set(digest, calendar));
  }
  return files;
};

/** The folders the files go to, in every language the site has (English may have just been turned off). */
const calendarDirs = (publicDir: string) => LANGUAGES.map((language) => path.join(publicDir, localize(language, routes.agenda())));

const fileOf = (publicDir: string, sitePath: string) => path.join(publicDir, ...sitePath.split('/'));

export interface CalendarWriteResult {
  written: number;
  unchanged: number;
  removed: number;
}

/** Writes `files` (from eventCalendarFiles) under `publicDir`, and removes every other `.ics` of the agenda folders. */
export const writeEventCalendars = (publicDir: string, files: Map<string, string>): CalendarWriteResult => {
  const result: CalendarWriteResult = { written: 0, unchanged: 0, removed: 0 };
  const wanted = new Set([...files.keys()].map((sitePath) => fileOf(publicDir, sitePath)));
  for (const dir of calendarDirs(publicDir)) {
    const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      // Their .br and .gz copies go with them: site-serving removes the copies of files that are gone.
      if (entry.isFile() && entry.name.endsWith('.ics') && !wanted.has(file)) {
        fs.rmSync(file);
        result.removed += 1;
      }
    }
  }
  for (const [sitePath, calendar] of files) {
    const file = fileOf(publicDir, sitePath);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === calendar) {
      result.unchanged += 1;
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, calendar);
    result.written += 1;
  }
  return result;
};
