/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { describeFastLane, newsPublicationOf, readLaneOutput, runFastLane } from '../fast-lane';
import { publishDeploy } from '../deploys';

const NEWS = 'api::news-article.news-article';
const entry = { documentId: 'doc123', locale: 'fr', publishedAt: '2026-11-27T10:00:00.000Z' };

describe('newsPublicationOf', () => {
  it('takes the item a news publication names', () => {
    expect(newsPublicationOf({ event: 'entry.publish', uid: NEWS, entry })).toEqual({ documentId: 'doc123', locale: 'fr' });
  });

  it.each([
    ['an update', { event: 'entry.update', uid: NEWS, entry }],
    ['a draft', { event: 'entry.publish', uid: NEWS, entry: { ...entry, publishedAt: null } }],
    ['another content type', { event: 'entry.publish', uid: 'api::event.event', entry }],
    ['a media upload', { event: 'media.create', media: { id: 1 } }],
    ['no body', undefined],
  ])('ignores %s', (_case, body) => {
    expect(newsPublicationOf(body)).toBeNull();
  });
});

describe('runFastLane', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-fast-lane-'));
    fs.mkdirSync(path.join(root, 'public'));
    fs.writeFileSync(path.join(root, 'public', 'index.html'), '<h1>Accueil</h1>');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const run = () =>
    runFastLane({ rootDir: root, deploysDir: path.join(root, 'deploys'), env: {}, publication: { documentId: 'doc123', locale: 'fr' } });

  it('leaves the publication to the build before the first deploy', async () => {
    await expect(run()).resolves.toEqual({ skipped: 'no deploy is live yet' });
  });

  it('leaves it to the build when the live deploy has no renderer', async () => {
    publishDeploy({ publicDir: path.join(root, 'public'), deploysDir: path.join(root, 'deploys') });
    await expect(run()).resolves.toEqual({ skipped: 'the live deploy was published without its renderer' });
  });
});

describe('what a run of the lane came to', () => {
  const publication = { documentId: 'doc123', locale: 'fr' };
  const skip = {
    skipped: 'the item is not newer than the newest listed: it belongs further down the lists',
    steps: { cms: 40 },
    durationMs: 80,
  };

  it('is a skip when the script says so, told as left to the build with its whole reason, not as a failure', () => {
    const result = readLaneOutput({ code: 0, stdout: `${JSON.stringify(skip)}\n`, stderr: '', durationMs: 950 });
    expect(result).toEqual({ ...skip, durationMs: 950 });
    const line = describeFastLane(publication, result);
    expect(line).toBe(`[fast lane] news doc123 (fr) left to the build: ${skip.skipped}`);
    expect(line).not.toMatch(/FAILED/);
  });

  it('finds the report among other lines the script printed', () => {
    const stdout = `${JSON.stringify(skip)}\n(node:123) a warning printed after it\n`;
    expect(readLaneOutput({ code: 0, stdout, stderr: '', durationMs: 950 })).toEqual({ ...skip, durationMs: 950 });
  });

  it('is a failure with the whole of stderr when the script fails', () => {
    const stack = [
      'Error: the CMS answered 502 for news doc123 (fr)',
      ...Array.from({ length: 10 }, (_, index) => `    at frame ${index}`),
    ].join('\n');
    const result = readLaneOutput({ code: 1, stdout: '', stderr: stack, durationMs: 700 });
    expect(result).toEqual({ failed: stack, durationMs: 700 });
    expect(describeFastLane(publication, result)).toBe(
      `[fast lane] news doc123 (fr) FAILED after 700 ms; the build publishes it. Cause: ${stack}`,
    );
  });

  it('is a failure when the script was stopped, or exited 0 without a report', () => {
    expect(readLaneOutput({ code: null, stdout: '', stderr: '', durationMs: 30_000 })).toEqual({
      failed: 'stopped after 30 s',
      durationMs: 30_000,
    });
    expect(readLaneOutput({ code: 0, stdout: 'half a line {"publ', stderr: '', durationMs: 10 })).toEqual({
      failed: 'it printed no report:\nhalf a line {"publ',
      durationMs: 10,
    });
  });
});
