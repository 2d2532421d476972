// The CMS around the site, probed as an attacker would (docs/security.md, "The CMS"): which origins
// may read what, what the media library takes and how it serves it, what a caller without a token
// may ask, which CRM links the CMS gives out, and which media changes reach the rebuild service.
// The admin session seen from the site's pages in a real browser is test/browser/cms-admin-isolation.spec.ts;
// the same rules through nginx are in 19-live-data-cache.
import http from 'http';
import { adminFetch, cmsGet, deleteMedia, editAndPublish, updateMediaInfo, uploadMedia } from './support/cms-api';
import { readState } from './support/state';

const { cmsUrl, siteUrl, cmsToken, rebuild } = readState();
const siteOrigin = new URL(siteUrl).origin;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const corsHeadersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));

describe('CORS: the public API for the site, nothing for the admin', () => {
  it('lets the site read the public API, without credentials', async () => {
    const response = await fetch(`${cmsUrl}/api/esnum-crm-links/brochure/campuses?locale=fr`, { headers: { origin: siteOrigin } });
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual({ 'access-control-allow-origin': siteOrigin });
  });

  it.each([
    [
      'a preflight of the admin token, from the site',
      'OPTIONS',
      '/admin/access-token',
      siteOrigin,
      { 'access-control-request-method': 'POST' },
    ],
    ['the admin token, from the site', 'POST', '/admin/access-token', siteOrigin, {}],
    ['the admin user, from the site', 'GET', '/admin/users/me', siteOrigin, {}],
    ['the content manager, from the site', 'GET', '/content-manager/init', siteOrigin, {}],
    ['the public API, from another site', 'GET', '/api/events?locale=fr', 'https://evil.example', {}],
    ['the public API, with no Origin', 'GET', '/api/events?locale=fr', null, {}],
    ['the admin token, with no Origin', 'POST', '/admin/access-token', null, {}],
  ])('answers %s with no CORS header at all', async (_, method, path, origin, headers) => {
    const response = await fetch(`${cmsUrl}${path}`, { method, headers: { ...(origin ? { origin } : {}), ...headers } });
    expect(corsHeadersOf(response)).toEqual({});
  });
});

describe('the media library', () => {
  const uploaded: number[] = [];
  afterAll(async () => {
    for (const id of uploaded) await deleteMedia(id);
  });

  const upload = async (name: string, type: string, content: Uint8Array | string) => {
    const response = await uploadMedia(name, type, content);
    const body = (await response.json()) as Array<{ id: number; url: string }> | { error: { message: string } };
    if (Array.isArray(body)) uploaded.push(...body.map((file) => file.id));
    return { status: response.status, body };
  };

  it.each([
    ['an HTML page', 'page.html', 'text/html', '<!doctype html><title>x</title><script src="/uploads/x.js"></script>'],
    [
      'an SVG picture with a script',
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>',
    ],
    ['a script', 'tracker.js', 'application/javascript', 'fetch("/admin/access-token", { method: "POST" });'],
    ['an XML document', 'feed.xml', 'application/xml', '<?xml version="1.0"?><x/>'],
    ['a script named as a picture', 'photo.png', 'image/png', 'fetch("/admin/access-token", { method: "POST" });'],
    ['a picture named as a page', 'photo.html', 'text/html', PNG],
  ])('refuses %s, and stores nothing', async (_, name, type, content) => {
    const { status, body } = await upload(name, type, content);
    expect(status).toBe(400);
    expect(Array.isArray(body)).toBe(false);
  });

  it('takes a picture and serves it inline, sandboxed, never sniffed', async () => {
    const { status, body } = await upload('photo-campus.png', 'image/png', PNG);
    expect(status).toBe(201);
    const [file] = body as Array<{ url: string }>;
    const served = await fetch(`${cmsUrl}${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; img-src 'self'; media-src 'self'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('takes a PDF and serves it as a download', async () => {
    const { status, body } = await upload('brochure.pdf', 'application/pdf', PDF);
    expect(status).toBe(201);
    const served = await fetch(`${cmsUrl}${(body as Array<{ url: string }>)[0].url}`);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('drafts, through the other versions of an entry', () => {
  const anonymous = (query: string) => fetch(`${cmsUrl}/api/events?${query}`);

  it.each([
    ['a filter', 'filters[localizations][publishedAt][$null]=true'],
    ['a filter letter by letter', 'filters[localizations][title][$startsWith]=J'],
    ['a filter under $or', 'filters[$or][0][localizations][title][$startsWith]=J'],
    ['a sort', 'sort[0]=localizations.title:asc'],
    ['a sort as an object', 'sort[localizations][title]=asc'],
    ['a populate', 'populate[localizations][fields][0]=title'],
    ['populate=*, which includes it', 'populate=*'],
  ])('are out of reach of a caller without a token: %s answers 400', async (_, query) => {
    const response = await anonymous(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { name: string } }).error.name).toBe('ValidationError');
  });

  it("stay within the build token's reach, and a filter's value may say 'localizations'", async () => {
    const withToken = await fetch(`${cmsUrl}/api/events?populate[localizations][fields][0]=title&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${cmsToken}` },
    });
    expect(withToken.status).toBe(200);
    expect((await anonymous('filters[title][$contains]=localizations')).status).toBe(200);
  });
});

describe('the CRM links the CMS gives out', () => {
  it('answers 404 for a stored link off the allowed hosts, as for a missing one', async () => {
    type Link = { documentId: string; url: string; campus: { slug: string } };
    const { data } = await cmsGet<{ data: Link[] }>(
      '/api/crm-links?locale=fr&filters[action][$eq]=contact&fields[0]=url&populate[campus][fields][0]=slug&pagination[pageSize]=1',
    );
    const [link] = data;
    const path = `/api/esnum-crm-links/contact/${link.campus.slug}/link?locale=fr`;
    expect(await (await fetch(`${cmsUrl}${path}`)).json()).toEqual({ url: link.url });
    await editAndPublish('api::crm-link.crm-link', link.documentId, 'fr', { url: 'https://crm.esnum.example.evil.example/formulaire' });
    try {
      const offList = await fetch(`${cmsUrl}${path}`);
      expect({ status: offList.status, body: await offList.json() }).toEqual({ status: 404, body: { url: null } });
    } finally {
      await editAndPublish('api::crm-link.crm-link', link.documentId, 'fr', { url: link.url });
    }
  });
});

describe('media changes and the rebuild service', () => {
  // The rebuild service's address in this environment: nothing listens there outside
  // 09-rebuild-service, so this test listens itself and records what the CMS sends.
  let received: Array<{ event: string; media?: { id: number } }>;
  let listener: http.Server;
  beforeAll(async () => {
    received = [];
    listener = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => listener.listen(rebuild.port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  /** Waits long enough for a webhook the CMS would send (it sends them at once, in the background). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

  it('are sent for a picture a published entry shows, not for a picture nobody uses', async () => {
    const response = await uploadMedia('unused-picture.png', 'image/png', PNG);
    expect(response.status).toBe(201);
    const [unused] = (await response.json()) as Array<{ id: number }>;
    await updateMediaInfo(unused.id, { alternativeText: 'Une photo que rien ne montre' });
    await deleteMedia(unused.id);
    await settle();
    expect(received.filter((call) => call.event.startsWith('media.'))).toEqual([]);

    type News = { focusImage: { id: number; alternativeText: string | null } | null };
    const news = await cmsGet<{ data: News[] }>(
      '/api/news?locale=fr&populate[focusImage][fields][0]=alternativeText&pagination[pageSize]=50',
    );
    const shown = news.data.find((item) => item.focusImage)!.focusImage!;
    await updateMediaInfo(shown.id, { alternativeText: `${shown.alternativeText ?? ''} (relue)` });
    try {
      await settle();
      expect(received.filter((call) => call.event.startsWith('media.')).map((call) => [call.event, call.media?.id])).toEqual([
        ['media.update', shown.id],
      ]);
    } finally {
      await updateMediaInfo(shown.id, { alternativeText: shown.alternativeText });
    }
  });

  it('sees no CORS for the admin through the media routes either', async () => {
    const response = await adminFetch('/upload/files?pageSize=1', { headers: { origin: siteOrigin } });
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual({});
  });
});
