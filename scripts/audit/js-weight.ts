// The JavaScript a visitor downloads on a first visit of each template, from the build's own record
// of its chunks (public/webpack.stats.json), gzip-compressed here at level 9 so that the figure
// does not depend on the .gz copies the build writes beside each file.
//
// Gatsby 5 puts only the `app` chunk group in the HTML (`<script src async>`: webpack runtime,
// framework, shared app chunks, app); the template's chunk group (its split chunks and its
// component chunk) is loaded by the runtime once the page-data is known. Both are needed before
// the page hydrates, so both make the first load. The `polyfill` chunk is `nomodule`: no current
// browser downloads it.
//
// Gatsby trims webpack.stats.json to chunk groups (no modules), so the largest modules are read
// from the source maps the build writes beside each file: every byte of a minified file is
// attributed to the source its mapping points to.
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { templateName } from './pages';
import { TARGETS } from './targets';
import { passes, type AuditPage, type AuditResult, type Finding, type Measurement } from './types';

const AUDIT = 'js-weight';
const KB = 1024;
const LARGEST_MODULES_COUNT = 5;

type StatsAsset = string | { name: string };

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: StatsAsset[] }>;
  assetsByChunkName?: Record<string, string[]>;
}

/** public/chunk-map.json: chunk group → the group's own entry file(s), as `/name.js`. */
export type ChunkMap = Record<string, string[]>;

export interface SourceMap {
  sources: string[];
  mappings: string;
}

export interface ModuleSize {
  /** `src/…` file, `node_modules/<package>`, `webpack/runtime` or `(unmapped)`. */
  module: string;
  /** Bytes of minified code attributed to the module, summed over the files. */
  minifiedBytes: number;
  /** The module's code gzipped on its own: an estimate of its share of the gzip figure. */
  gzipBytes: number;
}

export interface TemplateJavascript {
  template: string;
  chunkGroup: string;
  /** Every .js file of the first load, in the order the app and the template groups list them. */
  firstLoadFiles: string[];
  /** The files of the template group that the app group does not already load. */
  pageChunkFiles: string[];
  firstLoadGzipBytes: number;
  pageChunkGzipBytes: number;
}

export const toKB = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

const assetName = (asset: StatsAsset) => (typeof asset === 'string' ? asset : asset.name);

const readJson = <T>(file: string): T => {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the audit.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
};

export const readBuildStats = (publicDir: string) => ({
  stats: readJson<WebpackStats>(path.join(publicDir, 'webpack.stats.json')),
  chunkMap: readJson<ChunkMap>(path.join(publicDir, 'chunk-map.json')),
});

const groupScripts = (stats: WebpackStats, group: string): string[] => {
  const assets = stats.namedChunkGroups[group]?.assets.map(assetName) ?? stats.assetsByChunkName?.[group];
  if (!assets) throw new Error(`webpack.stats.json has no chunk group ${group}`);
  return assets.filter((name) => name.endsWith('.js'));
};

/** `home` → `component---src-templates-home-tsx`; `404` → `component---src-pages-404-tsx`. */
export const templateChunkGroup = (stats: WebpackStats, template: string): string => {
  const groups = Object.keys(stats.namedChunkGroups).filter(
    (group) => group.startsWith('component---') && templateName(group) === template,
  );
  if (groups.length !== 1) {
    throw new Error(
      `expected one chunk group for the template ${template} in webpack.stats.json, found ${groups.length ? groups.join(', ') : 'none'}`,
    );
  }
  return groups[0];
};

/**
 * The scripts of a first visit of a page of the template. chunk-map.json (what the runtime reads)
 * must agree with webpack.stats.json: a disagreement means public/ mixes two builds.
 */
export const templateScripts = (stats: WebpackStats, chunkMap: ChunkMap, template: string) => {
  const chunkGroup = templateChunkGroup(stats, template);
  const appFiles = groupScripts(stats, 'app');
  const groupFiles = groupScripts(stats, chunkGroup);
  for (const group of ['app', chunkGroup]) {
    const listed = groupScripts(stats, group);
    const stale = (chunkMap[group] ?? []).map((file) => file.replace(/^\//, '')).filter((file) => !listed.includes(file));
    if (stale.length)
      throw new Error(`chunk-map.json lists ${stale.join(', ')} for ${group}, which webpack.stats.json does not: public/ mixes two builds`);
  }
  const pageChunkFiles = groupFiles.filter((file) => !appFiles.includes(file));
  return { chunkGroup, firstLoadFiles: [...appFiles, ...pageChunkFiles], pageChunkFiles };
};

const gzipSize = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length;

export const measureTemplate = (publicDir: string, stats: WebpackStats, chunkMap: ChunkMap, template: string): TemplateJavascript => {
  const { chunkGroup, firstLoadFiles, pageChunkFiles } = templateScripts(stats, chunkMap, template);
  const sizes = new Map(firstLoadFiles.map((file) => [file, gzipSize(fs.readFileSync(path.join(publicDir, file)))]));
  const total = (files: string[]) => files.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  return {
    template,
    chunkGroup,
    firstLoadFiles,
    pageChunkFiles,
    firstLoadGzipBytes: total(firstLoadFiles),
    pageChunkGzipBytes: total(pageChunkFiles),
  };
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One source-map segment: the Base64 VLQ fields (generated column, source, line, column, name), relative. */
export const decodeSegment = (segment: string): number[] => {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`invalid source-map character ${char} in ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
};

/** `webpack://esnum-site/./node_modules/@scope/pkg/lib/x.js` → `node_modules/@scope/pkg`; `./src/a.tsx` → `src/a.tsx`. */
export const moduleLabel = (source: string) => {
  const local = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nested = local.lastIndexOf('node_modules/');
  if (nested !== -1) {
    const [scopeOrName, name] = local.slice(nested + 'node_modules/'.length).split('/');
    return `node_modules/${scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName}`;
  }
  if (local.startsWith('webpack/')) return 'webpack/runtime';
  return local;
};

/**
 * The minified code of a file, split by the module each byte comes from. Each mapping segment
 * covers its line from its column up to the next segment; code before the first segment of a line
 * or on a segment without a source is `(unmapped)`. Columns count UTF-16 units, sizes count bytes.
 */
export const codeByModule = (code: string, map: SourceMap): Map<string, string> => {
  const parts = new Map<string, string[]>();
  const add = (module: string, text: string) => {
    if (!text) return;
    const list = parts.get(module);
    if (list) list.push(text);
    else parts.set(module, [text]);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    const segments: Array<{ column: number; source?: number }> = [];
    for (const encoded of (mappingLines[lineIndex] ?? '').split(',').filter(Boolean)) {
      const fields = decodeSegment(encoded);
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push({ column, source });
      } else segments.push({ column });
    }
    segments.sort((a, b) => a.column - b.column);
    add('(unmapped)', line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, index) => {
      const text = line.slice(segment.column, segments[index + 1]?.column ?? line.length);
      add(segment.source === undefined ? '(unmapped)' : moduleLabel(map.sources[segment.source] ?? '(unmapped)'), text);
    });
  });
  return new Map([...parts].map(([module, texts]) => [module, texts.join('')]));
};

/** The largest modules of a set of built files, by minified bytes; files without a source map count as `(unmapped)`. */
export const largestModules = (publicDir: string, files: string[], count = LARGEST_MODULES_COUNT): ModuleSize[] => {
  const code = new Map<string, string[]>();
  for (const file of files) {
    const content = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const mapFile = path.join(publicDir, `${file}.map`);
    const modules = fs.existsSync(mapFile) ? codeByModule(content, readJson<SourceMap>(mapFile)) : new Map([['(unmapped)', content]]);
    for (const [module, text] of modules) code.set(module, [...(code.get(module) ?? []), text]);
  }
  return [...code]
    .map(([module, texts]) => {
      const text = texts.join('\n');
      return { module, minifiedBytes: Buffer.byteLength(text), gzipBytes: gzipSize(text) };
    })
    .sort((a, b) => b.minifiedBytes - a.minifiedBytes || a.module.localeCompare(b.module))
    .slice(0, count);
};

const moduleFindings = (publicDir: string, template: string, set: string, files: string[]): Finding[] =>
  largestModules(publicDir, files).map((module, index) => ({
    audit: AUDIT,
    where: template,
    message: `${set} over budget, largest module ${index + 1}: ${module.module}, ${toKB(module.minifiedBytes)} KB minified (≈${toKB(module.gzipBytes)} KB gzip on its own)`,
  }));

export const javascriptWeightAudit = ({ publicDir, pages }: { publicDir: string; pages: AuditPage[] }): AuditResult => {
  const { stats, chunkMap } = readBuildStats(publicDir);
  const templates = [...new Set(pages.map((page) => page.template))].sort();
  const result: AuditResult = { measurements: [], findings: [] };
  for (const template of templates) {
    const measured = measureTemplate(publicDir, stats, chunkMap, template);
    const firstLoad: Measurement = {
      audit: AUDIT,
      template,
      language: 'all',
      metric: 'first-load JS (gzip)',
      value: toKB(measured.firstLoadGzipBytes),
      unit: 'KB',
      ...(template === 'home' ? { target: TARGETS.javascript.homeFirstLoadKB } : {}),
    };
    const pageChunk: Measurement = {
      audit: AUDIT,
      template,
      language: 'all',
      metric: 'page chunk (gzip)',
      value: toKB(measured.pageChunkGzipBytes),
      unit: 'KB',
      target: TARGETS.javascript.pageChunkKB,
    };
    result.measurements.push(firstLoad, pageChunk);
    if (!passes(firstLoad.value, firstLoad.target))
      result.findings.push(...moduleFindings(publicDir, template, 'first-load JS', measured.firstLoadFiles));
    if (!passes(pageChunk.value, pageChunk.target))
      result.findings.push(...moduleFindings(publicDir, template, 'page chunk', measured.pageChunkFiles));
  }
  return result;
};
