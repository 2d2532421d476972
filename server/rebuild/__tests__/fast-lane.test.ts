/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { newsPublicationOf, runFastLane } from '../fast-lane';
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
