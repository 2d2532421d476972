/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { publishSearchEngineFiles } from '../publish';

const ORIGIN = 'https://www.esnum.test';
const INDEX = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/sitemap-0.xml</loc></sitemap></sitemapindex>`;

describe('publishSearchEngineFiles', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seo-'));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("publishes the sitemap plugin's index at /sitemap.xml only, and writes robots.txt pointing at it", () => {
    fs.writeFileSync(path.join(publicDir, 'sitemap-index.xml'), INDEX);
    fs.writeFileSync(path.join(publicDir, 'sitemap-0.xml'), '<urlset/>');

    expect(publishSearchEngineFiles(publicDir, ORIGIN)).toEqual(['sitemap.xml', 'robots.txt']);

    expect(fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8')).toBe(INDEX);
    expect(fs.existsSync(path.join(publicDir, 'sitemap-index.xml'))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, 'sitemap-0.xml'))).toBe(true);
    expect(fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('fails, naming the plugin order, when the sitemap plugin wrote nothing', () => {
    expect(() => publishSearchEngineFiles(publicDir, ORIGIN)).toThrow(
      /sitemap-index\.xml is missing.*gatsby-plugin-sitemap must be listed before site-seo/,
    );
    expect(fs.existsSync(path.join(publicDir, 'robots.txt'))).toBe(false);
  });
});
