// The server's side of the pages whose HTML the build leaves to it: which paths it will draw (the
// build's side, removing the HTML an earlier build wrote for them, is
// plugins/site-serving/__tests__/html-left-to-server.test.ts). The drawing itself, with a real
// build's renderer, is test/integration/21-html-on-request.test.ts.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pagesOnRequest } from '../pages-on-request';

let siteDir: string;

const writeFile = (relative: string, content: string) => {
  const file = path.join(siteDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const pageData = (pagePath: string, pageContext: Record<string, unknown>) =>
  JSON.stringify({ componentChunkName: 'component---src-templates-news-article-tsx', path: pagePath, result: { pageContext } });

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-on-request-'));
  writeFile('page-data/actualites/ancienne/page-data.json', pageData('/actualites/ancienne', { htmlOnRequest: true }));
  writeFile('page-data/actualites/recente/page-data.json', pageData('/actualites/recente', {}));
  writeFile('secret/page-data.json', pageData('/../secret', { htmlOnRequest: true }));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('pagesOnRequest', () => {
  // No renderer: nothing here should get as far as drawing.
  const pages = pagesOnRequest({ rendererFileOf: () => null });

  it('knows a page whose page data says its HTML was left to the server', () => {
    expect(pages.has(siteDir, '/actualites/ancienne')).toBe(true);
  });

  it('knows no other path: a built page, a missing one, one whose data names another path', () => {
    expect(pages.has(siteDir, '/actualites/recente')).toBe(false);
    expect(pages.has(siteDir, '/actualites/inconnue')).toBe(false);
    writeFile('page-data/actualites/copie/page-data.json', pageData('/actualites/ancienne', { htmlOnRequest: true }));
    expect(pages.has(siteDir, '/actualites/copie')).toBe(false);
  });

  it.each([
    '/page-data/../secret',
    '/../secret',
    '/actualites/.cachee',
    '/actualites\\ancienne',
    '/actualites/\0',
    '/',
    'actualites/ancienne',
  ])('never looks outside page-data/ nor at a hidden file (%j)', async (pagePath) => {
    expect(pages.has(siteDir, pagePath)).toBe(false);
    await expect(pages.draw(siteDir, pagePath, "default-src 'self'")).resolves.toBeNull();
  });

  it('draws nothing without the renderer of the build that wrote the site', async () => {
    await expect(pages.draw(siteDir, '/actualites/ancienne', "default-src 'self'")).resolves.toBeNull();
  });
});
