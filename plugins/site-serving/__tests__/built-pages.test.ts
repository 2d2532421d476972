/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { hashSource } from '../../../shared/csp-policy';
import { processBuiltPages } from '../built-pages';

// What Gatsby writes at the end of a page: a bundle loaded directly.
const PAGE_END = '<script src="/app-1234.js" async></script></body></html>';

describe('the pass over the built pages', () => {
  let root: string;
  let publicDir: string;
  let stateFile: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-pages-'));
    publicDir = path.join(root, 'public');
    stateFile = path.join(root, '.cache', 'pages.json');
    fs.mkdirSync(path.join(publicDir, 'actualites'), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removes the NUL bytes of HTML files, keeping the characters around them, and leaves other files alone', () => {
    const broken = path.join(publicDir, 'actualites', 'index.html');
    fs.writeFileSync(
      broken,
      Buffer.concat([Buffer.from('<nav aria-label="Pagination des actualit'), Buffer.from([0]), Buffer.from('és"></nav>')]),
    );
    const data = path.join(publicDir, 'data.json');
    fs.writeFileSync(data, Buffer.from([0x7b, 0, 0x7d]));

    const result = processBuiltPages(publicDir, stateFile);

    expect(result.cleaned).toBe(1);
    expect(fs.readFileSync(broken, 'utf8')).toBe('<nav aria-label="Pagination des actualités"></nav>');
    expect(fs.readFileSync(data)).toEqual(Buffer.from([0x7b, 0, 0x7d]));
  });

  it('makes pages start their bundles after the first paint, and hashes the inline scripts they end up with', () => {
    const home = path.join(publicDir, 'index.html');
    fs.writeFileSync(home, `<html><head></head><body><script>window.pagePath="/";</script>${PAGE_END}`);

    const result = processBuiltPages(publicDir, stateFile);

    const html = fs.readFileSync(home, 'utf8');
    expect(result.deferred).toBe(1);
    expect(html).not.toContain(PAGE_END);
    const inline = [...html.matchAll(/<script(?: id="[^"]+")?>([\s\S]*?)<\/script>/g)].map(([, body]) => hashSource(body));
    expect(result.hashes['index.html'].scripts.sort()).toEqual(inline.sort());
  });

  it('reads again only the pages written since the last pass, and forgets removed ones', () => {
    const kept = path.join(publicDir, 'index.html');
    const rewritten = path.join(publicDir, 'actualites', 'index.html');
    const removed = path.join(publicDir, 'old.html');
    fs.writeFileSync(kept, `<html><head></head><body><script>window.a=1;</script>${PAGE_END}`);
    fs.writeFileSync(rewritten, `<html><head></head><body><script>window.b=1;</script>${PAGE_END}`);
    fs.writeFileSync(removed, '<p>gone</p>');
    expect(processBuiltPages(publicDir, stateFile).read).toBe(3);

    // As an incremental build does: one page written again, one deleted.
    fs.writeFileSync(rewritten, `<html><head></head><body><script>window.b=2;</script>${PAGE_END}`);
    fs.rmSync(removed);
    const second = processBuiltPages(publicDir, stateFile);

    expect(second.read).toBe(1);
    expect(Object.keys(second.hashes).sort()).toEqual(['actualites/index.html', 'index.html']);
    expect(second.hashes['actualites/index.html'].scripts).toContain(hashSource('window.b=2;'));
    expect(second.hashes['index.html'].scripts).toContain(hashSource('window.a=1;'));
    expect(processBuiltPages(publicDir, stateFile).read).toBe(0);
  });
});
