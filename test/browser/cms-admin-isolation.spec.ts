// An editor logged in to the CMS admin who then opens the site: no script running on the site's
// origin can use their session. The CMS and the site are the suite's own (same host, two ports:
// the same site, as a `cms.` host beside `www.` is in production), so the admin's session cookie is
// sent with the site's requests to the CMS; only CORS keeps the answers from the page
// (cms/src/middlewares/api-cors.ts).
import { readState } from '../integration/support/state';
import { at, expect, test } from './support/fixtures';

test.describe("the CMS admin session, seen from the site's origin", at(1440), () => {
  test('cannot be turned into an admin token, while the public API stays readable', async ({ page, open }) => {
    const { cmsUrl, cmsAdmin } = readState();
    // The editor logs in: the context now holds the admin's session cookie, as their browser would.
    const login = await page.context().request.post(`${cmsUrl}/admin/login`, { data: cmsAdmin });
    expect(login.status()).toBe(200);
    const cookies = await page.context().cookies(`${cmsUrl}/admin/access-token`);
    expect(cookies.map((cookie) => cookie.name)).toContain('strapi_admin_refresh');
    // The session is real: from the CMS's own origin (here, outside any page) it gives a token.
    const fromCms = await page.context().request.post(`${cmsUrl}/admin/access-token`);
    expect(fromCms.status()).toBe(200);

    await open('/');
    const fromSite = await page.evaluate(async (cms) => {
      const attempt = async (path: string, init: RequestInit) => {
        try {
          const response = await fetch(`${cms}${path}`, { credentials: 'include', ...init });
          return `read: ${response.status} ${(await response.text()).slice(0, 80)}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      };
      return {
        token: await attempt('/admin/access-token', { method: 'POST' }),
        me: await attempt('/admin/users/me', {}),
        publicApi: await attempt('/api/esnum-crm-links/brochure/campuses?locale=fr', { credentials: 'omit' }),
      };
    }, cmsUrl);
    expect(fromSite).toEqual({
      token: 'refused: TypeError',
      me: 'refused: TypeError',
      publicApi: expect.stringMatching(/^read: 200 \[/),
    });
  });
});
