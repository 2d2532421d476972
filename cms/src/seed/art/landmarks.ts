// The city behind each campus: a silhouette a visitor recognises (Paris's iron tower, Toulouse's
// rocket, Nantes's yellow crane, the cathedrals of Chartres, Reims and Strasbourg…) among the
// city's buildings, over its river or its sea. Drawn from a campus's facts, so the 26 campus
// pictures differ in what they show, not only in their colours.
import { between, type Canvas, px } from './canvas';

export type Landmark =
  | 'iron-tower'
  | 'belfry'
  | 'stepped-gables'
  | 'two-spires'
  | 'twin-towers'
  | 'one-spire'
  | 'central-spire'
  | 'one-tower'
  | 'fortress'
  | 'bridge'
  | 'volcano'
  | 'mountains'
  | 'tiled-roofs'
  | 'station-clock'
  | 'hill-basilica'
  | 'hill-chapel'
  | 'triumphal-arch'
  | 'crane'
  | 'palms'
  | 'timbered'
  | 'headframe'
  | 'rocket';

export interface CityScene {
  landmark: Landmark;
  water: 'river' | 'sea' | 'none';
}

/** The silhouettes' colour: the darkest navy, as the buildings in front. */
const INK = '#0b2239';
const MIST = 'fill="#ffffff" fill-opacity="0.16"';

interface Place {
  /** Horizontal centre, ground line and height of the landmark, in the picture's pixels. */
  cx: number;
  ground: number;
  h: number;
  accent: string;
  random: Canvas['random'];
}

interface Drawn {
  /** Behind the city's buildings (mountains, a volcano, slag heaps). */
  back?: string;
  main: string;
  /** Half the landmark's width, in its heights: the buildings in front leave it clear. */
  halfWidth: number;
}

const points = (list: Array<[number, number]>) => list.map(([x, y]) => `${px(x)},${px(y)}`).join(' ');
const rect = (x: number, y: number, w: number, h: number, extra = `fill="${INK}"`) =>
  `<rect x="${px(x)}" y="${px(y)}" width="${px(w)}" height="${px(h)}" ${extra}/>`;
const polygon = (list: Array<[number, number]>, extra = `fill="${INK}"`) => `<polygon points="${points(list)}" ${extra}/>`;
const circle = (x: number, y: number, r: number, extra: string) => `<circle cx="${px(x)}" cy="${px(y)}" r="${px(r)}" ${extra}/>`;

/** A square tower from the ground to `top` (in heights), `w` wide, with a spire to `tip` if given. */
const tower = ({ ground, h }: Place, x: number, w: number, top: number, tip?: number) =>
  rect(x, ground - top * h, w, top * h) +
  (tip
    ? polygon([
        [x - w * 0.08, ground - top * h],
        [x + w / 2, ground - tip * h],
        [x + w * 1.08, ground - top * h],
      ])
    : '');

/** Pointed arches of light along a base: portals and belfry openings. */
const arches = (x: number, y: number, w: number, h: number, count: number, fill: string) => {
  let shapes = '';
  const step = w / count;
  for (let i = 0; i < count; i += 1) {
    const left = x + i * step + step * 0.25;
    const right = left + step * 0.5;
    shapes += `<path d="M ${px(left)} ${px(y)} V ${px(y - h * 0.6)} Q ${px((left + right) / 2)} ${px(y - h * 1.05)} ${px(right)} ${px(y - h * 0.6)} V ${px(y)} Z" fill="${fill}"/>`;
  }
  return shapes;
};

const ironTower = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const outline = `M ${px(cx - 0.3 * h)} ${px(g)} Q ${px(cx - 0.12 * h)} ${px(g - 0.35 * h)} ${px(cx - 0.05 * h)} ${px(g - 0.75 * h)} L ${px(cx - 0.015 * h)} ${px(g - 0.95 * h)} L ${px(cx)} ${px(g - h)} L ${px(cx + 0.015 * h)} ${px(g - 0.95 * h)} L ${px(cx + 0.05 * h)} ${px(g - 0.75 * h)} Q ${px(cx + 0.12 * h)} ${px(g - 0.35 * h)} ${px(cx + 0.3 * h)} ${px(g)} Z`;
  const arch = `M ${px(cx - 0.19 * h)} ${px(g)} Q ${px(cx)} ${px(g - 0.36 * h)} ${px(cx + 0.19 * h)} ${px(g)} Z`;
  const lattice = [0.12, 0.2, 0.45, 0.65]
    .map((y) => {
      const half = 0.3 * h * (1 - y) ** 2.2 + 0.02 * h;
      return `<line x1="${px(cx - half)}" y1="${px(g - y * h)}" x2="${px(cx + half)}" y2="${px(g - (y + 0.08) * h)}" stroke="${accent}" stroke-opacity="0.35" stroke-width="3"/>`;
    })
    .join('');
  return {
    main: `<path d="${outline} ${arch}" fill="${INK}" fill-rule="evenodd"/>${rect(cx - 0.2 * h, g - 0.33 * h, 0.4 * h, 0.03 * h)}${rect(cx - 0.09 * h, g - 0.62 * h, 0.18 * h, 0.02 * h)}${lattice}${circle(cx, g - h, 0.014 * h, `fill="${accent}"`)}`,
    halfWidth: 0.32,
  };
};

const belfry = (p: Place, withTownHall = true): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const w = 0.15 * h;
  const shaft = rect(cx - w / 2, g - 0.64 * h, w, 0.64 * h);
  const stage = rect(cx - w * 0.62, g - 0.76 * h, w * 1.24, 0.12 * h) + arches(cx - w * 0.55, g - 0.66 * h, w * 1.1, 0.09 * h, 3, accent);
  const dome = `<path d="M ${px(cx - w * 0.5)} ${px(g - 0.76 * h)} Q ${px(cx - w * 0.55)} ${px(g - 0.86 * h)} ${px(cx)} ${px(g - 0.9 * h)} Q ${px(cx + w * 0.55)} ${px(g - 0.86 * h)} ${px(cx + w * 0.5)} ${px(g - 0.76 * h)} Z" fill="${INK}"/>`;
  const spire = `<line x1="${px(cx)}" y1="${px(g - 0.9 * h)}" x2="${px(cx)}" y2="${px(g - h)}" stroke="${INK}" stroke-width="${px(0.012 * h)}"/>`;
  const turrets = [-1, 1]
    .map((side) =>
      polygon([
        [cx + side * w * 0.62, g - 0.76 * h],
        [cx + side * w * 0.5, g - 0.84 * h],
        [cx + side * w * 0.38, g - 0.76 * h],
      ]),
    )
    .join('');
  const clock =
    circle(cx, g - 0.5 * h, 0.045 * h, `fill="${accent}"`) +
    `<path d="M ${px(cx)} ${px(g - 0.5 * h)} V ${px(g - 0.53 * h)} M ${px(cx)} ${px(g - 0.5 * h)} H ${px(cx + 0.02 * h)}" stroke="${INK}" stroke-width="4"/>`;
  const hall = withTownHall
    ? polygon([
        [cx + w / 2, g],
        [cx + w / 2, g - 0.3 * h],
        [cx + w / 2 + 0.22 * h, g - 0.5 * h],
        [cx + w / 2 + 0.44 * h, g - 0.3 * h],
        [cx + w / 2 + 0.44 * h, g],
      ]) + arches(cx + w / 2 + 0.02 * h, g, 0.4 * h, 0.12 * h, 5, accent)
    : '';
  return { main: hall + shaft + stage + dome + spire + turrets + clock, halfWidth: withTownHall ? 0.62 : 0.12 };
};

const steppedGables = (p: Place): Drawn => {
  const { cx, ground: g, h, accent, random } = p;
  const houseW = 0.16 * h;
  let houses = '';
  for (let i = 0; i < 5; i += 1) {
    const x = cx - 0.5 * h + i * (houseW + 0.01 * h);
    const top = (0.34 + random(40 + i) * 0.1) * h;
    const step = houseW / 8;
    const gable: Array<[number, number]> = [
      [x, g],
      [x, g - top],
    ];
    for (let s = 1; s <= 3; s += 1) gable.push([x + s * step, g - top - (s - 1) * 0.05 * h], [x + s * step, g - top - s * 0.05 * h]);
    gable.push([x + houseW - 3 * step, g - top - 0.15 * h]);
    for (let s = 3; s >= 1; s -= 1)
      gable.push([x + houseW - s * step, g - top - s * 0.05 * h], [x + houseW - s * step, g - top - (s - 1) * 0.05 * h]);
    gable.push([x + houseW, g - top], [x + houseW, g]);
    houses += polygon(gable);
    for (let row = 0; row < 3; row += 1)
      for (let col = 0; col < 2; col += 1)
        if (random(50 + i * 6 + row * 2 + col) > 0.35)
          houses += rect(
            x + houseW * (0.2 + col * 0.38),
            g - top + 0.04 * h + row * 0.1 * h,
            houseW * 0.22,
            0.06 * h,
            `fill="${accent}" fill-opacity="0.85"`,
          );
  }
  const bell = belfry({ ...p, cx: cx + 0.45 * h, h: h * 1.05 }, false).main;
  return { main: houses + bell, halfWidth: 0.55 };
};

type CathedralKind = 'two-spires' | 'twin-towers' | 'one-spire' | 'central-spire' | 'one-tower';

/** A cathedral: its front with rose window and portals, its nave and buttresses, its towers. */
const cathedral = (p: Place, kind: CathedralKind): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const front = { x: cx - 0.3 * h, w: 0.36 * h, top: 0.48 };
  const nave = polygon([
    [front.x + front.w, g],
    [front.x + front.w, g - 0.3 * h],
    [front.x + front.w + 0.24 * h, g - 0.42 * h],
    [front.x + front.w + 0.5 * h, g - 0.3 * h],
    [front.x + front.w + 0.5 * h, g],
  ]);
  const buttresses = [0.1, 0.22, 0.34]
    .map((share) => {
      const x = front.x + front.w + share * h;
      return `<path d="M ${px(x)} ${px(g)} V ${px(g - 0.2 * h)} Q ${px(x + 0.04 * h)} ${px(g - 0.3 * h)} ${px(x + 0.07 * h)} ${px(g - 0.3 * h)}" fill="none" stroke="${INK}" stroke-width="${px(0.02 * h)}"/>`;
    })
    .join('');
  const towerW = 0.12 * h;
  const left = front.x;
  const right = front.x + front.w - towerW;
  let towers: string;
  switch (kind) {
    case 'two-spires':
      towers = tower(p, left, towerW, 0.62, 1) + tower(p, right, towerW, 0.58, 0.88);
      break;
    case 'twin-towers':
      towers =
        tower(p, left, towerW, 0.8) +
        tower(p, right, towerW, 0.8) +
        [left, right]
          .flatMap((x) => [x, x + towerW * 0.8])
          .map((x) => tower(p, x, towerW * 0.2, 0.8, 0.88))
          .join('');
      break;
    case 'one-spire':
      towers = tower(p, left, towerW, 0.66) + tower(p, left + towerW * 0.2, towerW * 0.6, 0.66, 1) + tower(p, right, towerW, 0.55);
      break;
    case 'central-spire':
      towers = tower(p, front.x + front.w + 0.18 * h, 0.1 * h, 0.6, 1) + tower(p, left, towerW, 0.56) + tower(p, right, towerW, 0.56);
      break;
    default:
      towers = tower(p, left, towerW * 1.2, 0.76);
  }
  const body = rect(front.x, g - front.top * h, front.w, front.top * h);
  const rose = circle(front.x + front.w / 2, g - 0.33 * h, 0.05 * h, `fill="${accent}" fill-opacity="0.9"`);
  const portals = arches(front.x + 0.02 * h, g, front.w - 0.04 * h, 0.16 * h, 3, accent);
  return { main: nave + buttresses + towers + body + rose + portals, halfWidth: 0.58 };
};

const fortress = ({ cx, ground: g, h, accent }: Place): Drawn => {
  const wallW = 1.1 * h;
  const x0 = cx - wallW / 2;
  let shapes = rect(x0, g - 0.32 * h, wallW, 0.32 * h);
  for (let x = x0; x < x0 + wallW; x += 0.05 * h) shapes += rect(x, g - 0.36 * h, 0.03 * h, 0.04 * h);
  for (let i = 0; i < 6; i += 1) {
    const x = x0 + i * (wallW / 5) - 0.07 * h;
    shapes += `<rect x="${px(x)}" y="${px(g - 0.5 * h)}" width="${px(0.14 * h)}" height="${px(0.5 * h)}" rx="${px(0.03 * h)}" fill="${INK}"/>`;
    // The towers' bands of light stone, as Angers's are striped slate and tufa.
    for (let band = 0; band < 4; band += 1)
      shapes += rect(x, g - (0.12 + band * 0.09) * h, 0.14 * h, 0.025 * h, `fill="${accent}" fill-opacity="0.45"`);
  }
  shapes += rect(cx - 0.06 * h, g - 0.18 * h, 0.12 * h, 0.18 * h, `fill="${accent}" fill-opacity="0.25"`);
  return { main: shapes, halfWidth: 0.62 };
};

const bridge = ({ cx, ground: g, h, accent, random }: Place, span: number): Drawn => {
  const deck = g - 0.14 * h;
  const count = 7 + Math.floor(random(70) * 8);
  const x0 = cx - span / 2;
  const step = span / count;
  let shapes = rect(x0, deck - 0.035 * h, span, 0.035 * h);
  for (let i = 0; i < count; i += 1) {
    const left = x0 + i * step + step * 0.12;
    const right = x0 + (i + 1) * step - step * 0.12;
    shapes += `<path d="M ${px(x0 + i * step)} ${px(deck)} H ${px(x0 + (i + 1) * step)} V ${px(g)} H ${px(right)} A ${px((right - left) / 2)} ${px(0.1 * h)} 0 0 0 ${px(left)} ${px(g)} H ${px(x0 + i * step)} Z" fill="${INK}"/>`;
    shapes += circle(x0 + i * step, deck - 0.07 * h, 0.01 * h, `fill="${accent}"`) + rect(x0 + i * step - 2, deck - 0.07 * h, 4, 0.035 * h);
  }
  return { main: shapes, halfWidth: span / h / 2 };
};

const volcano = (p: Place): Drawn => {
  const { cx, ground: g, h } = p;
  const cone = `<path d="M ${px(cx - 1.4 * h)} ${px(g)} Q ${px(cx - 0.5 * h)} ${px(g - 0.62 * h)} ${px(cx - 0.14 * h)} ${px(g - 0.8 * h)} Q ${px(cx)} ${px(g - 0.86 * h)} ${px(cx + 0.14 * h)} ${px(g - 0.8 * h)} Q ${px(cx + 0.5 * h)} ${px(g - 0.62 * h)} ${px(cx + 1.4 * h)} ${px(g)} Z" ${MIST}/>
<line x1="${px(cx)}" y1="${px(g - 0.85 * h)}" x2="${px(cx)}" y2="${px(g - 0.98 * h)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5"/>`;
  const church = cathedral({ ...p, cx: cx + 0.15 * h, h: 0.7 * h }, 'two-spires');
  return { back: cone, main: church.main, halfWidth: 0.45 };
};

const mountains = ({ cx, ground: g, h, accent, random }: Place): Drawn => {
  const peaks = [-0.9, -0.2, 0.55, 1.2].map((share, i) => ({ x: cx + share * h, top: (0.72 + random(80 + i) * 0.25) * h }));
  const range =
    polygon(
      [
        [cx - 2 * h, g],
        ...peaks.flatMap(({ x, top }): Array<[number, number]> => [
          [x - 0.05 * h, g - top + 0.08 * h],
          [x, g - top],
          [x + 0.3 * h, g - top * 0.55],
        ]),
        [cx + 2 * h, g],
      ],
      MIST,
    ) +
    peaks
      .map(({ x, top }) =>
        polygon(
          [
            [x - 0.06 * h, g - top + 0.1 * h],
            [x, g - top],
            [x + 0.07 * h, g - top + 0.1 * h],
          ],
          'fill="#ffffff" fill-opacity="0.6"',
        ),
      )
      .join('');
  const [fromX, fromY, toX, toY] = [cx - 0.8 * h, g - 0.8 * h, cx + 0.5 * h, g - 0.22 * h];
  let cable = `<line x1="${px(fromX)}" y1="${px(fromY)}" x2="${px(toX)}" y2="${px(toY)}" stroke="${INK}" stroke-width="4"/>`;
  for (const share of [0.25, 0.45, 0.65]) {
    const x = fromX + (toX - fromX) * share;
    const y = fromY + (toY - fromY) * share;
    cable += `<line x1="${px(x)}" y1="${px(y)}" x2="${px(x)}" y2="${px(y + 0.05 * h)}" stroke="${INK}" stroke-width="4"/>${circle(x, y + 0.085 * h, 0.04 * h, `fill="${accent}"`)}`;
  }
  return { back: range, main: cable, halfWidth: 0.2 };
};

const tiledRoofs = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  // Burgundy's glazed tiles: diamonds in the brand's orange, teal and cream.
  const tiles = `<pattern id="tiles" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${INK}"/><polygon points="18,2 34,18 18,34 2,18" fill="${accent}"/><polygon points="18,10 26,18 18,26 10,18" fill="#1b8a7e"/></pattern>`;
  const roof = polygon(
    [
      [cx - 0.05 * h, g - 0.28 * h],
      [cx + 0.2 * h, g - 0.58 * h],
      [cx + 0.45 * h, g - 0.58 * h],
      [cx + 0.7 * h, g - 0.28 * h],
    ],
    'fill="url(#tiles)"',
  );
  const walls = rect(cx - 0.05 * h, g - 0.28 * h, 0.75 * h, 0.28 * h) + arches(cx, g, 0.65 * h, 0.12 * h, 5, accent);
  let crown = tower(p, cx - 0.26 * h, 0.16 * h, 0.86);
  for (let i = 0; i < 4; i += 1) crown += rect(cx - 0.26 * h + i * 0.045 * h, g - 0.9 * h, 0.025 * h, 0.04 * h);
  crown += tower(p, cx - 0.14 * h, 0.035 * h, 0.92, 0.98);
  return { main: `<defs>${tiles}</defs>${roof}${walls}${crown}`, halfWidth: 0.55 };
};

const stationClock = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const hall = rect(cx - 0.6 * h, g - 0.26 * h, 1.0 * h, 0.26 * h) + arches(cx - 0.55 * h, g, 0.9 * h, 0.14 * h, 7, accent);
  const dome = `<path d="M ${px(cx - 0.32 * h)} ${px(g - 0.26 * h)} A ${px(0.2 * h)} ${px(0.2 * h)} 0 0 1 ${px(cx + 0.08 * h)} ${px(g - 0.26 * h)} Z" fill="${INK}"/>`;
  const clockTower =
    tower(p, cx + 0.22 * h, 0.1 * h, 0.82) +
    `<path d="M ${px(cx + 0.21 * h)} ${px(g - 0.82 * h)} Q ${px(cx + 0.27 * h)} ${px(g - 0.95 * h)} ${px(cx + 0.33 * h)} ${px(g - 0.82 * h)} Z" fill="${INK}"/>`;
  const clock = circle(cx + 0.27 * h, g - 0.72 * h, 0.035 * h, `fill="${accent}"`);
  const spire = `<line x1="${px(cx + 0.27 * h)}" y1="${px(g - 0.92 * h)}" x2="${px(cx + 0.27 * h)}" y2="${px(g - h)}" stroke="${INK}" stroke-width="5"/>`;
  return { main: hall + dome + clockTower + clock + spire, halfWidth: 0.62 };
};

const hill = ({ cx, ground: g, h }: Place, rocky: boolean) =>
  rocky
    ? polygon(
        [
          [cx - 0.9 * h, g],
          [cx - 0.5 * h, g - 0.3 * h],
          [cx - 0.3 * h, g - 0.34 * h],
          [cx - 0.12 * h, g - 0.46 * h],
          [cx + 0.14 * h, g - 0.46 * h],
          [cx + 0.3 * h, g - 0.36 * h],
          [cx + 0.6 * h, g - 0.28 * h],
          [cx + 0.9 * h, g],
        ],
        'fill="#163a5f"',
      )
    : `<path d="M ${px(cx - 1.1 * h)} ${px(g)} Q ${px(cx - 0.4 * h)} ${px(g - 0.5 * h)} ${px(cx)} ${px(g - 0.48 * h)} Q ${px(cx + 0.5 * h)} ${px(g - 0.46 * h)} ${px(cx + 1.1 * h)} ${px(g)} Z" fill="#163a5f"/>`;

const hillBasilica = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const top = g - 0.48 * h;
  let church = rect(cx - 0.16 * h, top - 0.14 * h, 0.32 * h, 0.15 * h);
  for (const x of [-0.18, -0.06, 0.06, 0.15])
    church +=
      tower({ ...p, ground: top + 0.01 * h }, cx + x * h, 0.04 * h, 0.26) +
      circle(cx + (x + 0.02) * h, top - 0.26 * h, 0.025 * h, `fill="${INK}"`);
  church += arches(cx - 0.12 * h, top, 0.24 * h, 0.08 * h, 3, accent);
  const mast =
    polygon([
      [cx + 0.34 * h, top + 0.02 * h],
      [cx + 0.4 * h, top - 0.42 * h],
      [cx + 0.46 * h, top + 0.04 * h],
    ]) + circle(cx + 0.4 * h, top - 0.42 * h, 0.012 * h, `fill="${accent}"`);
  return { main: hill(p, false) + church + mast, halfWidth: 0.7 };
};

const hillChapel = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const top = g - 0.46 * h;
  const church =
    rect(cx - 0.14 * h, top - 0.12 * h, 0.26 * h, 0.13 * h) +
    polygon([
      [cx - 0.16 * h, top - 0.12 * h],
      [cx - 0.01 * h, top - 0.2 * h],
      [cx + 0.14 * h, top - 0.12 * h],
    ]);
  const bellTower = tower({ ...p, ground: top + 0.01 * h }, cx + 0.1 * h, 0.07 * h, 0.36);
  // The gilded statue on top of the bell tower.
  const statue = `<ellipse cx="${px(cx + 0.135 * h)}" cy="${px(top - 0.4 * h)}" rx="${px(0.018 * h)}" ry="${px(0.05 * h)}" fill="${accent}"/>${circle(cx + 0.135 * h, top - 0.46 * h, 0.014 * h, `fill="${accent}"`)}`;
  return { main: hill(p, true) + church + bellTower + statue + arches(cx - 0.12 * h, top, 0.2 * h, 0.06 * h, 2, accent), halfWidth: 0.6 };
};

const triumphalArch = (p: Place): Drawn => {
  const { cx, ground: g, h, accent } = p;
  const w = 0.5 * h;
  const block = `<path d="M ${px(cx - w / 2)} ${px(g)} V ${px(g - 0.5 * h)} H ${px(cx + w / 2)} V ${px(g)} Z M ${px(cx - 0.1 * h)} ${px(g)} V ${px(g - 0.2 * h)} A ${px(0.1 * h)} ${px(0.1 * h)} 0 0 1 ${px(cx + 0.1 * h)} ${px(g - 0.2 * h)} V ${px(g)} Z" fill="${INK}" fill-rule="evenodd"/>`;
  const cornice =
    rect(cx - w / 2 - 0.03 * h, g - 0.56 * h, w + 0.06 * h, 0.05 * h) +
    rect(cx - w / 2 + 0.04 * h, g - 0.42 * h, w - 0.08 * h, 0.012 * h, `fill="${accent}" fill-opacity="0.7"`);
  // The aqueduct that carries on from it, two tiers of small arches.
  let aqueduct = rect(cx + w / 2 + 0.1 * h, g - 0.34 * h, 0.9 * h, 0.04 * h);
  for (let i = 0; i < 9; i += 1) {
    const x = cx + w / 2 + 0.1 * h + i * 0.1 * h;
    aqueduct += `<path d="M ${px(x)} ${px(g - 0.3 * h)} H ${px(x + 0.1 * h)} V ${px(g)} H ${px(x + 0.085 * h)} V ${px(g - 0.2 * h)} A ${px(0.035 * h)} ${px(0.04 * h)} 0 0 0 ${px(x + 0.015 * h)} ${px(g - 0.2 * h)} V ${px(g)} H ${px(x)} Z" fill="${INK}"/>`;
  }
  return { main: block + cornice + aqueduct, halfWidth: 0.9 };
};

const crane = ({ cx, ground: g, h, accent }: Place): Drawn => {
  // Nantes's yellow Titan crane on the quay.
  const legs = polygon(
    [
      [cx - 0.12 * h, g],
      [cx - 0.04 * h, g - 0.55 * h],
      [cx + 0.04 * h, g - 0.55 * h],
      [cx + 0.12 * h, g],
    ],
    `fill="${accent}"`,
  );
  const holes = [0.12, 0.26, 0.4]
    .map((y) =>
      polygon(
        [
          [cx - 0.09 * h + y * 0.15 * h, g - y * h],
          [cx, g - (y + 0.1) * h],
          [cx + 0.09 * h - y * 0.15 * h, g - y * h],
        ],
        `fill="${INK}" fill-opacity="0.7"`,
      ),
    )
    .join('');
  const cabin =
    rect(cx - 0.07 * h, g - 0.66 * h, 0.14 * h, 0.11 * h, `fill="${accent}"`) + rect(cx - 0.04 * h, g - 0.63 * h, 0.08 * h, 0.04 * h);
  const jib =
    rect(cx - 0.3 * h, g - 0.7 * h, 0.95 * h, 0.04 * h, `fill="${accent}"`) +
    rect(cx - 0.34 * h, g - 0.74 * h, 0.09 * h, 0.1 * h, `fill="${accent}"`);
  const mast = `<path d="M ${px(cx)} ${px(g - 0.88 * h)} L ${px(cx + 0.6 * h)} ${px(g - 0.7 * h)} M ${px(cx)} ${px(g - 0.88 * h)} L ${px(cx - 0.3 * h)} ${px(g - 0.7 * h)} M ${px(cx)} ${px(g - 0.88 * h)} V ${px(g - 0.66 * h)}" stroke="${accent}" stroke-width="8"/>`;
  const hook = `<line x1="${px(cx + 0.55 * h)}" y1="${px(g - 0.66 * h)}" x2="${px(cx + 0.55 * h)}" y2="${px(g - 0.4 * h)}" stroke="${INK}" stroke-width="4"/>`;
  return { main: legs + holes + cabin + jib + mast + hook, halfWidth: 0.7 };
};

const palms = ({ cx, ground: g, h, accent, random }: Place): Drawn => {
  const hotel =
    rect(cx - 0.2 * h, g - 0.34 * h, 0.4 * h, 0.34 * h) +
    `<path d="M ${px(cx - 0.1 * h)} ${px(g - 0.34 * h)} Q ${px(cx)} ${px(g - 0.56 * h)} ${px(cx + 0.1 * h)} ${px(g - 0.34 * h)} Z" fill="${accent}"/>`;
  let windows = '';
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 5; col += 1)
      windows += rect(
        cx - 0.17 * h + col * 0.07 * h,
        g - 0.3 * h + row * 0.09 * h,
        0.04 * h,
        0.05 * h,
        `fill="${accent}" fill-opacity="${random(90 + row * 5 + col) > 0.4 ? 0.85 : 0.2}"`,
      );
  const trees = [-0.55, -0.35, 0.4, 0.62]
    .map((share, i) => {
      const x = cx + share * h;
      const top = g - (0.42 + random(100 + i) * 0.14) * h;
      const lean = (random(110 + i) - 0.5) * 0.12 * h;
      const leaves = [-1, -0.5, 0, 0.5, 1]
        .map(
          (dir) =>
            `<path d="M ${px(x + lean)} ${px(top)} Q ${px(x + lean + dir * 0.08 * h)} ${px(top - 0.06 * h)} ${px(x + lean + dir * 0.14 * h)} ${px(top + 0.03 * h + Math.abs(dir) * 0.02 * h)}" fill="none" stroke="${INK}" stroke-width="${px(0.022 * h)}" stroke-linecap="round"/>`,
        )
        .join('');
      return `<path d="M ${px(x)} ${px(g)} Q ${px(x + lean * 0.2)} ${px((g + top) / 2)} ${px(x + lean)} ${px(top)}" fill="none" stroke="${INK}" stroke-width="${px(0.02 * h)}"/>${leaves}`;
    })
    .join('');
  return { main: hotel + windows + trees, halfWidth: 0.75 };
};

const timbered = ({ cx, ground: g, h, random }: Place): Drawn => {
  let houses = '';
  const w = 0.2 * h;
  for (let i = 0; i < 5; i += 1) {
    const x = cx - 0.52 * h + i * w;
    const wall = (0.3 + random(120 + i) * 0.12) * h;
    const plaster = '#f3e9da';
    houses += polygon(
      [
        [x, g],
        [x, g - wall],
        [x + w / 2, g - wall - 0.18 * h],
        [x + w, g - wall],
        [x + w, g],
      ],
      `fill="${plaster}" fill-opacity="0.92"`,
    );
    houses += polygon([
      [x - 0.01 * h, g - wall],
      [x + w / 2, g - wall - 0.19 * h],
      [x + w + 0.01 * h, g - wall],
      [x + w / 2, g - wall - 0.16 * h],
    ]);
    // Beams: the posts, the floors and a cross on each floor.
    let beams = '';
    for (const share of [0, 0.5, 1]) beams += `M ${px(x + share * w)} ${px(g)} V ${px(g - wall)} `;
    for (let floor = 0; floor <= 2; floor += 1) {
      const y = g - (floor * wall) / 2;
      beams += `M ${px(x)} ${px(y)} H ${px(x + w)} `;
      if (floor < 2)
        beams += `M ${px(x)} ${px(y)} L ${px(x + w / 2)} ${px(y - wall / 2)} M ${px(x + w)} ${px(y)} L ${px(x + w / 2)} ${px(y - wall / 2)} `;
    }
    houses += `<path d="${beams}" fill="none" stroke="${INK}" stroke-width="${px(0.014 * h)}"/>`;
  }
  return { main: houses, halfWidth: 0.56 };
};

const headframe = ({ cx, ground: g, h, accent }: Place): Drawn => {
  const heaps = `<path d="M ${px(cx + 0.2 * h)} ${px(g)} L ${px(cx + 0.6 * h)} ${px(g - 0.55 * h)} L ${px(cx + 1 * h)} ${px(g)} Z M ${px(cx + 0.7 * h)} ${px(g)} L ${px(cx + 1.05 * h)} ${px(g - 0.5 * h)} L ${px(cx + 1.45 * h)} ${px(g)} Z" ${MIST}/>`;
  const frame = `<path d="M ${px(cx - 0.06 * h)} ${px(g)} V ${px(g - 0.8 * h)} H ${px(cx + 0.06 * h)} V ${px(g)} M ${px(cx - 0.3 * h)} ${px(g)} L ${px(cx + 0.02 * h)} ${px(g - 0.78 * h)} M ${px(cx - 0.06 * h)} ${px(g - 0.2 * h)} L ${px(cx + 0.06 * h)} ${px(g - 0.4 * h)} L ${px(cx - 0.06 * h)} ${px(g - 0.6 * h)} L ${px(cx + 0.06 * h)} ${px(g - 0.8 * h)}" fill="none" stroke="${INK}" stroke-width="${px(0.025 * h)}"/>`;
  const wheels = [-0.02, 0.08]
    .map(
      (dx, i) =>
        `<circle cx="${px(cx + dx * h)}" cy="${px(g - (0.86 - i * 0.03) * h)}" r="${px(0.07 * h)}" fill="none" stroke="${i ? accent : INK}" stroke-width="${px(0.016 * h)}"/>`,
    )
    .join('');
  const hall =
    rect(cx + 0.08 * h, g - 0.22 * h, 0.36 * h, 0.22 * h) +
    rect(cx + 0.1 * h, g - 0.16 * h, 0.32 * h, 0.03 * h, `fill="${accent}" fill-opacity="0.6"`);
  return { back: heaps, main: hall + frame + wheels, halfWidth: 0.48 };
};

const rocket = ({ cx, ground: g, h, accent }: Place): Drawn => {
  const body = rect(cx - 0.045 * h, g - 0.82 * h, 0.09 * h, 0.72 * h, `fill="#ffffff" fill-opacity="0.92"`);
  const nose = `<path d="M ${px(cx - 0.045 * h)} ${px(g - 0.82 * h)} Q ${px(cx - 0.04 * h)} ${px(g - 0.96 * h)} ${px(cx)} ${px(g - h)} Q ${px(cx + 0.04 * h)} ${px(g - 0.96 * h)} ${px(cx + 0.045 * h)} ${px(g - 0.82 * h)} Z" fill="#ffffff" fill-opacity="0.92"/>`;
  const boosters = [-1, 1]
    .map((side) => {
      const x = cx + side * 0.075 * h;
      return `${rect(x - 0.025 * h, g - 0.52 * h, 0.05 * h, 0.44 * h, `fill="#ffffff" fill-opacity="0.8"`)}${polygon(
        [
          [x - 0.025 * h, g - 0.52 * h],
          [x, g - 0.6 * h],
          [x + 0.025 * h, g - 0.52 * h],
        ],
        'fill="#ffffff" fill-opacity="0.8"',
      )}`;
    })
    .join('');
  const stripe = rect(cx - 0.045 * h, g - 0.7 * h, 0.09 * h, 0.03 * h, `fill="${accent}"`);
  const gantry = `${rect(cx - 0.3 * h, g - 0.1 * h, 0.6 * h, 0.1 * h)}<path d="M ${px(cx + 0.2 * h)} ${px(g - 0.1 * h)} V ${px(g - 0.75 * h)} M ${px(cx + 0.2 * h)} ${px(g - 0.6 * h)} H ${px(cx + 0.06 * h)} M ${px(cx + 0.2 * h)} ${px(g - 0.35 * h)} H ${px(cx + 0.1 * h)}" stroke="${INK}" stroke-width="${px(0.02 * h)}"/>`;
  return { main: gantry + boosters + body + nose + stripe, halfWidth: 0.34 };
};

const drawLandmark = (landmark: Landmark, place: Place, width: number): Drawn => {
  switch (landmark) {
    case 'iron-tower':
      return ironTower(place);
    case 'belfry':
      return belfry(place);
    case 'stepped-gables':
      return steppedGables(place);
    case 'two-spires':
    case 'twin-towers':
    case 'one-spire':
    case 'central-spire':
    case 'one-tower':
      return cathedral(place, landmark);
    case 'fortress':
      return fortress(place);
    case 'bridge': {
      // A bridge across the whole river, and a church's towers over the far bank.
      const kinds: CathedralKind[] = ['twin-towers', 'one-tower', 'central-spire'];
      const church = cathedral(
        { ...place, cx: place.cx - 0.1 * place.h, h: place.h * 0.9 },
        kinds[Math.floor(place.random(71) * kinds.length)],
      );
      const crossing = bridge({ ...place, h: place.h * 0.9 }, width * 1.1);
      return { main: church.main + crossing.main, halfWidth: crossing.halfWidth };
    }
    case 'volcano':
      return volcano(place);
    case 'mountains':
      return mountains(place);
    case 'tiled-roofs':
      return tiledRoofs(place);
    case 'station-clock':
      return stationClock(place);
    case 'hill-basilica':
      return hillBasilica(place);
    case 'hill-chapel':
      return hillChapel(place);
    case 'triumphal-arch':
      return triumphalArch(place);
    case 'crane':
      return crane(place);
    case 'palms':
      return palms(place);
    case 'timbered':
      return timbered(place);
    case 'headframe':
      return headframe(place);
    default:
      return rocket(place);
  }
};

/** A row of buildings along the ground, some with windows lit, leaving `clear` (x from, x to) empty. */
const buildingRow = (
  { width, random, accent }: Canvas,
  {
    seed,
    ground,
    lowest,
    highest,
    fill,
    windows,
    clear,
  }: { seed: number; ground: number; lowest: number; highest: number; fill: string; windows: boolean; clear?: [number, number] },
) => {
  let x = -20;
  let i = 0;
  let shapes = '';
  while (x < width) {
    const w = px(between(random, seed + i * 3, 60, 170));
    if (clear && x + w > clear[0] && x < clear[1]) {
      x = clear[1] + 8;
      i += 1;
      continue;
    }
    const h = px(between(random, seed + i * 3 + 1, lowest, highest));
    const top = ground - h;
    shapes += rect(x, top, w, h, fill);
    if (random(seed + i * 3 + 2) > 0.7)
      shapes += polygon(
        [
          [x, top],
          [x + w / 2, top - w * 0.3],
          [x + w, top],
        ],
        fill,
      );
    if (windows)
      for (let wy = top + 22; wy < ground - 26; wy += 40)
        for (let wx = x + 14; wx < x + w - 22; wx += 32)
          if (random(px(wx * 7 + wy)) > 0.6) shapes += rect(wx, wy, 13, 18, `fill="${accent}" fill-opacity="0.85" rx="2"`);
    x += w + px(random(seed + i) * 10);
    i += 1;
  }
  return shapes;
};

/** Skies of the brand's colours, top to horizon, each with the sun that shows against it. */
const SKIES: Array<{ top: string; horizon: string; sun: string }> = [
  { top: '#0f2d4d', horizon: '#2a6f97', sun: '#f4a259' },
  { top: '#0b2440', horizon: '#5679a6', sun: '#f4a259' },
  { top: '#12355b', horizon: '#d2691f', sun: '#fde2c4' },
  { top: '#2f5a8a', horizon: '#f4a259', sun: '#ffffff' },
];

/**
 * A campus city: its own sky and sun, the far city in mist, the landmark in the middle of the picture (so any
 * crop keeps it), low buildings in front on either side, and the river or the sea below.
 */
export const cityScene = (canvas: Canvas, { landmark, water }: CityScene): string => {
  const { width, height, random, accent } = canvas;
  const ground = water === 'none' ? height : height * 0.86;
  const h = height * 0.68;
  const cx = width * between(random, 41, 0.42, 0.56);
  const drawn = drawLandmark(landmark, { cx, ground, h, accent, random }, width);
  const sky = SKIES[Math.floor(random(44) * SKIES.length)];
  const skyShape = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient></defs>${rect(0, 0, width, height, 'fill="url(#sky)"')}`;
  // The sun high beside the landmark, inside the middle that a page's hero keeps from 1024 px
  // (page-hero.module.css): further out, the hero's slanted edge cut it in half.
  const sunX = cx + (random(42) > 0.5 ? 1 : -1) * width * between(random, 43, 0.15, 0.21);
  const sun = circle(sunX, height * between(random, 45, 0.13, 0.2), height * 0.09, `fill="${sky.sun}" fill-opacity="0.95"`);
  const far = buildingRow(canvas, { seed: 20, ground, lowest: height * 0.12, highest: height * 0.36, fill: MIST, windows: false });
  const clearance = drawn.halfWidth * h + 20;
  const near = buildingRow(canvas, {
    seed: 50,
    ground,
    lowest: height * 0.08,
    highest: height * 0.2,
    fill: `fill="${INK}"`,
    windows: true,
    clear: [cx - clearance, cx + clearance],
  });
  let waterShape = '';
  if (water !== 'none') {
    waterShape = rect(0, ground, width, height - ground, `fill="${water === 'sea' ? '#1b8a7e' : '#2a6f97'}" fill-opacity="0.75"`);
    for (let i = 0; i < 14; i += 1) {
      const x = random(150 + i) * width;
      const y = ground + 16 + random(170 + i) * (height - ground - 30);
      waterShape += rect(x, y, 40 + random(190 + i) * 90, 6, `fill="${i % 3 ? '#ffffff' : accent}" fill-opacity="0.35" rx="3"`);
    }
  }
  return `${skyShape}${sun}${drawn.back ?? ''}${far}${drawn.main}${near}${waterShape}`;
};

/**
 * The city on the horizon of another picture (a news item, an event on its campus): its landmark,
 * a third of the picture's height, at `cx`, and low buildings either side.
 */
export const cityHorizon = (canvas: Canvas, { landmark }: CityScene, cx: number): string => {
  const { width, height, random, accent } = canvas;
  const h = height * 0.36;
  const drawn = drawLandmark(landmark, { cx, ground: height, h, accent, random }, width);
  const clearance = drawn.halfWidth * h + 12;
  const near = buildingRow(canvas, {
    seed: 60,
    ground: height,
    lowest: height * 0.05,
    highest: height * 0.15,
    fill: `fill="${INK}"`,
    windows: true,
    clear: [cx - clearance, cx + clearance],
  });
  return `${drawn.back ?? ''}${drawn.main}${near}`;
};

/** The city's landmark alone, `h` tall on `ground` at `cx` (seen down a street, behind its façades). */
export const landmarkAt = (canvas: Canvas, { landmark }: CityScene, cx: number, ground: number, h: number): string => {
  const drawn = drawLandmark(landmark, { cx, ground, h, accent: canvas.accent, random: canvas.random }, canvas.width);
  return `${drawn.back ?? ''}${drawn.main}`;
};

/** The cities of the home page's picture, west to east, as a visitor might name them. */
export const PANORAMA: Landmark[] = ['crane', 'iron-tower', 'two-spires', 'hill-basilica', 'rocket', 'palms'];

/**
 * The school's network: six of its cities side by side on one horizon, each under a pin, the
 * pins linked by arcs: 26 campuses, one school. Without the `network`, the cities alone, as tall
 * as `landmarkHeight` of the picture (a strip along a band, the error page's horizon).
 */
export const campusPanorama = (canvas: Canvas, { landmarkHeight = 0.46, network = true, cities: shown = PANORAMA } = {}): string => {
  const { width, height, random, accent } = canvas;
  const step = width / shown.length;
  const h = height * landmarkHeight;
  let cities = '';
  const pins: Array<[number, number]> = [];
  shown.forEach((landmark, i) => {
    const cx = step * (i + 0.5);
    const drawn = drawLandmark(
      landmark,
      { cx, ground: height, h: h * (landmark === 'palms' || landmark === 'hill-basilica' ? 0.8 : 1), accent, random },
      width,
    );
    cities += `<g>${drawn.main}</g>`;
    pins.push([cx, height * (0.14 + (i % 2) * 0.08)]);
  });
  const near = buildingRow(canvas, {
    seed: 70,
    ground: height,
    // As tall beside the landmarks whatever their height.
    lowest: height * 0.04 * (landmarkHeight / 0.46),
    highest: height * 0.1 * (landmarkHeight / 0.46),
    fill: `fill="${INK}"`,
    windows: true,
  });
  const arcs = pins
    .slice(1)
    .map(([x, y], i) => {
      const [fromX, fromY] = pins[i];
      return `<path d="M ${px(fromX)} ${px(fromY)} Q ${px((fromX + x) / 2)} ${px(Math.min(fromY, y) - height * 0.12)} ${px(x)} ${px(y)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>`;
    })
    .join('');
  const markers = pins
    .map(
      ([x, y]) =>
        `${circle(x, y, 30, `fill="${accent}" fill-opacity="0.25"`)}${circle(x, y, 14, `fill="${accent}"`)}${circle(x, y, 5, 'fill="#ffffff"')}`,
    )
    .join('');
  // The low buildings behind the landmarks, so that none hides a landmark's foot.
  return network ? `${near}${cities}${arcs}${markers}` : `${near}${cities}`;
};
