/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { floorDir, floorJavascript, floorSources, floorStamp } from '../floor';

const VERSIONS = { gatsby: '5.16.1', react: '18.3.1', 'react-dom': '18.3.1' };

describe('the floor site', () => {
  const sources = floorSources(VERSIONS);

  it('is one page with no plugin, in French, with a title and a description', () => {
    expect(Object.keys(sources).sort()).toEqual(['gatsby-config.js', 'gatsby-ssr.js', 'package.json', 'src/pages/index.js']);
    expect(sources['gatsby-config.js']).toBe('module.exports = { plugins: [] };\n');
    expect(sources['gatsby-ssr.js']).toContain("setHtmlAttributes({ lang: 'fr' })");
    const page = sources['src/pages/index.js'];
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page.match(/<p>/g)).toHaveLength(1);
    expect(page).toContain('export const Head');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });

  it("names the project's Gatsby, React and React DOM, which gatsby-cli needs to build the folder", () => {
    expect(JSON.parse(sources['package.json'])).toMatchObject({ private: true, dependencies: VERSIONS });
  });
});

describe('floorStamp', () => {
  it('is the same for the same versions and sources, so a later audit reuses the build', () => {
    expect(floorStamp(floorSources(VERSIONS), VERSIONS)).toBe(floorStamp(floorSources({ ...VERSIONS }), { ...VERSIONS }));
  });

  it('changes with the Gatsby or React version and with the sources', () => {
    const stamp = floorStamp(floorSources(VERSIONS), VERSIONS);
    const newer = { ...VERSIONS, gatsby: '5.16.2' };
    expect(floorStamp(floorSources(newer), newer)).not.toBe(stamp);
    const react = { ...VERSIONS, 'react-dom': '18.3.2' };
    expect(floorStamp(floorSources(react), react)).not.toBe(stamp);
    expect(floorStamp({ ...floorSources(VERSIONS), 'gatsby-config.js': 'module.exports = {};\n' }, VERSIONS)).not.toBe(stamp);
  });
});

describe('floorDir', () => {
  it('is in the system temp folder, outside node_modules, one per checkout', () => {
    expect(path.dirname(floorDir())).toBe(os.tmpdir());
    expect(floorDir()).toMatch(/esnum-audit-floor-[0-9a-f]{8}$/);
  });
});

describe('floorJavascript', () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-floor-'));
    const files = {
      'webpack-runtime-1.js': 'a'.repeat(3_000),
      'framework-1.js': 'b'.repeat(5_000),
      'app-1.js': 'c',
      'component---src-pages-index-js-1.js': 'd',
    };
    for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(publicDir, file), content);
    fs.writeFileSync(
      path.join(publicDir, 'webpack.stats.json'),
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-1.js' }, { name: 'app-1.js' }] },
          'component---src-pages-index-js': { assets: [{ name: 'component---src-pages-index-js-1.js' }] },
        },
      }),
    );
    fs.writeFileSync(
      path.join(publicDir, 'chunk-map.json'),
      JSON.stringify({ app: ['/app-1.js'], 'component---src-pages-index-js': ['/component---src-pages-index-js-1.js'] }),
    );
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("measures the floor's first load and page chunk as js-weight does a template's, with no target", () => {
    const measurements = floorJavascript(publicDir);
    expect(measurements.map(({ audit, template, language, metric, unit }) => ({ audit, template, language, metric, unit }))).toEqual([
      { audit: 'js-weight', template: 'floor', language: 'all', metric: 'first-load JS (gzip)', unit: 'KB' },
      { audit: 'js-weight', template: 'floor', language: 'all', metric: 'page chunk (gzip)', unit: 'KB' },
    ]);
    expect(measurements[0].value).toBeGreaterThan(measurements[1].value);
    for (const measurement of measurements) expect(measurement.target).toBeUndefined();
  });
});
