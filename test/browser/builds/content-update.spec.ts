// An editor changes a news title in the CMS; the next build (warm: Gatsby's cache and the
// source plugin's incremental fetch) shows the new title, also to a visitor whose browser has the
// previous build's service worker: their second navigation after the deploy loads the new build,
// a new tab opens it too, with no error and no reload beyond the one that loads the new build.
// Then the changes that do not touch only the entry a page shows: a programme linked to a campus
// from the programme's side (the campus page lists it), with an event renamed in the same build
// (its calendar file, at its new address, is the same calendar entry), and a media file's
// alternative text.
// Each change is undone after the file: a rerun finds the seeded content again. No file after this
// one in the browser stage reads the shared site (the drafts preview has its own); in an
// environment kept between runs, the site is also rebuilt from the restored content afterwards,
// for the next run's other files.
//
// The visitor's Chromium maps `localhost` to 127.0.0.1: Gatsby registers its service worker only
// on https or on the host name localhost (see test/integration/support/chromium.ts). The flag is
// added to the stage's launch options with `test.use`, so the visitor is Playwright's own `page`
// (closed after the test, screenshot on failure) rather than a browser launched by hand.
import path from 'path';
import type { Page } from '@playwright/test';
import { cspConfigSource, policyFor } from '../../../shared/csp-config';
import { SERVICE_WORKER_LAUNCH_OPTIONS, asLocalhost } from '../../integration/support/chromium';
import { cmsGet, editAndPublish, updateMediaInfo } from '../../integration/support/cms-api';
import { gatsbyBuild } from '../../integration/support/gatsby-build';
import { decodeEntities, firstHeading } from '../../integration/support/html';
import { waitForHydration } from '../../integration/support/pages';
import { waitForServiceWorkerControl } from '../../integration/support/service-worker';
import { readState } from '../../integration/support/state';
import { expect, test } from '../support/fixtures';

/** Each test edits the CMS and rebuilds the site once: what the jest stage allowed it. */
const TEST_TIMEOUT_MS = 120_000;
/** Undoing the edits, and rebuilding the shared site from the restored content where it is kept. */
const RESTORE_TIMEOUT_MS = 300_000;

const rebuild = async () => {
  const { siteDir, cmsUrl, tmpDir } = readState();
  return gatsbyBuild(siteDir, { STRAPI_URL: cmsUrl, STRAPI_TOKEN_FILE: path.join(tmpDir, 'cms', 'site-build-token.json') });
};
const html = async (pagePath: string) => (await fetch(`${readState().siteUrl}${pagePath}`)).text();

/** How to put back each change made in the shared CMS, registered before the change is made. */
const undo: Array<() => Promise<void>> = [];

type DeployWindow = Window & { ___swUpdated?: boolean; ___navigate: (to: string) => void; beforeDeploy?: boolean };

test.use({ launchOptions: SERVICE_WORKER_LAUNCH_OPTIONS });

test.describe('content update', () => {
  test.describe.configure({ timeout: TEST_TIMEOUT_MS });

  test.afterAll(async () => {
    test.setTimeout(RESTORE_TIMEOUT_MS);
    if (undo.length === 0) return;
    for (const step of undo.splice(0).reverse()) await step();
    // No file after this one in the browser stage reads the shared site (playwright.config.ts):
    // it is rebuilt from the restored content only where a next run reads it, in an environment
    // kept between runs.
    if (!readState().kept) return;
    const build = await rebuild();
    if (build.code !== 0)
      throw new Error(`the rebuild after restoring the content failed (exit ${build.code}):\n${build.output.slice(-4000)}`);
  });

  test('shows a news title changed in the CMS after a rebuild, also to a visitor with the old service worker', async ({ page }) => {
    const { siteDir, siteUrl, firstBuildSeconds } = readState();
    const { data } = await cmsGet<{ data: Array<{ documentId: string; slug: string; title: string }> }>(
      '/api/news?locale=fr&pagination[pageSize]=1&fields[0]=slug&fields[1]=title',
    );
    const [item] = data;
    const newTitle = `${item.title} (mis à jour ${Date.now()})`;
    undo.push(() => editAndPublish('api::news-article.news-article', item.documentId, 'fr', { title: item.title }));
    await editAndPublish('api::news-article.news-article', item.documentId, 'fr', { title: newTitle });

    const before = firstHeading(await (await fetch(`${siteUrl}/actualites/${item.slug}`)).text());
    expect(before).toBe(item.title);

    // A visitor reads the article with the current build's service worker in control. Nothing
    // they see may throw or log an error, before the deploy, through it or after it.
    const errors: string[] = [];
    const loads: string[] = [];
    const watch = (tab: Page) => {
      tab.on('pageerror', (error) => errors.push(`${tab.url()}: page error: ${error.message}`));
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${tab.url()}: console: ${message.text()}`);
      });
    };
    watch(page);
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    const articlePath = `/actualites/${item.slug}`;
    await page.goto(`${asLocalhost(siteUrl)}${articlePath}`);
    await waitForHydration(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await page.evaluate(() => ((window as unknown as DeployWindow).beforeDeploy = true));

    const build = await rebuild();
    expect(build.code).toBe(0);
    process.stdout.write(
      `[browser] cold build ${firstBuildSeconds.toFixed(0)} s, warm rebuild after one edit ${build.seconds.toFixed(0)} s\n`,
    );

    const served = await fetch(`${siteUrl}/actualites/${item.slug}`);
    expect(firstHeading(await served.text())).toBe(newTitle);
    // The server outlived the build: it sends the new build's policy (its hashes change with every
    // build), which 08-csp holds the pages to in Chromium.
    const policies = cspConfigSource(path.join(siteDir, 'public'))();
    const pageFile = `actualites/${item.slug}/index.html`;
    expect(policies.pages[pageFile]).toBeDefined();
    expect(served.headers.get('content-security-policy')).toBe(policyFor(policies, pageFile));

    // First navigation after the deploy: the site looks for a new worker and finds this build's.
    await page.evaluate(() => (window as unknown as DeployWindow).___navigate('/actualites'));
    await expect.poll(() => page.evaluate(() => (window as unknown as DeployWindow).___swUpdated), { timeout: 30_000 }).toBe(true);
    // Second navigation: a full load of the new build, not the old page in memory.
    const reloaded = page.waitForEvent('load');
    await page.evaluate((target) => (window as unknown as DeployWindow).___navigate(target), articlePath);
    await reloaded;
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as DeployWindow).beforeDeploy)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    // The same visitor opens the article again in a new tab: the new build, from the network.
    const tab = await page.context().newPage();
    watch(tab);
    await tab.goto(`${asLocalhost(siteUrl)}${articlePath}`);
    await waitForHydration(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await tab.close();
    // One load for the visit, one for the new build: no reload loop.
    expect(loads).toEqual([articlePath, articlePath]);
    expect(errors).toEqual([]);
    const english = await cmsGet<{ data: Array<{ title: string }> }>(
      `/api/news?locale=en&filters[documentId][$eq]=${item.documentId}&fields[0]=title`,
    );
    expect(english.data[0].title).not.toBe(newTitle);
  });

  // One build for two edits that reach beyond the entry's own page: the campus lists the programme,
  // and the renamed event's calendar file is the same calendar entry under its new address.
  test('lists a programme on a campus page after the programme is linked to that campus from the programme side, and keeps a renamed event one calendar entry', async () => {
    type Programme = { documentId: string; slug: string; title: string; campuses: Array<{ documentId: string }> };
    const programmes = await cmsGet<{ data: Programme[] }>(
      '/api/programmes?locale=fr&fields[0]=slug&fields[1]=title&populate[campuses][fields][0]=slug&pagination[pageSize]=100',
    );
    const campuses = await cmsGet<{ data: Array<{ documentId: string; slug: string }> }>(
      '/api/campuses?locale=fr&fields[0]=slug&pagination[pageSize]=100',
    );
    const programme = programmes.data.find((candidate) => candidate.campuses.length < campuses.data.length)!;
    const campus = campuses.data.find((candidate) => !programme.campuses.some((linked) => linked.documentId === candidate.documentId))!;
    const programmeLink = `href="/programmes/${programme.slug}"`;
    expect(await html(`/campus/${campus.slug}`)).not.toContain(programmeLink);

    const campusLink = { documentId: campus.documentId, locale: 'fr' };
    undo.push(() => editAndPublish('api::programme.programme', programme.documentId, 'fr', { campuses: { disconnect: [campusLink] } }));
    await editAndPublish('api::programme.programme', programme.documentId, 'fr', { campuses: { connect: [campusLink] } });

    const events = await cmsGet<{ data: Array<{ documentId: string; slug: string; title: string }> }>(
      '/api/events?locale=fr&fields[0]=slug&fields[1]=title&sort[0]=dateStart:desc&pagination[pageSize]=1',
    );
    const [event] = events.data;
    // A property's value, its folded lines joined back (RFC 5545 §3.1).
    const calendarLine = (text: string, name: string) => new RegExp(`^${name}:(.*)\r$`, 'm').exec(text.replace(/\r\n[ \t]/g, ''))?.[1];
    const calendarBefore = await (await fetch(`${readState().siteUrl}/agenda/${event.slug}.ics`)).text();
    const renamed = { title: `${event.title} (nouvelle formule)`, slug: `${event.slug}-nouvelle-formule` };
    undo.push(() => editAndPublish('api::event.event', event.documentId, 'fr', { title: event.title, slug: event.slug }));
    await editAndPublish('api::event.event', event.documentId, 'fr', renamed);

    const build = await rebuild();
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/Strapi: \d+ of \d+ entries fetched/);
    expect(await html(`/campus/${campus.slug}`)).toContain(programmeLink);

    const renamedFile = await fetch(`${readState().siteUrl}/agenda/${renamed.slug}.ics`);
    expect(renamedFile.status).toBe(200);
    const calendarAfter = await renamedFile.text();
    expect(calendarLine(calendarAfter, 'UID')).toBe(calendarLine(calendarBefore, 'UID'));
    expect(calendarLine(calendarAfter, 'UID')).toContain(event.documentId);
    expect(calendarLine(calendarAfter, 'SUMMARY')).toBe(renamed.title.replace(/[,;]/g, (mark) => `\\${mark}`));
    expect(Number(calendarLine(calendarAfter, 'SEQUENCE'))).toBeGreaterThan(Number(calendarLine(calendarBefore, 'SEQUENCE')));
    expect((await fetch(`${readState().siteUrl}/agenda/${event.slug}.ics`)).status).toBe(404);
  });

  test("shows a media file's new alternative text on the pages that show it", async () => {
    type News = { slug: string; focusImage: { id: number; alternativeText: string | null } | null };
    const news = await cmsGet<{ data: News[] }>(
      '/api/news?locale=fr&fields[0]=slug&populate[focusImage][fields][0]=alternativeText&pagination[pageSize]=50',
    );
    const withImage = news.data.find((item) => item.focusImage)!;
    const alternativeText = `Photo du campus, mise à jour ${Date.now()}`;
    const altOf = (page: string) => [...page.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((match) => decodeEntities(match[1]));
    expect(altOf(await html(`/actualites/${withImage.slug}`))).not.toContain(alternativeText);

    const { id, alternativeText: previous } = withImage.focusImage!;
    undo.push(() => updateMediaInfo(id, { alternativeText: previous }));
    await updateMediaInfo(id, { alternativeText });
    const build = await rebuild();
    expect(build.code).toBe(0);
    expect(build.output).toContain('media file(s) changed or deleted since the last build');
    expect(altOf(await html(`/actualites/${withImage.slug}`))).toContain(alternativeText);
  });
});
