/**
 * @jest-environment node
 */
// The seed's picture uploader against a stand-in for Strapi's upload plugin and database: what
// it is handed (real drawn files, in the order of the calls), what it is spared (a picture
// already uploaded, a second upload of the same key) and what it leaves behind (nothing in the
// temporary folder). The real upload runs in every seed of the integration stage.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import type { Core } from '@strapi/strapi';
import { createImageUploader } from '../images';
import type { ImageSpec } from '../types';

interface Upload {
  name: string;
  /** The file's first three bytes (its format's signature) as the upload plugin found it. */
  head: string;
}

const fakeStrapi = (alreadyUploaded: Record<string, number> = {}) => {
  const files = new Map<string, { id: number }>(Object.entries(alreadyUploaded).map(([name, id]) => [name, { id }]));
  const uploads: Upload[] = [];
  let nextId = 1;
  const strapi = {
    db: { query: () => ({ findOne: async ({ where }: { where: { name: string } }) => files.get(where.name) ?? null }) },
    plugin: () => ({
      service: () => ({
        upload: async ({ data, files: file }: { data: { fileInfo: { name: string } }; files: { filepath: string } }) => {
          uploads.push({ name: data.fileInfo.name, head: fs.readFileSync(file.filepath).subarray(0, 3).toString('hex') });
          // The plugin's own work takes a while: later calls must not overtake this one.
          await new Promise((resolve) => setTimeout(resolve, 20));
          const created = { id: nextId++ };
          files.set(data.fileInfo.name, created);
          return [created];
        },
      }),
    }),
  };
  return { strapi: strapi as unknown as Core.Strapi, uploads };
};

/** Keys unique to this run, so that the temporary folder can be searched for their files. */
const run = crypto.randomUUID().slice(0, 8);
const logo = (name: string): ImageSpec => ({ key: `${run}-${name}`, caption: name, alt: { fr: name, en: name }, palette: 'wordmark' });
const leftovers = () => fs.readdirSync(os.tmpdir()).filter((file) => file.includes(`-seed-${run}-`));

const PNG = '89504e';
const JPEG = 'ffd8ff';

describe('the seed picture uploader', () => {
  it('uploads pictures drawn ahead in the order they are asked for, and leaves no file behind', async () => {
    const { strapi, uploads } = fakeStrapi();
    const pictures = createImageUploader(strapi);
    const specs = ['alpha', 'beta', 'gamma', 'delta'].map(logo);
    const photo: ImageSpec = { key: `${run}-news-photo`, caption: 'news', alt: { fr: '', en: '' }, palette: 'news' };
    pictures.drawAhead([...specs, photo]);

    const ids = [];
    for (const spec of [...specs, photo]) ids.push(await pictures.image(spec));

    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(uploads).toEqual([
      ...['alpha', 'beta', 'gamma', 'delta'].map((name) => ({ name: `seed-${run}-${name}.png`, head: PNG })),
      { name: `seed-${run}-news-photo.jpg`, head: JPEG },
    ]);
    expect(leftovers()).toEqual([]);
  });

  it('uploads a picture once when it is asked for twice at the same time', async () => {
    const { strapi, uploads } = fakeStrapi();
    const pictures = createImageUploader(strapi);
    const twice = logo('twice');

    const ids = await Promise.all([pictures.image(twice), pictures.image(twice)]);

    expect(ids).toEqual([1, 1]);
    expect(uploads).toHaveLength(1);
    expect(await pictures.image(twice)).toBe(1);
  });

  it('keeps a picture an earlier seed uploaded, without uploading it again', async () => {
    const known = logo('known');
    const { strapi, uploads } = fakeStrapi({ [`seed-${known.key}.png`]: 42 });
    const pictures = createImageUploader(strapi);
    pictures.drawAhead([known]);

    expect(await pictures.image(known)).toBe(42);
    expect(uploads).toEqual([]);
    await pictures.discardDrawn();
    expect(leftovers()).toEqual([]);
  });

  it('removes what was drawn ahead and never asked for', async () => {
    const { strapi, uploads } = fakeStrapi();
    const pictures = createImageUploader(strapi);
    pictures.drawAhead(['never', 'asked', 'for'].map(logo));

    await pictures.discardDrawn();

    expect(uploads).toEqual([]);
    expect(leftovers()).toEqual([]);
  });
});
