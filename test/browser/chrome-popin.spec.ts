// The pop-in of the calls to action at 1440 px: the lead flow to the CRM with the origin tracking,
// the campuses of the CMS, the messages when the CMS cannot give a link, and the links it is
// without JavaScript.
import { readState } from '../integration/support/state';
import { waitForHydration } from '../integration/support/pages';
import { at, campusesLoaded, expect, sendToCrm, test } from './support/fixtures';

const CRM_PAGE = { status: 200, contentType: 'text/html', body: '<!doctype html><title>CRM</title><h1>Formulaire CRM</h1>' };

test.describe('pop-in and the CRM', at(1440), () => {
  test('sends a visitor who came from a newsletter to the CRM form of the chosen campus, with the tracking', async ({ page, open }) => {
    await open('/?utm_source=newsletter&utm_medium=email');
    await page.route('https://crm.esnum.example/**', (route) => route.fulfill(CRM_PAGE));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Candidater' }).click();
    const dialog = page.getByRole('dialog', { name: 'Candidater en ligne' });
    await expect(dialog).toBeVisible();
    await campusesLoaded(page);

    await dialog.getByRole('button', { name: 'Candidater' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Vous devez choisir un campus.');

    await sendToCrm(page, 'saint-etienne');
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/formulaires/registration');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      campus: 'saint-etienne',
      'origine-tracking': 'newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });

  test('sends the CRM the story of the first arrival: a second campaign the next visit changes none of it', async ({ page, open }) => {
    await open('/?utm_source=newsletter&utm_medium=email&utm_campaign=rentree-2027');
    await expect.poll(() => page.evaluate(() => document.cookie.includes('origine-tracking='))).toBe(true);
    await page.goto('/agenda?utm_source=facebook&utm_medium=social&utm_campaign=jpo&utm_content=story');
    await waitForHydration(page);
    await page.route('https://crm.esnum.example/**', (route) => route.fulfill(CRM_PAGE));
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
    await campusesLoaded(page);
    await sendToCrm(page, 'lyon');
    const { campus, ...tracking } = Object.fromEntries(new URL(page.url()).searchParams);
    expect(campus).toBe('lyon');
    expect(tracking).toEqual({
      'origine-tracking': 'newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'rentree-2027',
    });
  });

  test('lists the campuses of the CMS, sorted by name, for the action', async ({ page, open }) => {
    const response = await fetch(`${readState().cmsUrl}/api/esnum-crm-links/brochure/campuses?locale=fr`);
    const expected = (await response.json()) as Array<{ name: string }>;
    await open('/');
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await campusesLoaded(page);
    const options = await page.locator('#pop-in option').allTextContents();
    expect(options.slice(1)).toEqual(expected.map((campus) => campus.name));
  });

  const FAILURES = [
    {
      when: 'refuses the call (403)',
      answer: { status: 403, contentType: 'application/json', body: '{"data":null,"error":{"status":403,"name":"ForbiddenError"}}' },
      message: 'Une erreur est survenue lors de la récupération du lien CRM.',
    },
    {
      when: 'fails (500)',
      answer: { status: 500, contentType: 'application/json', body: '{}' },
      message: 'Une erreur est survenue lors de la récupération du lien CRM.',
    },
    {
      when: 'says the campus has no such link (its 404)',
      answer: { status: 404, contentType: 'application/json', body: '{"url":null}' },
      message: "Le lien CRM demandé n'existe pas.",
    },
  ];
  for (const { when, answer, message } of FAILURES) {
    test(`tells the visitor why they stay when the CMS ${when} and the snapshot cannot help`, async ({ page, open }) => {
      await open('/');
      await page.route('**/api/esnum-crm-links/contact/*/link?**', (route) => route.fulfill(answer));
      await page.route('**/data/crm-snapshot.json', (route) => route.fulfill({ status: 404, body: '' }));
      await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Contact' }).click();
      const dialog = page.getByRole('dialog');
      await campusesLoaded(page);
      await dialog.getByRole('combobox', { name: 'Campus' }).selectOption('lyon');
      await dialog.getByRole('button', { name: 'Contacter le campus' }).click();
      // After the call and its retry.
      await expect(dialog.getByRole('alert')).toHaveText(message, { timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }
});

test.describe('pop-in links without JavaScript', at(1440), () => {
  test.use({ javaScriptEnabled: false });

  test('brochure leads to the brochure page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await page.waitForURL((url) => url.pathname === '/crm/brochure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recevoir une brochure');
  });
});
