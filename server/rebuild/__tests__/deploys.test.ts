/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { currentDeployDir, deployRendererFile, publishDeploy } from '../deploys';

let root: string;
let publicDir: string;
let deploysDir: string;

const write = (relative: string, content: string, mtime?: Date) => {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (mtime) fs.utimesSync(file, mtime, mtime);
};
const read = (dir: string, relative: string) => fs.readFileSync(path.join(dir, relative), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-deploys-'));
  publicDir = path.join(root, 'public');
  deploysDir = path.join(root, 'deploys');
  write('index.html', '<h1>Accueil v1</h1>', new Date('2026-01-01T00:00:00Z'));
  write('actualites/rentree/index.html', '<h1>Rentrée</h1>', new Date('2026-01-01T00:00:00Z'));
  write('app.js', 'console.log(1)', new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('site deploys', () => {
  it('has no current deploy before the first one', () => {
    expect(currentDeployDir(deploysDir)).toBeNull();
  });

  it('copies the built site into a folder that becomes current', () => {
    const first = publishDeploy({ publicDir, deploysDir });
    expect(currentDeployDir(deploysDir)).toBe(first.dir);
    expect(first).toMatchObject({ files: 3, copied: 3, linked: 0 });
    expect(read(first.dir, 'actualites/rentree/index.html')).toBe('<h1>Rentrée</h1>');
  });

  it('links unchanged files, copies changed ones, and never lets a later build alter a deploy', () => {
    const first = publishDeploy({ publicDir, deploysDir });
    // What Gatsby does during the next build: rewrites public/ in place.
    write('index.html', '<h1>Accueil v2</h1>');
    write('actualites/nouvelle/index.html', '<h1>Nouvelle</h1>');
    expect(read(first.dir, 'index.html')).toBe('<h1>Accueil v1</h1>');

    const second = publishDeploy({ publicDir, deploysDir });
    expect(second).toMatchObject({ files: 4, copied: 2, linked: 2 });
    expect(currentDeployDir(deploysDir)).toBe(second.dir);
    expect(read(second.dir, 'index.html')).toBe('<h1>Accueil v2</h1>');
    expect(read(second.dir, 'actualites/nouvelle/index.html')).toBe('<h1>Nouvelle</h1>');
    // The previous deploy is kept as it was, for requests that started before the switch.
    expect(read(first.dir, 'index.html')).toBe('<h1>Accueil v1</h1>');
    expect(fs.existsSync(path.join(first.dir, 'actualites/nouvelle/index.html'))).toBe(false);
  });

  it('links every unchanged file whatever the fraction of a millisecond in its modification time', () => {
    // Files written by a build carry nanoseconds; the copy's time is set in milliseconds, so a
    // comparison of truncated times took half the unchanged files for changed ones.
    for (let n = 0; n < 50; n += 1) {
      const file = path.join(publicDir, 'actualites', `article-${n}`, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `<h1>Article ${n}</h1>`);
      const seconds = 1_767_225_600 + n / 7 + 0.000_123_4;
      fs.utimesSync(file, seconds, seconds);
    }
    publishDeploy({ publicDir, deploysDir });
    const second = publishDeploy({ publicDir, deploysDir });
    expect(second).toMatchObject({ files: 53, copied: 0, linked: 53 });
  });

  it('brings the oldest deploy up to date instead of making a third one, and leaves the two others as they were', () => {
    write('favicon.svg', '<svg/>', new Date('2026-01-01T00:00:00Z'));
    const first = publishDeploy({ publicDir, deploysDir });
    // Each build at its own time: same-sized files are told apart by their modification times.
    write('index.html', '<h1>Accueil v2</h1>', new Date('2026-01-02T00:00:00Z'));
    const second = publishDeploy({ publicDir, deploysDir });
    // The third build: the home again, the bundle that the first two deploys share (one file, two
    // links), a page gone, a folder that becomes a file, a new page.
    write('index.html', '<h1>Accueil v3</h1>', new Date('2026-01-03T00:00:00Z'));
    write('app.js', 'console.log(3)', new Date('2026-01-03T00:00:00Z'));
    fs.rmSync(path.join(publicDir, 'actualites'), { recursive: true });
    write('actualites', 'plus un dossier');
    write('agenda/index.html', '<h1>Agenda</h1>');

    const third = publishDeploy({ publicDir, deploysDir });
    expect(third).toMatchObject({ recycled: true, files: 5, kept: 1, linked: 0, copied: 4, removed: 0 });
    expect(fs.existsSync(first.dir)).toBe(false);
    expect(read(third.dir, 'index.html')).toBe('<h1>Accueil v3</h1>');
    expect(read(third.dir, 'app.js')).toBe('console.log(3)');
    expect(read(third.dir, 'actualites')).toBe('plus un dossier');
    expect(read(third.dir, 'agenda/index.html')).toBe('<h1>Agenda</h1>');
    // The deploy before keeps serving what it served, the shared bundle and the dropped page too.
    expect(read(second.dir, 'index.html')).toBe('<h1>Accueil v2</h1>');
    expect(read(second.dir, 'app.js')).toBe('console.log(1)');
    expect(read(second.dir, 'actualites/rentree/index.html')).toBe('<h1>Rentrée</h1>');

    // The fourth recycles the second, two builds behind: what is unchanged since the third deploy
    // is linked from it, and the folder the build dropped goes.
    write('agenda/index.html', '<h1>Agenda v2</h1>', new Date('2026-01-04T00:00:00Z'));
    const fourth = publishDeploy({ publicDir, deploysDir });
    expect(fourth).toMatchObject({ recycled: true, files: 5, kept: 1, linked: 3, copied: 1, removed: 0 });
    expect(fs.statSync(path.join(fourth.dir, 'app.js')).ino).toBe(fs.statSync(path.join(third.dir, 'app.js')).ino);
    expect(read(fourth.dir, 'agenda/index.html')).toBe('<h1>Agenda v2</h1>');
    expect(read(third.dir, 'agenda/index.html')).toBe('<h1>Agenda</h1>');
    expect(fs.readdirSync(deploysDir).sort()).toEqual([path.basename(third.dir), path.basename(fourth.dir), 'current'].sort());
  });

  it('removes from a recycled deploy what the build no longer has', () => {
    publishDeploy({ publicDir, deploysDir });
    publishDeploy({ publicDir, deploysDir });
    fs.rmSync(path.join(publicDir, 'actualites'), { recursive: true });
    fs.rmSync(path.join(publicDir, 'app.js'));
    const third = publishDeploy({ publicDir, deploysDir });
    expect(third).toMatchObject({ recycled: true, files: 1, kept: 1, removed: 2 });
    expect(fs.readdirSync(third.dir)).toEqual(['index.html']);
  });

  it('drops a page removed from the build and keeps only the newest deploys', () => {
    const deploys = [publishDeploy({ publicDir, deploysDir })];
    fs.rmSync(path.join(publicDir, 'actualites'), { recursive: true });
    deploys.push(publishDeploy({ publicDir, deploysDir }));
    deploys.push(publishDeploy({ publicDir, deploysDir }));
    expect(fs.existsSync(path.join(deploys[2].dir, 'actualites'))).toBe(false);
    expect(fs.existsSync(deploys[0].dir)).toBe(false);
    expect(fs.existsSync(deploys[1].dir)).toBe(true);
    expect(fs.readdirSync(deploysDir).sort()).toEqual([path.basename(deploys[1].dir), path.basename(deploys[2].dir), 'current'].sort());
  });

  it("keeps each deploy's HTML renderer beside it, unserved, and drops it with its deploy", () => {
    const rendererDir = path.join(root, 'routes');
    const writeRenderer = (version: string) => {
      fs.mkdirSync(rendererDir, { recursive: true });
      fs.writeFileSync(path.join(rendererDir, 'render-page.js'), `module.exports = ${version};`);
      fs.writeFileSync(path.join(rendererDir, '189.js'), 'chunk');
      fs.writeFileSync(path.join(rendererDir, 'render-page.js.map'), '{}');
    };
    writeRenderer('1');
    const first = publishDeploy({ publicDir, deploysDir, rendererDir });
    writeRenderer('2');
    const second = publishDeploy({ publicDir, deploysDir, rendererDir });

    const secondRenderer = deployRendererFile(deploysDir, second.dir)!;
    expect(fs.readFileSync(secondRenderer, 'utf8')).toBe('module.exports = 2;');
    expect(fs.readFileSync(deployRendererFile(deploysDir, first.dir)!, 'utf8')).toBe('module.exports = 1;');
    expect(fs.readdirSync(path.dirname(secondRenderer)).sort()).toEqual(['189.js', 'render-page.js']);
    expect(secondRenderer.startsWith(second.dir + path.sep)).toBe(false);

    const third = publishDeploy({ publicDir, deploysDir, rendererDir });
    expect(deployRendererFile(deploysDir, first.dir)).toBeNull();
    expect(deployRendererFile(deploysDir, third.dir)).not.toBeNull();
    expect(deployRendererFile(deploysDir, second.dir)).not.toBeNull();
  });

  it("takes a carried folder from the live deploy, where the search index is written after the switch, never from the build's copy", () => {
    write('pagefind/pagefind.js', 'engine v0');
    const first = publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    // The first deploy has no live one before it: the build's index, if any, is taken.
    expect(read(first.dir, 'pagefind/pagefind.js')).toBe('engine v0');
    // Written into the live deploy after its switch (search-indexer.ts).
    fs.rmSync(path.join(first.dir, 'pagefind'), { recursive: true });
    fs.mkdirSync(path.join(first.dir, 'pagefind', 'fragment'), { recursive: true });
    fs.writeFileSync(path.join(first.dir, 'pagefind', 'pagefind.js'), 'engine v1');
    fs.writeFileSync(path.join(first.dir, 'pagefind', 'fragment', 'fr_a.pf_fragment'), 'page a');

    write('index.html', '<h1>Accueil v2</h1>');
    const second = publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    const third = publishDeploy({ publicDir, deploysDir, carried: ['pagefind'] });
    for (const deploy of [second, third]) {
      expect(read(deploy.dir, 'pagefind/pagefind.js')).toBe('engine v1');
      expect(read(deploy.dir, 'pagefind/fragment/fr_a.pf_fragment')).toBe('page a');
    }
    // Linked, not copied; and the recycled oldest deploy lost the stale copy of the build's.
    expect(fs.statSync(path.join(third.dir, 'pagefind', 'pagefind.js')).nlink).toBeGreaterThan(1);
    expect(third.recycled).toBe(true);
  });

  it('has no renderer for a deploy published without one', () => {
    const deploy = publishDeploy({ publicDir, deploysDir });
    expect(deployRendererFile(deploysDir, deploy.dir)).toBeNull();
  });

  it('keeps the current deploy when the copy fails', () => {
    const first = publishDeploy({ publicDir, deploysDir });
    expect(() => publishDeploy({ publicDir: path.join(root, 'missing'), deploysDir })).toThrow(/ENOENT/);
    expect(currentDeployDir(deploysDir)).toBe(first.dir);
    expect(fs.readdirSync(deploysDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
