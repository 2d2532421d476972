// The page renderer (shared/pages/page-renderer.ts) on the site built against
// the seeded CMS: every page drawn again from its page data with the build's HTML renderer comes
// out as the build served it, byte for byte, with inline code the page's policy allows; and data
// no build produced (the fast lane's case: a news item the build has not seen yet) is what the
// page shows.
import fs from 'fs';
import path from 'path';
import { listFiles } from '../../shared/precompress';
import { CSP_CONFIG_FILE, type CspConfig } from '../../shared/csp-config';
import { builtRendererDir, RENDERER_ENTRY } from '../../server/rebuild/deploys';
import { htmlFileOf, loadPageRenderer, readPageData, type PageData, type PageRenderer } from '../../shared/pages/page-renderer';
import { firstHeading } from './support/html';
import { readState } from './support/state';

const { siteDir } = readState();
const publicDir = path.join(siteDir, 'public');

// The 404 pages are left out: Gatsby renders them under two paths (/404/ and /404.html) from one
// page data, and a publication never renders them.
const builtPagePaths = () =>
  listFiles(path.join(publicDir, 'page-data'))
    .filter((file) => file.endsWith(`${path.sep}page-data.json`))
    .map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as PageData).path)
    .filter((pagePath) => !/(?:^|\/)404(?:\/|\.html)?$/.test(pagePath));

let renderer: PageRenderer;

beforeAll(async () => {
  renderer = await loadPageRenderer(publicDir, path.join(builtRendererDir(siteDir), RENDERER_ENTRY));
});

test('every built page, drawn again from its page data, is the page the build serves, byte for byte', async () => {
  const paths = builtPagePaths();
  // The seeded site has about 460 pages; far fewer would mean the listing went wrong, not the renderer.
  expect(paths.length).toBeGreaterThan(400);
  const differing: string[] = [];
  for (const pagePath of paths) {
    const page = await renderer.render(pagePath, readPageData(publicDir, pagePath));
    if (page.html !== fs.readFileSync(path.join(publicDir, htmlFileOf(pagePath)), 'utf8')) differing.push(pagePath);
  }
  expect(differing).toEqual([]);
}, 120_000);

test("each drawn page's inline scripts and styles are allowed by the policy the servers send for it", async () => {
  const policies = (JSON.parse(fs.readFileSync(path.join(publicDir, CSP_CONFIG_FILE), 'utf8')) as CspConfig).pages;
  for (const pagePath of ['/', '/actualites', '/en/actualites', '/agenda', '/programmes']) {
    const page = await renderer.render(pagePath, readPageData(publicDir, pagePath));
    const policy = policies[htmlFileOf(pagePath)];
    expect(page.hashes.scripts.length).toBeGreaterThan(0);
    for (const hash of [...page.hashes.scripts, ...page.hashes.styles]) expect(policy).toContain(hash);
  }
});

test('a news page drawn from data no build produced shows that data', async () => {
  const articlePath = builtPagePaths().find((pagePath) => /^\/actualites\/[^/]+$/.test(pagePath) && !/^\/actualites\/page$/.test(pagePath));
  expect(articlePath).toBeDefined();
  const built = readPageData(publicDir, articlePath!);
  const title = 'Une actualité que le site ne connaît pas encore';
  const data = built.result.data as { item: { title: string } };
  const unseen: PageData = { ...built, result: { ...built.result, data: { ...data, item: { ...data.item, title } } } };

  const page = await renderer.render(articlePath!, unseen);

  expect(firstHeading(page.html)).toBe(title);
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(page.html)?.[1]).toBe(`${title} | ESNUM`);
  expect(firstHeading(fs.readFileSync(path.join(publicDir, htmlFileOf(articlePath!)), 'utf8'))).toBe(data.item.title);
});
