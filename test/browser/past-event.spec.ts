// An event's page once the event is over (issue 42): it says when it took place, and offers the
// next events of its kind instead of registration and the calendar file. A page built before the
// event is still served after it, so the browser decides too; a page built after it says so in its
// HTML, for a visitor without JavaScript.
import { cmsGet } from '../integration/support/cms-api';
import { SUITE_NOW } from '../integration/support/suite-day';
import { waitForHydration } from '../integration/support/pages';
import { at, expect, test } from './support/fixtures';
import { setPageClock } from './support/page-clock';

type CmsEvent = { slug: string; title: string; type: string; dateStart: string; dateEnd: string | null };

const eventsOfSeed = async () =>
  (
    await cmsGet<{ data: CmsEvent[] }>(
      '/api/events?locale=fr&fields[0]=slug&fields[1]=title&fields[2]=type&fields[3]=dateStart&fields[4]=dateEnd&sort[0]=dateStart:asc&pagination[pageSize]=100',
    )
  ).data;

const endOf = (event: CmsEvent) => new Date(event.dateEnd ?? event.dateStart);

test.describe('an event that is over', at(390), () => {
  test('reads as past on a page built before it ended, without registration nor calendar file', async ({ page, pageErrors }) => {
    // The first event to come on the suite's day: the build wrote its page with registration.
    const event = (await eventsOfSeed()).find((candidate) => endOf(candidate) > SUITE_NOW)!;
    // The day after it ended, the same built page.
    await setPageClock(page, new Date(endOf(event).getTime() + 86_400_000));
    await page.goto(`/agenda/${event.slug}`);
    await waitForHydration(page);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(main.getByText(/^Cet événement a eu lieu le \w+ \d+ \w+ \d{4}\.$/)).toBeVisible();
    await expect(main.getByRole('link', { name: "S'inscrire", exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Ajouter à mon agenda', exact: true })).toHaveCount(0);
    // Instead: the next events of the same kind (live from the CMS), this one left out.
    const next = main.getByRole('region', { name: /^Prochains rendez-vous : / });
    await expect(next).toBeVisible();
    const links = await next.locator('h3 a, a:has(h3)').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain(`/agenda/${event.slug}`);
    expect(pageErrors).toEqual([]);
  });

  test('reads as past in the HTML of a build made after it, for a visitor without JavaScript', async ({ newContext, baseURL }) => {
    const event = (await eventsOfSeed()).filter((candidate) => endOf(candidate) < SUITE_NOW).pop()!;
    const page = await (await newContext({ javaScriptEnabled: false, baseURL })).newPage();
    await page.goto(`/agenda/${event.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/^Cet événement a eu lieu le /)).toBeVisible();
    await expect(main.getByRole('link', { name: "S'inscrire", exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Ajouter à mon agenda', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: "Tout l'agenda" }).first()).toHaveAttribute('href', '/agenda');
  });
});
