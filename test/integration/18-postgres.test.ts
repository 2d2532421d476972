// The PostgreSQL path (production's database): the CMS on a throw-away PostgreSQL cluster seeds
// itself, serves the seeded content and its own routes, re-seeds without duplicating anything, and
// the site builds from it. Self-contained: it uses nothing the global setup started.
import type { ChildProcess } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cmsFolderEnv, cmsTokenFile, runCmsSeed, startCms } from '../../scripts/lib/cms';
import { freePort } from '../../scripts/lib/free-port';
import { startPostgres, type PostgresCluster } from '../../scripts/lib/postgres';
import { stopProcess } from '../../scripts/lib/processes';
import { articles } from '../../cms/src/seed/data/articles';
import { blogPosts } from '../../cms/src/seed/data/blog';
import { campuses } from '../../cms/src/seed/data/campuses';
import { events } from '../../cms/src/seed/data/events';
import { news } from '../../cms/src/seed/data/news';
import { programmes } from '../../cms/src/seed/data/programmes';
import { CRM_ACTIONS } from '../../cms/src/utils/crm-actions';
import { product } from '../../cms/src/utils/product';
import { gatsbyBuild } from './support/gatsby-build';
import { firstHeading } from './support/html';
import { prepareSiteWorkdir } from '../../scripts/lib/site-workdir';

const log = (message: string) => process.stdout.write(`[postgres] ${message}\n`);
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

const startedAt = Date.now();
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-pg-it-'));
const cmsDir = path.join(tmpDir, 'cms');
const tokenFile = cmsTokenFile(cmsDir);
let postgres: PostgresCluster | undefined;
let cms: { child: ChildProcess; url: string } | undefined;
const adminCredentials = { email: 'admin@esnum.example', password: `Pg${crypto.randomBytes(12).toString('hex')}9A` };

const cmsGet = async <T>(apiPath: string, { token = true } = {}): Promise<T> => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${JSON.parse(fs.readFileSync(tokenFile, 'utf8')).token}` } : {};
  const response = await fetch(`${cms!.url}${apiPath}`, { headers });
  if (!response.ok) throw new Error(`GET ${apiPath}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

type Page<T> = { data: T[]; meta: { pagination: { total: number } } };
const total = async (apiPath: string, options?: { token: boolean }) =>
  (await cmsGet<Page<unknown>>(apiPath, options)).meta.pagination.total;

beforeAll(async () => {
  postgres = await startPostgres();
  log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port} (${seconds(startedAt)} s); starting the CMS on it, it seeds itself…`);

  const cmsStarted = Date.now();
  let seedSeconds = '?';
  cms = await startCms({
    port: await freePort(),
    label: 'cms-pg',
    timeoutMs: 15 * 60_000,
    // Strapi's own lines are printed only when they report an error; the seed's figures always.
    echo: (line) => {
      const seedDone = /\[esnum\] seed done in ([\d.]+) s/.exec(line);
      if (seedDone) seedSeconds = seedDone[1];
      if (/\[esnum\] seed/.test(line)) process.stdout.write(`[cms-pg] ${line.replace(/^.*?\[esnum\]/, '[esnum]')}\n`);
      return /error/i.test(line);
    },
    env: {
      ...cmsFolderEnv(cmsDir, postgres.cmsEnv),
      CMS_ADMIN_EMAIL: adminCredentials.email,
      CMS_ADMIN_PASSWORD: adminCredentials.password,
      // No rebuild service here: a value inherited from the environment must not be called.
      SITE_REBUILD_URL: '',
    },
  });
  log(`seed on PostgreSQL: ${seedSeconds} s; CMS ready at ${cms.url} after ${seconds(cmsStarted)} s`);
}, 20 * 60_000);

afterAll(async () => {
  await stopProcess(cms?.child);
  await postgres?.stop();
  if (!process.env.KEEP_INTEGRATION_FILES) fs.rmSync(tmpDir, { recursive: true, force: true });
  log(`total ${seconds(startedAt)} s`);
}, 2 * 60_000);

describe('the CMS on PostgreSQL', () => {
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
      const { data } = await cmsGet<Page<{ title: string }>>(`/api/news?locale=${locale}&filters[slug][$eq]=${item.slug}`);
      expect(data.map((entry) => entry.title)).toEqual([item.title[locale]]);
    }
  });

  // The CMS's hand-written queries: relation filters, null checks and sorting, where databases differ.
  it('answers its own routes', async () => {
    const campusNames = await cmsGet<Array<{ name: string; slug: string }>>(`/api/${product}-crm-links/brochure/campuses?locale=en`);
    expect(campusNames.map((campus) => campus.name)).toEqual(
      campuses.map((campus) => campus.name.en).sort((a, b) => a.localeCompare(b, 'fr')),
    );

    const [campus] = campuses;
    const { url } = await cmsGet<{ url: string }>(`/api/${product}-crm-links/contact/${campus.slug}/link`);
    expect(url).toContain(`campus=${campus.slug}`);

    const sectionPage = articles.find((article) => !article.fr.slug)!;
    const { data: page } = await cmsGet<{ data: { title: string } }>(`/api/${product}-articles/${sectionPage.fr.rubrique}?locale=en`);
    expect(page.title).toBe(sectionPage.en.title);

    // The site's live agenda asks this without a token (public role).
    const agendaCampus = events[0].campus;
    expect(await total(`/api/events?filters[campus][slug][$eq]=${agendaCampus}`, { token: false })).toBe(
      events.filter((event) => event.campus === agendaCampus).length,
    );
  });

  it(
    'creates nothing when the seed runs again (with DATABASE_URL this time)',
    async () => {
      const { code, output } = await runCmsSeed(cmsFolderEnv(cmsDir, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres!.url }));
      expect(code).toBe(0);
      const created = [...output.matchAll(/seed: .*?, (\d+) documents created/g)].map((match) => Number(match[1]));
      expect(created.length).toBeGreaterThan(10);
      expect(created.every((count) => count === 0)).toBe(true);
    },
    5 * 60_000,
  );
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
      env: { ...cmsFolderEnv(cmsDir, postgres!.cmsEnv), CMS_SEED: 'never', SITE_REBUILD_URL: '' },
    });
    log(`second CMS instance ready at ${second.url} after ${seconds(started)} s`);
  }, 6 * 60_000);

  afterAll(() => stopProcess(second?.child));

  it('answers the live calls byte for byte like the first, with the same ETag, so a cache in front of both revalidates with either', async () => {
    const path = `/api/${product}-crm-links/brochure/campuses?locale=fr`;
    const [first, other] = await Promise.all([fetch(`${cms!.url}${path}`), fetch(`${second!.url}${path}`)]);
    expect({ status: other.status, etag: other.headers.get('etag'), body: await other.text() }).toEqual({
      status: 200,
      etag: first.headers.get('etag'),
      body: await first.text(),
    });
  });

  it("takes the build token and an editor's session from the first, and shows what was published through the first", async () => {
    const token = JSON.parse(fs.readFileSync(tokenFile, 'utf8')).token as string;
    expect((await fetch(`${second!.url}/api/news?pagination[pageSize]=1`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );

    const login = await fetch(`${cms!.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    });
    const session = ((await login.json()) as { data: { token: string } }).data.token;
    const editor = { authorization: `Bearer ${session}`, 'content-type': 'application/json' };
    const slug = `salon-deux-instances-${Date.now()}`;
    const base = `${cms!.url}/content-manager/collection-types/api::event.event`;
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
    // Published through the second instance, with the session the first one signed.
    const published = await fetch(
      `${second!.url}/content-manager/collection-types/api::event.event/${documentId}/actions/publish?locale=fr`,
      {
        method: 'POST',
        headers: editor,
        body: '{}',
      },
    );
    expect(published.status).toBe(200);

    const seen = (await (await fetch(`${second!.url}/api/events?locale=fr&filters[slug][$eq]=${slug}`)).json()) as Page<{ slug: string }>;
    expect(seen.data.map((event) => event.slug)).toEqual([slug]);
  });
});

describe('the site built from the CMS on PostgreSQL', () => {
  const siteDir = path.join(tmpDir, 'site');
  const page = (route: string) => fs.readFileSync(path.join(siteDir, 'public', route, 'index.html'), 'utf8');

  it(
    'builds, with the CMS content on its pages in both languages',
    async () => {
      log('building the site from it…');
      prepareSiteWorkdir(siteDir);
      const build = await gatsbyBuild(siteDir, { STRAPI_URL: cms!.url, STRAPI_TOKEN_FILE: tokenFile });
      log(`site built from PostgreSQL in ${build.seconds.toFixed(0)} s (exit ${build.code})`);
      if (build.code !== 0) throw new Error(`the site build failed (exit ${build.code}):\n${build.output.slice(-4000)}`);

      const campus = campuses.find((entry) => entry.slug === 'lyon') ?? campuses[0];
      expect(firstHeading(page(`campus/${campus.slug}`))).toContain(campus.name.fr);
      expect(firstHeading(page(`en/campus/${campus.slug}`))).toContain(campus.name.en);
      const [item] = news;
      expect(firstHeading(page(`actualites/${item.slug}`))).toBe(item.title.fr);
      expect(firstHeading(page(`en/actualites/${item.slug}`))).toBe(item.title.en);
    },
    25 * 60_000,
  );
});
