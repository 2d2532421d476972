// Emblems: the one object a picture is about (a code editor for development, a shield for
// cybersecurity, an open door for an open day, a mortarboard for graduation…), flat, in white,
// navy and the accent, drawn around a centre (cx, cy) at a size s (half its width).
import { type Canvas, px } from './canvas';

export type Emblem =
  | 'code'
  | 'cloud'
  | 'shield'
  | 'neurons'
  | 'target'
  | 'people'
  | 'shapes'
  | 'door'
  | 'exam'
  | 'microphone'
  | 'speech'
  | 'booth'
  | 'backpack'
  | 'trophy'
  | 'contract'
  | 'plane'
  | 'mortarboard'
  | 'handshake'
  | 'controller'
  | 'parcel'
  | 'building'
  | 'magnifier'
  | 'compass'
  | 'calendar'
  | 'notebook'
  | 'coins'
  | 'server'
  | 'database'
  | 'layers'
  | 'loop'
  | 'chart'
  | 'chip';

export interface EmblemPlace {
  cx: number;
  cy: number;
  s: number;
  accent: string;
  random: Canvas['random'];
}

const NAVY = '#12355b';
const WHITE = '#ffffff';

const r = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${px(x)}" y="${px(y)}" width="${px(w)}" height="${px(h)}" fill="${fill}" ${extra}/>`;
const c = (x: number, y: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${px(x)}" cy="${px(y)}" r="${px(radius)}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke="${stroke}" stroke-width="${px(width)}" stroke-linecap="round"/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

/** A person seen from the front: head and shoulders. */
const person = (x: number, y: number, size: number, fill: string) =>
  c(x, y - size * 0.55, size * 0.32, fill) +
  path(
    `M ${px(x - size * 0.55)} ${px(y + size * 0.45)} Q ${px(x - size * 0.55)} ${px(y - size * 0.15)} ${px(x)} ${px(y - size * 0.15)} Q ${px(x + size * 0.55)} ${px(y - size * 0.15)} ${px(x + size * 0.55)} ${px(y + size * 0.45)} Z`,
    fill,
  );

const DRAW: Record<Emblem, (p: EmblemPlace) => string> = {
  code: ({ cx, cy, s, accent, random }) => {
    let lines = '';
    for (let i = 0; i < 6; i += 1) {
      const indent = [0, 1, 2, 2, 1, 0][i] * s * 0.14;
      const w = s * (0.4 + random(200 + i) * 0.7);
      lines += r(
        cx - s * 0.8 + indent,
        cy - s * 0.28 + i * s * 0.17,
        Math.min(w, s * 1.5 - indent),
        s * 0.07,
        i % 3 === 0 ? accent : NAVY,
        `rx="${px(s * 0.035)}" fill-opacity="${i % 3 === 0 ? 1 : 0.55}"`,
      );
    }
    return (
      r(cx - s, cy - s * 0.7, s * 2, s * 1.45, WHITE, `rx="${px(s * 0.1)}"`) +
      r(cx - s, cy - s * 0.7, s * 2, s * 0.22, NAVY, `rx="${px(s * 0.1)}"`) +
      [0, 1, 2].map((i) => c(cx - s * 0.85 + i * s * 0.14, cy - s * 0.59, s * 0.04, i === 0 ? accent : WHITE)).join('') +
      lines +
      r(cx + s * 0.1, cy + s * 0.55, s * 0.05, s * 0.12, accent)
    );
  },
  cloud: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.8)} ${px(cy + s * 0.1)} A ${px(s * 0.3)} ${px(s * 0.3)} 0 0 1 ${px(cx - s * 0.45)} ${px(cy - s * 0.35)} A ${px(s * 0.45)} ${px(s * 0.45)} 0 0 1 ${px(cx + s * 0.35)} ${px(cy - s * 0.35)} A ${px(s * 0.35)} ${px(s * 0.35)} 0 0 1 ${px(cx + s * 0.8)} ${px(cy + s * 0.1)} Z`,
      WHITE,
    ) +
    [0, 1, 2]
      .map(
        (i) =>
          r(cx - s * 0.55 + i * s * 0.4, cy + s * 0.35, s * 0.3, s * 0.45, NAVY, `rx="${px(s * 0.04)}"`) +
          c(cx - s * 0.48 + i * s * 0.4, cy + s * 0.45, s * 0.03, accent) +
          line(cx - s * 0.4 + i * s * 0.4, cy + s * 0.1, cx - s * 0.4 + i * s * 0.4, cy + s * 0.35, WHITE, s * 0.03),
      )
      .join(''),
  shield: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx)} ${px(cy - s * 0.85)} L ${px(cx + s * 0.7)} ${px(cy - s * 0.55)} V ${px(cy)} Q ${px(cx + s * 0.7)} ${px(cy + s * 0.6)} ${px(cx)} ${px(cy + s * 0.9)} Q ${px(cx - s * 0.7)} ${px(cy + s * 0.6)} ${px(cx - s * 0.7)} ${px(cy)} V ${px(cy - s * 0.55)} Z`,
      WHITE,
    ) +
    r(cx - s * 0.28, cy - s * 0.05, s * 0.56, s * 0.45, accent, `rx="${px(s * 0.06)}"`) +
    path(
      `M ${px(cx - s * 0.18)} ${px(cy - s * 0.05)} V ${px(cy - s * 0.22)} A ${px(s * 0.18)} ${px(s * 0.18)} 0 0 1 ${px(cx + s * 0.18)} ${px(cy - s * 0.22)} V ${px(cy - s * 0.05)}`,
      'none',
      `stroke="${NAVY}" stroke-width="${px(s * 0.07)}"`,
    ) +
    c(cx, cy + s * 0.15, s * 0.06, NAVY),
  neurons: ({ cx, cy, s, accent, random }) => {
    const columns = [3, 4, 4, 2];
    const nodes = columns.map((count, col) =>
      Array.from({ length: count }, (_, i) => [cx - s * 0.9 + col * s * 0.6, cy + (i - (count - 1) / 2) * s * 0.45] as const),
    );
    let links = '';
    for (let col = 0; col < nodes.length - 1; col += 1)
      for (const [x1, y1] of nodes[col])
        for (const [x2, y2] of nodes[col + 1]) links += line(x1, y1, x2, y2, WHITE, s * 0.015).replace('/>', ' stroke-opacity="0.5"/>');
    const dots = nodes
      .flat()
      .map(([x, y], i) => c(x, y, s * 0.1, random(220 + i) > 0.6 ? accent : WHITE))
      .join('');
    return links + dots;
  },
  target: ({ cx, cy, s, accent }) =>
    [0.9, 0.65, 0.4, 0.17].map((k, i) => c(cx, cy, s * k, i % 2 ? accent : WHITE)).join('') +
    line(cx + s * 0.95, cy - s * 0.95, cx + s * 0.05, cy - s * 0.05, NAVY, s * 0.07) +
    path(`M ${px(cx + s * 0.95)} ${px(cy - s * 0.95)} l ${px(s * 0.2)} ${px(-s * 0.05)} l ${px(-s * 0.15)} ${px(s * 0.2)} Z`, NAVY),
  people: ({ cx, cy, s, accent, random }) => {
    const seats = 3 + Math.floor(random(230) * 2);
    let group = '';
    for (let i = 0; i < seats; i += 1) {
      const x = cx + (i - (seats - 1) / 2) * s * 0.52;
      group += person(x, cy - (i % 2) * s * 0.12, s * 0.5, i === 1 ? accent : WHITE);
    }
    return group + r(cx - s * 1.1, cy + s * 0.3, s * 2.2, s * 0.14, NAVY, `rx="${px(s * 0.07)}"`);
  },
  shapes: ({ cx, cy, s, accent }) =>
    c(cx - s * 0.35, cy - s * 0.1, s * 0.5, accent) +
    path(
      `M ${px(cx + s * 0.1)} ${px(cy + s * 0.7)} L ${px(cx + s * 0.55)} ${px(cy - s * 0.6)} L ${px(cx + s * 1)} ${px(cy + s * 0.7)} Z`,
      WHITE,
      'fill-opacity="0.9"',
    ) +
    r(cx - s * 0.75, cy + s * 0.15, s * 0.6, s * 0.6, NAVY, 'fill-opacity="0.85"') +
    path(
      `M ${px(cx - s * 0.9)} ${px(cy - s * 0.8)} C ${px(cx - s * 0.3)} ${px(cy - s * 1.1)}, ${px(cx + s * 0.3)} ${px(cy - s * 0.2)}, ${px(cx + s * 0.9)} ${px(cy - s * 0.7)}`,
      'none',
      `stroke="${WHITE}" stroke-width="${px(s * 0.04)}"`,
    ) +
    r(cx - s * 0.95, cy - s * 0.85, s * 0.1, s * 0.1, WHITE) +
    r(cx + s * 0.85, cy - s * 0.75, s * 0.1, s * 0.1, WHITE),
  door: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.55, cy - s * 0.9, s * 1.1, s * 1.8, NAVY, `rx="${px(s * 0.05)}"`) +
    path(
      `M ${px(cx - s * 0.45)} ${px(cy - s * 0.8)} H ${px(cx + s * 0.45)} V ${px(cy + s * 0.9)} H ${px(cx - s * 0.45)} Z`,
      accent,
      'fill-opacity="0.9"',
    ) +
    path(
      `M ${px(cx - s * 0.45)} ${px(cy - s * 0.8)} L ${px(cx + s * 0.1)} ${px(cy - s * 0.95)} V ${px(cy + s * 1.05)} L ${px(cx - s * 0.45)} ${px(cy + s * 0.9)} Z`,
      WHITE,
    ) +
    c(cx - s * 0.02, cy + s * 0.1, s * 0.05, NAVY) +
    path(
      `M ${px(cx + s * 0.45)} ${px(cy + s * 0.9)} L ${px(cx + s * 1.2)} ${px(cy + s * 1.2)} H ${px(cx - s * 0.2)} L ${px(cx - s * 0.45)} ${px(cy + s * 0.9)} Z`,
      accent,
      'fill-opacity="0.35"',
    ),
  exam: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.65, cy - s * 0.85, s * 1.3, s * 1.7, WHITE, `rx="${px(s * 0.06)}"`) +
    [0, 1, 2, 3]
      .map((i) => {
        const y = cy - s * 0.5 + i * s * 0.38;
        return (
          r(cx - s * 0.45, y - s * 0.1, s * 0.2, s * 0.2, 'none', `stroke="${NAVY}" stroke-width="${px(s * 0.03)}"`) +
          r(cx - s * 0.15, y - s * 0.04, s * 0.6, s * 0.08, NAVY, 'fill-opacity="0.4"') +
          (i < 3
            ? path(
                `M ${px(cx - s * 0.42)} ${px(y)} l ${px(s * 0.07)} ${px(s * 0.07)} l ${px(s * 0.14)} ${px(-s * 0.17)}`,
                'none',
                `stroke="${accent}" stroke-width="${px(s * 0.05)}" stroke-linecap="round"`,
              )
            : '')
        );
      })
      .join('') +
    path(
      `M ${px(cx + s * 0.55)} ${px(cy + s * 0.2)} L ${px(cx + s * 0.95)} ${px(cy - s * 0.6)} L ${px(cx + s * 1.05)} ${px(cy - s * 0.55)} L ${px(cx + s * 0.65)} ${px(cy + s * 0.25)} Z`,
      accent,
    ),
  microphone: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.22, cy - s * 0.9, s * 0.44, s * 0.8, WHITE, `rx="${px(s * 0.22)}"`) +
    [0, 1, 2]
      .map((i) => line(cx - s * 0.12, cy - s * 0.7 + i * s * 0.15, cx + s * 0.12, cy - s * 0.7 + i * s * 0.15, NAVY, s * 0.03))
      .join('') +
    path(
      `M ${px(cx - s * 0.4)} ${px(cy - s * 0.4)} Q ${px(cx - s * 0.4)} ${px(cy + s * 0.2)} ${px(cx)} ${px(cy + s * 0.2)} Q ${px(cx + s * 0.4)} ${px(cy + s * 0.2)} ${px(cx + s * 0.4)} ${px(cy - s * 0.4)}`,
      'none',
      `stroke="${accent}" stroke-width="${px(s * 0.07)}"`,
    ) +
    line(cx, cy + s * 0.2, cx, cy + s * 0.75, WHITE, s * 0.07) +
    r(cx - s * 0.35, cy + s * 0.72, s * 0.7, s * 0.1, WHITE, `rx="${px(s * 0.05)}"`) +
    [1, -1]
      .map((side) =>
        path(
          `M ${px(cx + side * s * 0.65)} ${px(cy - s * 0.65)} Q ${px(cx + side * s * 0.85)} ${px(cy - s * 0.4)} ${px(cx + side * s * 0.65)} ${px(cy - s * 0.15)}`,
          'none',
          `stroke="${WHITE}" stroke-width="${px(s * 0.04)}" stroke-opacity="0.6"`,
        ),
      )
      .join(''),
  speech: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s)} ${px(cy - s * 0.7)} H ${px(cx + s * 0.2)} Q ${px(cx + s * 0.3)} ${px(cy - s * 0.7)} ${px(cx + s * 0.3)} ${px(cy - s * 0.6)} V ${px(cy - s * 0.05)} Q ${px(cx + s * 0.3)} ${px(cy + s * 0.05)} ${px(cx + s * 0.2)} ${px(cy + s * 0.05)} H ${px(cx - s * 0.6)} L ${px(cx - s * 0.85)} ${px(cy + s * 0.3)} V ${px(cy + s * 0.05)} H ${px(cx - s)} Z`,
      WHITE,
    ) +
    path(
      `M ${px(cx - s * 0.2)} ${px(cy + s * 0.05)} H ${px(cx + s)} V ${px(cy + s * 0.7)} H ${px(cx + s * 0.75)} V ${px(cy + s * 0.95)} L ${px(cx + s * 0.5)} ${px(cy + s * 0.7)} H ${px(cx - s * 0.2)} Z`,
      accent,
    ) +
    [0, 1, 2].map((i) => c(cx - s * 0.6 + i * s * 0.25, cy - s * 0.33, s * 0.06, NAVY)).join('') +
    [0, 1].map((i) => r(cx, cy + s * 0.22 + i * s * 0.2, s * (0.8 - i * 0.3), s * 0.08, NAVY, 'fill-opacity="0.6"')).join(''),
  booth: ({ cx, cy, s, accent }) =>
    r(cx - s, cy + s * 0.2, s * 2, s * 0.6, WHITE, `rx="${px(s * 0.04)}"`) +
    r(cx - s, cy + s * 0.2, s * 2, s * 0.12, accent) +
    [-1, 1]
      .map((side) => r(cx + side * s * 0.7 - s * 0.15, cy - s * 0.9, s * 0.3, s * 1.1, side > 0 ? accent : WHITE, `rx="${px(s * 0.03)}"`))
      .join('') +
    r(cx - s * 0.45, cy - s * 0.75, s * 0.9, s * 0.5, NAVY, `rx="${px(s * 0.05)}"`) +
    c(cx, cy - s * 0.5, s * 0.12, accent) +
    person(cx - s * 0.2, cy + s * 0.05, s * 0.4, NAVY),
  backpack: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.25)} ${px(cy - s * 0.7)} Q ${px(cx)} ${px(cy - s * 1.05)} ${px(cx + s * 0.25)} ${px(cy - s * 0.7)}`,
      'none',
      `stroke="${WHITE}" stroke-width="${px(s * 0.08)}"`,
    ) +
    r(cx - s * 0.6, cy - s * 0.7, s * 1.2, s * 1.55, accent, `rx="${px(s * 0.3)}"`) +
    r(cx - s * 0.4, cy + s * 0.1, s * 0.8, s * 0.55, WHITE, `rx="${px(s * 0.12)}"`) +
    line(cx - s * 0.25, cy + s * 0.3, cx + s * 0.25, cy + s * 0.3, NAVY, s * 0.05) +
    c(cx + s * 0.85, cy - s * 0.45, s * 0.35, WHITE) +
    line(cx + s * 0.85, cy - s * 0.45, cx + s * 0.85, cy - s * 0.68, NAVY, s * 0.05) +
    line(cx + s * 0.85, cy - s * 0.45, cx + s * 1.02, cy - s * 0.4, NAVY, s * 0.05),
  trophy: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.55)} ${px(cy - s * 0.8)} H ${px(cx + s * 0.55)} V ${px(cy - s * 0.4)} Q ${px(cx + s * 0.55)} ${px(cy + s * 0.15)} ${px(cx)} ${px(cy + s * 0.2)} Q ${px(cx - s * 0.55)} ${px(cy + s * 0.15)} ${px(cx - s * 0.55)} ${px(cy - s * 0.4)} Z`,
      accent,
    ) +
    [-1, 1]
      .map((side) =>
        path(
          `M ${px(cx + side * s * 0.55)} ${px(cy - s * 0.65)} h ${px(side * s * 0.25)} q 0 ${px(s * 0.4)} ${px(-side * s * 0.3)} ${px(s * 0.45)}`,
          'none',
          `stroke="${accent}" stroke-width="${px(s * 0.07)}"`,
        ),
      )
      .join('') +
    r(cx - s * 0.08, cy + s * 0.2, s * 0.16, s * 0.35, accent) +
    r(cx - s * 0.4, cy + s * 0.55, s * 0.8, s * 0.25, WHITE, `rx="${px(s * 0.04)}"`) +
    path(
      `M ${px(cx)} ${px(cy - s * 0.62)} l ${px(s * 0.07)} ${px(s * 0.15)} l ${px(s * 0.16)} 0 l ${px(-s * 0.13)} ${px(s * 0.1)} l ${px(s * 0.05)} ${px(s * 0.16)} l ${px(-s * 0.15)} ${px(-s * 0.1)} l ${px(-s * 0.15)} ${px(s * 0.1)} l ${px(s * 0.05)} ${px(-s * 0.16)} l ${px(-s * 0.13)} ${px(-s * 0.1)} l ${px(s * 0.16)} 0 Z`,
      WHITE,
    ),
  contract: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.7, cy - s * 0.85, s * 1.25, s * 1.7, WHITE, `rx="${px(s * 0.05)}" transform="rotate(-6 ${px(cx)} ${px(cy)})"`) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        r(
          cx - s * 0.5,
          cy - s * 0.6 + i * s * 0.2,
          s * (i === 0 ? 0.5 : 0.85),
          s * 0.07,
          i === 0 ? accent : NAVY,
          `fill-opacity="${i === 0 ? 1 : 0.45}" transform="rotate(-6 ${px(cx)} ${px(cy)})"`,
        ),
      )
      .join('') +
    path(
      `M ${px(cx - s * 0.45)} ${px(cy + s * 0.55)} q ${px(s * 0.15)} ${px(-s * 0.25)} ${px(s * 0.25)} 0 t ${px(s * 0.25)} 0 t ${px(s * 0.25)} ${px(-s * 0.05)}`,
      'none',
      `stroke="${NAVY}" stroke-width="${px(s * 0.04)}"`,
    ) +
    path(
      `M ${px(cx + s * 0.35)} ${px(cy + s * 0.5)} L ${px(cx + s * 1.0)} ${px(cy - s * 0.45)} L ${px(cx + s * 1.12)} ${px(cy - s * 0.36)} L ${px(cx + s * 0.45)} ${px(cy + s * 0.58)} Z`,
      accent,
    ),
  plane: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 1.2)} ${px(cy + s * 0.7)} Q ${px(cx - s * 0.3)} ${px(cy + s * 0.5)} ${px(cx + s * 0.1)} ${px(cy - s * 0.05)}`,
      'none',
      `stroke="${WHITE}" stroke-width="${px(s * 0.04)}" stroke-dasharray="${px(s * 0.1)} ${px(s * 0.1)}" stroke-opacity="0.7"`,
    ) +
    `<g transform="rotate(-30 ${px(cx + s * 0.3)} ${px(cy - s * 0.2)})">` +
    r(cx - s * 0.3, cy - s * 0.32, s * 1.3, s * 0.24, WHITE, `rx="${px(s * 0.12)}"`) +
    path(
      `M ${px(cx + s * 0.2)} ${px(cy - s * 0.25)} L ${px(cx - s * 0.1)} ${px(cy - s * 0.9)} H ${px(cx + s * 0.1)} L ${px(cx + s * 0.55)} ${px(cy - s * 0.25)} Z M ${px(cx + s * 0.2)} ${px(cy - s * 0.15)} L ${px(cx - s * 0.1)} ${px(cy + s * 0.5)} H ${px(cx + s * 0.1)} L ${px(cx + s * 0.55)} ${px(cy - s * 0.15)} Z`,
      accent,
    ) +
    path(
      `M ${px(cx - s * 0.25)} ${px(cy - s * 0.25)} L ${px(cx - s * 0.4)} ${px(cy - s * 0.55)} H ${px(cx - s * 0.28)} L ${px(cx - s * 0.05)} ${px(cy - s * 0.25)} Z`,
      accent,
    ) +
    '</g>' +
    c(cx + s * 0.8, cy + s * 0.55, s * 0.3, WHITE, 'fill-opacity="0.2"'),
  mortarboard: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.5)} ${px(cy - s * 0.05)} V ${px(cy + s * 0.4)} Q ${px(cx)} ${px(cy + s * 0.65)} ${px(cx + s * 0.5)} ${px(cy + s * 0.4)} V ${px(cy - s * 0.05)} Z`,
      NAVY,
    ) +
    path(
      `M ${px(cx)} ${px(cy - s * 0.7)} L ${px(cx + s * 1.05)} ${px(cy - s * 0.25)} L ${px(cx)} ${px(cy + s * 0.2)} L ${px(cx - s * 1.05)} ${px(cy - s * 0.25)} Z`,
      WHITE,
    ) +
    path(
      `M ${px(cx)} ${px(cy - s * 0.25)} L ${px(cx + s * 0.75)} ${px(cy - s * 0.1)} V ${px(cy + s * 0.45)}`,
      'none',
      `stroke="${accent}" stroke-width="${px(s * 0.05)}"`,
    ) +
    c(cx + s * 0.75, cy + s * 0.5, s * 0.09, accent) +
    c(cx, cy - s * 0.25, s * 0.07, accent),
  handshake: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 1.1)} ${px(cy - s * 0.1)} L ${px(cx - s * 0.4)} ${px(cy - s * 0.3)} L ${px(cx + s * 0.1)} ${px(cy + s * 0.05)} L ${px(cx - s * 0.2)} ${px(cy + s * 0.35)} L ${px(cx - s * 1.1)} ${px(cy + s * 0.25)} Z`,
      WHITE,
    ) +
    path(
      `M ${px(cx + s * 1.1)} ${px(cy - s * 0.1)} L ${px(cx + s * 0.35)} ${px(cy - s * 0.3)} L ${px(cx - s * 0.25)} ${px(cy - s * 0.05)} Q ${px(cx - s * 0.35)} ${px(cy + s * 0.1)} ${px(cx - s * 0.15)} ${px(cy + s * 0.12)} L ${px(cx + s * 0.15)} ${px(cy - s * 0.02)} L ${px(cx + s * 0.45)} ${px(cy + s * 0.3)} L ${px(cx + s * 1.1)} ${px(cy + s * 0.25)} Z`,
      accent,
    ) +
    r(cx - s * 1.25, cy - s * 0.2, s * 0.2, s * 0.55, NAVY, `rx="${px(s * 0.04)}"`) +
    r(cx + s * 1.05, cy - s * 0.2, s * 0.2, s * 0.55, NAVY, `rx="${px(s * 0.04)}"`) +
    [0, 1, 2].map((i) => c(cx - s * 0.5 + i * s * 0.5, cy - s * 0.75, s * 0.06, WHITE, 'fill-opacity="0.6"')).join(''),
  controller: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.6)} ${px(cy - s * 0.4)} H ${px(cx + s * 0.6)} Q ${px(cx + s * 1.05)} ${px(cy - s * 0.4)} ${px(cx + s * 1.05)} ${px(cy + s * 0.2)} Q ${px(cx + s * 1.05)} ${px(cy + s * 0.65)} ${px(cx + s * 0.7)} ${px(cy + s * 0.55)} L ${px(cx + s * 0.4)} ${px(cy + s * 0.2)} H ${px(cx - s * 0.4)} L ${px(cx - s * 0.7)} ${px(cy + s * 0.55)} Q ${px(cx - s * 1.05)} ${px(cy + s * 0.65)} ${px(cx - s * 1.05)} ${px(cy + s * 0.2)} Q ${px(cx - s * 1.05)} ${px(cy - s * 0.4)} ${px(cx - s * 0.6)} ${px(cy - s * 0.4)} Z`,
      WHITE,
    ) +
    r(cx - s * 0.7, cy - s * 0.12, s * 0.36, s * 0.1, NAVY) +
    r(cx - s * 0.57, cy - s * 0.25, s * 0.1, s * 0.36, NAVY) +
    [
      [0.5, -0.2],
      [0.68, -0.05],
      [0.5, 0.1],
      [0.32, -0.05],
    ]
      .map(([dx, dy], i) => c(cx + s * dx, cy + s * dy, s * 0.07, i % 2 ? NAVY : accent))
      .join(''),
  parcel: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx - s * 0.8)} ${px(cy - s * 0.3)} L ${px(cx)} ${px(cy - s * 0.7)} L ${px(cx + s * 0.8)} ${px(cy - s * 0.3)} L ${px(cx)} ${px(cy + s * 0.1)} Z`,
      WHITE,
    ) +
    path(
      `M ${px(cx - s * 0.8)} ${px(cy - s * 0.3)} L ${px(cx)} ${px(cy + s * 0.1)} V ${px(cy + s * 0.9)} L ${px(cx - s * 0.8)} ${px(cy + s * 0.5)} Z`,
      accent,
    ) +
    path(
      `M ${px(cx + s * 0.8)} ${px(cy - s * 0.3)} L ${px(cx)} ${px(cy + s * 0.1)} V ${px(cy + s * 0.9)} L ${px(cx + s * 0.8)} ${px(cy + s * 0.5)} Z`,
      accent,
      'fill-opacity="0.7"',
    ) +
    path(
      `M ${px(cx)} ${px(cy - s * 0.95)} C ${px(cx - s * 0.35)} ${px(cy - s * 1.2)}, ${px(cx - s * 0.5)} ${px(cy - s * 0.75)}, ${px(cx)} ${px(cy - s * 0.5)} C ${px(cx + s * 0.5)} ${px(cy - s * 0.75)}, ${px(cx + s * 0.35)} ${px(cy - s * 1.2)}, ${px(cx)} ${px(cy - s * 0.95)} Z`,
      NAVY,
    ),
  building: ({ cx, cy, s, accent, random }) => {
    let windows = '';
    for (let row = 0; row < 4; row += 1)
      for (let col = 0; col < 4; col += 1)
        windows += r(
          cx - s * 0.6 + col * s * 0.32,
          cy - s * 0.55 + row * s * 0.3,
          s * 0.18,
          s * 0.18,
          random(240 + row * 4 + col) > 0.5 ? accent : NAVY,
          'fill-opacity="0.85"',
        );
    return (
      r(cx - s * 0.75, cy - s * 0.75, s * 1.5, s * 1.65, WHITE) +
      r(cx - s * 0.75, cy - s * 0.9, s * 1.5, s * 0.15, accent) +
      windows +
      r(cx - s * 0.15, cy + s * 0.6, s * 0.3, s * 0.3, NAVY)
    );
  },
  magnifier: ({ cx, cy, s, accent }) =>
    [0, 1, 2, 3]
      .map((i) => r(cx - s * 0.9 + i * s * 0.3, cy + s * 0.2 - i * s * 0.2, s * 0.2, s * (0.5 + i * 0.2), WHITE, 'fill-opacity="0.5"'))
      .join('') +
    c(cx + s * 0.15, cy - s * 0.15, s * 0.5, 'none', `stroke="${WHITE}" stroke-width="${px(s * 0.12)}"`) +
    c(cx + s * 0.15, cy - s * 0.15, s * 0.44, accent, 'fill-opacity="0.3"') +
    line(cx + s * 0.5, cy + s * 0.2, cx + s * 0.95, cy + s * 0.7, accent, s * 0.16),
  compass: ({ cx, cy, s, accent }) =>
    c(cx, cy, s * 0.85, WHITE) +
    c(cx, cy, s * 0.7, 'none', `stroke="${NAVY}" stroke-width="${px(s * 0.03)}" stroke-opacity="0.4"`) +
    path(
      `M ${px(cx)} ${px(cy - s * 0.65)} L ${px(cx + s * 0.14)} ${px(cy)} L ${px(cx)} ${px(cy + s * 0.65)} L ${px(cx - s * 0.14)} ${px(cy)} Z`,
      NAVY,
    ) +
    path(`M ${px(cx)} ${px(cy - s * 0.65)} L ${px(cx + s * 0.14)} ${px(cy)} H ${px(cx - s * 0.14)} Z`, accent) +
    c(cx, cy, s * 0.06, WHITE),
  calendar: ({ cx, cy, s, accent, random }) => {
    let days = '';
    for (let row = 0; row < 4; row += 1)
      for (let col = 0; col < 5; col += 1)
        days += r(
          cx - s * 0.68 + col * s * 0.28,
          cy - s * 0.2 + row * s * 0.25,
          s * 0.2,
          s * 0.17,
          row * 5 + col === Math.floor(random(250) * 20) ? accent : NAVY,
          `rx="${px(s * 0.03)}" fill-opacity="${row * 5 + col === Math.floor(random(250) * 20) ? 1 : 0.25}"`,
        );
    return (
      r(cx - s * 0.8, cy - s * 0.7, s * 1.6, s * 1.5, WHITE, `rx="${px(s * 0.08)}"`) +
      r(cx - s * 0.8, cy - s * 0.7, s * 1.6, s * 0.35, accent, `rx="${px(s * 0.08)}"`) +
      [-0.4, 0.4].map((dx) => r(cx + s * dx - s * 0.05, cy - s * 0.85, s * 0.1, s * 0.28, NAVY, `rx="${px(s * 0.05)}"`)).join('') +
      days
    );
  },
  notebook: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.7, cy - s * 0.85, s * 1.4, s * 1.7, WHITE, `rx="${px(s * 0.06)}"`) +
    r(cx - s * 0.7, cy - s * 0.85, s * 0.2, s * 1.7, accent) +
    [0, 1, 2, 3, 4, 5]
      .map((i) =>
        line(cx - s * 0.35, cy - s * 0.55 + i * s * 0.24, cx + s * 0.55, cy - s * 0.55 + i * s * 0.24, NAVY, s * 0.025).replace(
          '/>',
          ' stroke-opacity="0.3"/>',
        ),
      )
      .join('') +
    path(
      `M ${px(cx - s * 0.3)} ${px(cy - s * 0.2)} q ${px(s * 0.2)} ${px(-s * 0.3)} ${px(s * 0.4)} 0 t ${px(s * 0.4)} 0`,
      'none',
      `stroke="${NAVY}" stroke-width="${px(s * 0.05)}"`,
    ),
  coins: ({ cx, cy, s, accent }) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${px(cx - s * 0.3)}" cy="${px(cy + s * 0.6 - i * s * 0.22)}" rx="${px(s * 0.5)}" ry="${px(s * 0.16)}" fill="${i % 2 ? WHITE : accent}"/>`,
      )
      .join('') +
    [0, 1]
      .map(
        (i) =>
          `<ellipse cx="${px(cx + s * 0.55)}" cy="${px(cy + s * 0.6 - i * s * 0.22)}" rx="${px(s * 0.42)}" ry="${px(s * 0.14)}" fill="${i % 2 ? accent : WHITE}"/>`,
      )
      .join('') +
    path(
      `M ${px(cx + s * 0.2)} ${px(cy - s * 0.2)} L ${px(cx + s * 0.55)} ${px(cy - s * 0.55)} L ${px(cx + s * 0.75)} ${px(cy - s * 0.35)} L ${px(cx + s * 1.05)} ${px(cy - s * 0.8)}`,
      'none',
      `stroke="${WHITE}" stroke-width="${px(s * 0.06)}" stroke-linecap="round" stroke-linejoin="round"`,
    ),
  // A rack of three servers, their lights on.
  server: ({ cx, cy, s, accent }) =>
    [0, 1, 2]
      .map((i) => {
        const y = cy - s * 0.9 + i * s * 0.62;
        return (
          r(cx - s * 0.9, y, s * 1.8, s * 0.52, WHITE, `rx="${px(s * 0.07)}"`) +
          c(cx - s * 0.6, y + s * 0.26, s * 0.08, i === 1 ? accent : NAVY) +
          c(cx - s * 0.36, y + s * 0.26, s * 0.08, NAVY, 'fill-opacity="0.35"') +
          line(cx + s * 0.05, y + s * 0.26, cx + s * 0.65, y + s * 0.26, NAVY, s * 0.06).replace('/>', ' stroke-opacity="0.35"/>')
        );
      })
      .join(''),
  // A database: a cylinder with its bands.
  database: ({ cx, cy, s, accent }) => {
    const [rx, ry, top, bottom] = [s * 0.7, s * 0.22, cy - s * 0.65, cy + s * 0.65];
    const band = (y: number) =>
      path(
        `M ${px(cx - rx)} ${px(y)} A ${px(rx)} ${px(ry)} 0 0 0 ${px(cx + rx)} ${px(y)}`,
        'none',
        `stroke="${accent}" stroke-width="${px(s * 0.08)}"`,
      );
    return (
      path(
        `M ${px(cx - rx)} ${px(top)} L ${px(cx - rx)} ${px(bottom)} A ${px(rx)} ${px(ry)} 0 0 0 ${px(cx + rx)} ${px(bottom)} L ${px(cx + rx)} ${px(top)} Z`,
        WHITE,
      ) +
      band(top + (bottom - top) / 3) +
      band(top + ((bottom - top) * 2) / 3) +
      `<ellipse cx="${px(cx)}" cy="${px(top)}" rx="${px(rx)}" ry="${px(ry)}" fill="${accent}"/>`
    );
  },
  // The layers of an application, stacked: the full stack.
  layers: ({ cx, cy, s, accent }) =>
    [0, 1, 2]
      .map((i) => {
        const y = cy + s * 0.45 - i * s * 0.42;
        const plate = `M ${px(cx - s * 0.85)} ${px(y)} L ${px(cx)} ${px(y - s * 0.4)} L ${px(cx + s * 0.85)} ${px(y)} L ${px(cx)} ${px(y + s * 0.4)} Z`;
        return path(
          plate,
          i === 1 ? accent : WHITE,
          i === 0 ? 'fill-opacity="0.6"' : `stroke="${NAVY}" stroke-opacity="0.25" stroke-width="${px(s * 0.02)}"`,
        );
      })
      .join(''),
  // DevOps's loop: build, release, run, and round again.
  loop: ({ cx, cy, s, accent }) =>
    path(
      `M ${px(cx)} ${px(cy)} C ${px(cx + s * 0.35)} ${px(cy - s * 0.6)} ${px(cx + s * 0.95)} ${px(cy - s * 0.6)} ${px(cx + s * 0.95)} ${px(cy)} ` +
        `C ${px(cx + s * 0.95)} ${px(cy + s * 0.6)} ${px(cx + s * 0.35)} ${px(cy + s * 0.6)} ${px(cx)} ${px(cy)} ` +
        `C ${px(cx - s * 0.35)} ${px(cy - s * 0.6)} ${px(cx - s * 0.95)} ${px(cy - s * 0.6)} ${px(cx - s * 0.95)} ${px(cy)} ` +
        `C ${px(cx - s * 0.95)} ${px(cy + s * 0.6)} ${px(cx - s * 0.35)} ${px(cy + s * 0.6)} ${px(cx)} ${px(cy)} Z`,
      'none',
      `stroke="${WHITE}" stroke-width="${px(s * 0.16)}" stroke-linejoin="round"`,
    ) +
    c(cx + s * 0.62, cy - s * 0.44, s * 0.11, accent) +
    c(cx - s * 0.62, cy + s * 0.44, s * 0.11, accent),
  // A bar chart on a card, its trend rising.
  chart: ({ cx, cy, s, accent }) =>
    r(cx - s * 0.85, cy - s * 0.75, s * 1.7, s * 1.5, WHITE, `rx="${px(s * 0.08)}"`) +
    [0.35, 0.6, 0.45, 0.9]
      .map((h, i) =>
        r(cx - s * 0.6 + i * s * 0.32, cy + s * 0.55 - h * s, s * 0.2, h * s, i === 3 ? accent : NAVY, i === 3 ? '' : 'fill-opacity="0.3"'),
      )
      .join('') +
    path(
      `M ${px(cx - s * 0.6)} ${px(cy + s * 0.05)} L ${px(cx - s * 0.2)} ${px(cy - s * 0.2)} L ${px(cx + s * 0.1)} ${px(cy - s * 0.05)} L ${px(cx + s * 0.6)} ${px(cy - s * 0.55)}`,
      'none',
      `stroke="${accent}" stroke-width="${px(s * 0.07)}" stroke-linecap="round" stroke-linejoin="round"`,
    ),
  // A processor: the square, its core, its pins.
  chip: ({ cx, cy, s, accent }) =>
    [-0.33, 0, 0.33]
      .flatMap((o) => [
        line(cx + o * s, cy - s * 0.55, cx + o * s, cy - s * 0.82, WHITE, s * 0.08),
        line(cx + o * s, cy + s * 0.55, cx + o * s, cy + s * 0.82, WHITE, s * 0.08),
        line(cx - s * 0.55, cy + o * s, cx - s * 0.82, cy + o * s, WHITE, s * 0.08),
        line(cx + s * 0.55, cy + o * s, cx + s * 0.82, cy + o * s, WHITE, s * 0.08),
      ])
      .join('') +
    r(cx - s * 0.55, cy - s * 0.55, s * 1.1, s * 1.1, WHITE, `rx="${px(s * 0.1)}"`) +
    r(cx - s * 0.28, cy - s * 0.28, s * 0.56, s * 0.56, accent, `rx="${px(s * 0.06)}"`),
};

export const drawEmblem = (emblem: Emblem, place: EmblemPlace) => DRAW[emblem](place);
