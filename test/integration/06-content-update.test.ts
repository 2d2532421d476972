// An editor changes a news title in the CMS; the next build (warm: Gatsby's cache and the
// source plugin's incremental fetch) shows the new title, also to a visitor whose browser has the
// previous build's service worker: their second navigation after the deploy loads the new build.
// Runs after the tests that read the first build: it rebuilds the shared site.
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import { asLocalhost, launchChromiumForServiceWorker } from './support/chromium';
import { cmsGet, editAndPublish } from './support/cms-api';
import { gatsbyBuild } from './support/gatsby-build';
import { firstHeading } from './support/html';
import { waitForHydration } from './support/pages';
import { readState } from './support/state';
import { waitForServiceWorkerControl } from './support/service-worker';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromiumForServiceWorker();
});
afterAll(async () => {
  await browser?.close();
});

type DeployWindow = Window & { ___swUpdated?: boolean; ___navigate: (to: string) => void; beforeDeploy?: boolean };

describe('content update', () => {
  it('shows a news title changed in the CMS after a rebuild, also to a visitor with the old service worker', async () => {
    const { siteDir, siteUrl, cmsUrl, firstBuildSeconds } = readState();
    const { data } = await cmsGet<{ data: Array<{ documentId: string; slug: string; title: string }> }>(
      '/api/news?locale=fr&pagination[pageSize]=1&fields[0]=slug&fields[1]=title',
    );
    const [item] = data;
    const newTitle = `${item.title} (mis à jour ${Date.now()})`;
    await editAndPublish('api::news-article.news-article', item.documentId, 'fr', { title: newTitle });

    const before = firstHeading(await (await fetch(`${siteUrl}/actualites/${item.slug}`)).text());
    expect(before).toBe(item.title);

    // A visitor reads the article with the current build's service worker in control.
    const articlePath = `/actualites/${item.slug}`;
    const page: Page = await browser.newPage();
    await page.goto(`${asLocalhost(siteUrl)}${articlePath}`);
    await waitForHydration(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(item.title);
    await page.evaluate(() => ((window as unknown as DeployWindow).beforeDeploy = true));

    const build = await gatsbyBuild(siteDir, { STRAPI_URL: cmsUrl, STRAPI_TOKEN_FILE: path.join(readState().tmpDir, 'cms', 'site-build-token.json') });
    expect(build.code).toBe(0);
    process.stdout.write(
      `[integration] cold build ${firstBuildSeconds.toFixed(0)} s, warm rebuild after one edit ${build.seconds.toFixed(0)} s\n`,
    );

    const after = firstHeading(await (await fetch(`${siteUrl}/actualites/${item.slug}`)).text());
    expect(after).toBe(newTitle);

    // First navigation after the deploy: the site looks for a new worker and finds this build's.
    await page.evaluate(() => (window as unknown as DeployWindow).___navigate('/actualites'));
    await page.waitForFunction(() => (window as unknown as DeployWindow).___swUpdated === true, undefined, { timeout: 30_000 });
    // Second navigation: a full load of the new build, not the old page in memory.
    const reloaded = page.waitForEvent('load');
    await page.evaluate((target) => (window as unknown as DeployWindow).___navigate(target), articlePath);
    await reloaded;
    await waitForHydration(page);
    await expect(page.evaluate(() => (window as unknown as DeployWindow).beforeDeploy)).resolves.toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(newTitle);
    await page.close();
    const english = await cmsGet<{ data: Array<{ title: string }> }>(
      `/api/news?locale=en&filters[documentId][$eq]=${item.documentId}&fields[0]=title`,
    );
    expect(english.data[0].title).not.toBe(newTitle);
  });
});
