/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { publishSearchEngineFiles } from '../publish';

const ORIGIN = 'https://www.esnum.test';

const PAGES = [
  { path: '/', pageContext: { alternates: { fr: '/', en: '/en' } } },
  { path: '/en', pageContext: { alternates: { fr: '/', en: '/en' } } },
  { path: '/agenda', pageContext: { alternates: { fr: '/agenda' } } },
  { path: '/404', pageContext: {} },
];

describe('publishSearchEngineFiles', () => {
  let dir: string;
  let publicDir: string;
  let fingerprintFile: string;
  const read = (name: string) => fs.readFileSync(path.join(publicDir, name), 'utf8');
  const publish = (pages = PAGES) => publishSearchEngineFiles({ publicDir, origin: ORIGIN, pages, fingerprintFile });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seo-'));
    publicDir = path.join(dir, 'public');
    fs.mkdirSync(publicDir);
    fingerprintFile = path.join(dir, '.cache', 'site-seo-sitemap.txt');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the sitemap index at /sitemap.xml only, its pages with their alternates, and robots.txt pointing at it', async () => {
    expect(await publish()).toEqual({ sitemap: 'written', addresses: 3 });

    expect(read('sitemap.xml')).toContain(`<loc>${ORIGIN}/sitemap-0.xml</loc>`);
    expect(fs.existsSync(path.join(publicDir, 'sitemap-index.xml'))).toBe(false);
    const urls = read('sitemap-0.xml');
    expect([...urls.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/agenda`,
      `${ORIGIN}/en`,
    ]);
    expect(urls).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>`);
    expect(urls).not.toContain('404');
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('leaves the sitemap as it is when the next build lists the same pages, in whatever order', async () => {
    await publish();
    const written = fs.statSync(path.join(publicDir, 'sitemap-0.xml')).mtimeMs;
    fs.rmSync(path.join(publicDir, 'robots.txt'));

    expect(await publish([...PAGES].reverse())).toEqual({ sitemap: 'unchanged', addresses: 3 });
    expect(fs.statSync(path.join(publicDir, 'sitemap-0.xml')).mtimeMs).toBe(written);
    expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('writes it again for a page added or removed, a new alternate, or a sitemap no longer there', async () => {
    await publish();
    const withNews = [...PAGES, { path: '/actualites/rentree', pageContext: {} }];
    expect(await publish(withNews)).toEqual({ sitemap: 'written', addresses: 4 });
    expect(read('sitemap-0.xml')).toContain(`${ORIGIN}/actualites/rentree`);

    const withEnglishAgenda = PAGES.map((page) =>
      page.path === '/agenda' ? { ...page, pageContext: { alternates: { fr: '/agenda', en: '/en/agenda' } } } : page,
    );
    expect((await publish(withEnglishAgenda)).sitemap).toBe('written');
    expect(read('sitemap-0.xml')).not.toContain('/actualites/rentree');
    expect(read('sitemap-0.xml')).toContain(`hreflang="en" href="${ORIGIN}/en/agenda"`);

    // A cold build empties public/; Gatsby's cache folder may outlive it.
    fs.rmSync(publicDir, { recursive: true });
    fs.mkdirSync(publicDir);
    expect((await publish(withEnglishAgenda)).sitemap).toBe('written');
    expect(read('sitemap.xml')).toContain('sitemap-0.xml');
  });
});
