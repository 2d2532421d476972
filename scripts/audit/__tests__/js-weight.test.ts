/**
 * @jest-environment node
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { codeByModule, decodeSegment, javascriptWeightAudit, moduleLabel, templateScripts } from '../js-weight';
import type { AuditPage } from '../types';

/** Incompressible text, so that each file's gzip size follows its length. */
const noise = (bytes: number) =>
  crypto
    .randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);

const FILES = {
  'webpack-runtime-1.js': noise(2_000),
  'framework-1.js': noise(40_000),
  'shared-app-1.js': noise(20_000),
  'app-1.js': noise(90_000),
  'polyfill-1.js': noise(30_000),
  'split-home-1.js': noise(15_000),
  'component---src-templates-home-tsx-1.js': noise(10_000),
  'component---src-templates-campus-tsx-1.js': noise(3_000),
  'component---src-pages-404-tsx-1.js': noise(1_000),
};

const STATS = {
  name: 'build-javascript',
  namedChunkGroups: {
    app: {
      assets: [
        { name: 'webpack-runtime-1.js', size: 2_000 },
        { name: 'styles.css', size: 5_000 },
        { name: 'framework-1.js', size: 40_000 },
        { name: 'shared-app-1.js', size: 20_000 },
        { name: 'app-1.js', size: 90_000 },
      ],
    },
    polyfill: { assets: [{ name: 'polyfill-1.js', size: 30_000 }] },
    'component---src-templates-home-tsx': {
      assets: [
        { name: 'styles.css', size: 5_000 },
        // A chunk the app group loads already: not part of the page's own chunks.
        { name: 'shared-app-1.js', size: 20_000 },
        { name: 'split-home-1.js', size: 15_000 },
        { name: 'component---src-templates-home-tsx-1.js', size: 10_000 },
      ],
    },
    'component---src-templates-campus-tsx': { assets: [{ name: 'component---src-templates-campus-tsx-1.js', size: 3_000 }] },
    'component---src-pages-404-tsx': { assets: [{ name: 'component---src-pages-404-tsx-1.js', size: 1_000 }] },
  },
};

const CHUNK_MAP = {
  app: ['/app-1.js'],
  polyfill: ['/polyfill-1.js'],
  'component---src-templates-home-tsx': ['/component---src-templates-home-tsx-1.js'],
  'component---src-templates-campus-tsx': ['/component---src-templates-campus-tsx-1.js'],
  'component---src-pages-404-tsx': ['/component---src-pages-404-tsx-1.js'],
};

const PAGES: AuditPage[] = [
  { template: 'home', language: 'fr', path: '/' },
  { template: 'home', language: 'en', path: '/en' },
  { template: 'campus', language: 'fr', path: '/campus/lyon' },
  { template: '404', language: 'fr', path: '/404' },
];

let publicDir: string;

const writePublic = ({ stats = STATS, chunkMap = CHUNK_MAP }: { stats?: object; chunkMap?: object } = {}) => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'js-weight-'));
  for (const [name, content] of Object.entries(FILES)) fs.writeFileSync(path.join(publicDir, name), content);
  fs.writeFileSync(path.join(publicDir, 'webpack.stats.json'), JSON.stringify(stats));
  fs.writeFileSync(path.join(publicDir, 'chunk-map.json'), JSON.stringify(chunkMap));
};

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const gzipKB = (...names: Array<keyof typeof FILES>) =>
  Math.round((names.reduce((sum, name) => sum + zlib.gzipSync(FILES[name], { level: 9 }).length, 0) / 1024) * 10) / 10;

const APP_FILES = ['webpack-runtime-1.js', 'framework-1.js', 'shared-app-1.js', 'app-1.js'] as const;

describe('javascriptWeightAudit', () => {
  it('counts the app group and the template group once each, without the nomodule polyfill or the CSS', () => {
    writePublic();
    expect(templateScripts(STATS, CHUNK_MAP, 'home')).toEqual({
      chunkGroup: 'component---src-templates-home-tsx',
      firstLoadFiles: [...APP_FILES, 'split-home-1.js', 'component---src-templates-home-tsx-1.js'],
      pageChunkFiles: ['split-home-1.js', 'component---src-templates-home-tsx-1.js'],
    });
    const { measurements } = javascriptWeightAudit({ publicDir, pages: PAGES });
    const figure = (template: string, metric: string) =>
      measurements.find((entry) => entry.template === template && entry.metric === metric);
    expect(figure('home', 'first-load JS (gzip)')).toEqual({
      audit: 'js-weight',
      template: 'home',
      language: 'all',
      metric: 'first-load JS (gzip)',
      value: gzipKB(...APP_FILES, 'split-home-1.js', 'component---src-templates-home-tsx-1.js'),
      unit: 'KB',
      target: { kind: 'max', value: 120 },
    });
    expect(figure('home', 'page chunk (gzip)')).toMatchObject({
      value: gzipKB('split-home-1.js', 'component---src-templates-home-tsx-1.js'),
      unit: 'KB',
      target: { kind: 'max', value: 20 },
    });
    expect(figure('campus', 'first-load JS (gzip)')).toMatchObject({
      value: gzipKB(...APP_FILES, 'component---src-templates-campus-tsx-1.js'),
    });
    expect(figure('campus', 'first-load JS (gzip)')!.target).toBeUndefined();
    expect(figure('404', 'page chunk (gzip)')).toMatchObject({
      value: gzipKB('component---src-pages-404-tsx-1.js'),
      target: { kind: 'max', value: 20 },
    });
    // One pair of figures per template, not per page.
    expect(measurements).toHaveLength(6);
  });

  it('compresses the files itself, whatever .gz copies the build left', () => {
    writePublic();
    fs.writeFileSync(path.join(publicDir, 'app-1.js.gz'), 'x');
    const { measurements } = javascriptWeightAudit({ publicDir, pages: PAGES.slice(0, 1) });
    expect(measurements[0].value).toBe(gzipKB(...APP_FILES, 'split-home-1.js', 'component---src-templates-home-tsx-1.js'));
  });

  it('lists the five largest modules of the first load of a template over budget, from the source maps', () => {
    writePublic();
    const framework = FILES['framework-1.js'];
    // The framework file: its first 30 000 characters from react-dom, the rest from a nested scheduler copy.
    fs.writeFileSync(
      path.join(publicDir, 'framework-1.js.map'),
      JSON.stringify({
        version: 3,
        sources: [
          'webpack://esnum-site/./node_modules/react-dom/cjs/react-dom.production.min.js',
          'webpack://esnum-site/./node_modules/react-dom/node_modules/scheduler/index.js',
        ],
        // Columns 0 (source 0) and 30 000 (source 1): `gz6B` is +30 000 in Base64 VLQ.
        mappings: 'AAAA,gz6BCAA',
      }),
    );
    expect(framework.length).toBe(40_000);
    const { findings } = javascriptWeightAudit({ publicDir, pages: PAGES });
    // Only home is over its first-load budget, and its page chunk is under 20 KB.
    expect(findings.every((finding) => finding.where === 'home' && finding.audit === 'js-weight')).toBe(true);
    expect(findings.map((finding) => finding.message.replace(/ \(≈.*$/, ''))).toEqual([
      // Files without a source map count as one unmapped block: app 90 000 + shared 20 000 + split 15 000 + home 10 000 + runtime 2 000.
      'first-load JS over budget, largest module 1: (unmapped), 133.8 KB minified',
      'first-load JS over budget, largest module 2: node_modules/react-dom, 29.3 KB minified',
      'first-load JS over budget, largest module 3: node_modules/scheduler, 9.8 KB minified',
    ]);
  });

  it('lists the largest modules of the page chunk of a template whose own chunk is over 20 KB', () => {
    writePublic();
    fs.writeFileSync(path.join(publicDir, 'component---src-templates-campus-tsx-1.js'), noise(30_000));
    const { measurements, findings } = javascriptWeightAudit({ publicDir, pages: PAGES.filter((page) => page.template === 'campus') });
    expect(measurements.find((entry) => entry.metric === 'page chunk (gzip)')!.value).toBeGreaterThan(20);
    expect(findings.map(({ where, message }) => ({ where, message: message.replace(/ \(≈.*$/, '') }))).toEqual([
      { where: 'campus', message: 'page chunk over budget, largest module 1: (unmapped), 29.3 KB minified' },
    ]);
  });

  it('finds no module findings when every template meets its budgets', () => {
    writePublic();
    const { findings } = javascriptWeightAudit({ publicDir, pages: PAGES.filter((page) => page.template !== 'home') });
    expect(findings).toEqual([]);
  });

  it('refuses a public/ whose chunk-map.json and webpack.stats.json come from two builds', () => {
    writePublic({ chunkMap: { ...CHUNK_MAP, app: ['/app-2.js'] } });
    expect(() => javascriptWeightAudit({ publicDir, pages: PAGES })).toThrow(/app-2\.js.*two builds/);
  });

  it('refuses a template with no chunk group, and a build without stats', () => {
    writePublic();
    expect(() => javascriptWeightAudit({ publicDir, pages: [{ template: 'agenda', language: 'fr', path: '/agenda' }] })).toThrow(/agenda/);
    fs.rmSync(path.join(publicDir, 'webpack.stats.json'));
    expect(() => javascriptWeightAudit({ publicDir, pages: PAGES })).toThrow(/webpack\.stats\.json is missing/);
  });
});

describe('source maps', () => {
  it('decodes Base64 VLQ segments, negative and multi-digit values included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('IACA')).toEqual([4, 0, 1, 0]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gz6B')).toEqual([30_000]);
    expect(decodeSegment('gBACE')).toEqual([16, 0, 1, 2]);
  });

  it('attributes each stretch of a line to the source of its segment, on every line', () => {
    const code = 'AAAABBBB\nCCDDDD';
    // Line 1: column 0 → source 0, column 4 → source 1. Line 2: column 0 → no source, column 2 → source 0 (−1).
    const modules = codeByModule(code, { sources: ['./src/a.ts', './src/b.ts'], mappings: 'AAAA,ICAA;A,EDAA' });
    expect(Object.fromEntries(modules)).toEqual({ 'src/a.ts': 'AAAADDDD', 'src/b.ts': 'BBBB', '(unmapped)': 'CC' });
  });

  it('names a module by its package, scoped or nested, or by its path in the site', () => {
    expect(moduleLabel('webpack://esnum-site/./node_modules/recoil/es/index.js')).toBe('node_modules/recoil');
    expect(moduleLabel('webpack://esnum-site/./node_modules/@babel/runtime/helpers/extends.js')).toBe('node_modules/@babel/runtime');
    expect(moduleLabel('webpack://esnum-site/./node_modules/a/node_modules/@scope/b/index.js')).toBe('node_modules/@scope/b');
    expect(moduleLabel('webpack://esnum-site/./src/features/popin/popin.tsx')).toBe('src/features/popin/popin.tsx');
    expect(moduleLabel('webpack://esnum-site/webpack/runtime/load script')).toBe('webpack/runtime');
  });
});
