// Both databases of the CMS. The test environment itself runs on PostgreSQL, production's database
// (support/environment.ts): every other file reads a CMS and a site built from it. Here, the CMS's
// own queries (relation filters, null checks and sorting, where databases differ) answer the seed's
// content on PostgreSQL and on SQLite, `npm start`'s database, which this file starts on its own;
// the seed runs again on SQLite without creating anything (06-seed does it on PostgreSQL); and a
// second CMS instance on the environment's database behaves as the first, as behind a load balancer.
import type { ChildProcess } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cmsFolderEnv, cmsTokenFile, runCmsSeed, startCms } from '../../scripts/lib/cms';
import { freePort } from '../../scripts/lib/free-port';
import { stopProcess } from '../../scripts/lib/processes';
import { articles } from '../../cms/src/seed/data/articles';
import { blogPosts } from '../../cms/src/seed/data/blog';
import { campuses } from '../../cms/src/seed/data/campuses';
import { events } from '../../cms/src/seed/data/events';
import { news } from '../../cms/src/seed/data/news';
import { programmes } from '../../cms/src/seed/data/programmes';
import { CRM_ACTIONS } from '../../cms/src/utils/crm-actions';
import { product } from '../../cms/src/utils/product';
import { firstHeading } from './support/html';
import { readState } from './support/state';

const log = (message: string) => process.stdout.write(`[databases] ${message}\n`);
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

const state = readState();
const environmentTokenFile = cmsTokenFile(path.join(state.tmpDir, 'cms'));

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-sqlite-it-'));
const sqliteCmsDir = path.join(sqliteDir, 'cms');
let sqlite: { child: ChildProcess; url: string } | undefined;

beforeAll(async () => {
  const started = Date.now();
  let seedSeconds = '?';
  sqlite = await startCms({
    port: await freePort(),
    label: 'cms-sqlite',
    timeoutMs: 15 * 60_000,
    // Strapi's own lines are printed only when they report an error; the seed's figures always.
    echo: (line) => {
      const seedDone = /\[esnum\] seed done in ([\d.]+) s/.exec(line);
      if (seedDone) seedSeconds = seedDone[1];
      if (/\[esnum\] seed/.test(line)) process.stdout.write(`[cms-sqlite] ${line.replace(/^.*?\[esnum\]/, '[esnum]')}\n`);
      return /error/i.test(line);
    },
    env: {
      ...cmsFolderEnv(sqliteCmsDir),
      CMS_ADMIN_EMAIL: 'admin@esnum.example',
      CMS_ADMIN_PASSWORD: `Sq${crypto.randomBytes(12).toString('hex')}9A`,
      // No rebuild service here: a value inherited from the environment must not be called.
      SITE_REBUILD_URL: '',
    },
  });
  log(`seed on SQLite: ${seedSeconds} s; CMS ready at ${sqlite.url} after ${seconds(started)} s`);
}, 20 * 60_000);

afterAll(async () => {
  await stopProcess(sqlite?.child);
  if (!process.env.KEEP_INTEGRATION_FILES) fs.rmSync(sqliteDir, { recursive: true, force: true });
}, 2 * 60_000);

type Page<T> = { data: T[]; meta: { pagination: { total: number } } };

/** A CMS of this file: its address and its build token. */
const databases = () => [
  { name: 'PostgreSQL', url: state.cmsUrl, tokenFile: environmentTokenFile },
  { name: 'SQLite', url: sqlite!.url, tokenFile: cmsTokenFile(sqliteCmsDir) },
];

const getFrom = async <T>(cms: { url: string; tokenFile: string }, apiPath: string, { token = true } = {}): Promise<T> => {
  const headers: Record<string, string> = token
    ? { authorization: `Bearer ${JSON.parse(fs.readFileSync(cms.tokenFile, 'utf8')).token}` }
    : {};
  const response = await fetch(`${cms.url}${apiPath}`, { headers });
  if (!response.ok) throw new Error(`GET ${apiPath}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

describe.each(['PostgreSQL', 'SQLite'])('the CMS on %s', (name) => {
  const cms = () => databases().find((database) => database.name === name)!;
  const total = async (apiPath: string, options?: { token: boolean }) =>
    (await getFrom<Page<unknown>>(cms(), apiPath, options)).meta.pagination.total;

  it.each([
    ['campuses', campuses.length],
    ['news', news.length],
    ['programmes', programmes.length],
    ['events', events.length],
    ['blog-posts', blogPosts.length],
    ['articles', articles.length],
    ['crm-links', campuses.length * CRM_ACTIONS.length],
  ])('serves every seeded %s in French and English', async (collection, expected) => {
    expect(await total(`/api/${collection}?locale=fr&pagination[pageSize]=1`)).toBe(expected);
    expect(await total(`/api/${collection}?locale=en&pagination[pageSize]=1`)).toBe(expected);
  });

  it('serves each language its own text', async () => {
    const [item] = news;
    for (const locale of ['fr', 'en'] as const) {
      const { data } = await getFrom<Page<{ title: string }>>(cms(), `/api/news?locale=${locale}&filters[slug][$eq]=${item.slug}`);
      expect(data.map((entry) => entry.title)).toEqual([item.title[locale]]);
    }
  });

  it('answers its own routes', async () => {
    const campusNames = await getFrom<Array<{ name: string; slug: string }>>(
      cms(),
      `/api/${product}-crm-links/brochure/campuses?locale=en`,
    );
    expect(campusNames.map((campus) => campus.name)).toEqual(
      campuses.map((campus) => campus.name.en).sort((a, b) => a.localeCompare(b, 'fr')),
    );

    const [campus] = campuses;
    const { url } = await getFrom<{ url: string }>(cms(), `/api/${product}-crm-links/contact/${campus.slug}/link`);
    expect(url).toContain(`campus=${campus.slug}`);

    const sectionPage = articles.find((article) => !article.fr.slug)!;
    const { data: page } = await getFrom<{ data: { title: string } }>(
      cms(),
      `/api/${product}-articles/${sectionPage.fr.rubrique}?locale=en`,
    );
    expect(page.title).toBe(sectionPage.en.title);

    // The site's live agenda asks this without a token (public role).
    const agendaCampus = events[0].campus;
    expect(await total(`/api/events?filters[campus][slug][$eq]=${agendaCampus}`, { token: false })).toBe(
      events.filter((event) => event.campus === agendaCampus).length,
    );
  });
});

describe('the seed on SQLite', () => {
  it(
    'creates nothing when it runs again, as `npm run cms:seed` does',
    async () => {
      const { code, output } = await runCmsSeed(cmsFolderEnv(sqliteCmsDir));
      expect(code).toBe(0);
      const created = [...output.matchAll(/seed: .*?, (\d+) documents created/g)].map((match) => Number(match[1]));
      expect(created.length).toBeGreaterThan(10);
      expect(created.every((count) => count === 0)).toBe(true);
    },
    5 * 60_000,
  );
});

describe('the site built from the CMS on PostgreSQL', () => {
  const page = (route: string) => fs.readFileSync(path.join(state.siteDir, 'public', route, 'index.html'), 'utf8');

  it('has the CMS content on its pages in both languages', () => {
    const campus = campuses.find((entry) => entry.slug === 'lyon') ?? campuses[0];
    expect(firstHeading(page(`campus/${campus.slug}`))).toContain(campus.name.fr);
    expect(firstHeading(page(`en/campus/${campus.slug}`))).toContain(campus.name.en);
    const [item] = news;
    expect(firstHeading(page(`actualites/${item.slug}`))).toBe(item.title.fr);
    expect(firstHeading(page(`en/actualites/${item.slug}`))).toBe(item.title.en);
  });
});

// Two stateless instances on one database, as behind a load balancer (docs/operations.md, "More
// than one machine"): the second starts without seeding, with the first one's build token file.
describe('a second CMS instance on the same database', () => {
  let second: { child: ChildProcess; url: string } | undefined;

  beforeAll(async () => {
    const started = Date.now();
    second = await startCms({
      port: await freePort(),
      label: 'cms-pg-2',
      timeoutMs: 5 * 60_000,
      echo: (line) => /error/i.test(line),
      env: {
        ...cmsFolderEnv(path.join(state.tmpDir, 'cms'), state.cmsDatabaseEnv),
        CMS_ADMIN_EMAIL: state.cmsAdmin.email,
        CMS_ADMIN_PASSWORD: state.cmsAdmin.password,
        CMS_SEED: 'never',
        // Configured as the first: its start writes the shared rebuild webhook, which must stay as it is.
        SITE_REBUILD_URL: `http://127.0.0.1:${state.rebuild.port}/__rebuild`,
        SITE_REBUILD_SECRET: state.rebuild.secret,
      },
    });
    log(`second CMS instance ready at ${second.url} after ${seconds(started)} s`);
  }, 6 * 60_000);

  afterAll(() => stopProcess(second?.child));

  it('answers the live calls byte for byte like the first, with the same ETag, so a cache in front of both revalidates with either', async () => {
    const apiPath = `/api/${product}-crm-links/brochure/campuses?locale=fr`;
    const [first, other] = await Promise.all([fetch(`${state.cmsUrl}${apiPath}`), fetch(`${second!.url}${apiPath}`)]);
    expect({ status: other.status, etag: other.headers.get('etag'), body: await other.text() }).toEqual({
      status: 200,
      etag: first.headers.get('etag'),
      body: await first.text(),
    });
  });

  it("takes the build token and an editor's session from the first, and shows what was published through the first", async () => {
    const token = JSON.parse(fs.readFileSync(environmentTokenFile, 'utf8')).token as string;
    expect((await fetch(`${second!.url}/api/news?pagination[pageSize]=1`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );

    const login = await fetch(`${state.cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(state.cmsAdmin),
    });
    const session = ((await login.json()) as { data: { token: string } }).data.token;
    const editor = { authorization: `Bearer ${session}`, 'content-type': 'application/json' };
    const slug = `salon-deux-instances-${Date.now()}`;
    const base = `${state.cmsUrl}/content-manager/collection-types/api::event.event`;
    const created = await fetch(`${base}?locale=fr`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({
        title: 'Salon des deux instances',
        slug,
        type: 'convention',
        dateStart: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    if (!created.ok) throw new Error(`create an event through the first instance: HTTP ${created.status} ${await created.text()}`);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    try {
      // Published through the second instance, with the session the first one signed.
      const published = await fetch(
        `${second!.url}/content-manager/collection-types/api::event.event/${documentId}/actions/publish?locale=fr`,
        { method: 'POST', headers: editor, body: '{}' },
      );
      expect(published.status).toBe(200);

      const seen = (await (await fetch(`${second!.url}/api/events?locale=fr&filters[slug][$eq]=${slug}`)).json()) as Page<{ slug: string }>;
      expect(seen.data.map((event) => event.slug)).toEqual([slug]);
    } finally {
      await fetch(`${base}/${documentId}?locale=fr`, { method: 'DELETE', headers: editor });
    }
  });
});
