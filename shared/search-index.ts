// The site search's index: Pagefind (https://pagefind.app, MIT) reads the built HTML pages and
// writes a static index the browser queries in pieces (pagefind/pagefind.js, a WebAssembly
// engine, the words' index chunks and one fragment per page). Only the pages whose content is
// marked `data-pagefind-body` are indexed (the detail templates and the editorial pages: see
// src/lib/search-marks.ts), one index per `<html lang>`.
//
// The index is written to a folder beside its final place, then swapped in with two renames, so a
// visitor's search never reads half an index. No framework imports: the build (site-serving) and
// the rebuild service (server/rebuild/search-indexer.ts) share it.
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { listFiles } from './precompress';

/** The index's folder in the site: /pagefind/pagefind.js is what the browser loads. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * The index's data files (the WebAssembly engine, the chunks, the fragments) are gzip data that
 * Pagefind's script inflates itself. Served as application/gzip, a type no server compresses:
 * @fastify/compress took their unknown type for compressible and sent them unchanged but labelled
 * `br`, which browsers refuse.
 */
export const SEARCH_INDEX_DATA = /(?:^|\/)pagefind\/(?:.*\/)?[^/]+\.(?:pagefind|pf_[a-z]+)$/;
export const SEARCH_INDEX_DATA_TYPE = 'application/gzip';

/**
 * Where the rebuild service builds: the build leaves the index out (SEARCH_INDEX_DEFERRED) and the
 * service indexes the live deploy after each switch, so a publication is never held back by it.
 */
export const SEARCH_INDEX_DEFERRED_ENV = 'SEARCH_INDEX_DEFERRED';

export const searchIndexDeferred = (env: NodeJS.ProcessEnv = process.env) => env[SEARCH_INDEX_DEFERRED_ENV] === '1';

/**
 * The npm package's wrapper, which runs the binary shipped in @pagefind/<platform> (no download at
 * install time). The package exports an ES module only, so the wrapper is run by path.
 */
export const pagefindCli = (rootDir: string) => path.join(rootDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');

export interface SearchIndexResult {
  /** Pages indexed, all languages together. */
  pages: number;
  /** One entry per language: its code and its page count. */
  languages: Record<string, number>;
  files: number;
  bytes: number;
  durationMs: number;
}

const folderSize = (dir: string) => {
  const files = listFiles(dir);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0) };
};

/** pagefind-entry.json: what the browser reads first, with each language's page count. */
const languagesOf = (indexDir: string): Record<string, number> => {
  const entry = JSON.parse(fs.readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]));
};

const runPagefind = (rootDir: string, siteDir: string, outputDir: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [pagefindCli(rootDir), '--site', siteDir, '--output-path', outputDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PAGEFIND_SITE: undefined },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pagefind exited with ${code}:\n${output}`))));
  });

/** Indexes the HTML of `siteDir` into `outputDir`, a folder this writes from nothing. */
export const indexSite = async ({
  rootDir,
  siteDir,
  outputDir,
}: {
  rootDir: string;
  siteDir: string;
  outputDir: string;
}): Promise<SearchIndexResult> => {
  const started = Date.now();
  fs.rmSync(outputDir, { recursive: true, force: true });
  try {
    await runPagefind(rootDir, siteDir, outputDir);
    const languages = languagesOf(outputDir);
    removeUnusedUi(outputDir);
    writeOfflineFiles(outputDir, Object.keys(languages));
    return {
      pages: Object.values(languages).reduce((sum, count) => sum + count, 0),
      languages,
      ...folderSize(outputDir),
      durationMs: Date.now() - started,
    };
  } catch (error) {
    fs.rmSync(outputDir, { recursive: true, force: true });
    throw error;
  }
};

/**
 * Indexes the HTML of `siteDir` into siteDir/pagefind, replacing what was there only once the new
 * index is whole.
 */
export const writeSearchIndex = async ({ rootDir, siteDir }: { rootDir: string; siteDir: string }) => {
  const target = path.join(siteDir, SEARCH_INDEX_DIR);
  const result = await indexSite({ rootDir, siteDir, outputDir: `${target}.incoming` });
  swapInto(`${target}.incoming`, target);
  return result;
};

/** Pagefind's ready-made interfaces: the site draws its own (src/features/site-search). */
const UNUSED_UI = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

const removeUnusedUi = (indexDir: string) => {
  for (const name of fs.readdirSync(indexDir)) if (UNUSED_UI.test(name)) fs.rmSync(path.join(indexDir, name));
};

/** What the browser needs to search offline, the engine's files then each language's index. */
export const OFFLINE_FILES = 'offline-files.json';

/** Which language a file of the index serves: fr_…pf_index, pagefind.fr_….pf_meta, wasm.fr.pagefind; null when shared. */
export const indexFileLanguage = (relativePath: string, languages: readonly string[]) => {
  const name = path.basename(relativePath);
  return (
    languages.find(
      (language) => name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`) || name === `wasm.${language}.pagefind`,
    ) ?? null
  );
};

const writeOfflineFiles = (indexDir: string, languages: readonly string[]) => {
  const files = listFiles(indexDir).map((file) => path.relative(indexDir, file).split(path.sep).join('/'));
  // The entry is left out: the engine asks for it with a query of its own (search-engine.ts), and has by then.
  const shared = files.filter((file) => /^pagefind(?:-worker)?\.js$/.test(file));
  const byLanguage = Object.fromEntries(
    languages.map((language) => {
      const own = files.filter((file) => indexFileLanguage(file, languages) === language);
      const bytes = own.reduce((sum, file) => sum + fs.statSync(path.join(indexDir, file)).size, 0);
      return [language, { files: own, bytes }];
    }),
  );
  fs.writeFileSync(path.join(indexDir, OFFLINE_FILES), JSON.stringify({ shared, languages: byLanguage }));
};

/** "467 pages (fr 236, en 231), 3.2 MB in 980 files, in 1.8 s" */
export const describeSearchIndex = ({ pages, languages, files, bytes, durationMs }: SearchIndexResult) =>
  `${pages} pages (${Object.entries(languages)
    .map(([language, count]) => `${language} ${count}`)
    .join(', ')}), ${(bytes / 1e6).toFixed(1)} MB in ${files} files, in ${(durationMs / 1000).toFixed(1)} s`;

/** Puts `from` in the place of `to`: two renames, the old folder removed after. */
export const swapInto = (from: string, to: string) => {
  const old = `${to}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(to)) fs.renameSync(to, old);
  fs.renameSync(from, to);
  fs.rmSync(old, { recursive: true, force: true });
};

/** Pagefind's fragment file: gzip data, this signature, then the page's JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

export interface IndexedPage {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** The pages an index holds in one language, read from its fragments: what the tests and the audit check. */
export const indexedPages = (indexDir: string, language: string): IndexedPage[] => {
  const fragments = path.join(indexDir, 'fragment');
  return fs
    .readdirSync(fragments)
    .filter((name) => name.startsWith(`${language}_`))
    .map((name) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(fragments, name))).toString('utf8');
      return JSON.parse(text.startsWith(FRAGMENT_SIGNATURE) ? text.slice(FRAGMENT_SIGNATURE.length) : text) as IndexedPage;
    });
};
