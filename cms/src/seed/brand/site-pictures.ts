// The site's own brand pictures, drawn with the seed's artwork (../art) so that they show the same
// cities and people as the CMS's pictures, and written into the site's static/images:
// - static/images/skyline.svg: the school's six cities on one horizon along the foot of every
//   closing band (ui/CtaBand), and skyline-narrow.svg, three of them, for a phone's band;
// - static/images/lost.svg: the error pages' picture, a student at a signpost before those cities;
// - static/images/logo-reversed.svg: the brand mark reversed, for the footer's navy.
// Pictures the pages load, not strings in their JavaScript; files of the site, not uploads, as the
// band's style sheet names them. Run again only to change the drawings:
// `npx tsx cms/src/seed/brand/site-pictures.ts` (a unit test checks that the files are its output).
import fs from 'fs';
import path from 'path';
import { campusPanorama, PANORAMA } from '../art/landmarks';
import { esnumLogoSvg } from './esnum-logo';
import { circle, HAIR, INK, polygon, rect, SKIN, standing, TROUSERS } from '../art/scenes';
import type { Canvas } from '../art/canvas';

/** The brand's orange (tokens.css's orange-400): a picture file cannot read CSS variables. */
const ORANGE = '#f4a259';
const TEAL = '#62b6cb';
/** The site's static/images, from cms/src/seed/brand. */
export const SITE_IMAGES = path.join(__dirname, '..', '..', '..', '..', 'static', 'images');

/** Fixed values rather than a key's: these pictures are drawn once, by hand. */
const steady = (i: number) => [0.35, 0.6, 0.2, 0.8, 0.5, 0.7, 0.3, 0.9, 0.4, 0.65][i % 10];

const svg = (width: number, height: number, body: string, label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${
    label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"'
  }>${body}</svg>\n`;

/** The six cities, 12 to 1 wide, or three, 6 to 1, for a phone: a strip under a band's words. */
export const skylineSvg = (cities = PANORAMA) => {
  const canvas: Canvas = { width: cities.length * 400, height: 200, random: steady, accent: ORANGE };
  return svg(canvas.width, canvas.height, campusPanorama(canvas, { landmarkHeight: 0.9, network: false, cities }));
};

/** A student with a backpack, a question above the head, before a signpost and the school's cities. */
export const lostSvg = () => {
  const width = 560;
  const height = 440;
  const ground = 390;
  const sky =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#12355b"/><stop offset="1" stop-color="#2f5a8a"/></linearGradient>` +
    `<clipPath id="frame"><rect width="${width}" height="${height}" rx="40"/></clipPath></defs>`;
  const cities = `<g transform="translate(0 ${ground - 170})">${campusPanorama({ width, height: 170, random: steady, accent: ORANGE }, { landmarkHeight: 0.8, network: false })}</g>`;
  const moon = circle(470, 70, 30, '#fde2c4', 'fill-opacity="0.9"');
  const square = rect(0, ground, width, height - ground, '#10294a') + rect(0, ground, width, 3, '#ffffff', 'fill-opacity="0.25"');
  // The signpost: one arm to the west, two to the east, each with its destination as a row of dots.
  const postX = 380;
  const arm = (y: number, dir: 1 | -1, fill: string, length: number) => {
    const tip = postX + dir * length;
    return (
      polygon(
        [
          [postX - dir * 10, y],
          [tip, y],
          [tip + dir * 18, y + 18],
          [tip, y + 36],
          [postX - dir * 10, y + 36],
        ],
        fill,
      ) + [0, 1, 2].map((dot) => circle(postX + dir * (22 + dot * 16), y + 18, 4, INK, 'fill-opacity="0.7"')).join('')
    );
  };
  const post =
    rect(postX - 6, 150, 12, ground - 150, '#e9eef5', 'rx="4"') +
    arm(166, 1, ORANGE, 88) +
    arm(212, -1, TEAL, 84) +
    arm(258, 1, '#e9eef5', 70);
  const student = standing(
    230,
    ground - 4,
    210,
    {
      skin: SKIN[2],
      hair: HAIR[0],
      clothes: ORANGE,
      trousers: TROUSERS[0],
      longHair: false,
      bun: true,
      backpack: true,
    },
    1,
  );
  // The question, in a speech bubble over the student's head.
  const bubble =
    rect(176, 96, 64, 52, '#ffffff', 'rx="18"') +
    polygon(
      [
        [204, 146],
        [222, 146],
        [210, 164],
      ],
      '#ffffff',
    ) +
    `<path d="M 199 112 Q 208 102 217 110 Q 224 118 208 126 L 208 131" fill="none" stroke="${ORANGE}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(208, 139, 4.5, ORANGE);
  return svg(
    width,
    height,
    `${sky}<g clip-path="url(#frame)">${rect(0, 0, width, height, 'url(#sky)')}${moon}${cities}${square}${post}${student}${bubble}</g>`,
  );
};

/** Each file of static/images this script writes, and its drawing. */
export const BRAND_PICTURES = () => ({
  'skyline.svg': skylineSvg(),
  // Paris, Strasbourg and Toulouse: the three that read at a phone's 60 px.
  'skyline-narrow.svg': skylineSvg(['iron-tower', 'two-spires', 'rocket']),
  'lost.svg': lostSvg(),
  // The footer's logo, on the navy.
  'logo-reversed.svg': esnumLogoSvg('reversed'),
});

if (require.main === module) {
  const pictures = BRAND_PICTURES();
  for (const [name, drawing] of Object.entries(pictures)) fs.writeFileSync(path.join(SITE_IMAGES, name), drawing);
  for (const name of Object.keys(pictures)) console.log(`${name}: ${fs.statSync(path.join(SITE_IMAGES, name)).size} bytes`);
}
