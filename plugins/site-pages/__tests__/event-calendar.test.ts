/**
 * @jest-environment node
 */
// The event's iCalendar file, read back by a real parser (ical.js, Thunderbird's).
import ICAL from 'ical.js';
import { type CalendarEvent, calendarSequence, calendarUid, DEFAULT_DURATION_MS, eventCalendar, foldLines } from '../event-calendar';

const ORIGIN = 'https://www.esnum.example';

const EVENT: CalendarEvent = {
  documentId: 'q8v2k1x0m3n7b5c4z6l9p1aa',
  slug: 'journee-portes-ouvertes-lyon',
  title: 'Journée portes ouvertes — campus de Lyon',
  description: 'Visitez le campus de Lyon, rencontrez les équipes pédagogiques et découvrez nos formations.',
  dateStart: '2026-11-21T09:00:00.000Z',
  dateEnd: '2026-11-21T15:00:00.000Z',
  updatedAt: '2026-10-02T08:30:00.000Z',
  campus: { name: 'ESNUM Lyon', address: '12 rue Garibaldi', postalCode: '69006', city: 'Lyon', latitude: 45.768, longitude: 4.851 },
};

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const value = (name: string) => event.getFirstPropertyValue(name);
  const time = (name: string) => (value(name) as ICAL.Time).toJSDate().toISOString();
  return { calendar, event, value, time };
};

const calendarOf = (changes: Partial<CalendarEvent> = {}, language: 'fr' | 'en' = 'fr') =>
  eventCalendar({ ...EVENT, ...changes }, { origin: ORIGIN, language });

describe('eventCalendar', () => {
  it('is one event of an RFC 5545 calendar that names ESNUM, with CRLF line ends', () => {
    const text = calendarOf();
    const { calendar, value } = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//ESNUM//Agenda//FR');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(value('summary')).toBe(EVENT.title);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['a start and an end', { dateEnd: '2026-11-21T15:00:00.000Z' }, '2026-11-21T09:00:00.000Z', '2026-11-21T15:00:00.000Z'],
    ['no end: two hours', { dateEnd: null }, '2026-11-21T09:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['an empty end: two hours', { dateEnd: '' }, '2026-11-21T09:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['an end before the start: two hours', { dateEnd: '2026-11-21T08:00:00.000Z' }, '2026-11-21T09:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['an end at the start: two hours', { dateEnd: '2026-11-21T09:00:00.000Z' }, '2026-11-21T09:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    [
      'dates with an offset, in UTC',
      { dateStart: '2026-11-21T10:00:00+01:00', dateEnd: '2026-11-22T18:30:00+01:00' },
      '2026-11-21T09:00:00.000Z',
      '2026-11-22T17:30:00.000Z',
    ],
  ])('has DTSTART and DTEND in UTC for %s', (_case, dates, start, end) => {
    const text = calendarOf(dates);
    const { time } = parse(text);
    expect({ start: time('dtstart'), end: time('dtend') }).toEqual({ start, end });
    expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(text).toMatch(/^DTEND:\d{8}T\d{6}Z\r$/m);
  });

  it('lasts DEFAULT_DURATION_MS without an end', () => {
    const { time } = parse(calendarOf({ dateEnd: null }));
    expect(Date.parse(time('dtend')) - Date.parse(time('dtstart'))).toBe(DEFAULT_DURATION_MS);
  });

  it.each([
    ['fr', `${ORIGIN}/agenda/journee-portes-ouvertes-lyon`, 'agenda-fr-q8v2k1x0m3n7b5c4z6l9p1aa@www.esnum.example'],
    ['en', `${ORIGIN}/en/agenda/journee-portes-ouvertes-lyon`, 'agenda-en-q8v2k1x0m3n7b5c4z6l9p1aa@www.esnum.example'],
  ] as const)('in %s, links the canonical page and has a UID of its own language', (language, url, uid) => {
    const { value } = parse(calendarOf({}, language));
    expect(value('url')).toBe(url);
    expect(value('uid')).toBe(uid);
    expect(value('description')).toMatch(new RegExp(`\n\n${url}$`));
  });

  it('gives the same bytes at every build, its UID and DTSTAMP from the entry, not the clock', () => {
    const first = calendarOf();
    jest.useFakeTimers().setSystemTime(new Date('2030-01-01T00:00:00Z'));
    try {
      expect(calendarOf()).toBe(first);
    } finally {
      jest.useRealTimers();
    }
    const { value, time } = parse(first);
    expect(value('uid')).toBe(calendarUid(ORIGIN, 'fr', EVENT.documentId));
    expect(time('dtstamp')).toBe('2026-10-02T08:30:00.000Z');
    expect(time('last-modified')).toBe('2026-10-02T08:30:00.000Z');
    // Without a change date, the start stands in: still the same at every build.
    expect(parse(calendarOf({ updatedAt: null })).time('dtstamp')).toBe(EVENT.dateStart);
  });

  it('stays the same calendar entry when the event is renamed or given another address', () => {
    const before = parse(calendarOf());
    const renamed = parse(calendarOf({ slug: 'jpo-lyon-printemps', title: 'Journée portes ouvertes de printemps — Lyon' }));
    expect(renamed.value('uid')).toBe(before.value('uid'));
    expect(renamed.value('url')).toBe(`${ORIGIN}/agenda/jpo-lyon-printemps`);
    expect(renamed.value('summary')).toBe('Journée portes ouvertes de printemps — Lyon');
  });

  it('tells calendars that a moved date is the newer revision (SEQUENCE grows with the change date)', () => {
    const before = parse(calendarOf());
    const moved = parse(
      calendarOf({ dateStart: '2026-11-28T09:00:00.000Z', dateEnd: '2026-11-28T15:00:00.000Z', updatedAt: '2026-11-03T17:45:00.000Z' }),
    );
    expect(moved.value('uid')).toBe(before.value('uid'));
    const sequence = (read: ReturnType<typeof parse>) => Number(read.value('sequence'));
    expect(sequence(moved)).toBeGreaterThan(sequence(before));
    expect(sequence(before)).toBe(calendarSequence(Date.parse(EVENT.updatedAt ?? '')));
    expect(calendarSequence(Number.NaN)).toBe(0);
  });

  it('refuses an event without a document id, naming it', () => {
    expect(() => calendarOf({ documentId: '' })).toThrow('The event "journee-portes-ouvertes-lyon" (fr) has no document id');
  });

  it.each([
    ['the whole address', EVENT.campus, 'ESNUM Lyon, 12 rue Garibaldi, 69006 Lyon'],
    ['no street', { name: 'ESNUM Lyon', city: 'Lyon' }, 'ESNUM Lyon, Lyon'],
    ['no postal code', { name: 'ESNUM Lyon', address: '12 rue Garibaldi', city: 'Lyon' }, 'ESNUM Lyon, 12 rue Garibaldi, Lyon'],
    ['empty fields', { name: ' ESNUM Lyon ', address: '', postalCode: null, city: 'Lyon' }, 'ESNUM Lyon, Lyon'],
    ['no campus', null, null],
  ])('has the campus as LOCATION with %s', (_case, campus, location) => {
    const { value } = parse(calendarOf({ campus }));
    expect(value('location')).toBe(location);
  });

  it('places the campus on a map when it has coordinates', () => {
    expect(parse(calendarOf()).value('geo')).toEqual([45.768, 4.851]);
    expect(parse(calendarOf({ campus: { name: 'ESNUM Lyon', city: 'Lyon' } })).value('geo')).toBeNull();
  });

  it.each([
    ['commas and semicolons', 'Salon ; portes ouvertes, ateliers', 'Salon ; portes ouvertes, ateliers'],
    ['a backslash', 'Chemin C:\\esnum', 'Chemin C:\\esnum'],
    ['line breaks', 'Ligne une\r\nLigne deux\rLigne trois', 'Ligne une\nLigne deux\nLigne trois'],
    ['control characters', 'Bell\u0007 and\u0000 null', 'Bell and null'],
    ['emoji and accents', 'Journée 🎓 « Live My Life »', 'Journée 🎓 « Live My Life »'],
  ])('escapes %s in the text fields', (_case, raw, read) => {
    const { value } = parse(calendarOf({ title: raw, description: raw, campus: { name: raw } }));
    expect(value('summary')).toBe(read);
    expect(value('description')).toBe(`${read}\n\n${ORIGIN}/agenda/${EVENT.slug}`);
    expect(value('location')).toBe(read);
  });

  it('writes the escapes of RFC 5545 §3.3.11', () => {
    expect(calendarOf({ title: 'Salon, ateliers; C:\\esnum\nsuite' })).toContain(
      '\r\nSUMMARY:Salon\\, ateliers\\; C:\\\\esnum\\nsuite\r\n',
    );
  });

  it('takes the notes from the rich text when the event has no description', () => {
    const body = [
      { type: 'paragraph', children: [{ type: 'text', text: 'Visites guidées toute la journée.' }] },
      { type: 'list', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Stand alternance' }] }] },
    ];
    expect(parse(calendarOf({ description: '', body })).value('description')).toBe(
      `Visites guidées toute la journée.\n- Stand alternance\n\n${ORIGIN}/agenda/${EVENT.slug}`,
    );
    expect(parse(calendarOf({ description: null, body: null })).value('description')).toBe(`${ORIGIN}/agenda/${EVENT.slug}`);
  });

  it('folds long lines at 75 octets, never inside a character, and reads back whole', () => {
    const description = `${'Découvrez les métiers du numérique à l’ESNUM : développement, cybersécurité, données. '.repeat(12)}🎓`;
    const text = calendarOf({ description });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^\r\n]/);
    expect(parse(text).value('description')).toBe(`${description}\n\n${ORIGIN}/agenda/${EVENT.slug}`);
  });

  it('refuses an event without a valid start, naming it', () => {
    expect(() => calendarOf({ dateStart: 'demain' })).toThrow(/"journee-portes-ouvertes-lyon" \(fr\) has no valid start date/);
  });
});

describe('foldLines', () => {
  it.each([
    ['a short line', 'SUMMARY:Court\r\n', 'SUMMARY:Court\r\n'],
    ['75 octets: kept whole', `${'a'.repeat(75)}\r\n`, `${'a'.repeat(75)}\r\n`],
    ['76 octets: one fold', `${'a'.repeat(76)}\r\n`, `${'a'.repeat(75)}\r\n a\r\n`],
    ['continuations of 74 octets after their space', 'a'.repeat(75 + 74 + 1), `${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`],
    ['a two-octet character ending at 75 octets: kept', `${'a'.repeat(73)}é`, `${'a'.repeat(73)}é`],
    ['a two-octet character across the limit: moved whole', `${'a'.repeat(74)}éa`, `${'a'.repeat(74)}\r\n éa`],
    ['a four-octet character across the limit: moved whole', `${'a'.repeat(73)}🎓`, `${'a'.repeat(73)}\r\n 🎓`],
    ['lines folded by character count: refolded', `${'é'.repeat(40)}\r\n\t${'é'.repeat(10)}`, `${'é'.repeat(37)}\r\n ${'é'.repeat(13)}`],
  ])('%s', (_case, input, output) => {
    expect(foldLines(input)).toBe(output);
  });
});
