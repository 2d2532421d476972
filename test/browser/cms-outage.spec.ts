// With the CMS out of reach, the pop-in still leads visitors to the CRM from the build-time snapshot.
// The outage is the browser's: every request to the CMS's address is refused, as when it is
// stopped, while the shared CMS stays up for the other tests.
import { readState } from '../integration/support/state';
import { at, campusesLoaded, expect, sendToCrm, test } from './support/fixtures';

test.describe('pop-in during a CMS outage', at(1440), () => {
  test('lists the campuses and follows the link of the build-time snapshot, with the tracking', async ({ page, open, pageErrors }) => {
    // Refused as a stopped CMS refuses them, from the page's first request on.
    const refusedCmsRequests: string[] = [];
    const cmsOrigin = new URL(readState().cmsUrl).origin;
    await page.route(
      (url) => url.origin === cmsOrigin,
      (route) => {
        refusedCmsRequests.push(route.request().url());
        return route.abort('connectionrefused');
      },
    );
    await open('/agenda?utm_source=salon&utm_medium=print&utm_content=flyer-lyon');
    await page.route('https://crm.esnum.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CRM</title>' }),
    );
    await page.getByRole('list', { name: 'Nos démarches' }).first().getByRole('link', { name: 'Brochure' }).click();
    await expect(page.getByRole('dialog', { name: 'Recevoir une brochure' })).toBeVisible();
    // Two attempts of 3 s at most against the CMS, then the snapshot.
    await campusesLoaded(page, 15_000);
    await sendToCrm(page, 'lyon', 15_000);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      campus: 'lyon',
      'origine-tracking': 'flyer-lyon',
      utm_source: 'salon',
      utm_medium: 'print',
    });
    // The pop-in asked the CMS first, and was refused.
    expect(refusedCmsRequests.some((url) => /-crm-links\/[^/]+\/campuses/.test(url))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
