/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { indexedPages } from '../../../shared/search-index';
import { currentDeployDir, publishDeploy } from '../deploys';
import { createSearchIndexer } from '../search-indexer';

const ROOT = path.resolve(__dirname, '..', '..', '..');

let root: string;
let publicDir: string;
let deploysDir: string;
const lines: string[] = [];

const writePage = (route: string, title: string) => {
  const file = path.join(publicDir, route, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `<!DOCTYPE html><html lang="fr"><body><main data-pagefind-body data-pagefind-meta="kind:news"><h1>${title}</h1><p>Texte.</p></main></body></html>`,
  );
};
const liveUrls = () =>
  indexedPages(path.join(currentDeployDir(deploysDir)!, 'pagefind'), 'fr')
    .map((page) => page.url)
    .sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-indexer-'));
  publicDir = path.join(root, 'public');
  deploysDir = path.join(root, 'deploys');
  lines.length = 0;
  writePage('actualites/rentree', 'La rentrée');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the search indexer of the rebuild service', () => {
  it('indexes the live deploy after each publication, and the next deploy starts with that index', async () => {
    const indexer = createSearchIndexer({ rootDir: ROOT, deploysDir, log: (line) => lines.push(line) });
    publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    indexer.request();
    await indexer.whenIdle();
    expect(liveUrls()).toEqual(['/actualites/rentree/']);
    expect(indexer.last()).toMatchObject({ deploy: path.basename(currentDeployDir(deploysDir)!), pages: 1, languages: { fr: 1 } });
    expect(lines.at(-1)).toMatch(/^\[search\] deploy \S+ indexed: 1 pages \(fr 1\)/);

    // A new news item: the new deploy serves the previous index until its own is written.
    writePage('actualites/forum', 'Forum des entreprises');
    publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    expect(liveUrls()).toEqual(['/actualites/rentree/']);
    indexer.request();
    await indexer.whenIdle();
    expect(liveUrls()).toEqual(['/actualites/forum/', '/actualites/rentree/']);
    expect(fs.readdirSync(deploysDir).filter((name) => name.startsWith('.search'))).toEqual([]);
  }, 30_000);

  it('indexes once more, not once per request, for publications that come while it runs', async () => {
    const indexer = createSearchIndexer({ rootDir: ROOT, deploysDir, log: (line) => lines.push(line) });
    publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    indexer.request();
    writePage('actualites/forum', 'Forum des entreprises');
    publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    indexer.request();
    indexer.request();
    await indexer.whenIdle();
    expect(liveUrls()).toEqual(['/actualites/forum/', '/actualites/rentree/']);
    expect(lines.filter((line) => line.startsWith('[search]')).length).toBeLessThanOrEqual(2);
  }, 30_000);

  it('keeps the previous index and says why when indexing fails', async () => {
    const indexer = createSearchIndexer({ rootDir: path.join(root, 'no-checkout'), deploysDir, log: (line) => lines.push(line) });
    publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    indexer.request();
    await indexer.whenIdle();
    expect(indexer.last()).toMatchObject({ failed: expect.stringContaining('pagefind exited') });
    expect(lines.at(-1)).toMatch(/^\[search\] indexing FAILED; the search keeps the previous index/);
    expect(fs.existsSync(path.join(currentDeployDir(deploysDir)!, 'pagefind'))).toBe(false);
  }, 30_000);
});
