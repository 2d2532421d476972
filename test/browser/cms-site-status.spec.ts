// An editor in the CMS admin (in French) sees where a publication stands on the site (issue 42):
// in the entry's edit view, the update in progress with what it takes, then live since when with
// the page's link; after a failed update, the cause in plain words and what to do; and the same
// updates on the admin home page.
//
// The rebuild service here is the real one (its webhook, queue and status routes), on the port
// the test CMS calls, with builds this test ends: a success, then a failure with the message the
// site's redirect check prints. Real builds are 09-rebuild-service's; what is tested here is what
// the editor reads of them. Builds of other changes (another test's edits) end at once.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from '@playwright/test';
import { ensureCmsAdminBuilt } from '../../scripts/lib/cms';
import { createRebuildQueue } from '../../server/rebuild/rebuild-queue';
import { buildRebuildService } from '../../server/rebuild/service';
import { cmsGet, editAndPublish } from '../integration/support/cms-api';
import { readState } from '../integration/support/state';
import { at, expect, test } from './support/fixtures';

const BLOG = 'api::blog-post.blog-post';
const REDIRECT_FAILURE =
  'gatsby build exited with code 1:\nERROR #11321  PLUGIN\n"site-pages" threw an error while running the createPages lifecycle:\n' +
  'redirects: 1 problem(s):\n  - /ancienne-adresse → /ancienne-adresse redirects to itself';

type Ending = { resolve: () => void; reject: (error: Error) => void };

test.describe('the site status in the CMS admin', at(1440), () => {
  const state = readState();
  let service: Awaited<ReturnType<typeof buildRebuildService>>;
  let queue: ReturnType<typeof createRebuildQueue>;
  let deploysDir: string;
  let post: { documentId: string; title: string; slug: string };
  /** How the build that holds the post's change ends, once the test says so. */
  const endings: Ending[] = [];
  let titleChanged = false;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Built beside the integration stage by `npm test`; built here when this file runs alone.
    await ensureCmsAdminBuilt();
    const { data } = await cmsGet<{ data: Array<{ documentId: string; title: string; slug: string }> }>(
      `/api/blog-posts?locale=fr&fields[0]=title&fields[1]=slug&sort=slug:asc&pagination[pageSize]=1`,
    );
    post = data[0];
    queue = createRebuildQueue({
      debounceMs: 300,
      maxWaitMs: 5_000,
      build: (reasons) =>
        reasons.some((reason) => reason.includes(post.documentId))
          ? new Promise((resolve, reject) => endings.push({ resolve: () => resolve({ pagesChanged: 1 }), reject }))
          : Promise.resolve({ pagesChanged: 0 }),
    });
    deploysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-site-status-'));
    service = await buildRebuildService({ secret: state.rebuild.secret, queue, deploysDir });
    await service.listen({ port: state.rebuild.port, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    endings.splice(0).forEach((ending) => ending.resolve());
    if (titleChanged) await editAndPublish(BLOG, post.documentId, 'fr', { title: post.title });
    queue?.stop();
    await service?.close();
    fs.rmSync(deploysDir, { recursive: true, force: true });
  });

  /** The build holding the post's change, once it has started. */
  const nextEnding = async () => {
    await expect.poll(() => endings.length, { timeout: 15_000 }).toBeGreaterThan(0);
    return endings.shift()!;
  };

  const publishWithTitle = async (page: Page, title: string) => {
    const field = page.getByRole('textbox', { name: /^title/ });
    await field.fill(title);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
  };

  test('shows an update in progress, then live with its link, then a failure in plain words', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('strapi-admin-language', 'fr'));
    await page.goto(`${state.cmsUrl}/admin`);
    await page.getByRole('textbox', { name: 'Email' }).fill(state.cmsAdmin.email);
    await page.getByLabel('Mot de passe').fill(state.cmsAdmin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // The home page's widget.
    const widget = page.getByRole('region', { name: 'Le site' });
    await expect(widget).toBeVisible();

    await page.goto(`${state.cmsUrl}/admin/content-manager/collection-types/${BLOG}/${post.documentId}?plugins[i18n][locale]=fr`);
    const panel = page.locator('aside').filter({ hasText: 'Sur le site' });
    await expect(panel.getByText('Aucune mise à jour depuis le démarrage du service du site')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Voir la page/ })).toHaveAttribute('href', `https://www.esnum.example/blog/${post.slug}`);

    // A publication: the update takes it, and the panel says so with the entry's new title.
    const revised = `${post.title} (relu)`;
    titleChanged = true;
    await publishWithTitle(page, revised);
    const success = await nextEnding();
    await expect(panel.getByText('Mise en ligne en cours')).toBeVisible();
    await expect(panel.getByText(/^Commencée à \d\d:\d\d:\d\d \(il y a .+\), avec :$/)).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: `Article de blog « ${revised} » (fr) : publication` })).toBeVisible();
    success.resolve();
    await expect(panel.getByText('En ligne', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^En ligne depuis le \S+ \d+ \S+ à \d\d:\d\d:\d\d\.$/)).toBeVisible();
    await expect(panel.getByRole('link', { name: /Voir la page/ })).toBeVisible();

    // The title put back, and this update fails on the site's redirect check.
    await publishWithTitle(page, post.title);
    titleChanged = false;
    const failure = await nextEnding();
    await expect(panel.getByText('Mise en ligne en cours')).toBeVisible();
    failure.reject(new Error(REDIRECT_FAILURE));
    await expect(panel.getByText('Pas en ligne : la mise à jour a échoué')).toBeVisible();
    await expect(panel.getByText(/Un contenu ne peut pas être publié tel quel/)).toBeVisible();
    await expect(panel.getByText(/\/ancienne-adresse → \/ancienne-adresse redirects to itself/)).toBeVisible();
    await expect(panel.getByText(/Corrigez le contenu qu’elle nomme, puis publiez-le de nouveau/)).toBeVisible();
    const details = panel.getByRole('button', { name: 'Afficher le détail technique' });
    await details.click();
    await expect(panel.getByRole('button', { name: 'Masquer le détail technique' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText(/threw an error while running the createPages lifecycle/)).toBeVisible();

    // The home page says the site is not up to date and why, above both updates.
    await page.goto(`${state.cmsUrl}/admin`);
    await expect(widget.getByText('Pas à jour : la dernière mise à jour a échoué')).toBeVisible();
    await expect(widget.getByText(/Un contenu ne peut pas être publié tel quel/)).toBeVisible();
    await expect(widget.getByText('Dernières mises à jour')).toBeVisible();
    await expect(widget.getByText(/^\d\d:\d\d:\d\d : échec$/)).toBeVisible();
    await expect(widget.getByText(/^\d\d:\d\d:\d\d : en ligne en /)).toBeVisible();
    // Each entry under its title as it is now (the second update put the first one back).
    await expect(widget.getByText(`Article de blog « ${post.title} » (fr) : publication`)).toHaveCount(2);
  });
});
