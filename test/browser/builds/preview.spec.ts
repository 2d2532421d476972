// The editors' preview of unpublished content (`npm run preview`, scripts/preview.ts): a news item
// saved as a draft only is shown by the preview, a change of the draft reaches it through the CMS
// webhook and Gatsby's refresh endpoint, and the CMS's preview button leads to the page of the
// entry's language there.
// It previews the drafts of the environment's CMS, as `npm run preview` does with STRAPI_URL: the
// CMS sends its webhook to the environment's rebuild address, where this file relays it to the
// preview's refresh endpoint, and its preview button leads to the port the environment set aside
// for the preview. The preview is the one `npm test` started beside the integration stage, or one
// this file starts (test/browser/support/drafts-preview.ts); the draft is saved once it answers,
// and reaches it as an editor's does, through the webhook. The draft is deleted at the end. The
// tests follow one draft through its edits, in order (serial mode).
import fs from 'fs';
import http from 'http';
import path from 'path';
import type { Page } from '@playwright/test';
import { cmsTokenFile } from '../../../scripts/lib/cms';
import { readState } from '../../integration/support/state';
import {
  type DraftsPreview,
  draftsPreviewTail,
  readDraftsPreview,
  startDraftsPreview,
  waitForDraftsPreview,
} from '../support/drafts-preview';
import { expect, test } from '../support/fixtures';

const NEWS = 'api::news-article.news-article';
const START_TIMEOUT_MS = 10 * 60_000;
const REFRESH_TIMEOUT_MS = 4 * 60_000;
/** A first page of a gatsby develop session waits for its bundle to compile. */
const FIRST_PAGE_TIMEOUT_MS = 180_000;

const log = (message: string) => process.stdout.write(`[browser] ${message}\n`);

let cmsUrl: string;
let relay: http.Server | undefined;
let preview: DraftsPreview | undefined;
/** The preview this file started, when `npm test` had not. */
let ownPreview: ReturnType<typeof startDraftsPreview> | undefined;
let previewUrl: string;
let tokenFile: string;
let adminHeaders: Record<string, string>;

const french = { title: 'Brouillon : la rentrée des BTS en images', slug: `brouillon-rentree-bts-${Date.now()}` };
const english = { title: 'Draft: the BTS back-to-school in pictures', slug: `draft-back-to-school-bts-${Date.now()}` };
let documentId: string;

/** A write through the CMS's admin API, as the admin panel does it when an editor saves (no publication). */
const adminCall = async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${cmsUrl}${apiPath}`, {
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
  const response = await fetch(`${cmsUrl}/api/news?locale=${locale}&filters[slug][$eq]=${slug}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: unknown[] }).data;
};

/** The page's title (its h1) reads `title`, on screen. */
const expectHeading = (page: Page, title: string, timeout: number) =>
  expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout });

/** What the page shows instead of `title`, for the log: its h1s, or the start of its text. */
const whatThePageShows = async (page: Page) => {
  const headings = await page
    .getByRole('heading', { level: 1 })
    .allInnerTexts()
    .catch(() => []);
  if (headings.length > 0) return `h1 ${JSON.stringify(headings)}`;
  const text = await page
    .locator('body')
    .innerText()
    .catch(() => '');
  return `no h1, text ${JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 160))}`;
};

/**
 * Opens `url` until its page shows `title` before `timeoutMs` has passed since `since`, as an
 * editor reloads the preview tab: the data of a draft reaches gatsby develop asynchronously, and
 * a page load that meets it half-way through a refresh shows the old data. Each load waits up to
 * `perLoadMs` for the title; the ones that miss it are logged. Returns the seconds since `since`.
 */
const openUntilTitle = async (
  page: Page,
  url: string,
  title: string,
  { since, timeoutMs, perLoadMs }: { since: number; timeoutMs: number; perLoadMs: number },
) => {
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  for (let load = 1; ; load += 1) {
    const left = since + timeoutMs - Date.now();
    await page.goto(url, { timeout: Math.max(left, 1_000) });
    const shown = await heading
      .waitFor({ state: 'visible', timeout: Math.max(Math.min(perLoadMs, since + timeoutMs - Date.now()), 1_000) })
      .then(
        () => true,
        () => false,
      );
    if (shown) return (Date.now() - since) / 1000;
    log(
      `preview: load ${load} of ${new URL(url).pathname}, ${((Date.now() - since) / 1000).toFixed(0)} s in: ${await whatThePageShows(page)}`,
    );
    if (Date.now() >= since + timeoutMs) {
      // Fails with the title it waited for and what the page shows.
      await expectHeading(page, title, 1);
    }
  }
};

test.describe('preview of drafts', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(2 * START_TIMEOUT_MS);
    const state = readState();
    cmsUrl = state.cmsUrl;
    tokenFile = cmsTokenFile(path.join(state.tmpDir, 'cms'));
    previewUrl = `http://127.0.0.1:${state.previewPort}`;

    // The CMS's webhook, with its secret, passed on to the preview's refresh endpoint.
    relay = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        fetch(`${previewUrl}/__refresh`, {
          method: 'POST',
          headers: { authorization: String(request.headers.authorization ?? ''), 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        }).then(
          (answer) => response.writeHead(answer.status).end(),
          () => response.writeHead(502).end(),
        );
      });
    });
    await new Promise<void>((resolve) => relay!.listen(state.rebuild.port, '127.0.0.1', resolve));

    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(state.cmsAdmin),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    adminHeaders = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };

    const started = readDraftsPreview(state);
    if (started && started.exitCode === null) {
      log('preview: the one `npm test` started beside the integration stage');
    } else {
      // None yet, or the one of an earlier run against a kept environment, stopped since.
      log('preview: starting `npm run preview` against it (gatsby develop with the drafts)…');
      ownPreview = startDraftsPreview(state);
    }
    preview = await waitForDraftsPreview(state, START_TIMEOUT_MS);
    log(`preview: answering ${((Date.now() - preview.startedAt) / 1000).toFixed(0)} s after its start`);

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
  });

  test.afterEach(({}, testInfo) => {
    if (preview && testInfo.status !== testInfo.expectedStatus) {
      log(`preview: the last lines of npm run preview:\n${draftsPreviewTail(preview)}`);
    }
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    await ownPreview?.stop();
    await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
    // The draft leaves the shared CMS as it found it.
    if (documentId) {
      for (const locale of ['en', 'fr']) {
        await fetch(`${cmsUrl}/content-manager/collection-types/${NEWS}/${documentId}?locale=${locale}`, {
          method: 'DELETE',
          headers: adminHeaders,
        });
      }
    }
  });

  test('shows a news item saved as a draft, which the published site cannot see', async ({ page }) => {
    test.setTimeout(FIRST_PAGE_TIMEOUT_MS + 60_000);
    expect(await publishedWithSlug(french.slug, 'fr')).toEqual([]);
    const seconds = await openUntilTitle(page, `${previewUrl}/actualites/${french.slug}`, french.title, {
      since: Date.now(),
      timeoutMs: FIRST_PAGE_TIMEOUT_MS,
      // The draft reaches the preview through the webhook, after the preview has started: until it
      // has, the page is gatsby develop's 404, which a load never turns into the draft by itself.
      perLoadMs: 10_000,
    });
    log(`preview: the draft's page shown in ${seconds.toFixed(1)} s`);
    // No error overlay of gatsby develop over the page (its loading indicator used to fail React's
    // hydration on every page, gatsbyjs/gatsby#36048: scripts/preview.ts turns it off).
    // The overlay shows what was reported as React rendered the page after its load event: it is
    // looked for once that render is committed and the page has nothing left to do. Gatsby's
    // overlay, part of that render, then swaps its queue (window._gatsbyEvents, an array until
    // then) for a live one, having taken what was reported so far; an idle callback runs once React
    // has no work left, the overlay's own render included; two frames later it would be drawn.
    // (Not `networkidle`: gatsby develop keeps its hot-reload connection open.)
    await page.waitForLoadState('load');
    await page.waitForFunction(() => {
      const queue = (window as unknown as { _gatsbyEvents?: unknown })._gatsbyEvents;
      return queue !== undefined && !Array.isArray(queue);
    });
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    );
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
    const seconds = await openUntilTitle(page, `${previewUrl}/actualites/${french.slug}`, changedTitle, {
      since: saved,
      timeoutMs: REFRESH_TIMEOUT_MS,
      perLoadMs: 5_000,
    });
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
      `${cmsUrl}/content-manager/preview/url/api::partner.partner?documentId=${partners.results[0].documentId}&locale=fr`,
      { headers: adminHeaders },
    );
    expect(noPage.status).toBe(204);

    const seconds = await openUntilTitle(page, (await previewLink('en')).data.url!, english.title, {
      since: saved,
      timeoutMs: REFRESH_TIMEOUT_MS,
      perLoadMs: 5_000,
    });
    log(`preview: English version saved → shown at its preview link in ${seconds.toFixed(1)} s`);
  });
});
