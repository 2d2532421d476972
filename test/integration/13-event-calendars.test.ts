// The events' add-to-calendar files (`/agenda/{slug}.ics`, `/en/agenda/{slug}.ics`) on the built
// site: one beside every event page; answered 200 as UTF-8 text/calendar by the production server
// and by nginx with the generated includes, compressed when asked, never redirected at their own
// address; read by a real iCalendar parser (ical.js) and matching the CMS entry and the canonical
// page; kept out of the sitemap; and gone with their event after an incremental build.
// The last case builds in the shared site's working copy and leaves it as it found it: the event
// it publishes is deleted again (and the site rebuilt, should a case fail in between).
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import ICAL from 'ical.js';
import { REDIRECT_CONFIG_FILE, type RedirectConfig } from '../../shared/redirects/config';
import { PRECOMPRESS_MIN_BYTES } from '../../shared/precompress';
import { freePort } from '../../scripts/lib/free-port';
import { startNginx, type NginxSite } from '../../scripts/lib/nginx';
import { createAndPublish, cmsGet, deleteEntry } from './support/cms-api';
import { gatsbyBuild } from './support/gatsby-build';
import { rawRequest } from './support/raw-http';
import { sitemapUrls } from './support/sitemap';
import { readState } from './support/state';

const EVENT = 'api::event.event';
const BUILD_TIMEOUT_MS = 240_000;

const state = readState();
const { siteDir, siteUrl, tmpDir } = state;
const publicDir = path.join(siteDir, 'public');
const origin = (JSON.parse(fs.readFileSync(path.join(publicDir, REDIRECT_CONFIG_FILE), 'utf8')) as RedirectConfig).canonicalOrigin;
const tokenFile = path.join(tmpDir, 'cms', 'site-build-token.json');

interface CmsEvent {
  documentId: string;
  slug: string;
  title: string;
  dateStart: string;
}

const cmsEvents = async (language: string) =>
  (
    await cmsGet<{ data: CmsEvent[] }>(
      `/api/events?locale=${language}&sort=slug:asc&pagination[pageSize]=200&fields[0]=slug&fields[1]=title&fields[2]=dateStart`,
    )
  ).data;

const prefixOf = (language: string) => (language === 'fr' ? '' : `/${language}`);

/** The event read back from a calendar file. */
const readCalendar = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  return {
    productId: String(calendar.getFirstPropertyValue('prodid')),
    uid: event.uid,
    summary: event.summary,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    url: String(events[0].getFirstPropertyValue('url')),
  };
};

/** Event slugs from the pages (`agenda/{slug}/index.html`) or the calendar files (`agenda/{slug}.ics`) of a language. */
const builtSlugs = (language: string, kind: 'pages' | 'calendars') => {
  const dir = path.join(publicDir, prefixOf(language), 'agenda');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) =>
      kind === 'pages'
        ? entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.html'))
        : entry.isFile() && entry.name.endsWith('.ics'),
    )
    .map((entry) => entry.name.replace(/\.ics$/, ''))
    .sort();
};

const servers: Record<string, { url: string }> = {};
let nginx: NginxSite;

beforeAll(async () => {
  servers.fastify = { url: siteUrl };
  nginx = await startNginx({ siteDir, port: await freePort(), workDir: path.join(tmpDir, 'nginx-calendars') });
  servers.nginx = nginx;
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
});

describe('the build', () => {
  it.each(['fr', 'en'])('writes one calendar file beside each event page, in %s', (language) => {
    const pages = builtSlugs(language, 'pages');
    expect(pages.length).toBeGreaterThan(5);
    expect(builtSlugs(language, 'calendars')).toEqual(pages);
  });
});

describe.each(['fastify', 'nginx'])('%s', (name) => {
  const server = () => servers[name];

  it.each(['fr', 'en'])('serves the calendar file of an event in %s as UTF-8 text/calendar, matching the CMS', async (language) => {
    const [event] = await cmsEvents(language);
    const file = `${prefixOf(language)}/agenda/${event.slug}.ics`;
    const response = await rawRequest(server().url, file);
    expect({ file, status: response.status, type: response.headers['content-type'] }).toEqual({
      file,
      status: 200,
      type: 'text/calendar; charset=utf-8',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(fs.readFileSync(path.join(publicDir, file), 'utf8'));

    const read = readCalendar(response.body);
    expect(read.start).toBe(new Date(event.dateStart).toISOString());
    expect(read.summary).toBe(event.title);
    expect(read.url).toBe(`${origin}${prefixOf(language)}/agenda/${event.slug}`);
    // The CMS's document id, not the slug: a renamed event stays one calendar entry.
    expect(read.uid).toBe(`agenda-${language}-${event.documentId}@${new URL(origin).host}`);
    expect(read.productId).toMatch(/ESNUM/);
    expect(Date.parse(read.end)).toBeGreaterThan(Date.parse(read.start));
  });

  it('compresses a calendar file as it does the pages, and answers HEAD', async () => {
    const largest = builtSlugs('fr', 'calendars')
      .map((slug) => `/agenda/${slug}.ics`)
      .sort((a, b) => fs.statSync(path.join(publicDir, b)).size - fs.statSync(path.join(publicDir, a)).size)[0];
    // The build writes compressed copies of the files past a size (shared/precompress.ts); both
    // servers compress the smaller ones as they send them.
    const hasCopies = fs.statSync(path.join(publicDir, largest)).size >= PRECOMPRESS_MIN_BYTES;
    expect(fs.existsSync(path.join(publicDir, `${largest}.gz`))).toBe(hasCopies);
    expect(fs.existsSync(path.join(publicDir, `${largest}.br`))).toBe(hasCopies);
    const plain = await rawRequest(server().url, largest);
    const gzip = await rawRequest(server().url, largest, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.raw).toString('utf8')).toBe(plain.body);
    const head = await rawRequest(server().url, largest, { method: 'HEAD' });
    expect({ status: head.status, body: head.body }).toEqual({ status: 200, body: '' });
    expect((await rawRequest(server().url, `${largest}.gz`)).status).toBe(404);
  });

  it('answers a calendar file at its own address, and its other spellings with one 301 to it', async () => {
    const [slug] = builtSlugs('fr', 'calendars');
    const file = `/agenda/${slug}.ics`;
    for (const variant of [file.toUpperCase(), `${file}/`]) {
      const response = await rawRequest(server().url, variant);
      expect({ variant, status: response.status, location: new URL(response.headers.location ?? '', server().url).pathname }).toEqual({
        variant,
        status: 301,
        location: file,
      });
    }
    expect((await rawRequest(server().url, '/agenda/cet-evenement-nexiste-pas.ics')).status).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists the event pages, not their calendar files', async () => {
    const paths = (await sitemapUrls(siteUrl)).map((url) => new URL(url).pathname);
    expect(paths.filter((page) => page.endsWith('.ics'))).toEqual([]);
    const [slug] = builtSlugs('fr', 'calendars');
    expect(paths).toContain(`/agenda/${slug}`);
  });
});

describe('an incremental build', () => {
  const slug = `conference-calendrier-${Date.now()}`;
  const calendarFile = path.join(publicDir, 'agenda', `${slug}.ics`);
  let documentId: string | undefined;
  /** Whether the shared site may hold that event (until the deletion's build took it off). */
  let siteHoldsIt = false;

  const build = async () => {
    const result = await gatsbyBuild(siteDir, { STRAPI_URL: state.cmsUrl, STRAPI_TOKEN_FILE: tokenFile });
    if (result.code !== 0) throw new Error(`the build failed (exit ${result.code}):\n${result.output.slice(-4000)}`);
  };

  afterAll(async () => {
    if (documentId) await deleteEntry(EVENT, documentId, 'fr');
    if (siteHoldsIt) await build();
  }, BUILD_TIMEOUT_MS);

  it(
    "writes a new event's calendar file, and removes it with the event",
    async () => {
      const dateStart = '2031-03-14T13:30:00.000Z';
      documentId = await createAndPublish(EVENT, 'fr', { title: 'Conférence : le calendrier', slug, type: 'conference', dateStart });
      siteHoldsIt = true;
      await build();
      expect(readCalendar(fs.readFileSync(calendarFile, 'utf8'))).toMatchObject({
        summary: 'Conférence : le calendrier',
        start: dateStart,
        end: '2031-03-14T15:30:00.000Z',
      });

      await deleteEntry(EVENT, documentId, 'fr');
      documentId = undefined;
      await build();
      siteHoldsIt = false;
      expect(fs.existsSync(path.join(publicDir, 'agenda', slug, 'index.html'))).toBe(false);
      expect(fs.existsSync(calendarFile)).toBe(false);
      expect((await rawRequest(siteUrl, `/agenda/${slug}.ics`)).status).toBe(404);
    },
    2 * BUILD_TIMEOUT_MS + 30_000,
  );
});
