// A campus's own pictures besides its hero: the plan of its neighbourhood (the page's map) and
// the street front its gallery starts with (its project room is one of the work scenes,
// art/scenes.ts, with its students' faces). Drawn from the
// campus's key and facts, so no two campuses share a picture; editors replace them with photos.
import { between, type Canvas, px } from './canvas';
import { type CityScene, landmarkAt } from './landmarks';

export const PLAN_COLOURS = {
  ground: '#e9ece6',
  block: '#dde2da',
  street: '#ffffff',
  park: '#cde3c4',
  water: '#b7d4e8',
  navy: '#12355b',
  transit: '#c2551b',
} as const;

interface PlanFacts {
  water: 'river' | 'sea' | 'none';
  walkMinutes: number;
}

/**
 * The neighbourhood's plan: a street grid turned to the campus's own angle, a park, the river or
 * the sea when the city has one, the tram or metro line with its stop near the campus, the station
 * at its walking distance with the walk drawn, and the campus's pin in the middle. No words: the
 * page's legend says what the pin, the stop and the station are.
 */
export const neighbourhoodPlan = ({ width, height, random }: Canvas, { water, walkMinutes }: PlanFacts): string => {
  const [cx, cy] = [width / 2, height / 2];
  const angle = px(between(random, 1, -24, 24));
  const spacing = px(between(random, 2, 150, 210));
  const reach = Math.hypot(width, height);
  // Streets: every third one an avenue, drawn twice as wide.
  const streets: string[] = [];
  for (let offset = -reach; offset <= reach; offset += spacing) {
    const wide = Math.round(offset / spacing) % 3 === 0;
    const stroke = `stroke="${PLAN_COLOURS.street}" stroke-width="${wide ? 30 : 14}"`;
    streets.push(`<line x1="${px(cx + offset)}" y1="${px(cy - reach)}" x2="${px(cx + offset)}" y2="${px(cy + reach)}" ${stroke}/>`);
    streets.push(
      `<line x1="${px(cx - reach)}" y1="${px(cy + offset * 0.8)}" x2="${px(cx + reach)}" y2="${px(cy + offset * 0.8)}" ${stroke}/>`,
    );
  }
  const parkCorner = random(3) > 0.5 ? 1 : -1;
  const park = `<rect x="${px(cx + parkCorner * spacing * 1.2)}" y="${px(cy - spacing * 1.6)}" width="${px(spacing * 1.6)}" height="${px(spacing * 0.8 * 1.6)}" rx="18" fill="${PLAN_COLOURS.park}"/>`;
  // An older boulevard crossing the grid at its own angle, and a square where it meets an avenue.
  const diagonal = between(random, 8, 25, 65) * (random(9) > 0.5 ? 1 : -1);
  const squareAt = between(random, 10, -0.3, 0.3) * width;
  const boulevard = `<g transform="rotate(${px(diagonal)} ${px(cx + squareAt)} ${px(cy)})"><line x1="${px(cx + squareAt - reach)}" y1="${px(cy)}" x2="${px(cx + squareAt + reach)}" y2="${px(cy)}" stroke="${PLAN_COLOURS.street}" stroke-width="40"/></g>
<circle cx="${px(cx + squareAt)}" cy="${px(cy)}" r="70" fill="${PLAN_COLOURS.street}"/><circle cx="${px(cx + squareAt)}" cy="${px(cy)}" r="38" fill="${PLAN_COLOURS.park}"/>`;
  const grid = `<g transform="rotate(${angle} ${px(cx)} ${px(cy)})">${park}${streets.join('')}</g>${boulevard}`;

  let waterShape = '';
  if (water === 'river') {
    const y = height * between(random, 4, 0.72, 0.84);
    const bend = height * between(random, 5, -0.12, 0.12);
    waterShape = `<path d="M -40 ${px(y)} C ${px(width * 0.3)} ${px(y + bend)}, ${px(width * 0.6)} ${px(y - bend)}, ${width + 40} ${px(y + bend / 2)}" fill="none" stroke="${PLAN_COLOURS.water}" stroke-width="${px(height * 0.09)}"/>`;
  } else if (water === 'sea') {
    const shore = height * between(random, 4, 0.78, 0.86);
    let d = `M 0 ${px(shore)}`;
    for (let x = 0; x <= width; x += width / 8)
      d += ` Q ${px(x + width / 16)} ${px(shore + between(random, 6 + x, -30, 30))} ${px(x + width / 8)} ${px(shore)}`;
    waterShape = `<path d="${d} V ${height} H 0 Z" fill="${PLAN_COLOURS.water}"/>`;
  }

  // The line runs along the avenue through the campus's block, its stop two minutes away.
  const lineAngle = (angle * Math.PI) / 180;
  const along = (distance: number): [number, number] => [cx + 60 + distance * Math.sin(-lineAngle), cy + distance * Math.cos(lineAngle)];
  const [lineStartX, lineStartY] = along(-reach);
  const [lineEndX, lineEndY] = along(reach);
  const [stopX, stopY] = along(-110);
  const transit = `<line x1="${px(lineStartX)}" y1="${px(lineStartY)}" x2="${px(lineEndX)}" y2="${px(lineEndY)}" stroke="${PLAN_COLOURS.transit}" stroke-width="12" stroke-linecap="round"/>
<circle cx="${px(stopX)}" cy="${px(stopY)}" r="22" fill="#ffffff" stroke="${PLAN_COLOURS.transit}" stroke-width="10"/>`;

  // The station: about 45 px a minute on foot, towards the top of the plan (away from the water).
  const distance = Math.min(walkMinutes * 45, height * 0.42, width * 0.4);
  const direction = between(random, 7, -0.9, 0.9) - Math.PI / 2;
  const [stationX, stationY] = [cx + distance * Math.cos(direction) * 1.6, cy + distance * Math.sin(direction)];
  const walk = `<polyline points="${px(cx)},${px(cy)} ${px(stationX)},${px(cy)} ${px(stationX)},${px(stationY)}" fill="none" stroke="${PLAN_COLOURS.navy}" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>`;
  const station = `<g transform="translate(${px(stationX - 36)} ${px(stationY - 36)})"><rect width="72" height="72" rx="16" fill="${PLAN_COLOURS.navy}"/>
<rect x="20" y="14" width="32" height="34" rx="8" fill="#ffffff"/><rect x="26" y="20" width="20" height="10" rx="2" fill="${PLAN_COLOURS.navy}"/>
<circle cx="28" cy="40" r="3" fill="${PLAN_COLOURS.navy}"/><circle cx="44" cy="40" r="3" fill="${PLAN_COLOURS.navy}"/>
<path d="M 22 58 L 28 50 M 50 58 L 44 50" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/></g>`;

  // Five minutes on foot around the campus, then the pin itself, its point on the campus.
  const radius = `<circle cx="${px(cx)}" cy="${px(cy)}" r="${5 * 45}" fill="${PLAN_COLOURS.navy}" fill-opacity="0.05" stroke="${PLAN_COLOURS.navy}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="14 12"/>`;
  const pin = `<ellipse cx="${px(cx)}" cy="${px(cy + 4)}" rx="26" ry="9" fill="#000000" fill-opacity="0.18"/>
<path d="M ${px(cx)} ${px(cy)} C ${px(cx - 14)} ${px(cy - 30)}, ${px(cx - 46)} ${px(cy - 52)}, ${px(cx - 46)} ${px(cy - 86)} A 46 46 0 1 1 ${px(cx + 46)} ${px(cy - 86)} C ${px(cx + 46)} ${px(cy - 52)}, ${px(cx + 14)} ${px(cy - 30)}, ${px(cx)} ${px(cy)} Z" fill="${PLAN_COLOURS.navy}"/>
<circle cx="${px(cx)}" cy="${px(cy - 88)}" r="24" fill="#ffffff"/><circle cx="${px(cx)}" cy="${px(cy - 88)}" r="12" fill="#f4a259"/>`;

  return `<rect width="${width}" height="${height}" fill="${PLAN_COLOURS.block}"/>${grid}${waterShape}${radius}${transit}${walk}${station}${pin}`;
};

/** A row of windows on a façade: some lit, by the drawing's randomness. */
const windows = (x: number, y: number, w: number, h: number, random: Canvas['random'], seed: number, lit: string) => {
  let shapes = '';
  const columns = Math.max(2, Math.floor(w / 70));
  const rows = Math.max(1, Math.floor(h / 90));
  const cellW = w / columns;
  const cellH = h / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < columns; col += 1) {
      const on = random(seed + row * 7 + col) > 0.55;
      shapes += `<rect x="${px(x + col * cellW + cellW * 0.22)}" y="${px(y + row * cellH + cellH * 0.2)}" width="${px(cellW * 0.56)}" height="${px(cellH * 0.55)}" rx="4" fill="${on ? lit : '#ffffff'}" fill-opacity="${on ? 0.85 : 0.18}"/>`;
    }
  }
  return shapes;
};

/** The picture's sky where the street's houses stand (images.ts PALETTES.campus, half-way down). */
const STREET_SKY = [0x1e, 0x50, 0x79];
/** The sky under white at `share` opacity, as one opaque colour. */
const lighten = (rgb: number[], share: number) =>
  `#${rgb
    .map((channel) =>
      Math.round(channel + (255 - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The campus's street front: its neighbours' façades of different heights, the campus in the
 * middle under the brand's orange band, the glass entrance, trees and the bike shelter; the city's
 * landmark in the haze above the roofs on the left, so that the street is that city's (a generic
 * street under "52 quai des Soyeux" did not read as a real place: blind review).
 */
export const streetFront = (canvas: Canvas, city?: CityScene): string => {
  const { width, height, random, accent } = canvas;
  const pavement = height * 0.86;
  const campusW = width * between(random, 1, 0.3, 0.38);
  const campusX = width * between(random, 2, 0.3, 0.4);
  const campusTop = height * between(random, 3, 0.14, 0.22);
  let neighbours = '';
  // Neighbours left of the campus, then right, each its own height and tint.
  // With the landmark, the houses on the left are low enough for it to rise above their roofs.
  const leftRoofs: [number, number] = city ? [0.52, 0.6] : [0.3, 0.55];
  for (const [from, to, seed, [low, high]] of [
    [-20, campusX - 12, 10, leftRoofs],
    [campusX + campusW + 12, width + 20, 30, [0.3, 0.55]],
  ] as const) {
    let x = from;
    let i = 0;
    while (x < to) {
      const w = Math.min(to - x, width * between(random, seed + i, 0.12, 0.2));
      const top = height * between(random, seed + i + 5, low, high);
      const tint = 0.1 + random(seed + i + 9) * 0.1;
      // Opaque where the landmark stands behind them (its foot hidden by the houses in front).
      const facade = city ? `fill="${lighten(STREET_SKY, tint)}"` : `fill="#ffffff" fill-opacity="${tint.toFixed(2)}"`;
      neighbours += `<rect x="${px(x)}" y="${px(top)}" width="${px(w)}" height="${px(pavement - top)}" ${facade}/>`;
      neighbours += `<rect x="${px(x)}" y="${px(top - 14)}" width="${px(w)}" height="14" fill="#0b2239" fill-opacity="0.4"/>`;
      neighbours += windows(x + 10, top + 24, w - 20, pavement - top - 120, random, seed * 3 + i * 11, accent);
      x += w + 12;
      i += 1;
    }
  }
  const doorW = campusW * 0.34;
  const doorX = campusX + (campusW - doorW) / 2;
  const campus = `<rect x="${px(campusX)}" y="${px(campusTop)}" width="${px(campusW)}" height="${px(pavement - campusTop)}" fill="#0b2239"/>
<rect x="${px(campusX)}" y="${px(campusTop + 40)}" width="${px(campusW)}" height="26" fill="${accent}"/>
${windows(campusX + 20, campusTop + 96, campusW - 40, pavement - campusTop - 300, random, 60, accent)}
<rect x="${px(doorX)}" y="${px(pavement - 190)}" width="${px(doorW)}" height="190" rx="6" fill="#bcd7ea" fill-opacity="0.55"/>
<line x1="${px(doorX + doorW / 2)}" y1="${px(pavement - 190)}" x2="${px(doorX + doorW / 2)}" y2="${px(pavement)}" stroke="#0b2239" stroke-width="8"/>
<rect x="${px(doorX - 30)}" y="${px(pavement - 226)}" width="${px(doorW + 60)}" height="22" rx="4" fill="#ffffff" fill-opacity="0.9"/>
<circle cx="${px(doorX + doorW + 12)}" cy="${px(pavement - 215)}" r="8" fill="${accent}"/>`;
  const trees = [0.12, 0.76, 0.93]
    .map((share, i) => {
      const x = width * (share + random(80 + i) * 0.04);
      const r = height * between(random, 84 + i, 0.07, 0.1);
      return `<rect x="${px(x - 7)}" y="${px(pavement - r * 2.4)}" width="14" height="${px(r * 2.4)}" fill="#0b2239"/><circle cx="${px(x)}" cy="${px(pavement - r * 2.6)}" r="${px(r)}" fill="#1b8a7e"/><circle cx="${px(x + r * 0.5)}" cy="${px(pavement - r * 2.2)}" r="${px(r * 0.7)}" fill="#1b8a7e" fill-opacity="0.85"/>`;
    })
    .join('');
  const bikes = Array.from({ length: 3 }, (_, i) => {
    const x = campusX + campusW + 40 + i * 70;
    return `<circle cx="${px(x)}" cy="${px(pavement - 26)}" r="22" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/><circle cx="${px(x + 46)}" cy="${px(pavement - 26)}" r="22" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/><path d="M ${px(x)} ${px(pavement - 26)} L ${px(x + 20)} ${px(pavement - 60)} L ${px(x + 46)} ${px(pavement - 26)}" fill="none" stroke="${accent}" stroke-width="6"/>`;
  }).join('');
  // Behind the houses on the left, faded by the distance.
  const landmark = city ? `<g opacity="0.6">${landmarkAt(canvas, city, campusX * 0.45, pavement, height * 0.78)}</g>` : '';
  return `${landmark}${neighbours}${campus}<rect x="0" y="${px(pavement)}" width="${width}" height="${px(height - pavement)}" fill="#0b2239" fill-opacity="0.55"/>${trees}${bikes}`;
};
