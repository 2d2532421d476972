/**
 * @jest-environment node
 */
// The calendar files written to public/ after each build, incremental builds included: one per
// event and enabled language, none left for an event that is gone, none rewritten when unchanged.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { type CalendarMemo, eventCalendarFiles, readCalendarMemo, writeCalendarMemo, writeEventCalendars } from '../event-calendars';

const ORIGIN = 'https://www.esnum.example';

const event = (locale: string, slug: string, extra: Record<string, unknown> = {}) => ({
  id: `event-${slug}-${locale}`,
  documentId: `doc-${slug}`,
  locale,
  slug,
  title: `Portes ouvertes ${slug} (${locale})`,
  description: 'Visites et rencontres.',
  dateStart: '2026-11-21T09:00:00.000Z',
  dateEnd: null,
  updatedAt: '2026-10-02T08:30:00.000Z',
  campus___NODE: `campus-lyon-${locale}`,
  ...extra,
});

const CAMPUSES: Record<string, Record<string, unknown>> = {
  'campus-lyon-fr': { name: 'ESNUM Lyon', address: '12 rue Garibaldi', postalCode: '69006', city: 'Lyon' },
  'campus-lyon-en': { name: 'ESNUM Lyon campus', address: '12 rue Garibaldi', postalCode: '69006', city: 'Lyon' },
};

const filesOf = (events: Array<Record<string, unknown>>, languages: Array<'fr' | 'en'> = ['fr', 'en']) =>
  eventCalendarFiles({ events, getNode: (id) => CAMPUSES[id], languages, origin: ORIGIN });

describe('eventCalendarFiles', () => {
  it('makes one file per event and enabled language, at routes.eventCalendar, with the campus of its language', () => {
    const files = filesOf([event('fr', 'jpo-lyon'), event('en', 'jpo-lyon'), event('en', 'open-day-lyon')]);
    expect([...files.keys()].sort()).toEqual(['/agenda/jpo-lyon.ics', '/en/agenda/jpo-lyon.ics', '/en/agenda/open-day-lyon.ics']);
    expect(files.get('/agenda/jpo-lyon.ics')).toContain('LOCATION:ESNUM Lyon\\, 12 rue Garibaldi\\, 69006 Lyon\r\n');
    expect(files.get('/en/agenda/jpo-lyon.ics')).toContain('LOCATION:ESNUM Lyon campus\\, ');
    expect(files.get('/en/agenda/jpo-lyon.ics')).toContain(`URL:${ORIGIN}/en/agenda/jpo-lyon\r\n`);
  });

  it('makes none in a language the site does not publish (English off), nor for an entry without a slug', () => {
    expect([...filesOf([event('fr', 'jpo-lyon'), event('en', 'jpo-lyon')], ['fr']).keys()]).toEqual(['/agenda/jpo-lyon.ics']);
    expect(filesOf([event('fr', '')]).size).toBe(0);
  });

  it('stops on an event it cannot write, naming it', () => {
    expect(() => filesOf([event('fr', 'jpo-lyon', { dateStart: null })])).toThrow(/"jpo-lyon" \(fr\)/);
  });

  it("with the last build's memo, writes again only the events that changed, and forgets the ones gone", () => {
    const memo: CalendarMemo = new Map();
    const files = (events: Array<Record<string, unknown>>) =>
      eventCalendarFiles({ events, getNode: (id) => CAMPUSES[id], languages: ['fr', 'en'], origin: ORIGIN, memo });
    const first = files([event('fr', 'jpo-lyon'), event('fr', 'jpo-paris'), event('fr', 'salon-nantes')]);
    expect(memo.size).toBe(3);
    // Marks what the memo holds, to see which texts the next build takes from it.
    memo.forEach((_, digest) => memo.set(digest, 'texte du dernier build'));

    const second = files([event('fr', 'jpo-lyon'), event('fr', 'jpo-paris', { title: 'Portes ouvertes à Paris, nouvel horaire' })]);
    expect(second.get('/agenda/jpo-lyon.ics')).toBe('texte du dernier build');
    expect(second.get('/agenda/jpo-paris.ics')).toContain('SUMMARY:Portes ouvertes à Paris\\, nouvel horaire');
    expect(second.get('/agenda/jpo-paris.ics')).not.toBe(first.get('/agenda/jpo-paris.ics'));
    expect(memo.size).toBe(2);
  });

  it('keeps the memo in a file between builds, and starts empty without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-calendar-memo-'));
    const memoFile = path.join(dir, '.cache', 'site-pages-calendars.json');
    expect(readCalendarMemo(memoFile).size).toBe(0);
    writeCalendarMemo(memoFile, new Map([['digest', 'BEGIN:VCALENDAR']]));
    expect(readCalendarMemo(memoFile)).toEqual(new Map([['digest', 'BEGIN:VCALENDAR']]));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('writeEventCalendars', () => {
  let publicDir: string;
  const file = (sitePath: string) => path.join(publicDir, ...sitePath.split('/'));
  const write = (sitePath: string, content: string) => {
    fs.mkdirSync(path.dirname(file(sitePath)), { recursive: true });
    fs.writeFileSync(file(sitePath), content);
  };

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-calendars-'));
    // What a build leaves there: the pages, and a file that is no calendar.
    write('/agenda/index.html', '<h1>Agenda</h1>');
    write('/agenda/jpo-lyon/index.html', '<h1>JPO</h1>');
    write('/static/0123456789/programme.ics', 'not ours');
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('writes the files beside the pages, in both languages', () => {
    const files = filesOf([event('fr', 'jpo-lyon'), event('en', 'jpo-lyon')]);
    expect(writeEventCalendars(publicDir, files)).toEqual({ written: 2, unchanged: 0, removed: 0 });
    expect(fs.readFileSync(file('/agenda/jpo-lyon.ics'), 'utf8')).toBe(files.get('/agenda/jpo-lyon.ics'));
    expect(fs.readFileSync(file('/en/agenda/jpo-lyon.ics'), 'utf8')).toBe(files.get('/en/agenda/jpo-lyon.ics'));
    expect(fs.readFileSync(file('/agenda/jpo-lyon/index.html'), 'utf8')).toBe('<h1>JPO</h1>');
  });

  it('leaves an unchanged file as it is, and rewrites a changed one', () => {
    writeEventCalendars(publicDir, filesOf([event('fr', 'jpo-lyon'), event('fr', 'jpo-paris')]));
    const past = new Date('2026-01-01T00:00:00Z');
    for (const slug of ['jpo-lyon', 'jpo-paris']) fs.utimesSync(file(`/agenda/${slug}.ics`), past, past);

    const changed = filesOf([event('fr', 'jpo-lyon'), event('fr', 'jpo-paris', { title: 'Nouveau titre' })]);
    expect(writeEventCalendars(publicDir, changed)).toEqual({ written: 1, unchanged: 1, removed: 0 });
    expect(fs.statSync(file('/agenda/jpo-lyon.ics')).mtime).toEqual(past);
    expect(fs.readFileSync(file('/agenda/jpo-paris.ics'), 'utf8')).toContain('SUMMARY:Nouveau titre\r\n');
  });

  it('removes the files of events that are gone, renamed or no longer published in a language, and nothing else', () => {
    writeEventCalendars(publicDir, filesOf([event('fr', 'jpo-lyon'), event('fr', 'jpo-paris'), event('en', 'jpo-lyon')]));
    write('/agenda/jpo-paris.ics.gz', 'copy');

    // Paris deleted, English turned off.
    expect(writeEventCalendars(publicDir, filesOf([event('fr', 'jpo-lyon'), event('en', 'jpo-lyon')], ['fr']))).toEqual({
      written: 0,
      unchanged: 1,
      removed: 2,
    });
    expect(fs.existsSync(file('/agenda/jpo-paris.ics'))).toBe(false);
    expect(fs.existsSync(file('/en/agenda/jpo-lyon.ics'))).toBe(false);
    expect(fs.existsSync(file('/agenda/jpo-lyon.ics'))).toBe(true);
    // The pages are Gatsby's; the compressed copies go in site-serving's pass; other .ics files are not the agenda's.
    expect(fs.existsSync(file('/agenda/jpo-lyon/index.html'))).toBe(true);
    expect(fs.existsSync(file('/agenda/jpo-paris.ics.gz'))).toBe(true);
    expect(fs.existsSync(file('/static/0123456789/programme.ics'))).toBe(true);
  });

  it('removes them all when no event is left', () => {
    writeEventCalendars(publicDir, filesOf([event('fr', 'jpo-lyon'), event('en', 'jpo-lyon')]));
    expect(writeEventCalendars(publicDir, new Map())).toEqual({ written: 0, unchanged: 0, removed: 2 });
  });
});
