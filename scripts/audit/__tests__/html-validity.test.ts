/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { batchArguments, builtHtmlFiles, htmlValidityAudit, pageFile, sampleHtmlFiles } from '../html-validity';
import type { AuditResult } from '../types';

// The real checker runs here (a JVM start, 2–4 s per run): two runs in this file.
jest.setTimeout(30_000);

const page = (title: string, body: string) =>
  [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    `<head><meta charset="utf-8"><title>${title}</title></head>`,
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');

const VALID = page('Accueil', '<main><h1>Bienvenue</h1><p id="intro">Une page sans faute.</p></main>');
// Line 5 holds the body: a second element with the id `intro`, then a `</span>` nothing opened.
const INVALID = page('Campus', '<main><h1>Campus</h1><p id="intro">Un.</p><p id="intro">Deux.</p></span></main>');

const FILES: Record<string, string> = {
  'index.html': VALID,
  'campus/index.html': INVALID,
  // Not pages: skipped by default, although vnu would report them.
  'dev-404-page/index.html': '<p>no doctype',
  '_gatsby/slices/_gatsby-scripts-1.html': '<script>window.x = 1</script>',
  'campus/index.html.gz': 'not html',
};

let publicDir: string;
let siteResult: AuditResult;
const progress: string[] = [];

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  siteResult = await htmlValidityAudit({ publicDir, onProgress: (line) => progress.push(line) });
});

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const measurement = (result: AuditResult, metric: string) => result.measurements.find((entry) => entry.metric === metric);

describe('htmlValidityAudit', () => {
  it('checks every built page but the development 404 page and the slice fragments', () => {
    expect(builtHtmlFiles(publicDir)).toEqual(['campus/index.html', 'index.html']);
    expect(measurement(siteResult, 'pages checked')).toMatchObject({ value: 2, unit: 'count', template: 'site', language: 'all' });
  });

  it('reports the duplicate id and the stray end tag with their file and line, and nothing on the valid page', () => {
    const { findings } = siteResult;
    expect(findings.every((finding) => finding.audit === 'html' && finding.where === 'campus/index.html')).toBe(true);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: expect.stringMatching(/^5:\d+ Duplicate ID “intro”\./) }),
        expect.objectContaining({ message: expect.stringMatching(/^5:\d+ Stray end tag “span”\..*`<\/span>`/) }),
      ]),
    );
    expect(measurement(siteResult, 'errors')).toMatchObject({ value: findings.length, target: { kind: 'max', value: 0 } });
    expect(findings.length).toBeGreaterThanOrEqual(2);
  });

  it('prints its progress', () => {
    expect(progress[0]).toBe('vnu: checking 2 pages…');
    expect(progress.at(-1)).toMatch(new RegExp(`^vnu: ${siteResult.findings.length} errors on 1 of 2 pages, \\d+ warnings$`));
  });

  it('checks only the given files: the sample of audited pages', async () => {
    const files = sampleHtmlFiles(publicDir, [{ template: 'home', language: 'fr', path: '/' }]);
    const result = await htmlValidityAudit({ publicDir, files });
    expect(result.findings).toEqual([]);
    expect(measurement(result, 'errors')?.value).toBe(0);
    expect(measurement(result, 'pages checked')?.value).toBe(1);
  });
});

describe('sampleHtmlFiles', () => {
  it('maps page paths to the files the server answers them with', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/en')).toBe('en/index.html');
    expect(pageFile('/programmes/bachelor-developpement-web')).toBe('programmes/bachelor-developpement-web/index.html');
    expect(pageFile('/404')).toBe('404.html');
    expect(pageFile('/en/404')).toBe('en/404.html');
    expect(
      sampleHtmlFiles('/site/public', [
        { template: 'home', language: 'fr', path: '/' },
        { template: 'home', language: 'en', path: '/en' },
        { template: '404', language: 'fr', path: '/404' },
      ]),
    ).toEqual([path.join('/site/public', 'index.html'), path.join('/site/public', 'en/index.html'), path.join('/site/public', '404.html')]);
  });
});

describe('batchArguments', () => {
  it('splits the file list so that no command line exceeds the limit, keeping every file once and in order', () => {
    const files = Array.from({ length: 10 }, (_, index) => `page-${index}/index.html`);
    const batches = batchArguments(files, 60);
    expect(batches.flat()).toEqual(files);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(batch.join(' ').length).toBeLessThanOrEqual(60);
  });
});
