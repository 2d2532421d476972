// The editors' preview of unpublished content (`npm run preview`, scripts/preview.ts): a news item
// saved as a draft only is shown by the preview, a change of the draft reaches it through the CMS
// webhook and Gatsby's refresh endpoint, and the CMS's preview button leads to the page of the
// entry's language there.
// It starts its own CMS, whose webhook calls the preview: its drafts and edits stay out of the
// shared one. The tests follow one draft through its edits, in order (serial mode).
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import type { Page } from '@playwright/test';
import { cmsFolderEnv, cmsTokenFile, ROOT_DIR, startCms } from '../../../scripts/lib/cms';
import { freePort } from '../../../scripts/lib/free-port';
import { startLabelled, stopProcess, waitForHttp } from '../../../scripts/lib/processes';
import { expect, test } from '../support/fixtures';

const NEWS = 'api::news-article.news-article';
const START_TIMEOUT_MS = 10 * 60_000;
const REFRESH_TIMEOUT_MS = 4 * 60_000;

const log = (message: string) => process.stdout.write(`[browser] ${message}\n`);

let tmpDir: string;
let cms: { child: ChildProcess; url: string } | undefined;
let preview: ChildProcess | undefined;
let previewUrl: string;
let tokenFile: string;
let adminHeaders: Record<string, string>;

const french = { title: 'Brouillon : la rentrée des BTS en images', slug: `brouillon-rentree-bts-${Date.now()}` };
const english = { title: 'Draft: the BTS back-to-school in pictures', slug: `draft-back-to-school-bts-${Date.now()}` };
let documentId: string;

/** A write through the CMS's admin API, as the admin panel does it when an editor saves (no publication). */
const adminCall = async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${cms!.url}${apiPath}`, {
    method,
    headers: adminHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${await response.text()}`);
  return (response.status === 204 ? {} : await response.json()) as T;
};

/** What the published API gives for the slug: nothing while the entry is a draft. */
const publishedWithSlug = async (slug: string, locale: string) => {
  const { token } = JSON.parse(fs.readFileSync(tokenFile, 'utf8')) as { token: string };
  const response = await fetch(`${cms!.url}/api/news?locale=${locale}&filters[slug][$eq]=${slug}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data;
};

/** The page's title (its h1) reads `title`, on screen. */
const expectHeading = (page: Page, title: string, timeout: number) =>
  expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout });

/** Reloads `url` until its page shows `title` (the data of a draft reaches the preview asynchronously); returns the seconds since `since`. */
const waitForTitle = async (page: Page, url: string, title: string, since: number) => {
  const pageDataUrl = `${previewUrl}/page-data${new URL(url).pathname}/page-data.json`;
  const deadline = since + REFRESH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const pageData = await fetch(pageDataUrl).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    if (pageData.includes(JSON.stringify(title).slice(1, -1))) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  await page.goto(url);
  await expectHeading(page, title, 120_000);
  return (Date.now() - since) / 1000;
};

test.describe('preview of drafts', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(2 * START_TIMEOUT_MS);
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-preview-it-'));
    tokenFile = cmsTokenFile(path.join(tmpDir, 'cms'));
    const admin = { email: 'editor@esnum.example', password: `Pv${crypto.randomBytes(12).toString('hex')}9A` };
    const secret = crypto.randomBytes(24).toString('hex');
    const previewPort = await freePort();
    previewUrl = `http://127.0.0.1:${previewPort}`;

    log('preview: starting a CMS on a throw-away database (it seeds itself)…');
    // Started as an editor's CMS would be for the preview: its webhook calls the preview's refresh
    // endpoint with the secret, its preview button leads to the preview.
    cms = await startCms({
      port: await freePort(),
      label: 'preview-cms',
      // The seed's summary and any error; the CMS's other start-up lines would flood the test output.
      echo: (line) => /\[esnum\] seed done|\berror\b|Error/.test(line),
      env: {
        ...cmsFolderEnv(path.join(tmpDir, 'cms')),
        CMS_ADMIN_EMAIL: admin.email,
        CMS_ADMIN_PASSWORD: admin.password,
        SITE_REBUILD_URL: `${previewUrl}/__refresh`,
        SITE_REBUILD_SECRET: secret,
        SITE_PREVIEW_URL: previewUrl,
      },
    });
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    adminHeaders = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };

    const created = await adminCall<{ data: { documentId: string; publishedAt: string | null } }>(
      'POST',
      `/content-manager/collection-types/${NEWS}?locale=fr`,
      {
        ...french,
        publishDate: new Date().toISOString(),
        summary: 'Les premiers jours des étudiants de BTS sur le campus.',
      },
    );
    documentId = created.data.documentId;
    expect(created.data.publishedAt).toBeNull();

    log('preview: starting `npm run preview` against it (gatsby develop with the drafts)…');
    const started = Date.now();
    preview = startLabelled('npm run preview', process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'preview.ts')], {
      cwd: ROOT_DIR,
      // Its own messages and gatsby's problems; not the hundreds of fetch lines.
      echo: (line) => /^\[preview\] (starting|no SITE_REBUILD)|\bERROR\b|Error:|Ready in|Preview \(latest/.test(line),
      env: {
        ...process.env,
        STRAPI_URL: cms.url,
        STRAPI_TOKEN_FILE: tokenFile,
        SITE_REBUILD_SECRET: secret,
        PREVIEW_PORT: String(previewPort),
        PREVIEW_DIR: path.join(tmpDir, 'preview'),
      },
    });
    await waitForHttp(`${previewUrl}/`, { timeoutMs: START_TIMEOUT_MS, process: preview });
    log(`preview: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    // The script stops its gatsby develop (a process group of its own) when told to stop.
    await stopProcess(preview, 60_000);
    await stopProcess(cms?.child);
    if (tmpDir && !process.env.KEEP_INTEGRATION_FILES) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  test('shows a news item saved as a draft, which the published site cannot see', async ({ page }) => {
    test.setTimeout(240_000);
    expect(await publishedWithSlug(french.slug, 'fr')).toEqual([]);
    await page.goto(`${previewUrl}/actualites/${french.slug}`);
    // The first page of a gatsby develop session waits for its bundle to compile.
    await expectHeading(page, french.title, 180_000);
    // No error overlay of gatsby develop over the page (its loading indicator used to fail React's
    // hydration on every page, gatsbyjs/gatsby#36048: scripts/preview.ts turns it off).
    // The overlay came within a second of the page's load event; it is looked for 3 s after it.
    // (Not `networkidle`: gatsby develop keeps its hot-reload connection open.)
    await page.waitForLoadState('load');
    await page.waitForTimeout(3_000);
    await expect(page.locator('[data-gatsby-overlay]')).toHaveCount(0);
    await expectHeading(page, french.title, 5_000);
  });

  test('refuses a refresh without the webhook secret', async () => {
    const refused = await fetch(`${previewUrl}/__refresh`, { method: 'POST', headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(403);
  });

  test('follows a change of the draft, through the CMS webhook and the refresh endpoint', async ({ page }) => {
    test.setTimeout(REFRESH_TIMEOUT_MS + 150_000);
    const changedTitle = `${french.title} (mise à jour)`;
    const saved = Date.now();
    await adminCall('PUT', `/content-manager/collection-types/${NEWS}/${documentId}?locale=fr`, { title: changedTitle });
    const seconds = await waitForTitle(page, `${previewUrl}/actualites/${french.slug}`, changedTitle, saved);
    log(`preview: draft saved in the CMS → shown by the preview in ${seconds.toFixed(1)} s`);
    expect(await publishedWithSlug(french.slug, 'fr')).toEqual([]);
  });

  test("leads the CMS preview button to the page of the entry's language, which the preview shows", async ({ page }) => {
    test.setTimeout(REFRESH_TIMEOUT_MS + 150_000);
    const saved = Date.now();
    // The English version, as a draft too.
    await adminCall('PUT', `/content-manager/collection-types/${NEWS}/${documentId}?locale=en`, {
      ...english,
      publishDate: new Date().toISOString(),
    });

    const previewLink = (locale: string) =>
      adminCall<{ data: { url?: string } }>(
        'GET',
        `/content-manager/preview/url/${NEWS}?documentId=${documentId}&locale=${locale}&status=draft`,
      );
    expect((await previewLink('en')).data.url).toBe(`${previewUrl}/en/actualites/${english.slug}`);
    expect((await previewLink('fr')).data.url).toBe(`${previewUrl}/actualites/${french.slug}`);
    // A type with no page of its own: no URL, so the admin shows no preview button.
    const partners = await adminCall<{ results: Array<{ documentId: string }> }>(
      'GET',
      '/content-manager/collection-types/api::partner.partner?locale=fr&pageSize=1',
    );
    const noPage = await fetch(
      `${cms!.url}/content-manager/preview/url/api::partner.partner?documentId=${partners.results[0].documentId}&locale=fr`,
      { headers: adminHeaders },
    );
    expect(noPage.status).toBe(204);

    const seconds = await waitForTitle(page, (await previewLink('en')).data.url!, english.title, saved);
    log(`preview: English version saved → shown at its preview link in ${seconds.toFixed(1)} s`);
  });
});
