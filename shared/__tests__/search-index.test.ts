import fs from 'fs';
import os from 'os';
import path from 'path';
import { indexedPages, indexFileLanguage, OFFLINE_FILES, SEARCH_INDEX_DATA, writeSearchIndex } from '../search-index';

const ROOT = path.resolve(__dirname, '..', '..');

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>x</title></head><body><header>Menu Formations Campus</header>${body}<footer>Mentions légales</footer></body></html>`;

const write = (dir: string, file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
};

let site: string;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-search-'));
  write(
    site,
    'programmes/bachelor-cyber/index.html',
    page(
      'fr',
      '<main data-pagefind-body data-pagefind-meta="kind:programme" data-pagefind-filter="kind:programme"><nav data-pagefind-ignore="all">Accueil</nav><h1>Bachelor Cybersécurité</h1><p>Protéger les réseaux.</p><section data-pagefind-ignore="all"><h2>Autres formations</h2><p>Mastère Data</p></section></main>',
    ),
  );
  write(
    site,
    'campus/lyon/index.html',
    page(
      'fr',
      '<main data-pagefind-body data-pagefind-meta="kind:campus" data-pagefind-filter="kind:campus"><h1>ESNUM Lyon</h1><p>Un campus au cœur de Lyon.</p></main>',
    ),
  );
  write(
    site,
    'en/campus/lyon/index.html',
    page(
      'en',
      '<main data-pagefind-body data-pagefind-meta="kind:campus" data-pagefind-filter="kind:campus"><h1>ESNUM Lyon</h1><p>A campus in the heart of Lyon.</p></main>',
    ),
  );
  // A list page: not marked, so not found (its cards would repeat every programme).
  write(site, 'programmes/index.html', page('fr', '<main><h1>Nos formations</h1><p>Bachelor Cybersécurité</p></main>'));
});

afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe('the search index', () => {
  it('indexes the marked content of the marked pages, one index per language, with their kind and title', async () => {
    const result = await writeSearchIndex({ rootDir: ROOT, siteDir: site });
    expect(result).toMatchObject({ pages: 3, languages: { fr: 2, en: 1 } });
    const french = indexedPages(path.join(site, 'pagefind'), 'fr').sort((a, b) => a.url.localeCompare(b.url));
    expect(french.map((found) => [found.url, found.meta.title, found.meta.kind])).toEqual([
      ['/campus/lyon/', 'ESNUM Lyon', 'campus'],
      ['/programmes/bachelor-cyber/', 'Bachelor Cybersécurité', 'programme'],
    ]);
    const programme = french.find((found) => found.url === '/programmes/bachelor-cyber/')!;
    expect(programme.content).toContain('Protéger les réseaux.');
    // The kind is a filter too: the dialog searches each kind apart.
    expect(programme.filters).toEqual({ kind: ['programme'] });
    for (const left of ['Accueil', 'Autres formations', 'Mastère Data', 'Menu', 'Mentions légales'])
      expect(programme.content).not.toContain(left);
    expect(indexedPages(path.join(site, 'pagefind'), 'en').map((found) => found.url)).toEqual(['/en/campus/lyon/']);
  }, 30_000);

  it("lists each language's files for offline use, keeps none of Pagefind's ready-made interfaces, and replaces an older index whole", async () => {
    write(site, 'pagefind/fragment/fr_stale.pf_fragment', 'old');
    const result = await writeSearchIndex({ rootDir: ROOT, siteDir: site });
    const index = path.join(site, 'pagefind');
    expect(fs.existsSync(path.join(index, 'fragment', 'fr_stale.pf_fragment'))).toBe(false);
    expect(fs.existsSync(`${index}.incoming`)).toBe(false);
    expect(fs.readdirSync(index).filter((name) => /ui|highlight/.test(name))).toEqual([]);

    const offline = JSON.parse(fs.readFileSync(path.join(index, OFFLINE_FILES), 'utf8'));
    expect(offline.shared).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js']));
    for (const language of ['fr', 'en']) {
      const { files, bytes } = offline.languages[language];
      expect(files).toEqual(expect.arrayContaining([`wasm.${language}.pagefind`]));
      expect(files.filter((file: string) => file.startsWith('fragment/'))).toHaveLength(result.languages[language]);
      for (const file of files) {
        expect(fs.existsSync(path.join(index, file))).toBe(true);
        expect(indexFileLanguage(file, ['fr', 'en'])).toBe(language);
        expect(SEARCH_INDEX_DATA.test(`pagefind/${file}`)).toBe(true);
      }
      expect(bytes).toBe(files.reduce((sum: number, file: string) => sum + fs.statSync(path.join(index, file)).size, 0));
    }
    expect(SEARCH_INDEX_DATA.test('pagefind/pagefind.js')).toBe(false);
  }, 30_000);

  it('says what went wrong, and keeps the index in place, when Pagefind fails', async () => {
    await writeSearchIndex({ rootDir: ROOT, siteDir: site });
    const before = fs.readdirSync(path.join(site, 'pagefind'));
    await expect(writeSearchIndex({ rootDir: path.join(site, 'no-checkout'), siteDir: site })).rejects.toThrow();
    expect(fs.readdirSync(path.join(site, 'pagefind'))).toEqual(before);
  }, 30_000);
});
