// Pictures drawn at seed time (no network): artwork in the brand's colours, one motif per kind of
// content (a campus's city around its landmark, scenes with people for events, news, programmes
// and jobs, an emblem on a halo for the blog and section pages),
// without words, which any crop would cut. Rendered by sharp and uploaded through Strapi's upload
// plugin, so that the site's image pipeline (gatsby-plugin-image) processes them like any
// editor's upload.
import fs from 'fs';
import os from 'os';
import path from 'path';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { ImageSpec } from './types';
import { esnumLogoSvg, esnumShareImageSvg } from './brand/esnum-logo';
import type { Canvas, Motif } from './art/canvas';
import { neighbourhoodPlan, streetFront } from './art/campus';
import { cityScene } from './art/landmarks';
import { editorialArt } from './art/editorial';
import { drawnLook, portraitBust, type PortraitLook } from './art/portraits';
import { drawScene, HAIR, schoolSquare, SKIN } from './art/scenes';
import { PARTNER_COLOURS, PARTNER_MARKS, PARTNER_TYPES, partnerLogoSvg } from './art/partner-logos';

const PALETTES: Record<ImageSpec['palette'], [string, string, string]> = {
  // Background from, background to, accent: every picture is drawn from the brand's navy, its
  // blues and the warm orange, so that the cards of a page read as one family (a teal end read as
  // off the brand in a blind review).
  campus: ['#12355b', '#2a6f97', '#f4a259'],
  news: ['#0f2d4d', '#1f5f8b', '#f4a259'],
  event: ['#0b2440', '#2f5a8a', '#f4a259'],
  blog: ['#8a3412', '#d2691f', '#fde2c4'],
  programme: ['#12355b', '#2f5a8a', '#f4a259'],
  // A portrait is drawn on its own tint (PORTRAIT_GROUNDS); the accent is its cheeks' blush.
  portrait: ['#2b2d42', '#8d99ae', '#e07a5f'],
  logo: ['#12355b', '#12355b', '#ffffff'],
  share: ['#12355b', '#12355b', '#f4a259'],
  wordmark: ['#12355b', '#12355b', '#ffffff'],
  // Lighter than the navy panel the home page's hero sits in, so that the picture reads as one.
  hero: ['#1d4672', '#62b6cb', '#f4a259'],
  // The jobs: a deeper navy than the programmes that lead to them (a violet and a petrol blue read
  // as off the brand).
  job: ['#0b2440', '#1d4672', '#f4a259'],
  // A plan is drawn in its own light colours (art/campus.ts).
  map: ['#e9ece6', '#e9ece6', '#c2551b'],
};

const SIZES: Record<ImageSpec['palette'], [number, number]> = {
  campus: [1600, 900],
  news: [1600, 900],
  event: [1600, 900],
  blog: [1600, 900],
  programme: [1600, 900],
  portrait: [640, 640],
  logo: [480, 160],
  share: [1200, 630],
  wordmark: [480, 160],
  hero: [1920, 960],
  map: [1600, 1000],
  job: [1600, 900],
};

/**
 * A person's portrait: the same drawing wherever the person appears (team member, testimonial),
 * without alt text, since the person's name is written beside it.
 */
export const portraitSpec = (key: string, name: string): ImageSpec => ({
  key: `portrait-${key}`,
  caption: name,
  alt: { fr: '', en: '' },
  palette: 'portrait',
});

/**
 * The portraits of people shown together (the testimonials, a school's team), each drawn from its
 * own key, but with a skin and hair no one before it in the list has, while pairings remain; after
 * that, the pairing the fewest have. Drawn each from its key alone, two of the home page's three
 * students came out alike (blind review).
 */
export const portraitSpecs = (people: Array<{ key: string; name: string }>): ImageSpec[] => {
  const uses = new Map<string, number>();
  const usesOf = ({ skin, hair }: PortraitLook) => uses.get(`${skin}/${hair}`) ?? 0;
  return people.map(({ key, name }) => {
    const spec = portraitSpec(key, name);
    const own = drawnLook(seeded(spec.key));
    // From the key's own draw, the other hair colours first, then the other skins.
    const candidates = Array.from({ length: SKIN.length * HAIR.length }, (_, i) => ({
      skin: (own.skin + Math.floor(i / HAIR.length)) % SKIN.length,
      hair: (own.hair + i) % HAIR.length,
    }));
    const look = candidates.reduce((best, candidate) => (usesOf(candidate) < usesOf(best) ? candidate : best));
    uses.set(`${look.skin}/${look.hair}`, usesOf(look) + 1);
    return { ...spec, look };
  });
};

/** The background gradient, top left to bottom right, as an SVG definition with the id "g". */
const diagonalGradient = (from: string, to: string) =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Deterministic variation per key, so the same key always draws the same picture: from 0 to 1, both included. */
const seeded = (key: string) => {
  const bytes = crypto.createHash('sha256').update(key).digest();
  return (i: number) => bytes[i % bytes.length] / 255;
};

/**
 * An item of the list for a draw of `seeded`: a draw of 1 (a byte of 255) is the first item, not one
 * past the last (a key drawn so crashed the seed once in 256, e.g. a test's random key).
 */
const pickFrom = <T>(list: readonly T[], draw: number): T => list[Math.floor(draw * list.length) % list.length];

/** A company's logo: its own symbol and type (data/partners.ts), or ones picked from its key. */
const drawWordmark = (spec: ImageSpec): string => {
  const random = seeded(spec.key);
  const pickOf = <T>(list: readonly T[], index: number) => pickFrom(list, random(index));
  return partnerLogoSvg(
    spec.caption,
    spec.partnerLogo ?? { mark: pickOf(PARTNER_MARKS, 0), type: pickOf(PARTNER_TYPES, 1), colour: pickOf(PARTNER_COLOURS, 2) },
  );
};

/** Points linked each to its two nearest neighbours: the school's campuses and companies. */
const network = ({ width, height, random, accent }: Canvas, count = 22): string => {
  const nodes = Array.from({ length: count }, (_, i) => ({
    x: Math.round((0.06 + 0.88 * random(i * 2)) * width),
    y: Math.round((0.08 + 0.84 * random(i * 2 + 1)) * height),
    r: Math.round(12 + random(i + 40) * 20),
    lit: random(i + 60) > 0.6,
  }));
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
  return lines + points;
};

/** Rounded tiles on a grid, some lit: building blocks (the BTS: a trade learnt piece by piece). */
const blocks = ({ width, height, random, accent }: Canvas): string => {
  const size = Math.round(height / 6);
  const gap = Math.round(size / 4);
  let tiles = '';
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col * (size + gap) < width; col += 1) {
      const pick = random(row * 17 + col);
      if (pick < 0.35) continue;
      const lit = (row * 3 + col) % 8 === 4;
      const fill = lit ? accent : '#ffffff';
      const opacity = lit ? 1 : 0.08 + (pick - 0.35) * 0.3;
      tiles += `<rect x="${col * (size + gap) + gap}" y="${row * (size + gap) + gap}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>`;
    }
  }
  return tiles;
};

/** Three rising bars and the line they climb (the Bachelor's three years). */
const steps = ({ width, height, random, accent }: Canvas): string => {
  const bar = Math.round(width * (0.11 + random(7) * 0.05));
  const base = Math.round(height * 0.88);
  const start = 0.22 + random(8) * 0.16;
  const xs = [0, 0.2, 0.4].map((share) => Math.round(width * (start + share)));
  const heights = [0.22, 0.4, 0.6].map((share, i) => Math.round(height * (share + random(9 + i) * 0.08)));
  const bars = xs
    .map(
      (x, i) =>
        `<rect x="${x - bar / 2}" y="${base - heights[i]}" width="${bar}" height="${heights[i]}" rx="18" fill="#ffffff" fill-opacity="${(0.14 + i * 0.08).toFixed(2)}"/>`,
    )
    .join('');
  const points = xs.map((x, i) => `${x},${base - heights[i] - 40}`).join(' ');
  const [lastX, lastY] = [xs[2], base - heights[2] - 40];
  return `${bars}<polyline points="${Math.round(width * 0.12)},${base - 40} ${points}" fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="${lastX}" cy="${lastY}" r="34" fill="${accent}"/><circle cx="${lastX}" cy="${lastY}" r="70" fill="${accent}" fill-opacity="0.2"/>`;
};

/** Concentric arcs from a corner, alternating colours (the MBA: perspective). */
const arcs = ({ width, height, random, accent }: Canvas): string => {
  // From one of the four corners, with the orange rings at varying places.
  const corner = Math.floor(random(11) * 4);
  const [cx, cy] = [corner % 2 ? 0 : width, corner < 2 ? height : 0];
  const lit = 1 + Math.floor(random(12) * 3);
  return Array.from({ length: 7 }, (_, i) => {
    const r = Math.round(height * (0.25 + i * 0.2));
    const orange = i % 3 === lit % 3;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${orange ? accent : '#ffffff'}" stroke-opacity="${orange ? 0.9 : 0.14}" stroke-width="${orange ? 22 : 40}"/>`;
  }).join('');
};

/** A globe of meridians and parallels with an orbit (the Programme Grande École: abroad). */
const globe = ({ width, height, random, accent }: Canvas): string => {
  const [cx, cy, r] = [
    Math.round(width * (0.38 + random(13) * 0.3)),
    Math.round(height * 0.52),
    Math.round(height * (0.3 + random(14) * 0.1)),
  ];
  const meridians = [0.25, 0.55, 0.85]
    .map(
      (share) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(r * share)}" ry="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6"/>`,
    )
    .join('');
  const parallels = [-0.5, 0, 0.5]
    .map((share) => {
      const y = Math.round(cy + r * share);
      const half = Math.round(Math.sqrt(1 - share * share) * r);
      return `<line x1="${cx - half}" y1="${y}" x2="${cx + half}" y2="${y}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="6"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8"/>${meridians}${parallels}
<ellipse cx="${cx}" cy="${cy}" rx="${Math.round(r * 1.6)}" ry="${Math.round(r * 0.45)}" fill="none" stroke="${accent}" stroke-width="12" transform="rotate(${Math.round(-30 + random(15) * 24)} ${cx} ${cy})"/>
<circle cx="${cx - Math.round(r * 1.45)}" cy="${cy + Math.round(r * 0.42)}" r="26" fill="${accent}"/>`;
};

/** Overlapping pages with lines of text and a highlighted headline: the news. */
const pages = ({ width, height, random, accent }: Canvas): string =>
  [0, 1, 2]
    .map((i) => {
      const w = Math.round(width * 0.34);
      const h = Math.round(height * 0.7);
      const x = Math.round(width * (0.18 + i * 0.2 + random(i) * 0.04));
      const y = Math.round(height * (0.16 + random(i + 5) * 0.1));
      const angle = Math.round((random(i + 9) - 0.5) * 16);
      const lines = Array.from({ length: 6 }, (_, line) =>
        line === 0
          ? `<rect x="${x + 36}" y="${y + 44}" width="${Math.round(w * 0.6)}" height="26" rx="13" fill="${accent}"/>`
          : `<rect x="${x + 36}" y="${y + 60 + line * 48}" width="${Math.round(w * (0.45 + random(i * 7 + line) * 0.35))}" height="14" rx="7" fill="#12355b" fill-opacity="0.22"/>`,
      ).join('');
      return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff" fill-opacity="${(0.72 + i * 0.1).toFixed(2)}"/>${lines}</g>`;
    })
    .join('');

/** Confetti around a ring: a day to come to. */
const confetti = ({ width, height, random, accent }: Canvas): string => {
  const ring = `<circle cx="${Math.round(width * (0.25 + random(3) * 0.5))}" cy="${Math.round(height * (0.35 + random(4) * 0.25))}" r="${Math.round(height * (0.22 + random(5) * 0.14))}" fill="none" stroke="${accent}" stroke-width="48" stroke-opacity="0.85"/>`;
  const bits = Array.from({ length: 46 }, (_, i) => {
    const x = Math.round(random(i * 2) * width);
    const y = Math.round(random(i * 2 + 1) * height);
    const colour = i % 3 === 0 ? accent : '#ffffff';
    const opacity = (0.35 + random(i + 90) * 0.6).toFixed(2);
    return i % 2
      ? `<rect x="${x}" y="${y}" width="34" height="14" rx="5" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${Math.round(random(i + 50) * 180)} ${x} ${y})"/>`
      : `<circle cx="${x}" cy="${y}" r="${Math.round(6 + random(i + 70) * 10)}" fill="${colour}" fill-opacity="${opacity}"/>`;
  }).join('');
  return ring + bits;
};

/** Layered waves: the blog's warmer register. */
const waves = ({ width, height, random, accent }: Canvas): string =>
  Array.from({ length: 5 }, (_, i) => {
    const base = Math.round(height * (0.35 + i * 0.14));
    const amplitude = Math.round(height * (0.05 + random(i) * 0.06));
    const length = Math.round(width / (1.5 + random(i + 3)));
    let d = `M0 ${base}`;
    for (let x = 0; x <= width + length; x += length) d += ` q ${length / 4} ${-amplitude} ${length / 2} 0 t ${length / 2} 0`;
    d += ` V ${height} H 0 Z`;
    return `<path d="${d}" fill="${i % 2 ? '#ffffff' : accent}" fill-opacity="${(0.1 + i * 0.08).toFixed(2)}"/>`;
  }).join('');

/** The home page's picture: six of the school's cities on one horizon, their pins linked, its students before them. */
const heroArt: Motif = schoolSquare;

/** A programme category's figure; a category the seed does not know gets the network. */
const PROGRAMME_MOTIFS: Record<string, Motif> = { bts: blocks, bachelor: steps, mastere: network, mba: arcs, pge: globe };
/** News and blog pictures vary between these, by key. */
const NEWS_MOTIFS: Motif[] = [pages, network, blocks, confetti];
const BLOG_MOTIFS: Motif[] = [waves, arcs, pages];
const EVENT_MOTIFS: Motif[] = [confetti, network, arcs];
const JOB_MOTIFS: Motif[] = [steps, network, arcs];

/** The pattern behind an item's emblem: its programme category's figure, or its kind's patterns by key. */
const backdropFor = (spec: ImageSpec, random: (i: number) => number): Motif => {
  switch (spec.palette) {
    case 'programme':
      return PROGRAMME_MOTIFS[spec.key.split('-')[1]] ?? network;
    case 'news':
      return pickFrom(NEWS_MOTIFS, random(31));
    case 'blog':
      return pickFrom(BLOG_MOTIFS, random(31));
    case 'job':
      return pickFrom(JOB_MOTIFS, random(31));
    default:
      return pickFrom(EVENT_MOTIFS, random(31));
  }
};

const motifFor = (spec: ImageSpec, random: (i: number) => number): Motif => {
  if (spec.scene && spec.emblem) {
    const subject = { kind: spec.scene, emblem: spec.emblem, city: spec.city };
    return (canvas) => drawScene(canvas, subject);
  }
  if (spec.emblem) {
    const subject = { emblem: spec.emblem, backdrop: backdropFor(spec, random), city: spec.city };
    return (canvas) => editorialArt(canvas, subject);
  }
  switch (spec.palette) {
    case 'hero':
      return heroArt;
    case 'campus':
      // Keys are `campus-{slug}` (the hero: the city) and `campus-street-{slug}` (the gallery's street
      // front; its project room is a work scene, drawn above).
      if (spec.key.startsWith('campus-street-')) return (canvas) => streetFront(canvas, spec.city);
      return spec.city ? (canvas) => cityScene(canvas, spec.city as NonNullable<ImageSpec['city']>) : network;
    case 'programme':
      // Keys are `programme-{category}-{slug}`: the category's figure, drawn a little differently
      // for each programme.
      return PROGRAMME_MOTIFS[spec.key.split('-')[1]] ?? network;
    case 'event':
      return confetti;
    case 'news':
      return pickFrom(NEWS_MOTIFS, random(31));
    case 'blog':
      return pickFrom(BLOG_MOTIFS, random(31));
    default:
      return network;
  }
};

/** Backgrounds of the portraits: the brand's light tints, one per person (chosen from the key). */
const PORTRAIT_GROUNDS = ['#dbe5f1', '#fde2c4', '#d5ece9', '#e8e4f3', '#f6efe2'];

/** A fictional person's portrait: a flat bust in the scenes' style (art/portraits.ts), on a light brand tint. */
const drawPortrait = (spec: ImageSpec): string => {
  const [size] = SIZES.portrait;
  const random = seeded(spec.key);
  const ground = pickFrom(PORTRAIT_GROUNDS, random(0));
  const bust = portraitBust({ width: size, height: size, random, accent: PALETTES.portrait[2] }, spec.caption, ground, spec.look);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${ground}"/>${bust}</svg>`;
};

/**
 * The magazine's colourways, in turn along the blog's list: its terracotta, the deep navy with the
 * orange, and the navy to blue (the reviews read a page of terracotta cards as one orange wall, and
 * a plum and a teal as off the brand).
 */
const BLOG_TINTS: Array<[string, string, string]> = [PALETTES.blog, ['#0b2440', '#12355b', '#f4a259'], ['#12355b', '#3a6ea5', '#dbe5f1']];

export const drawSvg = (spec: ImageSpec): string => {
  if (spec.palette === 'wordmark') return drawWordmark(spec);
  if (spec.palette === 'portrait') return drawPortrait(spec);
  const [width, height] = SIZES[spec.palette];
  const [from, to, accent] = spec.tint === undefined ? PALETTES[spec.palette] : BLOG_TINTS[spec.tint % BLOG_TINTS.length];
  const random = seeded(spec.key);
  // The school's logo is the brand mark itself (480 × 160), drawn to a PNG like the other pictures.
  if (spec.palette === 'logo') return esnumLogoSvg('colour');
  if (spec.palette === 'share') return esnumShareImageSvg();
  if (spec.palette === 'map') {
    if (!spec.plan) throw new Error(`seed: the plan "${spec.key}" has no facts to draw`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${neighbourhoodPlan({ width, height, random, accent }, spec.plan)}</svg>`;
  }
  const art = motifFor(spec, random)({ width, height, random, accent });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${diagonalGradient(from, to)}
<pattern id="dots" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="3" fill="#ffffff" fill-opacity="0.1"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#dots)"/>${art}</svg>`;
};

/** Logos keep sharp edges and a transparent ground: PNG; pictures are JPEG. */
const isPng = (spec: ImageSpec) => spec.palette === 'logo' || spec.palette === 'wordmark';

const fileName = (spec: ImageSpec) => `seed-${spec.key}.${isPng(spec) ? 'png' : 'jpg'}`;

/** Pictures drawn at once beside the seed's own work (its database writes and Strapi's upload processing, one at a time). */
const DRAWN_AHEAD_AT_ONCE = 2;

/**
 * Uploads each picture once; later calls with the same key return the same file. `drawAhead`
 * starts drawing the pictures a seed step is about to upload, two at a time in sharp's threads,
 * while the step writes its entries: a seed of 165 pictures spent most of a minute drawing them
 * one after the other. The uploads themselves stay in the order of the calls.
 */
export const createImageUploader = (strapi: Core.Strapi) => {
  const uploaded = new Map<string, Promise<number>>();
  /** Drawn files by key, until their upload takes them. */
  const drawn = new Map<string, Promise<string>>();
  const waiting: ImageSpec[] = [];
  let drawing = 0;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the seed uploads pictures, not at each CMS start
  const sharp = require('sharp');

  const alreadyUploaded = (spec: ImageSpec) => strapi.db.query('plugin::upload.file').findOne({ where: { name: fileName(spec) } });

  const draw = async (spec: ImageSpec): Promise<string> => {
    const filepath = path.join(os.tmpdir(), `${crypto.randomUUID()}-${fileName(spec)}`);
    const image = sharp(Buffer.from(drawSvg(spec)));
    await (isPng(spec) ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toFile(filepath);
    return filepath;
  };

  /** The file drawing ahead began for `spec`, if any; the caller then owns it. */
  const takeDrawnAhead = (spec: ImageSpec): Promise<string> | undefined => {
    const file = drawn.get(spec.key);
    drawn.delete(spec.key);
    return file;
  };

  const drawNext = () => {
    while (drawing < DRAWN_AHEAD_AT_ONCE && waiting.length > 0) {
      const spec = waiting.shift() as ImageSpec;
      if (uploaded.has(spec.key) || drawn.has(spec.key)) continue;
      drawing += 1;
      // A picture uploaded by an earlier seed is not drawn again.
      const file = alreadyUploaded(spec).then((existing) => (existing ? '' : draw(spec)));
      drawn.set(spec.key, file);
      // A failure is the upload's to report, when it takes the file.
      file
        .catch(() => undefined)
        .finally(() => {
          drawing -= 1;
          drawNext();
        });
    }
  };

  const upload = async (spec: ImageSpec): Promise<number> => {
    const name = fileName(spec);
    const ahead = takeDrawnAhead(spec);
    const existing = await alreadyUploaded(spec);
    if (existing) {
      void ahead?.then(
        (file) => file && fs.rmSync(file, { force: true }),
        () => undefined,
      );
      return existing.id;
    }
    // Drawn ahead, unless the picture was in the database when drawing ahead looked (it is not now).
    const filepath = (await ahead) || (await draw(spec));
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
      return file.id;
    } finally {
      fs.rmSync(filepath, { force: true });
    }
  };

  return {
    /** The upload's id; calls with the same key, even at the same time, share one upload. */
    image: (spec: ImageSpec): Promise<number> => {
      let id = uploaded.get(spec.key);
      if (!id) {
        id = upload(spec);
        uploaded.set(spec.key, id);
        // A failed upload is tried again by the next call, rather than failing it too.
        id.catch(() => uploaded.delete(spec.key));
      }
      return id;
    },
    drawAhead: (specs: ImageSpec[]) => {
      waiting.push(...specs);
      drawNext();
    },
    /** Removes what was drawn ahead and never uploaded (a step that failed half-way). */
    discardDrawn: async () => {
      waiting.length = 0;
      const files = await Promise.allSettled([...drawn.values()]);
      drawn.clear();
      for (const file of files) if (file.status === 'fulfilled' && file.value) fs.rmSync(file.value, { force: true });
    },
  };
};
