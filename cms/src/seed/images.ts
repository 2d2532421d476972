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
  wordmark: ['#12355b', '#12355b', '#ffffff'],
  // Lighter than the navy panel the home page's hero sits in, so that the picture reads as one.
  hero: ['#1d4672', '#62b6cb', '#f4a259'],
};

const SIZES: Record<ImageSpec['palette'], [number, number]> = {
  campus: [1600, 900],
  news: [1600, 900],
  event: [1600, 900],
  blog: [1600, 900],
  programme: [1600, 900],
  portrait: [640, 640],
  logo: [480, 160],
  wordmark: [480, 160],
  hero: [1920, 960],
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** The captions' type: a bold sans that sharp's renderer finds on the machine. */
const BOLD_FONT = 'font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700"';

/** The background gradient, top left to bottom right, as an SVG definition with the id "g". */
const diagonalGradient = (from: string, to: string) =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Deterministic variation per key, so the same key always draws the same picture. */
const seeded = (key: string) => {
  const bytes = crypto.createHash('sha256').update(key).digest();
  return (i: number) => bytes[i % bytes.length] / 255;
};

/** The colours a company's mark is drawn in, one per company (chosen from its key). */
const MARK_COLOURS = ['#12355b', '#d2691f', '#1b6e41', '#4b3f72', '#a4491a', '#2f5a8a'];
/** Width of a bold sans capital or lower-case letter, in ems, on average (with room to spare). */
const BOLD_LETTER_WIDTH = 0.64;

/** A long name on two lines, broken at the space nearest its middle. */
const inTwoLines = (name: string): string[] => {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index as number);
  if (name.length <= 12 || spaces.length === 0) return [name];
  const middle = spaces.reduce((best, index) => (Math.abs(index - name.length / 2) < Math.abs(best - name.length / 2) ? index : best));
  return [name.slice(0, middle), name.slice(middle + 1)];
};

/** A company logo: a rounded square with its initials, then its name sized to fit beside it. */
const drawWordmark = (spec: ImageSpec): string => {
  const [width, height] = SIZES.wordmark;
  const random = seeded(spec.key);
  const colour = MARK_COLOURS[Math.floor(random(0) * MARK_COLOURS.length)];
  const words = spec.caption.split(/\s+/);
  const initials = (words.length > 1 ? `${words[0][0]}${words[1][0]}` : words[0].slice(0, 2)).toUpperCase();
  const lines = inTwoLines(spec.caption);
  const textX = 152;
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(52, Math.floor((width - textX - 8) / (BOLD_LETTER_WIDTH * longest)));
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${textX}" y="${firstBaseline + index * lineHeight}" ${BOLD_FONT} font-size="${fontSize}" fill="#12355b">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect x="16" y="24" width="112" height="112" rx="28" fill="${colour}"/><circle cx="${random(1) > 0.5 ? 112 : 32}" cy="40" r="34" fill="#ffffff" fill-opacity="0.16"/>
<text x="72" y="97" text-anchor="middle" ${BOLD_FONT} font-size="46" fill="#ffffff">${escapeXml(initials)}</text>${text}</svg>`;
};

/**
 * The home page's picture: a network of points on the brand gradient (the school's campuses and
 * companies, linked), a dotted grid and an orange arc. Abstract, and without words: it sits beside
 * the page's title.
 */
const drawHero = (spec: ImageSpec): string => {
  const [width, height] = SIZES.hero;
  const [from, to, accent] = PALETTES.hero;
  const random = seeded(spec.key);
  const nodes = Array.from({ length: 22 }, (_, i) => ({
    x: Math.round((0.06 + 0.88 * random(i * 2)) * width),
    y: Math.round((0.08 + 0.84 * random(i * 2 + 1)) * height),
    r: Math.round(12 + random(i + 40) * 20),
    lit: random(i + 60) > 0.6,
  }));
  // Each point is linked to its two nearest neighbours.
  const links = new Set<string>();
  nodes.forEach((node, i) => {
    const nearest = nodes
      .map((other, j) => ({ j, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2);
    for (const { j } of nearest) links.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  const lines = [...links]
    .map((link) => link.split('-').map(Number))
    .map(
      ([a, b]) =>
        `<line x1="${nodes[a].x}" y1="${nodes[a].y}" x2="${nodes[b].x}" y2="${nodes[b].y}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5"/>`,
    )
    .join('');
  const points = nodes
    .map(({ x, y, r, lit }) =>
      lit
        ? `<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="${accent}" fill-opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${accent}"/>`
        : `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="#ffffff" fill-opacity="0.85"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${diagonalGradient(from, to)}
<pattern id="dots" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="3" fill="#ffffff" fill-opacity="0.12"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#dots)"/>
<circle cx="${width}" cy="${height}" r="${Math.round(height * 0.55)}" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="70"/>
${lines}${points}</svg>`;
};

export const drawSvg = (spec: ImageSpec): string => {
  if (spec.palette === 'wordmark') return drawWordmark(spec);
  if (spec.palette === 'hero') return drawHero(spec);
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
      ? `<text x="50%" y="58%" text-anchor="middle" ${BOLD_FONT} font-size="${fontSize}" fill="${accent}">${escapeXml(spec.caption)}</text>`
      : `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.88)}" ${BOLD_FONT} font-size="${fontSize}" fill="#ffffff">${escapeXml(spec.caption)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${diagonalGradient(from, to)}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${caption}</svg>`;
};

/** Logos keep sharp edges and a transparent ground: PNG; pictures are JPEG. */
const isPng = (spec: ImageSpec) => spec.palette === 'logo' || spec.palette === 'wordmark';

const fileName = (spec: ImageSpec) => `seed-${spec.key}.${isPng(spec) ? 'png' : 'jpg'}`;

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
    await (isPng(spec) ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toFile(filepath);
    try {
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText: spec.alt.fr, caption: spec.caption } },
          files: {
            filepath,
            originalFilename: name,
            mimetype: isPng(spec) ? 'image/png' : 'image/jpeg',
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
