/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { hashSource } from '../../../shared/csp-policy';
import { processBuiltPages } from '../built-pages';
import { buildCspConfig as cspConfigFromHashes, NGINX_CSP_INCLUDE, writeCspOutputs } from '../content-security-policy';

const OPTIONS = { cmsOrigin: 'https://cms.esnum.example', tagManager: false, frameOrigins: [] };

/** As the post-build does it: the pages' hashes from one pass over public/, then the policies. */
const buildCspConfig = (publicDir: string, options: typeof OPTIONS) =>
  cspConfigFromHashes(processBuiltPages(publicDir, path.join(publicDir, '..', 'pages.json')).hashes, options);

describe('the Content-Security-Policy written after the build', () => {
  let root: string;
  let publicDir: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-csp-'));
    publicDir = path.join(root, 'public');
    fs.mkdirSync(path.join(publicDir, 'campus', 'lyon'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<script>window.pagePath="/";</script>');
    fs.writeFileSync(path.join(publicDir, 'campus', 'lyon', 'index.html'), '<script>window.pagePath="/campus/lyon";</script>');
    fs.writeFileSync(path.join(publicDir, 'app.js'), 'window.pagePath="/";');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("gives every HTML page a policy with its own scripts' hashes, and no hash to the default policy", () => {
    const config = buildCspConfig(publicDir, OPTIONS);
    expect(Object.keys(config.pages).sort()).toEqual(['campus/lyon/index.html', 'index.html']);
    expect(config.pages['index.html']).toContain(hashSource('window.pagePath="/";'));
    expect(config.pages['index.html']).not.toContain(hashSource('window.pagePath="/campus/lyon";'));
    expect(config.pages['campus/lyon/index.html']).toContain(hashSource('window.pagePath="/campus/lyon";'));
    expect(config.default).not.toContain('sha256');
  });

  it('writes the Node server file, the nginx map, and on Netlify its _headers block without losing what is there', () => {
    fs.writeFileSync(path.join(publicDir, '_headers'), '/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    const config = buildCspConfig(publicDir, OPTIONS);
    writeCspOutputs({ root, config, netlify: true });
    writeCspOutputs({ root, config, netlify: true });

    expect(JSON.parse(fs.readFileSync(path.join(publicDir, '.csp.json'), 'utf8'))).toEqual(config);
    expect(fs.readFileSync(path.join(root, NGINX_CSP_INCLUDE), 'utf8')).toContain('"/campus/lyon/index.html"');
    const headers = fs.readFileSync(path.join(publicDir, '_headers'), 'utf8');
    expect(headers.startsWith('/static/*\n  Cache-Control: public, max-age=31536000, immutable\n')).toBe(true);
    expect(headers.match(/^\/campus\/lyon$/gm)).toHaveLength(1);
  });

  it('writes no _headers file off Netlify', () => {
    writeCspOutputs({ root, config: buildCspConfig(publicDir, OPTIONS), netlify: false });
    expect(fs.existsSync(path.join(publicDir, '_headers'))).toBe(false);
  });
});
