// Pictures drawn at seed time (no network): a brand gradient, a few shapes and a caption,
// rendered by sharp and uploaded through Strapi's upload plugin so that the site's image
// pipeline (gatsby-plugin-image) processes them like any editor's upload.
import fs from 'fs';
import os from 'os';
import path from 'path';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { ImageSpec } from './types';

const PALETTES: Record<ImageSpec['palette'], [string, string, string]> = {
  campus: ['#12355b', '#2a6f97', '#f4a259'],
  news: ['#3d1a6e', '#6a4c93', '#ffca3a'],
  event: ['#0b3d2e', '#1b998b', '#f2e86d'],
  blog: ['#5c1a1b', '#c44536', '#fbe3d0'],
  programme: ['#1f2041', '#4b3f72', '#ffc857'],
  portrait: ['#2b2d42', '#8d99ae', '#edf2f4'],
  logo: ['#12355b', '#12355b', '#ffffff'],
  hero: ['#0d1b2a', '#1b4965', '#ff6b35'],
};

const SIZES: Record<ImageSpec['palette'], [number, number]> = {
  campus: [1600, 900],
  news: [1600, 900],
  event: [1600, 900],
  blog: [1600, 900],
  programme: [1600, 900],
  portrait: [640, 640],
  logo: [480, 160],
  hero: [1920, 960],
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** Deterministic variation per key, so the same key always draws the same picture. */
const seeded = (key: string) => {
  const bytes = crypto.createHash('sha256').update(key).digest();
  return (i: number) => bytes[i % bytes.length] / 255;
};

export const drawSvg = (spec: ImageSpec): string => {
  const [width, height] = SIZES[spec.palette];
  const [from, to, accent] = PALETTES[spec.palette];
  const random = seeded(spec.key);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = Math.round((0.08 + random(i * 3) * 0.25) * height);
    const cx = Math.round(random(i * 3 + 1) * width);
    const cy = Math.round(random(i * 3 + 2) * height);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="${(0.08 + random(i) * 0.2).toFixed(2)}"/>`;
  }).join('');
  const fontSize = spec.palette === 'logo' ? 72 : Math.round(height / 9);
  const caption =
    spec.palette === 'logo'
      ? `<text x="50%" y="58%" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="${accent}">${escapeXml(spec.caption)}</text>`
      : `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.88)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(spec.caption)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${caption}</svg>`;
};

const fileName = (spec: ImageSpec) => `seed-${spec.key}.${spec.palette === 'logo' ? 'png' : 'jpg'}`;

/** Uploads each picture once; later calls with the same key return the same file. */
export const createImageUploader = (strapi: Core.Strapi) => {
  const uploaded = new Map<string, number>();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the seed uploads pictures, not at each CMS start
  const sharp = require('sharp');

  return async (spec: ImageSpec): Promise<number> => {
    const known = uploaded.get(spec.key);
    if (known) return known;
    const name = fileName(spec);
    const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
    if (existing) {
      uploaded.set(spec.key, existing.id);
      return existing.id;
    }
    const filepath = path.join(os.tmpdir(), `${crypto.randomUUID()}-${name}`);
    const image = sharp(Buffer.from(drawSvg(spec)));
    await (spec.palette === 'logo' ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toFile(filepath);
    try {
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText: spec.alt.fr, caption: spec.caption } },
          files: {
            filepath,
            originalFilename: name,
            mimetype: spec.palette === 'logo' ? 'image/png' : 'image/jpeg',
            size: fs.statSync(filepath).size,
          },
        });
      uploaded.set(spec.key, file.id);
      return file.id;
    } finally {
      fs.rmSync(filepath, { force: true });
    }
  };
};
