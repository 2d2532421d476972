// With the CMS stopped, the pop-in still leads visitors to the CRM from the build-time snapshot.
// Runs last: it stops the CMS for good.
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { openPage, WIDTHS } from './support/pages';
import { readState } from './support/state';

let browser: Browser;

beforeAll(async () => {
  const { cmsPid, cmsUrl } = readState();
  try {
    process.kill(-cmsPid, 'SIGTERM');
  } catch (error) {
    // 09-rebuild-service stops it first when it runs.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const down = await fetch(`${cmsUrl}/_health`).then(
      () => false,
      () => true,
    );
    if (down) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('pop-in during a CMS outage', () => {
  it('lists the campuses and follows the link of the build-time snapshot, with the tracking', async () => {
    const { page, pageErrors } = await openPage(browser, '/agenda?utm_source=salon&utm_medium=print&utm_content=flyer-lyon', WIDTHS.desktop);
    await page.route('https://crm.esnum.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CRM</title>' }));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recevoir une brochure' });
    // Two attempts of 3 s at most against the stopped CMS, then the snapshot.
    await page.waitForFunction(() => document.querySelectorAll('#pop-in option').length > 20, undefined, { timeout: 15_000 });
    await dialog.getByRole('combobox', { name: 'Campus' }).selectOption('lyon');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL(/^https:\/\/crm\.esnum\.example\//, { timeout: 15_000 });
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      campus: 'lyon',
      'origine-tracking': 'flyer-lyon',
      utm_source: 'salon',
      utm_medium: 'print',
    });
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
