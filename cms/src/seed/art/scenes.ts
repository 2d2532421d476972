// A picture of people in a place: an event taking place (the open day's visitors walking into the
// campus under bunting, the conference's audience before the speaker, the job dating's tables, the
// fair's stands, the exam room, the class a visitor sits in for a day), a news story where it
// happens, a programme's students learning and a job's holders at work (a desk, a board, a
// meeting, the servers, and the rooms of a subject: security's operations centre, the design
// studio, the data lab, a campaign's shoot, the management workshop). The item's emblem is there,
// on the screen, the banner or the stand, and a campus's city on the open day's horizon. People
// are flat figures of varied skin, hair and clothes, drawn from the item's key, so two pictures of
// one kind differ in who is there. Blog posts keep their emblem on a halo (art/editorial.ts).
import { between, type Canvas, px } from './canvas';
import { drawEmblem, type Emblem } from './emblems';
import { campusPanorama, cityHorizon, type CityScene } from './landmarks';

/** Where an event or a story takes place. */
export type EventSceneKind = 'open-door' | 'open-hall' | 'admission-test' | 'conference' | 'convention' | 'job-dating' | 'live-my-life';
/**
 * Where a programme's students or a job's holder work: at a desk, at a board, in a meeting, among
 * the servers, pitching to a jury, two at one screen, on the lounge's sofa; in a subject's own
 * room (the security operations centre, the design studio, the data lab, a campaign's shoot, the
 * workshop at the flipchart).
 */
export type WorkSceneKind =
  | 'desk'
  | 'board'
  | 'meeting'
  | 'servers'
  | 'watch'
  | 'studio'
  | 'lab'
  | 'shoot'
  | 'workshop'
  | 'podcast'
  | 'interview'
  | 'pitch'
  | 'pair'
  | 'lounge';
export type SceneKind = EventSceneKind | WorkSceneKind;

export interface SceneSubject {
  kind: SceneKind;
  emblem: Emblem;
  city?: CityScene;
}

export const INK = '#0b2239';
const WALL_LIGHT = '#e9eef5';
export const SKIN = ['#f3d2b5', '#e3aa82', '#c68a5e', '#9a6240', '#6b4330'];
export const HAIR = ['#1f1a17', '#3b2619', '#6a4328', '#a9561f', '#d8b26e', '#2b2d42'];
export const CLOTHES = ['#f4a259', '#62b6cb', '#e9ecef', '#1b8a7e', '#e07a5f', '#8d99ae', '#f2cc8f', '#3d5a80', '#c8d6e5'];
export const TROUSERS = ['#23344d', '#3d405b', '#1b263b', '#5c677d'];

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${px(x)}" y="${px(y)}" width="${px(w)}" height="${px(h)}" fill="${fill}" ${extra}/>`;
/** A band across the whole picture from `y`, `h` high (a floor, a pavement), past a staged scene's sides too. */
export const band = ({ width, bleed = 0 }: Canvas, y: number, h: number, fill: string, extra = '') =>
  rect(-bleed, y, width + 2 * bleed, h, fill, extra);
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${px(x)}" cy="${px(y)}" r="${px(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${px(x)}" cy="${px(y)}" rx="${px(rx)}" ry="${px(ry)}" fill="${fill}" ${extra}/>`;
export const polygon = (points: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${px(x)},${px(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
/** A trapezoid centred on x, its edge at `from` `fromHalf` either side, at `to` `toHalf` (a lectern, a pot, a spot's light). */
const trapezoid = (x: number, from: number, to: number, fromHalf: number, toHalf: number, fill: string, extra = '') =>
  polygon(
    [
      [x - fromHalf, from],
      [x + fromHalf, from],
      [x + toHalf, to],
      [x - toHalf, to],
    ],
    fill,
    extra,
  );

/** One person's looks, from the randomness at `seed`. */
export interface Look {
  skin: string;
  hair: string;
  clothes: string;
  trousers: string;
  longHair: boolean;
  bun: boolean;
  backpack: boolean;
}

const lookOf = (random: Canvas['random'], seed: number): Look => {
  const pickOf = <T>(list: readonly T[], i: number) => list[Math.floor(random(seed + i) * list.length) % list.length];
  const style = random(seed + 5);
  return {
    skin: pickOf(SKIN, 0),
    hair: pickOf(HAIR, 1),
    clothes: pickOf(CLOTHES, 2),
    trousers: pickOf(TROUSERS, 3),
    longHair: style < 0.35,
    bun: style > 0.8,
    backpack: random(seed + 6) > 0.6,
  };
};

/** Someone seen from behind, seated: the hair and the shoulders; `y` is the head's centre. */
const seatedFromBehind = (x: number, y: number, r: number, look: Look) =>
  rect(x - r * 1.9, y + r * 0.85, r * 3.8, r * 3.4, look.clothes, `rx="${px(r * 1.3)}"`) +
  rect(x - r * 0.42, y + r * 0.4, r * 0.84, r * 0.7, look.skin) +
  circle(x - r * 0.95, y + r * 0.1, r * 0.24, look.skin) +
  circle(x + r * 0.95, y + r * 0.1, r * 0.24, look.skin) +
  circle(x, y, r, look.hair) +
  (look.longHair ? rect(x - r, y, r * 2, r * 1.7, look.hair, `rx="${px(r * 0.6)}"`) : '') +
  (look.bun ? circle(x, y - r * 0.95, r * 0.45, look.hair) : '');

/** An arm or a leg: a rounded stroke from (x1, y1) to (x2, y2), `w` wide, shaded a little darker than `colour`. */
const limb = (x1: number, y1: number, x2: number, y2: number, w: number, colour: string) => {
  const ends = `x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke-width="${px(w)}" stroke-linecap="round"`;
  return `<line ${ends} stroke="${colour}"/><line ${ends} stroke="${INK}" stroke-opacity="0.14"/>`;
};

/**
 * A face seen from the front (`side` 0) or turned a little to the right (1) or the left (-1): eyes
 * and a smile, so that people read as people and not as pins (the reviews said "faceless").
 */
export const face = (x: number, y: number, r: number, side: number) => {
  const eyeR = r * 0.11;
  const eyes = side === 0 ? [x - r * 0.3, x + r * 0.3] : [x + side * r * 0.05, x + side * r * 0.5];
  const mouthX = x + side * r * 0.25;
  const mouthY = y + r * 0.38;
  const half = r * 0.22;
  return (
    eyes.map((eyeX) => circle(eyeX, y + r * 0.02, eyeR, INK)).join('') +
    `<path d="M ${px(mouthX - half)} ${px(mouthY)} Q ${px(mouthX)} ${px(mouthY + r * 0.2)} ${px(mouthX + half)} ${px(mouthY)}" fill="none" stroke="${INK}" stroke-width="${px(r * 0.08)}" stroke-linecap="round"/>`
  );
};

/**
 * Someone standing, `h` tall from the ground up, facing the viewer (0), walking to the right (1)
 * or the left (-1), or seen from behind ('back'); arms down, swinging as they walk, one raised
 * to wave (`'wave'`, facing the viewer), or left to the caller (`false`) who draws the one that
 * points or holds.
 */
export const standing = (
  x: number,
  ground: number,
  h: number,
  look: Look,
  facing: 0 | 1 | -1 | 'back' = 0,
  arms: boolean | 'wave' = true,
) => {
  const r = h * 0.085;
  const headY = ground - h + r;
  const hip = ground - h * 0.45;
  const shoulder = headY + r * 1.25;
  const stride = facing === 1 || facing === -1 ? r * 0.35 : 0;
  const legs =
    polygon(
      [
        [x - r * 0.75, hip],
        [x - r * 0.05, hip],
        [x - r * 0.15 + stride, ground],
        [x - r * 0.7 + stride, ground],
      ],
      look.trousers,
    ) +
    polygon(
      [
        [x + r * 0.05, hip],
        [x + r * 0.75, hip],
        [x + r * 0.7 - stride, ground],
        [x + r * 0.15 - stride, ground],
      ],
      look.trousers,
    ) +
    rect(x - r * 0.85 + stride, ground - r * 0.3, r * 0.8, r * 0.3, INK, `rx="${px(r * 0.15)}"`) +
    rect(x + r * 0.05 - stride, ground - r * 0.3, r * 0.8, r * 0.3, INK, `rx="${px(r * 0.15)}"`);
  const side = facing === 'back' ? 0 : facing;
  const backpack =
    look.backpack && side !== 0
      ? rect(x - side * r * 1.75, shoulder + r * 0.3, r * 1.1, r * 2.2, INK, `rx="${px(r * 0.35)}" fill-opacity="0.9"`)
      : look.backpack && facing === 'back'
        ? rect(x - r * 0.95, shoulder + r * 0.4, r * 1.9, r * 2.1, INK, `rx="${px(r * 0.45)}" fill-opacity="0.9"`)
        : '';
  const torso = rect(x - r * 1.25, shoulder, r * 2.5, hip - shoulder + r * 0.4, look.clothes, `rx="${px(r * 0.9)}"`);
  const neck = rect(x - r * 0.35, headY + r * 0.6, r * 0.7, r * 0.9, look.skin);
  const long = look.longHair
    ? rect(x - r * 1.02 - side * r * 0.2, headY - r * 0.2, r * 2.04, r * 2.1, look.hair, `rx="${px(r * 0.7)}"`)
    : '';
  const head =
    facing === 'back'
      ? circle(x, headY, r, look.hair)
      : circle(x - side * r * 0.12, headY - r * 0.14, r * 1.02, look.hair) +
        ellipse(x + side * r * 0.2, headY + r * 0.12, r * 0.8, r * 0.86, look.skin);
  const bun = look.bun ? circle(x - side * r * 0.7, headY - r * 0.9, r * 0.42, look.hair) : '';
  const armW = r * 0.62;
  const armTop = shoulder + r * 0.45;
  // Walking, the far arm swings back behind the body and the near one forward; standing still, both hang.
  const farArm =
    arms && side !== 0
      ? limb(x - side * r * 0.2, armTop, x - side * r * 1.2, hip + r * 0.1, armW, look.clothes) +
        circle(x - side * r * 1.2, hip + r * 0.1, r * 0.3, look.skin)
      : '';
  const nearArms = !arms
    ? ''
    : side !== 0
      ? limb(x + side * r * 0.1, armTop, x + side * r * 1.1, hip + r * 0.2, armW, look.clothes) +
        circle(x + side * r * 1.1, hip + r * 0.2, r * 0.3, look.skin)
      : [-1, 1]
          .map((hand) => {
            const [handX, handY] = arms === 'wave' && hand === 1 ? [x + r * 2.1, headY - r * 1.3] : [x + hand * r * 1.4, hip + r * 0.2];
            return limb(x + hand * r * 1.05, armTop, handX, handY, armW, look.clothes) + circle(handX, handY, r * 0.32, look.skin);
          })
          .join('');
  const features = facing === 'back' ? '' : face(x + side * r * 0.2, headY + r * 0.12, r * 0.8, side);
  return legs + farArm + (facing === 'back' ? torso + backpack : backpack + torso) + nearArms + long + neck + head + features + bun;
};

/** Someone seated in profile, facing `dir`, the seat at (x, seat), `r` the head's radius. */
const seatedSide = (x: number, seat: number, floor: number, r: number, dir: 1 | -1, look: Look) => {
  const shoulder = seat - r * 4.2;
  const headY = shoulder - r * 1.3;
  const chair =
    rect(x - dir * r * 1.6, seat - r * 3.6, r * 0.45, r * 3.8, INK, `fill-opacity="0.6"`) +
    rect(x - r * 1.6, seat, r * 3, r * 0.4, INK, `fill-opacity="0.6"`) +
    rect(x - r * 0.2, seat, r * 0.35, floor - seat, INK, `fill-opacity="0.6"`);
  const thigh = rect(dir === 1 ? x - r * 0.6 : x - r * 2.8, seat - r * 1.1, r * 3.4, r * 1.1, look.trousers, `rx="${px(r * 0.5)}"`);
  const shin = rect(x + dir * r * 2.2 - r * 0.5, seat - r * 0.6, r * 1, floor - seat + r * 0.4, look.trousers, `rx="${px(r * 0.4)}"`);
  const torso = rect(x - r * 1.2, shoulder, r * 2.4, seat - shoulder, look.clothes, `rx="${px(r * 0.9)}"`);
  const arm =
    rect(x + dir * r * 0.2 - r * 0.4, shoulder + r * 0.4, r * 0.8, r * 2.6, look.clothes, `rx="${px(r * 0.4)}"`) +
    rect(x + dir * r * 0.2 - r * 0.4, shoulder + r * 0.4, r * 0.8, r * 2.6, INK, `rx="${px(r * 0.4)}" fill-opacity="0.12"`);
  const long = look.longHair ? rect(x - r * 1.1 - dir * r * 0.25, headY - r * 0.2, r * 1.8, r * 2.1, look.hair, `rx="${px(r * 0.7)}"`) : '';
  const head =
    rect(x - r * 0.3, headY + r * 0.6, r * 0.6, r * 0.8, look.skin) +
    circle(x - dir * r * 0.18, headY - r * 0.1, r * 1.02, look.hair) +
    ellipse(x + dir * r * 0.22, headY + r * 0.12, r * 0.78, r * 0.86, look.skin) +
    face(x + dir * r * 0.22, headY + r * 0.12, r * 0.78, dir);
  return chair + shin + thigh + torso + long + head + arm;
};

/** Rows of people seated from behind across the picture's foot, the nearest row the largest. */
const audience = ({ width, random }: Canvas, rows: Array<{ y: number; r: number }>, seed: number) =>
  rows
    .map(({ y, r }, row) => {
      let people = '';
      const step = r * 4.3;
      const offset = between(random, seed + row, 0, step);
      for (let i = 0, x = -step / 2 + offset; x < width + step; i += 1, x += step) {
        const key = seed + row * 40 + i;
        if (random(key) < 0.12) continue;
        people += seatedFromBehind(x + (random(key + 3) - 0.5) * r, y + (random(key + 7) - 0.5) * r * 0.4, r, lookOf(random, key * 3));
      }
      return people;
    })
    .join('');

/** Whether drawScene mirrors this picture (half the keys), so that two of a kind face apart. */
const isMirrored = (canvas: Canvas) => canvas.random(7) > 0.5;

/**
 * What must read the right way round in a mirrored scene (an emblem, a chart that rises, a line of
 * code), mirrored back about the vertical line at `x`.
 */
const readable = (canvas: Canvas, x: number, drawing: string) =>
  isMirrored(canvas) ? `<g transform="translate(${px(2 * x)} 0) scale(-1 1)">${drawing}</g>` : drawing;
/** Where a point at `x` of a drawing kept readable about `centre` lies in the scene's own coordinates (for a hand that points at it). */
const readableX = (canvas: Canvas, centre: number, x: number) => (isMirrored(canvas) ? 2 * centre - x : x);

/** The emblem on a screen or a panel: the navy plate, its halo, the emblem. */
const emblemPlate = (canvas: Canvas, emblem: Emblem, x: number, y: number, w: number, h: number) => {
  const s = Math.min(w, h) * 0.28;
  return (
    rect(x, y, w, h, INK, `rx="${px(h * 0.05)}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${px(h * 0.035)}"`) +
    circle(x + w / 2, y + h / 2, s * 1.45, canvas.accent, `fill-opacity="0.18"`) +
    readable(canvas, x + w / 2, drawEmblem(emblem, { cx: x + w / 2, cy: y + h / 2, s, accent: canvas.accent, random: canvas.random }))
  );
};

/** Ceiling spots, light falling on `floor` at the x shares given. */
const spotlights = ({ width, height }: Canvas, shares: number[], floor: number) =>
  shares
    .map((share) => {
      const x = width * share;
      return (
        trapezoid(x, 0, floor, width * 0.02, width * 0.12, '#ffffff', `fill-opacity="0.06"`) +
        rect(x - height * 0.04, 0, height * 0.08, height * 0.03, INK)
      );
    })
    .join('');

/** A string of pennants hung across the picture. */
const bunting = ({ width, height, random, accent }: Canvas, y: number) => {
  const sag = height * 0.08;
  const colours = [accent, '#ffffff', '#62b6cb', '#e07a5f'];
  let flags = `<path d="M 0 ${px(y)} Q ${px(width / 2)} ${px(y + sag * 2)} ${px(width)} ${px(y)}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>`;
  const count = 18;
  const start = Math.floor(random(90) * colours.length);
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = width * t;
    const top = y + sag * 2 * 2 * t * (1 - t);
    flags += polygon(
      [
        [x - 22, top],
        [x + 22, top],
        [x, top + 52],
      ],
      colours[(start + i) % colours.length],
    );
  }
  return flags;
};

/** The open day: the campus's building, its door wide open under balloons, visitors walking in. */
const openDay = (canvas: Canvas, { city }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const ground = height * 0.84;
  const left = width * between(random, 1, 0.44, 0.5);
  const right = width * 0.97;
  const top = height * between(random, 2, 0.2, 0.28);
  const floors = 3;
  const floorH = (ground - top - height * 0.06) / floors;
  const door = { x: left + (right - left) * between(random, 3, 0.3, 0.5), w: width * 0.1 };
  let facade =
    rect(left, top, right - left, ground - top, WALL_LIGHT) + rect(left - 14, top - 18, right - left + 28, 26, INK, `fill-opacity="0.75"`);
  const columns = Math.round((right - left) / (width * 0.075));
  const colW = (right - left) / columns;
  for (let f = 0; f < floors - 1; f += 1)
    for (let c = 0; c < columns; c += 1) {
      const lit = random(10 + f * 9 + c) > 0.72;
      facade += rect(
        left + c * colW + colW * 0.2,
        top + height * 0.04 + f * floorH,
        colW * 0.6,
        floorH * 0.62,
        lit ? accent : '#62b6cb',
        `fill-opacity="${lit ? 0.9 : 0.55}" rx="4"`,
      );
    }
  // The ground floor: glass either side of the door, the door open onto a warm hall.
  const hallTop = ground - floorH * 0.95;
  facade += rect(left + colW * 0.2, hallTop, door.x - left - colW * 0.4, floorH * 0.95, '#62b6cb', `fill-opacity="0.35"`);
  facade += rect(
    door.x + door.w + colW * 0.2,
    hallTop,
    right - door.x - door.w - colW * 0.4,
    floorH * 0.95,
    '#62b6cb',
    `fill-opacity="0.35"`,
  );
  facade += rect(door.x, hallTop, door.w, ground - hallTop, '#ffe3bf');
  facade += polygon(
    [
      [door.x, hallTop],
      [door.x - door.w * 0.35, hallTop + floorH * 0.08],
      [door.x - door.w * 0.35, ground + floorH * 0.04],
      [door.x, ground],
    ],
    '#2f5a8a',
  );
  facade += rect(door.x - door.w * 0.3, hallTop - height * 0.05, door.w * 1.6, height * 0.045, accent, `rx="6"`);
  const balloons = [0, 1, 2]
    .map((i) => {
      const bx = door.x + door.w + width * (0.02 + i * 0.025);
      const by = hallTop - height * (0.08 + random(20 + i) * 0.06);
      const colour = [accent, '#ffffff', '#62b6cb'][i];
      return `<line x1="${px(bx)}" y1="${px(by)}" x2="${px(door.x + door.w + width * 0.01)}" y2="${px(hallTop + height * 0.06)}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>${ellipse(bx, by, height * 0.032, height * 0.04, colour)}`;
    })
    .join('');
  // The city stands on the pavement's line, behind the visitors (its horizon is drawn on the picture's foot).
  const horizon = city
    ? `<g transform="translate(0 ${px(ground - height)})">${cityHorizon(canvas, city, width * between(random, 4, 0.18, 0.28))}</g>`
    : '';
  const pavement =
    band(canvas, ground, height - ground, INK, `fill-opacity="0.55"`) + band(canvas, ground, 8, '#ffffff', `fill-opacity="0.25"`);
  // Visitors walking to the door, in small groups, the nearest the tallest.
  let visitors = '';
  const count = 5 + Math.floor(random(30) * 3);
  for (let i = 0; i < count; i += 1) {
    const x = width * (0.06 + (i / count) * (door.x / width - 0.06)) + (random(31 + i) - 0.5) * width * 0.03;
    const near = random(40 + i);
    const feet = ground + (height - ground) * (0.35 + near * 0.55);
    const h = height * (0.36 + near * 0.14) * (random(50 + i) > 0.8 ? 0.8 : 1);
    visitors += `<g>${standing(x, feet, h, lookOf(canvas.random, 100 + i * 9), 1)}</g>`;
  }
  return horizon + pavement + facade + balloons + bunting(canvas, height * 0.06) + visitors;
};

/**
 * The open day, inside: the welcome desk under the banner with the emblem, a student guide with
 * a flag leading visitors, the city through the hall's tall window.
 */
const openHall = (canvas: Canvas, { emblem, city }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.8;
  const glass = { x: width * 0.04, y: height * 0.12, w: width * 0.44, h: floor - height * 0.12 };
  const view = city
    ? `<svg x="${px(glass.x)}" y="${px(glass.y)}" width="${px(glass.w)}" height="${px(glass.h)}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMax slice">${cityHorizon(canvas, city, width * 0.5)}</svg>`
    : '';
  const window =
    rect(glass.x, glass.y, glass.w, glass.h, '#62b6cb', `fill-opacity="0.3"`) +
    view +
    [0.25, 0.5, 0.75].map((share) => rect(glass.x + glass.w * share - 5, glass.y, 10, glass.h, INK)).join('') +
    rect(glass.x - 10, glass.y - 10, glass.w + 20, glass.h + 20, 'none', `stroke="${INK}" stroke-width="20"`);
  const deskX = width * 0.56;
  const deskW = width * 0.36;
  const welcome =
    emblemPlate(canvas, emblem, deskX + deskW * 0.3, height * 0.14, deskW * 0.4, height * 0.22) +
    standing(deskX + deskW * 0.3, floor - height * 0.02, height * 0.4, lookOf(random, 820), 0) +
    standing(deskX + deskW * 0.72, floor - height * 0.02, height * 0.38, lookOf(random, 830), 0) +
    rect(deskX, floor - height * 0.2, deskW, height * 0.2, '#ffffff', `rx="8"`) +
    rect(deskX, floor - height * 0.2, deskW, height * 0.025, accent);
  // The guide walks ahead, flag up; the visitors follow.
  const guideX = width * 0.4;
  const guideH = height * 0.54;
  const guide: Look = { ...lookOf(random, 840), clothes: accent };
  const flag =
    `<line x1="${px(guideX + guideH * 0.14)}" y1="${px(height * 1.02 - guideH * 0.5)}" x2="${px(guideX + guideH * 0.14)}" y2="${px(height * 0.2)}" stroke="#dbe5f1" stroke-width="6"/>` +
    polygon(
      [
        [guideX + guideH * 0.14, height * 0.2],
        [guideX + guideH * 0.14 + width * 0.06, height * 0.235],
        [guideX + guideH * 0.14, height * 0.27],
      ],
      '#ffffff',
    );
  let visitors = '';
  for (let i = 0; i < 4; i += 1) {
    const near = random(860 + i);
    visitors += standing(
      width * (0.08 + i * 0.075),
      height * (0.94 + near * 0.06),
      height * (0.46 + near * 0.1),
      lookOf(random, 870 + i * 7),
      1,
    );
  }
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    window +
    welcome +
    visitors +
    flag +
    standing(guideX, height * 1.02, guideH, guide, -1) +
    plant(width * 0.96, floor, height * 0.3, accent)
  );
};

/** The conference: the speaker at the lectern on the stage, the emblem on the screen, the audience. */
const conference = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const stage = height * 0.6;
  const screen = { x: width * between(random, 1, 0.4, 0.46), y: height * 0.13, w: width * 0.42, h: height * 0.36 };
  const speakerX = width * between(random, 2, 0.16, 0.24);
  const lectern =
    trapezoid(speakerX, stage - height * 0.2, stage, width * 0.045, width * 0.035, accent) +
    rect(speakerX - width * 0.05, stage - height * 0.215, width * 0.1, height * 0.03, '#ffffff', `rx="6"`);
  const platform =
    band(canvas, stage, height * 0.05, '#ffffff', `fill-opacity="0.18"`) +
    band(canvas, stage + height * 0.05, height, INK, `fill-opacity="0.55"`);
  return (
    spotlights(canvas, [0.2, 0.62], stage) +
    emblemPlate(canvas, emblem, screen.x, screen.y, screen.w, screen.h) +
    platform +
    standing(speakerX, stage, height * 0.42, lookOf(random, 60), 1) +
    lectern +
    audience(
      canvas,
      [
        { y: height * 0.74, r: height * 0.03 },
        { y: height * 0.84, r: height * 0.038 },
        { y: height * 0.96, r: height * 0.05 },
      ],
      120,
    )
  );
};

/** The job dating: a banner with the emblem, tables of two, a company and a student talking. */
const jobDating = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const banner =
    rect(width * 0.06, height * 0.08, width * 0.88, height * 0.14, accent, `rx="14"`) +
    [0.3, 0.48, 0.66]
      .map((share, i) =>
        rect(
          width * share,
          height * (0.13 + (i % 2) * 0.05),
          width * (0.14 - i * 0.03),
          height * 0.025,
          '#ffffff',
          `rx="8" fill-opacity="0.9"`,
        ),
      )
      .join('');
  const badge = emblemPlate(canvas, emblem, width * 0.09, height * 0.05, height * 0.22, height * 0.22);
  const tables = [0.2, 0.5, 0.8]
    .map((share, t) => {
      const x = width * share + (random(10 + t) - 0.5) * width * 0.03;
      const r = height * 0.048;
      const gap = width * 0.095;
      const tableTop = floor - r * 4.6;
      const talker = random(14 + t) > 0.5 ? -1 : 1;
      const bubbleX = x + talker * gap * 0.7;
      const bubbleY = tableTop - r * 8.2;
      const bubble =
        rect(bubbleX - r * 2.2, bubbleY - r * 1.2, r * 4.4, r * 2.4, '#ffffff', `rx="${px(r * 1.1)}"`) +
        polygon(
          [
            [bubbleX - talker * r * 0.6, bubbleY + r * 1.1],
            [bubbleX - talker * r * 0.1, bubbleY + r * 1.1],
            [bubbleX - talker * r * 1.4, bubbleY + r * 2.2],
          ],
          '#ffffff',
        ) +
        [-1, 0, 1].map((d) => circle(bubbleX + d * r * 1.1, bubbleY, r * 0.32, d === 0 ? accent : '#2f5a8a')).join('');
      return (
        seatedSide(x - gap, floor - r * 3.4, floor, r, 1, lookOf(random, 200 + t * 20)) +
        seatedSide(x + gap, floor - r * 3.4, floor, r, -1, lookOf(random, 210 + t * 20)) +
        rect(x - gap * 0.62, tableTop, gap * 1.24, r * 0.55, '#ffffff', `rx="6"`) +
        rect(x - r * 0.25, tableTop, r * 0.5, floor - tableTop, '#ffffff', `fill-opacity="0.8"`) +
        rect(x - gap * 0.3, tableTop - r * 0.9, gap * 0.42, r * 0.9, '#dbe5f1', `rx="3"`) +
        bubble
      );
    })
    .join('');
  return band(canvas, floor, height - floor, INK, `fill-opacity="0.55"`) + banner + badge + tables;
};

/** The fair: three stands side by side, the middle one with the school's emblem, visitors in front. */
const fair = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.74;
  const standW = width * 0.3;
  const fronts = [accent, WALL_LIGHT, '#62b6cb'];
  const start = Math.floor(random(5) * fronts.length);
  const stands = [0, 1, 2]
    .map((i) => {
      const x = width * 0.04 + i * (standW + width * 0.02);
      const colour = fronts[(start + i) % fronts.length];
      const panelTop = height * 0.12;
      const counterTop = floor - height * 0.14;
      // Beside the middle stand's emblem, not in front of it.
      const staffAt = i === 1 ? (random(20 + i) > 0.5 ? 0.16 : 0.84) : between(random, 20 + i, 0.3, 0.7);
      const staff = standing(x + standW * staffAt, floor, height * 0.38, lookOf(random, 300 + i * 11), 0);
      const panel =
        i === 1
          ? emblemPlate(canvas, emblem, x + standW * 0.28, panelTop + height * 0.1, standW * 0.44, height * 0.24)
          : rect(x + standW * 0.2, panelTop + height * 0.14, standW * 0.6, height * 0.025, '#ffffff', `rx="8" fill-opacity="0.8"`) +
            rect(x + standW * 0.2, panelTop + height * 0.2, standW * 0.4, height * 0.025, '#ffffff', `rx="8" fill-opacity="0.6"`);
      return (
        rect(x, panelTop, standW, floor - panelTop, colour, `fill-opacity="0.3"`) +
        rect(x, panelTop - height * 0.06, standW, height * 0.07, colour) +
        panel +
        staff +
        rect(x + standW * 0.08, counterTop, standW * 0.84, floor - counterTop, '#ffffff', `rx="6"`) +
        rect(x + standW * 0.08, counterTop, standW * 0.84, height * 0.02, colour)
      );
    })
    .join('');
  let visitors = '';
  for (let i = 0; i < 6; i += 1) {
    const x = width * (0.08 + i * 0.17) + (random(40 + i) - 0.5) * width * 0.06;
    const near = random(50 + i);
    const facing = random(60 + i) > 0.55 ? 'back' : random(61 + i) > 0.5 ? 1 : -1;
    visitors += standing(
      x,
      floor + (height - floor) * (0.45 + near * 0.5),
      height * (0.4 + near * 0.12),
      lookOf(random, 400 + i * 13),
      facing,
    );
  }
  return spotlights(canvas, [0.19, 0.5, 0.81], floor) + band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) + stands + visitors;
};

/** A wall clock at (x, y). */
const clock = (x: number, y: number, r: number, accent: string) =>
  circle(x, y, r, '#ffffff', `stroke="${INK}" stroke-width="${px(r * 0.12)}"`) +
  `<line x1="${px(x)}" y1="${px(y)}" x2="${px(x)}" y2="${px(y - r * 0.62)}" stroke="${INK}" stroke-width="${px(r * 0.1)}" stroke-linecap="round"/>` +
  `<line x1="${px(x)}" y1="${px(y)}" x2="${px(x + r * 0.45)}" y2="${px(y + r * 0.2)}" stroke="${accent}" stroke-width="${px(r * 0.1)}" stroke-linecap="round"/>`;

/** Desks in rows from behind, each with someone at it and what is on it (a sheet, a laptop). */
const deskRows = (canvas: Canvas, rows: Array<{ y: number; r: number }>, seed: number, on: 'sheet' | 'laptop') => {
  const { width, random, accent } = canvas;
  return rows
    .map(({ y, r }, row) => {
      const step = r * 6;
      let desks = '';
      // Whole desks only: one cut by the edge of a staged scene would stand out in its empty margin.
      for (let i = 0, x = step * 0.6 + between(random, seed + row, 0, step * 0.4); x + step * 0.5 < width; i += 1, x += step) {
        const key = seed + row * 30 + i;
        if (random(key) < 0.15) continue;
        const thing =
          on === 'laptop'
            ? rect(x - r * 1.3, y + r * 0.9, r * 2.6, r * 1.6, '#c8d6e5', `rx="${px(r * 0.15)}"`) + circle(x, y + r * 1.7, r * 0.22, accent)
            : rect(x + r * 0.9, y + r * 2.2, r * 1.4, r * 0.5, '#ffffff');
        desks +=
          seatedFromBehind(x, y, r, lookOf(random, key * 5)) +
          thing +
          rect(x - step * 0.42, y + r * 2.5, step * 0.84, r * 0.55, '#ffffff', `rx="${px(r * 0.2)}" fill-opacity="0.9"`);
      }
      return desks;
    })
    .join('');
};

/** The written test: rows of candidates bent over their sheets, the clock, the supervisor. */
const examRoom = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const boardX = width * between(random, 1, 0.3, 0.42);
  return (
    band(canvas, height * 0.5, height * 0.5, INK, `fill-opacity="0.45"`) +
    emblemPlate(canvas, emblem, boardX, height * 0.13, width * 0.28, height * 0.28) +
    clock(width * 0.85, height * 0.16, height * 0.07, accent) +
    standing(width * 0.08, height * 0.62, height * 0.44, lookOf(random, 70), 1) +
    deskRows(
      canvas,
      [
        { y: height * 0.5, r: height * 0.03 },
        { y: height * 0.66, r: height * 0.038 },
        { y: height * 0.84, r: height * 0.048 },
      ],
      500,
      'sheet',
    )
  );
};

/** A day in a student's shoes: the class at its laptops, the teacher at the screen, and the visitor at the door. */
const classDay = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const screenX = width * between(random, 1, 0.26, 0.34);
  const visitor: Look = { ...lookOf(random, 80), clothes: accent, backpack: true };
  return (
    band(canvas, height * 0.52, height * 0.48, INK, `fill-opacity="0.45"`) +
    emblemPlate(canvas, emblem, screenX, height * 0.13, width * 0.34, height * 0.3) +
    standing(screenX + width * 0.42, height * 0.56, height * 0.38, lookOf(random, 90), -1) +
    deskRows(
      canvas,
      [
        { y: height * 0.58, r: height * 0.032 },
        { y: height * 0.78, r: height * 0.042 },
      ],
      600,
      'laptop',
    ) +
    standing(width * 0.9, height * 1.02, height * 0.6, visitor, -1)
  );
};

/** A window on the wall, a city's blocks against the sky through it. */
const cityWindow = ({ random, accent }: Canvas, x: number, y: number, w: number, h: number) => {
  let blocks = '';
  for (let bx = x; bx < x + w;) {
    const bw = between(random, 140 + bx, 40, 100);
    const bh = h * between(random, 160 + bx, 0.2, 0.65);
    blocks += rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, '#ffffff', `fill-opacity="0.16"`);
    bx += bw + 6;
  }
  return (
    rect(x, y, w, h, '#62b6cb', `fill-opacity="0.3"`) +
    circle(x + w * between(random, 170, 0.2, 0.8), y + h * 0.3, h * 0.1, accent, `fill-opacity="0.8"`) +
    blocks +
    rect(x + w / 2 - 5, y, 10, h, INK) +
    rect(x - 10, y - 10, w + 20, h + 20, 'none', `stroke="${INK}" stroke-width="20"`)
  );
};

/** A plant in its pot, standing on `ground`. */
const plant = (x: number, ground: number, h: number, accent: string) =>
  [-0.5, 0, 0.5]
    .map((lean) =>
      ellipse(
        x + lean * h * 0.35,
        ground - h * (0.62 - Math.abs(lean) * 0.15),
        h * 0.14,
        h * 0.3,
        '#1b8a7e',
        `transform="rotate(${lean * 50} ${px(x + lean * h * 0.35)} ${px(ground - h * 0.6)})"`,
      ),
    )
    .join('') + trapezoid(x, ground - h * 0.35, ground, h * 0.22, h * 0.16, accent);

/** An arm from the shoulder of someone standing (`h` tall, at x) to the point (tx, ty), the hand at its end. */
const arm = (x: number, ground: number, h: number, look: Look, tx: number, ty: number) => {
  const r = h * 0.085;
  const shoulderY = ground - h + r + r * 1.25 + r * 0.4;
  return limb(x + Math.sign(tx - x) * r * 0.9, shoulderY, tx, ty, r * 0.62, look.clothes) + circle(tx, ty, r * 0.3, look.skin);
};

/** Someone at work at a desk, in profile before the screen that shows the emblem; a window, a lamp, a plant. */
const desk = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const top = height * 0.7;
  const r = height * 0.05;
  const personX = width * between(random, 1, 0.3, 0.36);
  const screen = { x: personX + width * 0.12, w: width * 0.3, h: height * 0.34 };
  const deskTop =
    rect(width * 0.22, top, width * 0.62, height * 0.035, '#ffffff', `rx="6"`) +
    rect(width * 0.25, top, height * 0.025, floor - top, '#ffffff', `fill-opacity="0.7"`) +
    rect(width * 0.8, top, height * 0.025, floor - top, '#ffffff', `fill-opacity="0.7"`);
  const monitor =
    rect(screen.x + screen.w / 2 - height * 0.015, top - height * 0.08, height * 0.03, height * 0.08, '#c8d6e5') +
    rect(screen.x + screen.w / 2 - height * 0.07, top - height * 0.012, height * 0.14, height * 0.014, '#c8d6e5', `rx="4"`) +
    emblemPlate(canvas, emblem, screen.x, top - height * 0.08 - screen.h, screen.w, screen.h);
  const lampX = screen.x + screen.w + width * 0.05;
  const lamp =
    `<path d="M ${px(lampX)} ${px(top)} L ${px(lampX)} ${px(top - height * 0.2)} L ${px(lampX - width * 0.04)} ${px(top - height * 0.26)}" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M ${px(lampX - width * 0.07)} ${px(top - height * 0.22)} A ${px(width * 0.035)} ${px(width * 0.03)} 0 0 1 ${px(lampX - width * 0.005)} ${px(top - height * 0.28)} Z" fill="${accent}"/>` +
    rect(lampX - width * 0.02, top - height * 0.012, width * 0.04, height * 0.012, INK, `rx="4"`);
  const mug =
    rect(personX + width * 0.07, top - height * 0.045, height * 0.035, height * 0.045, '#ffffff', `rx="5"`) +
    rect(personX + width * 0.07, top - height * 0.038, height * 0.035, height * 0.01, accent);
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    cityWindow(canvas, width * between(random, 2, 0.04, 0.1), height * 0.08, width * 0.2, height * 0.38) +
    plant(width * 0.92, floor, height * 0.32, accent) +
    monitor +
    lamp +
    seatedSide(personX, floor - r * 3.4, floor, r, 1, lookOf(random, 700)) +
    deskTop +
    mug
  );
};

/** Two people at the board, one pointing at the emblem on it, the other with a tablet; notes stuck beside. */
const board = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.94;
  const boardBox = { x: width * between(random, 1, 0.08, 0.14), y: height * 0.15, w: width * 0.42, h: height * 0.42 };
  const colours = [accent, '#62b6cb', '#ffffff', '#f2cc8f'];
  let notes = '';
  for (let i = 0; i < 9; i += 1) {
    const nx = boardBox.x + boardBox.w + width * (0.04 + (i % 3) * 0.06);
    const ny = height * (0.16 + Math.floor(i / 3) * 0.11);
    if (random(20 + i) < 0.2) continue;
    notes += rect(
      nx,
      ny,
      width * 0.045,
      width * 0.045,
      colours[(i + Math.floor(random(30) * 4)) % 4],
      `rx="3" transform="rotate(${px((random(40 + i) - 0.5) * 12)} ${px(nx)} ${px(ny)})"`,
    );
  }
  const pointer = lookOf(random, 720);
  const pointerX = boardBox.x + boardBox.w + width * 0.1;
  const pointerH = height * 0.6;
  const tablet = lookOf(random, 740);
  const tabletX = width * 0.8;
  const tabletH = height * 0.56;
  const tabletHip = floor - tabletH * 0.45;
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    emblemPlate(canvas, emblem, boardBox.x, boardBox.y, boardBox.w, boardBox.h) +
    notes +
    standing(pointerX, floor, pointerH, pointer, -1, false) +
    arm(pointerX, floor, pointerH, pointer, boardBox.x + boardBox.w * 0.86, boardBox.y + boardBox.h * 0.6) +
    standing(tabletX, floor, tabletH, tablet, -1) +
    rect(
      tabletX - tabletH * 0.13,
      tabletHip - tabletH * 0.2,
      tabletH * 0.17,
      tabletH * 0.12,
      '#dbe5f1',
      `rx="6" transform="rotate(-12 ${px(tabletX)} ${px(tabletHip)})"`,
    ) +
    plant(width * 0.95, floor, height * 0.28, accent)
  );
};

/** A team around the table, facing us, the emblem on the wall's screen, laptops open. */
const meeting = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const tableTop = height * 0.74;
  const screenW = width * 0.34;
  const screenX = width * between(random, 1, 0.3, 0.36);
  const seats = [0.2, 0.4, 0.6, 0.8];
  const people = seats
    .map((share, i) =>
      standing(
        width * share + (random(50 + i) - 0.5) * width * 0.04,
        height * 1.1,
        height * between(random, 60 + i, 0.68, 0.76),
        lookOf(random, 760 + i * 9),
        0,
      ),
    )
    .join('');
  const laptops = seats
    .filter((_, i) => random(70 + i) > 0.3)
    .map((share, i) => {
      const x = width * share + width * 0.04 * (i % 2 ? 1 : -1);
      return (
        trapezoid(x, tableTop, tableTop - height * 0.09, width * 0.045, width * 0.04, '#c8d6e5') +
        circle(x, tableTop - height * 0.045, height * 0.008, accent)
      );
    })
    .join('');
  return (
    emblemPlate(canvas, emblem, screenX, height * 0.12, screenW, height * 0.28) +
    people +
    rect(width * 0.06, tableTop, width * 0.88, height * 0.05, '#ffffff', `rx="8"`) +
    rect(width * 0.08, tableTop + height * 0.05, width * 0.84, height, INK, `fill-opacity="0.35"`) +
    laptops +
    rect(width * 0.5 - height * 0.02, tableTop - height * 0.05, height * 0.035, height * 0.05, '#ffffff', `rx="5"`)
  );
};

/** The server room: racks of blinking lights, someone checking them on a laptop, the emblem on the wall's monitor. */
const servers = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.92;
  const rackW = width * 0.1;
  let racks = '';
  for (let i = 0; i < 4; i += 1) {
    const x = width * 0.04 + i * (rackW + width * 0.015);
    racks += rect(x, height * 0.1, rackW, floor - height * 0.1, INK, `rx="8"`);
    for (let u = 0; u < 12; u += 1) {
      const y = height * 0.14 + u * height * 0.062;
      racks += rect(x + rackW * 0.1, y, rackW * 0.8, height * 0.045, '#1d4672', `rx="4"`);
      for (let l = 0; l < 3; l += 1)
        if (random(100 + i * 40 + u * 3 + l) > 0.45)
          racks += circle(
            x + rackW * (0.2 + l * 0.12),
            y + height * 0.0225,
            height * 0.007,
            l === 0 && random(90 + u) > 0.6 ? accent : '#62b6cb',
          );
    }
  }
  const person = lookOf(random, 780);
  const personX = width * 0.62;
  const personH = height * 0.62;
  const hip = floor - personH * 0.45;
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    racks +
    emblemPlate(canvas, emblem, width * 0.7, height * 0.15, width * 0.26, height * 0.28) +
    standing(personX, floor, personH, person, -1) +
    rect(personX - personH * 0.2, hip - personH * 0.14, personH * 0.2, personH * 0.025, '#c8d6e5', `rx="4"`) +
    polygon(
      [
        [personX - personH * 0.2, hip - personH * 0.14],
        [personX - personH * 0.02, hip - personH * 0.14],
        [personX - personH * 0.06, hip - personH * 0.28],
        [personX - personH * 0.24, hip - personH * 0.28],
      ],
      '#dbe5f1',
    ) +
    plant(width * 0.93, floor, height * 0.26, accent)
  );
};

/**
 * A security operations room: the wall of screens (a curve, bars, a map of sites, a list of alerts
 * with one raised), the emblem on the big screen in the middle; one analyst at the console, the
 * other standing before the wall, pointing at the raised alert.
 */
const watch = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.94;
  const wall = { x: width * 0.06, y: height * 0.08, w: width * 0.88, h: height * 0.5 };
  const gap = width * 0.012;
  const side = (wall.w - gap * 4) * 0.27;
  const middle = wall.w - gap * 4 - side * 2;
  const cellH = (wall.h - gap * 3) / 2;
  const cell = (x: number, y: number, w: number, h: number, body: string) => rect(x, y, w, h, '#0f2d4d', `rx="${px(h * 0.06)}"`) + body;
  const left = wall.x + gap;
  const right = wall.x + wall.w - gap - side;
  const top = wall.y + gap;
  const low = top + cellH + gap;
  // A curve of traffic with its peak in the accent.
  const curve = `<polyline points="${[0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1]
    .map((t, i) => `${px(left + side * (0.08 + t * 0.84))},${px(top + cellH * (0.75 - (i === 5 ? 0.5 : random(300 + i) * 0.3)))}`)
    .join(' ')}" fill="none" stroke="${accent}" stroke-width="${px(height * 0.008)}" stroke-linejoin="round"/>`;
  let bars = '';
  for (let i = 0; i < 6; i += 1) {
    const h = cellH * (0.2 + random(320 + i) * 0.55);
    bars += rect(left + side * (0.1 + i * 0.14), low + cellH * 0.88 - h, side * 0.09, h, i === 3 ? accent : '#62b6cb', 'rx="3"');
  }
  let sites = '';
  for (let i = 0; i < 7; i += 1)
    sites += circle(
      right + side * (0.12 + random(340 + i) * 0.76),
      top + cellH * (0.15 + random(350 + i) * 0.7),
      height * (i === 2 ? 0.016 : 0.009),
      i === 2 ? accent : '#62b6cb',
    );
  let alerts = '';
  for (let i = 0; i < 4; i += 1)
    alerts +=
      circle(right + side * 0.12, low + cellH * (0.2 + i * 0.2), height * 0.01, i === 1 ? accent : '#1b8a7e') +
      rect(
        right + side * 0.22,
        low + cellH * (0.17 + i * 0.2),
        side * (0.4 + random(360 + i) * 0.3),
        cellH * 0.06,
        '#c8d6e5',
        `rx="3" fill-opacity="${i === 1 ? 1 : 0.5}"`,
      );
  const screens =
    rect(wall.x, wall.y, wall.w, wall.h, INK, `rx="${px(height * 0.02)}"`) +
    cell(left, top, side, cellH, curve) +
    cell(left, low, side, cellH, bars) +
    cell(right, top, side, cellH, sites) +
    cell(right, low, side, cellH, alerts) +
    emblemPlate(canvas, emblem, left + side + gap, top, middle, wall.h - gap * 2);
  const consoleTop = height * 0.74;
  const desk =
    rect(width * 0.04, consoleTop, width * 0.6, height * 0.03, '#ffffff', 'rx="6"') +
    rect(width * 0.08, consoleTop, height * 0.025, floor - consoleTop, '#ffffff', 'fill-opacity="0.7"') +
    rect(width * 0.58, consoleTop, height * 0.025, floor - consoleTop, '#ffffff', 'fill-opacity="0.7"') +
    rect(width * 0.3, consoleTop - height * 0.1, width * 0.14, height * 0.1, '#c8d6e5', 'rx="6"') +
    rect(width * 0.305, consoleTop - height * 0.092, width * 0.13, height * 0.082, '#0f2d4d', 'rx="4"');
  const r = height * 0.05;
  const seatedX = width * 0.22;
  const standingX = width * between(random, 3, 0.74, 0.8);
  const standingH = height * 0.6;
  const colleague = lookOf(random, 810);
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    screens +
    seatedSide(seatedX, floor - r * 3.4, floor, r, 1, lookOf(random, 800)) +
    desk +
    standing(standingX, floor, standingH, colleague, -1, false) +
    arm(standingX, floor, standingH, colleague, right + side * 0.15, low + cellH * 0.45) +
    plant(width * 0.94, floor, height * 0.24, accent)
  );
};

/** Someone seated facing the viewer (on a sofa), `r` the head's radius, the seat at `seat`; hands on the lap, where a laptop may go. */
const seatedFront = (x: number, seat: number, floor: number, r: number, look: Look) => {
  const shoulder = seat - r * 3.6;
  const headY = shoulder - r * 1.25;
  const legs = [-1, 1]
    .map(
      (side) =>
        rect(x + side * r * 0.75 - r * 0.6, seat - r * 0.5, r * 1.2, r * 1.1, look.trousers, `rx="${px(r * 0.45)}"`) +
        rect(x + side * r * 0.75 - r * 0.5, seat, r * 1, floor - seat - r * 0.2, look.trousers, `rx="${px(r * 0.35)}"`) +
        rect(x + side * r * 0.75 - r * 0.6, floor - r * 0.35, r * 1.2, r * 0.35, INK, `rx="${px(r * 0.15)}"`),
    )
    .join('');
  const torso = rect(x - r * 1.3, shoulder, r * 2.6, seat - shoulder, look.clothes, `rx="${px(r * 0.9)}"`);
  const arms = [-1, 1]
    .map((side) => limb(x + side * r * 1.1, shoulder + r * 0.5, x + side * r * 0.6, seat - r * 0.4, r * 0.62, look.clothes))
    .join('');
  const long = look.longHair ? rect(x - r * 1.02, headY - r * 0.2, r * 2.04, r * 2.1, look.hair, `rx="${px(r * 0.7)}"`) : '';
  const head =
    rect(x - r * 0.35, headY + r * 0.6, r * 0.7, r * 0.9, look.skin) +
    circle(x, headY - r * 0.14, r * 1.02, look.hair) +
    ellipse(x, headY + r * 0.12, r * 0.8, r * 0.86, look.skin) +
    face(x, headY + r * 0.12, r * 0.8, 0) +
    (look.bun ? circle(x, headY - r * 0.9, r * 0.42, look.hair) : '');
  return legs + torso + arms + long + head;
};

/** A laptop open on someone's lap or a table, seen from its back, its lid's logo in the accent; its hands on it. */
const laptopOnLap = (x: number, y: number, r: number, look: Look, accent: string) =>
  trapezoid(x, y, y - r * 2, r * 1.5, r * 1.35, '#c8d6e5', `rx="${px(r * 0.15)}"`) +
  circle(x, y - r, r * 0.22, accent) +
  circle(x - r * 1.2, y - r * 0.1, r * 0.3, look.skin) +
  circle(x + r * 1.2, y - r * 0.1, r * 0.3, look.skin);

/** The pitch: a student presents beside the screen that shows the emblem, the jury at its table with its back to us. */
const pitch = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.8;
  const screen = { x: width * between(random, 1, 0.08, 0.14), y: height * 0.1, w: width * 0.42, h: height * 0.4 };
  const presenter = lookOf(random, 900);
  const presenterX = screen.x + screen.w + width * 0.1;
  const presenterH = height * 0.58;
  // The jury faces the presenter: its table beyond it, its backs to us.
  const tableY = height * 0.8;
  const jury = [0.5, 0.66, 0.82]
    .map((share, i) => seatedFromBehind(width * share, height * 0.84, height * 0.06, lookOf(random, 910 + i * 7)))
    .join('');
  const sheets = [0.42, 0.58, 0.74]
    .map((share, i) =>
      rect(
        width * share,
        tableY + height * 0.008,
        width * 0.04,
        height * 0.015,
        '#ffffff',
        `transform="rotate(${(i - 1) * 4} ${px(width * share)} ${px(tableY)})"`,
      ),
    )
    .join('');
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    spotlights(canvas, [0.3, 0.7], floor) +
    emblemPlate(canvas, emblem, screen.x, screen.y, screen.w, screen.h) +
    standing(presenterX, floor, presenterH, presenter, -1, false) +
    arm(presenterX, floor, presenterH, presenter, screen.x + screen.w + width * 0.015, screen.y + screen.h * 0.75) +
    clock(width * 0.9, height * 0.14, height * 0.05, accent) +
    rect(width * 0.38, tableY, width * 0.58, height * 0.035, '#ffffff', `rx="6"`) +
    sheets +
    jury
  );
};

/** Two at one screen: one types, the other leans in and points; a window on the city, a plant. */
const pair = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const top = height * 0.7;
  const r = height * 0.05;
  const screen = { x: width * between(random, 1, 0.52, 0.58), w: width * 0.3, h: height * 0.34 };
  const typistX = screen.x - width * 0.08;
  const helper = lookOf(random, 960);
  const helperX = screen.x - width * 0.17;
  const helperH = height * 0.74;
  const monitor =
    rect(screen.x + screen.w / 2 - height * 0.015, top - height * 0.08, height * 0.03, height * 0.08, '#c8d6e5') +
    rect(screen.x + screen.w / 2 - height * 0.07, top - height * 0.012, height * 0.14, height * 0.014, '#c8d6e5', `rx="4"`) +
    emblemPlate(canvas, emblem, screen.x, top - height * 0.08 - screen.h, screen.w, screen.h);
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    cityWindow(canvas, width * between(random, 2, 0.04, 0.08), height * 0.08, width * 0.18, height * 0.36) +
    monitor +
    standing(helperX, floor, helperH, helper, 1, false) +
    arm(helperX, floor, helperH, helper, screen.x + screen.w * 0.08, top - height * 0.08 - screen.h * 0.3) +
    seatedSide(typistX, floor - r * 3.4, floor, r, 1, lookOf(random, 950)) +
    rect(width * 0.2, top, width * 0.7, height * 0.035, '#ffffff', `rx="6"`) +
    rect(width * 0.86, top, height * 0.025, floor - top, '#ffffff', `fill-opacity="0.7"`) +
    rect(typistX + width * 0.05, top - height * 0.015, width * 0.07, height * 0.015, '#c8d6e5', `rx="3"`) +
    plant(width * 0.95, floor, height * 0.3, accent)
  );
};

/** The lounge: three on the sofa with their laptops, talking it over, the emblem framed on the wall. */
const lounge = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.96;
  const seat = height * 0.74;
  const r = height * 0.055;
  const sofa = { x: width * 0.16, w: width * 0.62 };
  const seats = [0.2, 0.5, 0.8];
  const sitters = seats
    .map((share, i) => {
      const look = lookOf(random, 980 + i * 7);
      const x = sofa.x + sofa.w * share;
      return seatedFront(x, seat, floor, r, look) + (random(990 + i) > 0.3 ? laptopOnLap(x, seat - r * 0.1, r, look, accent) : '');
    })
    .join('');
  const shelfY = height * 0.36;
  const books = [0, 1, 2, 3, 4]
    .map((i) =>
      rect(
        width * 0.82 + i * width * 0.018,
        shelfY - height * (0.08 + (i % 2) * 0.02),
        width * 0.014,
        height * (0.08 + (i % 2) * 0.02),
        [accent, '#62b6cb', '#e9ecef', '#e07a5f', '#f2cc8f'][i],
      ),
    )
    .join('');
  return (
    band(canvas, floor, height - floor, INK, `fill-opacity="0.5"`) +
    emblemPlate(canvas, emblem, width * between(random, 1, 0.34, 0.4), height * 0.08, width * 0.22, height * 0.24) +
    rect(width * 0.8, shelfY, width * 0.14, height * 0.015, '#ffffff', `fill-opacity="0.8"`) +
    books +
    // The sofa's back behind them, its arms and seat before their legs' top.
    rect(sofa.x - width * 0.03, seat - height * 0.26, sofa.w + width * 0.06, height * 0.3, '#3d5a80', `rx="${px(height * 0.04)}"`) +
    sitters +
    rect(sofa.x - width * 0.05, seat - height * 0.08, width * 0.05, height * 0.16, '#34507a', `rx="${px(height * 0.02)}"`) +
    rect(sofa.x + sofa.w, seat - height * 0.08, width * 0.05, height * 0.16, '#34507a', `rx="${px(height * 0.02)}"`) +
    rect(sofa.x - width * 0.03, seat + height * 0.05, sofa.w + width * 0.06, height * 0.04, '#2b4468', `rx="${px(height * 0.015)}"`) +
    plant(width * 0.9, floor, height * 0.34, accent) +
    // A coffee on the floor by the sofa.
    rect(width * 0.08, floor - height * 0.06, height * 0.045, height * 0.06, '#ffffff', `rx="5"`)
  );
};

/** A pendant lamp hung from the ceiling at x, its shade's rim at `y`. */
const pendant = (x: number, y: number, w: number, colour: string) =>
  rect(x - 2, 0, 4, y - w * 0.4, INK, 'fill-opacity="0.8"') +
  `<path d="M ${px(x - w / 2)} ${px(y)} A ${px(w / 2)} ${px(w * 0.45)} 0 0 1 ${px(x + w / 2)} ${px(y)} Z" fill="${colour}"/>` +
  trapezoid(x, y, y + w * 2.2, w * 0.45, w * 1.4, '#ffffff', 'fill-opacity="0.05"');

/**
 * A design studio: a mood board pinned across a light wall (screens drawn as wireframes, the
 * palette's swatches, a few shapes), the emblem on the pen display the designer draws on with
 * the stylus, a colleague seated before the board with a sketchbook; pendant lamps.
 */
const studio = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.94;
  const board = { x: width * 0.5, y: height * 0.08, w: width * 0.46, h: height * 0.52 };
  const swatches = [accent, '#62b6cb', '#e07a5f', '#f2cc8f', INK];
  let pinned = '';
  for (let i = 0; i < 3; i += 1) {
    const w = board.w * 0.13;
    const h = board.h * 0.56;
    const x = board.x + board.w * (0.05 + i * 0.17);
    const y = board.y + board.h * (0.1 + random(500 + i) * 0.08);
    const tilt = `transform="rotate(${px((random(510 + i) - 0.5) * 8)} ${px(x + w / 2)} ${px(y)})"`;
    let lines = '';
    for (let l = 0; l < 3; l += 1)
      lines += rect(x + w * 0.15, y + h * (0.42 + l * 0.1), w * (0.7 - l * 0.15), h * 0.035, '#c8d6e5', 'rx="2"');
    pinned +=
      `<g ${tilt}>` +
      rect(x, y, w, h, '#ffffff', `rx="${px(w * 0.14)}" stroke="${INK}" stroke-opacity="0.25" stroke-width="3"`) +
      rect(x + w * 0.12, y + h * 0.08, w * 0.76, h * 0.26, swatches[(i + Math.floor(random(520) * 3)) % 3], `rx="${px(w * 0.06)}"`) +
      lines +
      rect(x + w * 0.2, y + h * 0.8, w * 0.6, h * 0.08, accent, `rx="${px(h * 0.04)}"`) +
      `</g>` +
      circle(x + w / 2, y, height * 0.01, '#e07a5f');
  }
  const swatchRow = swatches
    .map((colour, i) =>
      rect(board.x + board.w * (0.58 + i * 0.075), board.y + board.h * 0.12, board.w * 0.06, board.w * 0.06, colour, 'rx="4"'),
    )
    .join('');
  const shapes =
    circle(board.x + board.w * 0.66, board.y + board.h * 0.58, board.h * 0.14, accent) +
    polygon(
      [
        [board.x + board.w * 0.8, board.y + board.h * 0.44],
        [board.x + board.w * 0.92, board.y + board.h * 0.72],
        [board.x + board.w * 0.68, board.y + board.h * 0.72],
      ],
      '#62b6cb',
      'fill-opacity="0.85"',
    ) +
    rect(board.x + board.w * 0.6, board.y + board.h * 0.8, board.w * 0.32, board.h * 0.05, INK, 'rx="4" fill-opacity="0.6"');
  // The pen display on its stand, tilted towards the designer.
  const display = { x: width * 0.08, y: height * 0.3, w: width * 0.27, h: height * 0.3 };
  const displayCentre = `${px(display.x + display.w / 2)} ${px(display.y + display.h / 2)}`;
  const pen =
    rect(
      display.x + display.w / 2 - width * 0.006,
      display.y + display.h * 0.9,
      width * 0.012,
      floor - display.y - display.h * 0.9,
      '#c8d6e5',
    ) +
    rect(
      display.x + display.w / 2 - width * 0.05,
      floor - height * 0.02,
      width * 0.1,
      height * 0.02,
      '#c8d6e5',
      `rx="${px(height * 0.01)}"`,
    ) +
    `<g transform="rotate(-6 ${displayCentre})">${emblemPlate(canvas, emblem, display.x, display.y, display.w, display.h)}</g>`;
  const designer = lookOf(random, 530);
  const designerX = display.x + display.w + width * 0.09;
  const designerH = height * 0.66;
  const tip = { x: display.x + display.w * 0.88, y: display.y + display.h * 0.55 };
  const stylus = `<line x1="${px(tip.x)}" y1="${px(tip.y)}" x2="${px(tip.x + width * 0.025)}" y2="${px(tip.y - height * 0.05)}" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;
  const r = height * 0.05;
  const colleagueX = board.x + board.w * 0.5;
  const sketchbook = rect(
    colleagueX + r * 0.6,
    floor - r * 3.4 - r * 2.6,
    r * 2.2,
    r * 1.5,
    '#ffffff',
    `rx="4" transform="rotate(-20 ${px(colleagueX + r)} ${px(floor - r * 5)})"`,
  );
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    rect(board.x, board.y, board.w, board.h, '#f4f1ea', `rx="${px(height * 0.012)}"`) +
    pinned +
    swatchRow +
    shapes +
    pendant(width * 0.22, height * 0.14, width * 0.06, accent) +
    pendant(width * 0.4, height * 0.1, width * 0.05, '#ffffff') +
    pen +
    standing(designerX, floor, designerH, designer, -1, false) +
    stylus +
    arm(designerX, floor, designerH, designer, tip.x + width * 0.008, tip.y - height * 0.012) +
    seatedSide(colleagueX, floor - r * 3.4, floor, r, 1, lookOf(random, 540)) +
    sketchbook +
    plant(width * 0.94, floor, height * 0.3, accent)
  );
};

/**
 * The data lab: a whiteboard with a neural network drawn across it and a cloud of points with
 * its trend line, someone at the board adding a link, two at the table before it with their
 * backs to us; the emblem on the wall's screen.
 */
const lab = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const board = { x: width * between(random, 1, 0.05, 0.09), y: height * 0.1, w: width * 0.6, h: height * 0.46 };
  // The network: four layers of nodes, every node linked to the next layer's.
  const layers = [3, 4, 4, 2].map((count, l) =>
    Array.from({ length: count }, (_, i) => ({
      x: board.x + board.w * (0.08 + l * 0.13),
      y: board.y + board.h * (0.5 + (i - (count - 1) / 2) * 0.2),
    })),
  );
  let links = '';
  for (let l = 0; l + 1 < layers.length; l += 1)
    for (const a of layers[l])
      for (const b of layers[l + 1])
        links += `<line x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(b.x)}" y2="${px(b.y)}" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>`;
  const lit = Math.floor(random(600) * 4);
  const nodes = layers
    .flat()
    .map((node, i) => circle(node.x, node.y, board.h * 0.035, i === 3 + lit ? accent : '#ffffff', `stroke="${INK}" stroke-width="4"`))
    .join('');
  // The points and their trend line, on axes drawn in marker.
  const plot = { x: board.x + board.w * 0.6, y: board.y + board.h * 0.14, w: board.w * 0.34, h: board.h * 0.68 };
  let points = '';
  for (let i = 0; i < 16; i += 1) {
    const t = random(610 + i);
    const y = plot.y + plot.h * (0.85 - t * 0.7 + (random(630 + i) - 0.5) * 0.25);
    points += circle(plot.x + plot.w * (0.06 + t * 0.9), y, board.h * 0.016, i % 5 === 0 ? '#e07a5f' : '#1f5f8b');
  }
  const axes = `<path d="M ${px(plot.x)} ${px(plot.y)} V ${px(plot.y + plot.h)} H ${px(plot.x + plot.w)}" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  const trend = `<line x1="${px(plot.x + plot.w * 0.04)}" y1="${px(plot.y + plot.h * 0.86)}" x2="${px(plot.x + plot.w * 0.98)}" y2="${px(plot.y + plot.h * 0.16)}" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`;
  const floor = height * 0.94;
  const writer = lookOf(random, 640);
  const writerX = board.x + board.w * 0.5;
  const writerH = height * 0.64;
  const marker = layers[2][1];
  const tableY = height * 0.8;
  const team = [0.3, 0.58]
    .map((share, i) => seatedFromBehind(width * share, height * 0.87, height * 0.065, lookOf(random, 650 + i * 7)))
    .join('');
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    rect(board.x - 8, board.y - 8, board.w + 16, board.h + 16, '#c8d6e5', `rx="${px(height * 0.012)}"`) +
    rect(board.x, board.y, board.w, board.h, '#f7f9fc', `rx="${px(height * 0.008)}"`) +
    readable(canvas, board.x + board.w / 2, links + nodes + axes + points + trend) +
    rect(board.x + board.w * 0.3, board.y + board.h, board.w * 0.4, height * 0.015, '#c8d6e5') +
    emblemPlate(canvas, emblem, board.x + board.w + width * 0.05, height * 0.12, width * 0.22, height * 0.24) +
    standing(writerX, floor, writerH, writer, 'back', false) +
    arm(writerX, floor, writerH, writer, readableX(canvas, board.x + board.w / 2, marker.x) + board.w * 0.05, marker.y) +
    rect(width * 0.14, tableY, width * 0.72, height * 0.035, '#ffffff', 'rx="8"') +
    rect(width * 0.16, tableY + height * 0.035, width * 0.68, height, INK, 'fill-opacity="0.35"') +
    team +
    plant(width * 0.94, floor, height * 0.3, accent)
  );
};

/**
 * A campaign's shoot: the paper backdrop swept down onto the floor in the accent, the product on
 * its plinth under a softbox, the photographer with the camera, a colleague filming on a phone
 * for the social networks (a like rises from it); the campaign's poster, with the emblem, on the wall.
 */
const shoot = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.94;
  const sweep = { x: width * between(random, 1, 0.33, 0.37), w: width * 0.34, top: height * 0.1 };
  const backdrop =
    rect(sweep.x - width * 0.01, sweep.top - height * 0.03, sweep.w + width * 0.02, height * 0.04, INK, 'rx="8"') +
    `<path d="M ${px(sweep.x)} ${px(sweep.top)} H ${px(sweep.x + sweep.w)} V ${px(floor - height * 0.12)} Q ${px(sweep.x + sweep.w)} ${px(floor)} ${px(sweep.x + sweep.w + width * 0.03)} ${px(floor + height * 0.03)} H ${px(sweep.x - width * 0.03)} Q ${px(sweep.x)} ${px(floor)} ${px(sweep.x)} ${px(floor - height * 0.12)} Z" fill="${accent}"/>`;
  // The product: a box and a bottle on a white plinth.
  const plinthX = sweep.x + sweep.w * 0.5;
  const plinthTop = floor - height * 0.2;
  const product =
    rect(plinthX - width * 0.05, plinthTop, width * 0.1, floor - plinthTop, '#ffffff') +
    rect(plinthX - width * 0.05, plinthTop, width * 0.1, height * 0.02, '#e9eef5') +
    rect(plinthX - width * 0.04, plinthTop - height * 0.12, width * 0.045, height * 0.12, INK, 'rx="4"') +
    rect(plinthX - width * 0.04, plinthTop - height * 0.08, width * 0.045, height * 0.025, '#ffffff') +
    rect(plinthX + width * 0.012, plinthTop - height * 0.15, width * 0.026, height * 0.15, '#62b6cb', `rx="${px(width * 0.01)}"`) +
    rect(plinthX + width * 0.019, plinthTop - height * 0.18, width * 0.012, height * 0.04, '#ffffff', 'rx="3"');
  // The softbox on its stand, its light falling on the product.
  const boxX = sweep.x + sweep.w + width * 0.075;
  const boxY = height * 0.2;
  const softbox =
    polygon(
      [
        [boxX - width * 0.01, boxY + height * 0.1],
        [plinthX + width * 0.05, plinthTop - height * 0.2],
        [plinthX, floor],
      ],
      '#ffffff',
      'fill-opacity="0.08"',
    ) +
    `<line x1="${px(boxX)}" y1="${px(boxY)}" x2="${px(boxX)}" y2="${px(floor)}" stroke="${INK}" stroke-width="6"/>` +
    [-1, 1]
      .map(
        (leg) =>
          `<line x1="${px(boxX)}" y1="${px(floor - height * 0.1)}" x2="${px(boxX + leg * width * 0.03)}" y2="${px(floor)}" stroke="${INK}" stroke-width="6"/>`,
      )
      .join('') +
    trapezoid(
      boxX - width * 0.015,
      boxY - height * 0.12,
      boxY + height * 0.12,
      height * 0.02,
      height * 0.1,
      '#ffffff',
      `transform="rotate(-90 ${px(boxX)} ${px(boxY)})"`,
    );
  const photographer = lookOf(random, 560);
  const photographerX = width * 0.91;
  const photographerH = height * 0.62;
  const cameraAt = { x: photographerX - width * 0.05, y: floor - photographerH * 0.72 };
  const camera =
    rect(cameraAt.x - width * 0.025, cameraAt.y - height * 0.03, width * 0.04, height * 0.055, INK, 'rx="6"') +
    circle(cameraAt.x - width * 0.028, cameraAt.y - height * 0.003, height * 0.018, '#3d5a80', `stroke="${INK}" stroke-width="5"`);
  const filmer = lookOf(random, 570);
  const filmerX = width * 0.25;
  const filmerH = height * 0.58;
  const phoneAt = { x: filmerX + width * 0.05, y: floor - filmerH * 0.74 };
  const like = { x: phoneAt.x + width * 0.01, y: phoneAt.y - height * 0.14 };
  const heart = `<path d="M ${px(like.x)} ${px(like.y + height * 0.018)} l -${px(height * 0.022)} -${px(height * 0.022)} a ${px(height * 0.011)} ${px(height * 0.011)} 0 0 1 ${px(height * 0.022)} -${px(height * 0.012)} a ${px(height * 0.011)} ${px(height * 0.011)} 0 0 1 ${px(height * 0.022)} ${px(height * 0.012)} Z" fill="#e07a5f"/>`;
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    emblemPlate(canvas, emblem, width * 0.04, height * 0.1, width * 0.2, height * 0.3) +
    backdrop +
    softbox +
    product +
    standing(filmerX, floor, filmerH, filmer, 1, false) +
    arm(filmerX, floor, filmerH, filmer, phoneAt.x, phoneAt.y + height * 0.02) +
    rect(phoneAt.x - width * 0.008, phoneAt.y - height * 0.04, width * 0.018, height * 0.06, INK, 'rx="4"') +
    circle(like.x, like.y + height * 0.005, height * 0.035, '#ffffff') +
    heart +
    standing(photographerX, floor, photographerH, photographer, -1, false) +
    arm(photographerX, floor, photographerH, photographer, cameraAt.x + width * 0.01, cameraAt.y + height * 0.01) +
    camera
  );
};

/**
 * A workshop at the flipchart: the emblem printed at the top of the paper, a rising line drawn in
 * marker under it, the facilitator pointing at it; two at the table turned towards it, papers and
 * a coffee before them; a window on the city.
 */
const workshop = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const paper = { x: width * between(random, 1, 0.2, 0.25), y: height * 0.12, w: width * 0.22, h: height * 0.5 };
  const paperMiddle = paper.x + paper.w / 2;
  const easel =
    [-1, 1]
      .map(
        (leg) =>
          `<line x1="${px(paperMiddle + leg * paper.w * 0.3)}" y1="${px(paper.y)}" x2="${px(paperMiddle + leg * paper.w * 0.48)}" y2="${px(floor)}" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join('') +
    `<line x1="${px(paperMiddle)}" y1="${px(paper.y)}" x2="${px(paperMiddle)}" y2="${px(floor - height * 0.02)}" stroke="${INK}" stroke-opacity="0.6" stroke-width="8"/>`;
  const s = paper.w * 0.2;
  const badgeY = paper.y + paper.h * 0.3;
  let chart = '';
  const base = paper.y + paper.h * 0.88;
  for (let i = 0; i < 4; i += 1) {
    const h = paper.h * (0.08 + i * 0.045 + random(580 + i) * 0.03);
    chart += rect(paper.x + paper.w * (0.18 + i * 0.17), base - h, paper.w * 0.1, h, i === 3 ? accent : '#8d99ae', 'rx="3"');
  }
  const rising = `<path d="M ${px(paper.x + paper.w * 0.14)} ${px(base - paper.h * 0.14)} Q ${px(paperMiddle)} ${px(base - paper.h * 0.16)} ${px(paper.x + paper.w * 0.86)} ${px(base - paper.h * 0.34)}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
  const chartPaper =
    rect(paper.x, paper.y, paper.w, paper.h, '#ffffff', `rx="${px(height * 0.006)}"`) +
    rect(paper.x - width * 0.01, paper.y - height * 0.02, paper.w + width * 0.02, height * 0.03, INK, 'rx="6"') +
    circle(paperMiddle, badgeY, s * 1.45, INK) +
    readable(canvas, paperMiddle, drawEmblem(emblem, { cx: paperMiddle, cy: badgeY, s, accent, random }) + chart + rising);
  const facilitator = lookOf(random, 590);
  const facilitatorX = paper.x + paper.w + width * 0.08;
  const facilitatorH = height * 0.68;
  const r = height * 0.05;
  const tableTop = height * 0.7;
  const table = { x: width * 0.56, w: width * 0.38 };
  const sitters = [0.3, 0.78]
    .map((share, i) => seatedSide(table.x + table.w * share, floor - r * 3.4, floor, r, -1, lookOf(random, 600 + i * 11)))
    .join('');
  const papers = [0.12, 0.55]
    .map((share, i) =>
      rect(
        table.x + table.w * share,
        tableTop - height * 0.008,
        width * 0.05,
        height * 0.012,
        '#ffffff',
        `transform="rotate(${i ? 3 : -4} ${px(table.x + table.w * share)} ${px(tableTop)})"`,
      ),
    )
    .join('');
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    cityWindow(canvas, width * 0.62, height * 0.1, width * 0.26, height * 0.3) +
    easel +
    chartPaper +
    standing(facilitatorX, floor, facilitatorH, facilitator, -1, false) +
    arm(facilitatorX, floor, facilitatorH, facilitator, paper.x + paper.w * 0.9, paper.y + paper.h * 0.55) +
    sitters +
    rect(table.x, tableTop, table.w, height * 0.035, '#ffffff', 'rx="6"') +
    rect(table.x + table.w * 0.5 - height * 0.015, tableTop, height * 0.03, floor - tableTop, '#ffffff', 'fill-opacity="0.7"') +
    papers +
    rect(table.x + table.w * 0.4, tableTop - height * 0.045, height * 0.035, height * 0.045, '#ffffff', 'rx="5"') +
    plant(width * 0.1, floor, height * 0.3, accent)
  );
};

/** Headphones over the head of someone seated in profile (seatedSide), facing `dir`. */
const headphones = (x: number, headY: number, r: number, dir: 1 | -1) => {
  const cx = x - dir * r * 0.1;
  const ear = x - dir * r * 0.4;
  return (
    `<path d="M ${px(cx - r * 1.05)} ${px(headY + r * 0.1)} A ${px(r * 1.1)} ${px(r * 1.2)} 0 0 1 ${px(cx + r * 1.05)} ${px(headY + r * 0.1)}" fill="none" stroke="${INK}" stroke-width="${px(r * 0.22)}" stroke-linecap="round"/>` +
    rect(ear - r * 0.28, headY - r * 0.1, r * 0.56, r * 0.8, INK, `rx="${px(r * 0.25)}"`)
  );
};

/** A microphone on its arm, clamped to the table's edge at `clampX`, its head before a mouth at (x, y). */
const boomMicrophone = (clampX: number, tableTop: number, x: number, y: number, r: number) =>
  `<path d="M ${px(clampX)} ${px(tableTop)} L ${px(clampX)} ${px(y - r * 2.4)} L ${px(x)} ${px(y - r * 0.4)}" fill="none" stroke="${INK}" stroke-width="${px(r * 0.16)}" stroke-linejoin="round"/>` +
  rect(x - r * 0.32, y - r * 0.7, r * 0.64, r * 1.3, '#3d5a80', `rx="${px(r * 0.3)}" stroke="${INK}" stroke-width="${px(r * 0.1)}"`);

/**
 * The podcast studio: two hosts face each other across the table, headphones on, each before a
 * microphone on its arm; the wall behind lined with acoustic foam, the "on air" light in the
 * accent, the episode's cover with the emblem on the screen between them.
 */
const podcast = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const tableTop = height * 0.68;
  const r = height * 0.055;
  const seat = floor - r * 3.4;
  const headY = seat - r * 4.2 - r * 1.3;
  const hosts = [
    { x: width * between(random, 1, 0.2, 0.24), dir: 1 as const },
    { x: width * between(random, 2, 0.76, 0.8), dir: -1 as const },
  ];
  // Foam tiles: a grid of rounded squares a shade off the wall, behind the hosts.
  const wall = { x: width * 0.06, y: height * 0.08, w: width * 0.88, h: height * 0.5 };
  const tile = wall.h / 5;
  let foam = '';
  for (let row = 0; row < 5; row += 1)
    for (let col = 0; col * tile < wall.w - tile * 0.5; col += 1)
      foam += rect(
        wall.x + col * tile + 4,
        wall.y + row * tile + 4,
        tile - 8,
        tile - 8,
        INK,
        `rx="${px(tile * 0.18)}" fill-opacity="${(row + col) % 2 ? 0.35 : 0.22}"`,
      );
  const cover = { w: width * 0.22, h: height * 0.28 };
  const onAir =
    rect(width / 2 - width * 0.06, height * 0.1, width * 0.12, height * 0.07, INK, `rx="${px(height * 0.02)}"`) +
    circle(width / 2 - width * 0.035, height * 0.135, height * 0.016, accent) +
    rect(width / 2 - width * 0.015, height * 0.127, width * 0.05, height * 0.016, accent, 'rx="4"');
  const people = hosts
    .map(({ x, dir }, i) => {
      const look = lookOf(random, 1100 + i * 9);
      const mouth = { x: x + dir * r * 2.2, y: headY + r * 0.5 };
      return (
        seatedSide(x, seat, floor, r, dir, look) +
        headphones(x, headY, r, dir) +
        boomMicrophone(x + dir * r * 4.2, tableTop, mouth.x, mouth.y, r)
      );
    })
    .join('');
  // The laptop that records, between them, and a glass of water for each.
  const laptop =
    trapezoid(width / 2, tableTop, tableTop - r * 1.6, r * 1.4, r * 1.25, '#c8d6e5') +
    circle(width / 2, tableTop - r * 0.8, r * 0.2, accent);
  const glasses = [0.36, 0.62]
    .map((share) => rect(width * share, tableTop - r * 0.9, r * 0.5, r * 0.9, '#ffffff', 'fill-opacity="0.6" rx="3"'))
    .join('');
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    foam +
    onAir +
    emblemPlate(canvas, emblem, width / 2 - cover.w / 2, height * 0.22, cover.w, cover.h) +
    people +
    rect(width * 0.24, tableTop, width * 0.52, height * 0.035, '#ffffff', 'rx="6"') +
    rect(width / 2 - height * 0.015, tableTop, height * 0.03, floor - tableTop, '#ffffff', 'fill-opacity="0.7"') +
    laptop +
    glasses
  );
};

/**
 * A one-to-one interview: two face each other at a low round table, a CV and two coffees on it,
 * the one listening with a notebook; the team's photos framed on the wall with the emblem among
 * them, a window on the city, a plant.
 */
const interview = (canvas: Canvas, { emblem }: SceneSubject) => {
  const { width, height, random, accent } = canvas;
  const floor = height * 0.95;
  const r = height * 0.055;
  const seat = floor - r * 3.2;
  const tableTop = height * 0.72;
  const table = { x: width * between(random, 1, 0.5, 0.54), w: width * 0.14 };
  const candidateX = table.x - table.w / 2 - r * 1.8;
  const recruiterX = table.x + table.w / 2 + r * 1.8;
  // The team's photos: small frames, a head and shoulders in each, around the emblem's.
  const frames = [
    { x: 0.08, y: 0.1 },
    { x: 0.2, y: 0.16 },
    { x: 0.08, y: 0.34 },
    { x: 0.2, y: 0.4 },
  ]
    .map(({ x, y }, i) => {
      const look = lookOf(random, 1200 + i * 5);
      const fx = width * x;
      const fy = height * y;
      const fw = width * 0.09;
      const fh = height * 0.17;
      return (
        rect(fx, fy, fw, fh, '#ffffff', `rx="4"`) +
        rect(fx + 6, fy + 6, fw - 12, fh - 12, i % 2 ? '#dbe5f1' : '#fde2c4') +
        ellipse(fx + fw / 2, fy + fh - 6, fw * 0.3, fh * 0.22, look.clothes) +
        circle(fx + fw / 2, fy + fh * 0.45, fh * 0.17, look.hair) +
        circle(fx + fw / 2, fy + fh * 0.5, fh * 0.14, look.skin)
      );
    })
    .join('');
  const cv =
    rect(
      table.x - width * 0.03,
      tableTop - height * 0.012,
      width * 0.035,
      height * 0.012,
      '#ffffff',
      `transform="rotate(-6 ${px(table.x)} ${px(tableTop)})"`,
    ) +
    rect(table.x + width * 0.02, tableTop - height * 0.045, height * 0.035, height * 0.045, '#ffffff', 'rx="5"') +
    rect(table.x - width * 0.06, tableTop - height * 0.045, height * 0.035, height * 0.045, accent, 'rx="5"');
  const recruiter = lookOf(random, 1230);
  const notebook = rect(
    recruiterX - r * 2.6,
    seat - r * 2.6,
    r * 1.6,
    r * 1.2,
    '#ffffff',
    `rx="3" transform="rotate(18 ${px(recruiterX - r * 1.8)} ${px(seat - r * 2)})"`,
  );
  return (
    band(canvas, floor, height - floor, INK, 'fill-opacity="0.5"') +
    frames +
    emblemPlate(canvas, emblem, width * 0.33, height * 0.1, width * 0.2, height * 0.26) +
    cityWindow(canvas, width * 0.66, height * 0.08, width * 0.24, height * 0.36) +
    seatedSide(candidateX, seat, floor, r, 1, lookOf(random, 1220)) +
    seatedSide(recruiterX, seat, floor, r, -1, recruiter) +
    notebook +
    ellipse(table.x, tableTop + height * 0.01, table.w / 2 + width * 0.02, height * 0.025, '#ffffff') +
    rect(
      table.x - height * 0.012,
      tableTop + height * 0.02,
      height * 0.024,
      floor - tableTop - height * 0.03,
      '#ffffff',
      'fill-opacity="0.7"',
    ) +
    ellipse(table.x, floor - height * 0.01, width * 0.04, height * 0.012, '#ffffff', 'fill-opacity="0.7"') +
    cv +
    plant(width * 0.95, floor, height * 0.32, accent)
  );
};

const SCENES: Record<SceneKind, (canvas: Canvas, subject: SceneSubject) => string> = {
  desk,
  board,
  meeting,
  servers,
  watch,
  studio,
  lab,
  shoot,
  workshop,
  podcast,
  interview,
  pitch,
  pair,
  lounge,
  'open-door': openDay,
  'open-hall': openHall,
  conference,
  'job-dating': jobDating,
  convention: fair,
  'admission-test': examRoom,
  'live-my-life': classDay,
};

/**
 * The home page's picture: the school's cities on one horizon (campusPanorama), and before them
 * its students on the square: two talking, one waving with a laptop under the arm, a group
 * walking off to class. The people stand in the middle half, which every crop of the hero keeps.
 */
export const schoolSquare = (canvas: Canvas): string => {
  const { width, height, accent } = canvas;
  const square = height * 0.86;
  // Chosen rather than drawn from a key: the first picture a visitor sees shows the school's
  // variety, each face clear against its hair.
  const people: Array<{ x: number; h: number; facing: 0 | 1 | -1; look: Look; arms?: 'wave'; feet: number }> = [
    {
      x: 0.33,
      h: 0.56,
      facing: 1,
      feet: 0.985,
      look: { skin: SKIN[1], hair: HAIR[0], clothes: '#e07a5f', trousers: TROUSERS[0], longHair: true, bun: false, backpack: false },
    },
    {
      x: 0.42,
      h: 0.52,
      facing: -1,
      feet: 0.975,
      look: { skin: SKIN[4], hair: HAIR[0], clothes: '#62b6cb', trousers: TROUSERS[2], longHair: false, bun: false, backpack: false },
    },
    {
      x: 0.53,
      h: 0.6,
      facing: 0,
      feet: 0.99,
      arms: 'wave',
      look: { skin: SKIN[0], hair: HAIR[3], clothes: accent, trousers: TROUSERS[1], longHair: false, bun: false, backpack: false },
    },
    {
      x: 0.64,
      h: 0.46,
      facing: 1,
      feet: 0.95,
      look: { skin: SKIN[3], hair: HAIR[1], clothes: '#f2cc8f', trousers: TROUSERS[3], longHair: false, bun: true, backpack: true },
    },
    {
      x: 0.71,
      h: 0.48,
      facing: 1,
      feet: 0.955,
      look: { skin: SKIN[2], hair: HAIR[0], clothes: '#e9ecef', trousers: TROUSERS[0], longHair: false, bun: false, backpack: true },
    },
  ];
  const drawn = people
    .map(({ x, h, facing, look, arms, feet }) => standing(width * x, height * feet, height * h, look, facing, arms ?? true))
    .join('');
  // The waving student's laptop, held in the other hand.
  const waver = people[2];
  const r = height * waver.h * 0.085;
  const handX = width * waver.x - r * 1.4;
  const handY = height * waver.feet - height * waver.h * 0.45 + r * 0.2;
  const laptop =
    rect(handX - r * 0.45, handY - r * 1.6, r * 0.5, r * 2.6, '#c8d6e5', `rx="${px(r * 0.12)}"`) +
    circle(handX, handY, r * 0.32, waver.look.skin);
  const talkX = width * 0.376;
  const talkY = height * 0.36;
  const talk =
    rect(talkX - height * 0.06, talkY - height * 0.035, height * 0.12, height * 0.07, '#ffffff', `rx="${px(height * 0.035)}"`) +
    polygon(
      [
        [talkX - height * 0.01, talkY + height * 0.03],
        [talkX + height * 0.02, talkY + height * 0.03],
        [talkX - height * 0.015, talkY + height * 0.07],
      ],
      '#ffffff',
    ) +
    [-1, 0, 1].map((dot) => circle(talkX + dot * height * 0.028, talkY, height * 0.009, dot === 0 ? accent : INK)).join('');
  return (
    campusPanorama(canvas) +
    band(canvas, square, height - square, '#10294a') +
    band(canvas, square, height * 0.008, '#ffffff', `fill-opacity="0.25"`) +
    drawn +
    laptop +
    talk
  );
};

/**
 * The scenes that keep the whole width: a crowd, a hall, a horizon, only ever an event's picture.
 * The class a visitor sits in for a day is also a programme's, so it is staged like the work scenes.
 */
const WIDE_SCENES: Record<Exclude<EventSceneKind, 'live-my-life'>, true> = {
  'open-door': true,
  'open-hall': true,
  'admission-test': true,
  conference: true,
  convention: true,
  'job-dating': true,
};

/**
 * The share of the picture's width a work scene is composed in, centred. A programme's or a job's
 * picture is also its page's hero, which from 1024 px shows the middle 56 to 70 % of it
 * (page-hero.module.css): composed across the whole width, the scenes had people at the edges that
 * the hero cut in half (the photographer of the shoot, the last of a meeting's four).
 */
export const WORK_STAGE = 0.64;

/** A scene drawn on the middle `share` of the canvas; its bands (band()) run on to the picture's edges. */
const onStage = (canvas: Canvas, share: number, draw: (stage: Canvas) => string) => {
  const stageWidth = canvas.width * share;
  const offset = (canvas.width - stageWidth) / 2;
  return `<g transform="translate(${px(offset)} 0)">${draw({ ...canvas, width: stageWidth, bleed: offset })}</g>`;
};

/**
 * The scene of `kind`, mirrored for half the keys so that two of a kind face apart; a programme's or
 * a job's scene on the picture's middle (WORK_STAGE).
 */
export const drawScene = (canvas: Canvas, subject: SceneSubject): string => {
  const draw = (stage: Canvas) => {
    const scene = SCENES[subject.kind](stage, subject);
    return isMirrored(stage) ? `<g transform="translate(${px(stage.width)} 0) scale(-1 1)">${scene}</g>` : scene;
  };
  return subject.kind in WIDE_SCENES ? draw(canvas) : onStage(canvas, WORK_STAGE, draw);
};
