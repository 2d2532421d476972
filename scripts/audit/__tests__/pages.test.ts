/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { auditPages, htmlFileOf, isNoindex } from '../pages';

describe('isNoindex', () => {
  it('finds the robots meta asking not to index, in any attribute order and quoting', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex" data-gatsby-head="true"/></head>')).toBe(true);
    expect(isNoindex("<meta content='noindex, follow' name='ROBOTS'>")).toBe(true);
    expect(isNoindex('<meta data-x="1" content="noindex,nofollow" name=robots>')).toBe(true);
  });

  it('is false for an indexed page and for other metas that mention noindex', () => {
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
    expect(isNoindex('<meta name="description" content="noindex is not here"/>')).toBe(false);
    expect(isNoindex('<meta data-name="robots" content="noindex"/>')).toBe(false);
    expect(isNoindex('<p>noindex</p>')).toBe(false);
  });
});

describe('auditPages', () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-pages-'));
    const page = (pagePath: string, component: string, html: string) => {
      const dataDir = path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath.replace(/^\//, ''));
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'page-data.json'), JSON.stringify({ componentChunkName: component, path: pagePath }));
      const file = htmlFileOf(publicDir, pagePath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    };
    page('/', 'component---src-templates-home-tsx', '<meta name="description" content="Accueil"/>');
    page('/404.html', 'component---src-pages-404-tsx', '<meta name="robots" content="noindex"/>');
    page('/404', 'component---src-pages-404-tsx', '<meta name="robots" content="noindex"/>');
    page('/error/debug', 'component---src-templates-error-debug-tsx', '<meta name="robots" content="noindex"/>');
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('marks the pages whose HTML asks not to be indexed, and only them', () => {
    expect(auditPages(publicDir)).toEqual([
      { template: '404', language: 'fr', path: '/404.html', noindex: true },
      { template: 'error-debug', language: 'fr', path: '/error/debug', noindex: true },
      { template: 'home', language: 'fr', path: '/' },
    ]);
  });
});
