// The CMS's API contract (spec §6 and §7): what the public may call, what the site build token
// may read, and the custom routes of the pop-in and of section pages.
import { createDraft, deleteEntry } from './support/cms-api';
import { readState } from './support/state';

const publicGet = (path: string) => fetch(`${readState().cmsUrl}${path}`);
const tokenRequest = (path: string, init: RequestInit = {}) =>
  fetch(`${readState().cmsUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${readState().cmsToken}`, 'content-type': 'application/json' },
  });

describe('public role', () => {
  it.each(['/api/events', '/api/crm-links/actions', '/api/esnum-crm-links/brochure/campuses'])('may call %s', async (path) => {
    expect((await publicGet(path)).status).toBe(200);
  });

  it.each([
    '/api/news',
    '/api/esnum-news',
    '/api/campuses',
    '/api/website',
    '/api/articles',
    '/api/crm-links',
    '/api/users',
    '/api/site-build/versions',
  ])('may not read %s', async (path) => {
    expect((await publicGet(path)).status).toBe(403);
  });
});

describe('slugs', () => {
  it('refuses a slug with capitals when an editor saves the entry, and says why', async () => {
    const saving = createDraft('api::event.event', 'fr', {
      title: 'Journée portes ouvertes',
      slug: 'Journee-Portes-Ouvertes',
      type: 'open-door',
      dateStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await expect(saving).rejects.toThrow(
      /HTTP 400 .*uniquement des lettres minuscules sans accents, des chiffres et des tirets.*journee-portes-ouvertes/,
    );
  });

  it('accepts the same entry with its slug in lower case', async () => {
    const documentId = await createDraft('api::event.event', 'fr', {
      title: 'Journée portes ouvertes',
      slug: `journee-portes-ouvertes-${Date.now()}`,
      type: 'open-door',
      dateStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await deleteEntry('api::event.event', documentId, 'fr');
  });
});

describe('cross-origin reads', () => {
  const withOrigin = (origin: string, method = 'GET') =>
    fetch(`${readState().cmsUrl}/api/events`, {
      method,
      headers: { origin, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'GET' } : {}) },
    });

  it.each(['https://evil.example', 'https://www.esnum.example.evil.example', 'null', 'http://localhost.evil.example:9000'])(
    'are refused to %s (no CORS headers, for a simple request or a preflight)',
    async (origin) => {
      for (const method of ['GET', 'OPTIONS']) {
        const response = await withOrigin(origin, method);
        expect({
          method,
          allowOrigin: response.headers.get('access-control-allow-origin'),
          credentials: response.headers.get('access-control-allow-credentials'),
        }).toEqual({
          method,
          allowOrigin: null,
          credentials: null,
        });
      }
    },
  );

  it("are granted to the site's own origins: its address (SITE_URL), its www twin, and the local servers", async () => {
    for (const origin of [
      'https://www.esnum.example',
      'https://esnum.example',
      new URL(readState().siteUrl).origin,
      'http://localhost:8000',
    ]) {
      const response = await withOrigin(origin);
      expect({ origin, allowOrigin: response.headers.get('access-control-allow-origin') }).toEqual({ origin, allowOrigin: origin });
    }
  });
});

describe('drafts', () => {
  type EventList = { data: Array<{ documentId: string; publishedAt: string | null }> };

  it('never gives a visitor an unpublished event, whatever the query asks; the build token reads it for the preview', async () => {
    const slug = `atelier-en-preparation-${Date.now()}`;
    const documentId = await createDraft('api::event.event', 'fr', {
      title: 'Atelier en préparation',
      slug,
      type: 'conference',
      dateStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    try {
      for (const query of ['', '&status=draft', '&status=published']) {
        const answer = (await (await publicGet(`/api/events?locale=fr&pagination[limit]=100${query}`)).json()) as EventList;
        expect(answer.data.map((event) => event.documentId)).not.toContain(documentId);
        expect(answer.data.filter((event) => event.publishedAt === null)).toEqual([]);
      }
      const single = await publicGet(`/api/events/${documentId}?locale=fr&status=draft`);
      expect(single.status).not.toBe(200);

      const preview = (await (await tokenRequest('/api/events?locale=fr&status=draft&pagination[limit]=100')).json()) as EventList;
      expect(preview.data.map((event) => event.documentId)).toContain(documentId);
    } finally {
      await deleteEntry('api::event.event', documentId, 'fr');
    }
  });
});

describe('live events of a campus page', () => {
  const events = async (query: string) =>
    (await publicGet(`/api/events?locale=fr&pagination[limit]=100&${query}`)).json() as Promise<{
      data: Array<{ documentId: string }> | null;
      error?: { status: number };
    }>;

  it("filters the events by their campus's slug, without opening the campus collection to the public", async () => {
    const all = await events('');
    const lyon = await events('filters[campus][slug][$eq]=lyon');
    expect(lyon.error).toBeUndefined();
    expect(lyon.data!.length).toBeGreaterThan(0);
    expect(lyon.data!.length).toBeLessThan(all.data!.length);
    const built = (await (await tokenRequest('/api/events?locale=fr&pagination[limit]=100&filters[campus][slug][$eq]=lyon')).json()) as {
      data: Array<{ documentId: string }>;
    };
    expect(lyon.data!.map((event) => event.documentId).sort()).toEqual(built.data.map((event) => event.documentId).sort());
    expect((await events('filters[campus][slug][$eq]=nulle-part')).data).toEqual([]);
  });

  it("gives each event its campus's name and slug, as the spec's call asks (populated), and nothing else of the campus", async () => {
    const populated = (await events('populate[campus][fields][0]=name&populate[campus][fields][1]=slug')) as unknown as {
      data: Array<{ slug: string; campus: Record<string, unknown> | null }>;
    };
    const lyonOpenDay = populated.data.find((event) => event.slug === 'journee-portes-ouvertes-lyon');
    expect(lyonOpenDay?.campus).toEqual({ name: 'ESNUM Lyon', slug: 'lyon' });
    // Asked for more of it, a visitor still gets the two fields; and a campus page's call has them too.
    const everything = (await events(
      'populate[campus][fields][0]=address&populate[campus][fields][1]=phone&filters[campus][slug][$eq]=lyon',
    )) as unknown as typeof populated;
    expect(everything.data.map((event) => event.campus)).toContainEqual({ name: 'ESNUM Lyon', slug: 'lyon' });
    for (const event of everything.data) expect(Object.keys(event.campus ?? {}).sort()).toEqual(['name', 'slug']);
  });

  it('still refuses any other filter on the campus', async () => {
    expect((await events('filters[campus][name][$eq]=Lyon')).error?.status).toBe(400);
    expect((await events('filters[campus][slug][$ne]=lyon')).error?.status).toBe(400);
  });
});

describe('CRM routes of the pop-in', () => {
  it('lists the actions', async () => {
    expect(await (await publicGet('/api/crm-links/actions')).json()).toEqual([
      { action: 'brochure' },
      { action: 'contact' },
      { action: 'registration' },
    ]);
  });

  it('lists the campuses of an action as {id, name, slug}, sorted by name, in the asked language', async () => {
    const campuses = (await (await publicGet('/api/esnum-crm-links/registration/campuses')).json()) as Array<{
      id: string;
      name: string;
      slug: string;
    }>;
    expect(campuses).toHaveLength(26);
    expect(Object.keys(campuses[0]).sort()).toEqual(['id', 'name', 'slug']);
    const names = campuses.map((campus) => campus.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(campuses.map((campus) => campus.slug)).toEqual(expect.arrayContaining(['arras', 'saint-etienne', 'montpellier']));
    expect(campuses.map((campus) => campus.slug)).not.toContain('brest');
    const english = (await (await publicGet('/api/esnum-crm-links/registration/campuses?locale=en')).json()) as unknown[];
    expect(english).toHaveLength(26);
  });

  it('answers the https link of an action and campus', async () => {
    const answer = (await (await publicGet('/api/esnum-crm-links/contact/saint-etienne/link')).json()) as { url: string };
    expect(answer.url).toMatch(/^https:\/\/crm\.esnum\.example\/.*saint-etienne/);
  });

  it('answers 404 without url for an unknown campus or action', async () => {
    const unknownCampus = await publicGet('/api/esnum-crm-links/contact/brest/link');
    expect(unknownCampus.status).toBe(404);
    expect(await unknownCampus.json()).toEqual({ url: null });
    expect((await publicGet('/api/esnum-crm-links/newsletter/campuses')).status).toBe(404);
  });
});

describe('site build token', () => {
  it('reads content, in both languages, through the product paths too', async () => {
    const news = (await (await tokenRequest('/api/esnum-news?locale=en&pagination[pageSize]=1')).json()) as {
      data: Array<{ locale: string }>;
    };
    expect(news.data[0].locale).toBe('en');
    const page = (await (await tokenRequest('/api/esnum-articles/ecole')).json()) as {
      data: { rubrique: string; pageLayout: Array<{ __component: string }> };
    };
    expect(page.data.rubrique).toBe('ecole');
    expect(page.data.pageLayout[0].__component).toBe('sections.hero');
  });

  it('lists the version of every entry and media file, for the incremental build', async () => {
    type Versions = { data: { entries: Record<string, Array<[string, string | null, number, string]>>; files: Array<[number, string]> } };
    const { data } = (await (await tokenRequest('/api/site-build/versions')).json()) as Versions;
    const news = (await (await tokenRequest('/api/news?locale=fr&pagination[pageSize]=1&fields[0]=updatedAt')).json()) as {
      data: Array<{ documentId: string; id: number; updatedAt: string }>;
      meta: { pagination: { total: number } };
    };
    const frenchNews = data.entries['api::news-article.news-article'].filter(([, locale]) => locale === 'fr');
    expect(frenchNews).toHaveLength(news.meta.pagination.total);
    const [first] = news.data;
    expect(frenchNews).toContainEqual([first.documentId, 'fr', first.id, first.updatedAt]);
    expect(data.entries['api::redirect.redirect'][0][1]).toBeNull();
    expect(data.files.length).toBeGreaterThan(0);
  });

  it('reads the schema gatsby-source-strapi needs', async () => {
    expect((await tokenRequest('/api/content-type-builder/content-types')).status).toBe(200);
    expect((await tokenRequest('/api/content-type-builder/components')).status).toBe(200);
  });

  it('can write nothing and read nothing else', async () => {
    expect((await tokenRequest('/api/news', { method: 'POST', body: JSON.stringify({ data: { title: 'x' } }) })).status).toBe(403);
    expect((await tokenRequest('/api/users')).status).toBe(403);
    expect((await tokenRequest('/api/upload/files')).status).toBe(403);
  });
});
