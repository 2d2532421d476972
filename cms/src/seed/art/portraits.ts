// A fictional person's portrait (a team member, a student who gives a testimonial): a flat bust in
// the scenes' own style (art/scenes.ts: the same skins, hair and clothes, the same face), on a
// light brand tint, so that the people of the site are drawn by one hand. Line drawings from an
// avatar kit read as borrowed beside the coloured scenes, and could not be told to match a name.
// Hair, a bun or glasses come from the person's key; long hair or a bun more often for a first name
// the seed gives women, a beard sometimes for the others.
import { between, type Canvas, px } from './canvas';
import { circle, CLOTHES, ellipse, face, HAIR, INK, SKIN } from './scenes';

/** The seed's feminine first names (data/team.ts, data/testimonials.ts); a name not listed is drawn as a man's. */
const FEMININE = new Set(
  (
    'Agnès Aïcha Amandine Anne-Sophie Aurélie Béatrice Caroline Catherine Céline Chloé Claire Clara Delphine Élodie Émilie ' +
    'Fatoumata Hélène Inès Isabelle Julie Laure Léa Lucie Manon Marion Mélanie Nadia Nathalie Pauline Samira Sandrine ' +
    'Sophie Stéphanie Véronique Virginie Yasmina'
  ).split(' '),
);

export const isFeminineName = (name: string) => FEMININE.has(name.split(' ')[0]);

/** A person's skin and hair, as indexes into SKIN and HAIR. */
export interface PortraitLook {
  skin: number;
  hair: number;
}

/** The skin and hair the key's own randomness draws. */
export const drawnLook = (random: Canvas['random']): PortraitLook => ({
  skin: Math.floor(random(1) * SKIN.length) % SKIN.length,
  hair: Math.floor(random(2) * HAIR.length) % HAIR.length,
});

/**
 * The bust of `name`, centred, its head a third of the picture's width; `ground` is the tint behind;
 * `look` the skin and hair chosen for it among its neighbours (the key's own draw without it).
 */
export const portraitBust = (canvas: Canvas, name: string, ground: string, look: PortraitLook = drawnLook(canvas.random)): string => {
  const { width: size, random, accent } = canvas;
  const pick = <T>(list: readonly T[], i: number) => list[Math.floor(random(i) * list.length) % list.length];
  const feminine = isFeminineName(name);
  const skin = SKIN[look.skin % SKIN.length];
  const hair = HAIR[look.hair % HAIR.length];
  const clothes = pick(
    CLOTHES.filter((colour) => colour !== ground),
    3,
  );
  const style = random(4);
  const long = feminine ? style < 0.55 : style < 0.06;
  const bun = feminine && !long && style < 0.85;
  const beard = !feminine && random(5) < 0.25;
  const glasses = random(6) < 0.3;
  const cx = size / 2;
  const headY = size * 0.42;
  const r = size * between(random, 7, 0.16, 0.175);

  const back = long
    ? `<rect x="${px(cx - r * 1.2)}" y="${px(headY - r * 0.6)}" width="${px(r * 2.4)}" height="${px(r * 2.6)}" rx="${px(r * 0.9)}" fill="${hair}"/>`
    : '';
  const shoulders =
    `<rect x="${px(cx - r * 2.3)}" y="${px(headY + r * 1.45)}" width="${px(r * 4.6)}" height="${px(size)}" rx="${px(r * 1.4)}" fill="${clothes}"/>` +
    // The collar: the neck's opening, a shade darker.
    `<path d="M ${px(cx - r * 0.6)} ${px(headY + r * 1.45)} L ${px(cx)} ${px(headY + r * 2.2)} L ${px(cx + r * 0.6)} ${px(headY + r * 1.45)} Z" fill="${INK}" fill-opacity="0.15"/>`;
  const neck = `<rect x="${px(cx - r * 0.38)}" y="${px(headY + r * 0.6)}" width="${px(r * 0.76)}" height="${px(r * 1.1)}" rx="${px(r * 0.2)}" fill="${skin}"/>`;
  const ears = [-1, 1].map((side) => circle(cx + side * r * 0.86, headY + r * 0.15, r * 0.2, skin)).join('');
  const cap = circle(cx, headY - r * 0.12, r * 1.04, hair);
  const head = ellipse(cx, headY + r * 0.12, r * 0.86, r * 0.98, skin);
  // A side parting's fringe across the forehead, over the face's top.
  const fringe = `<path d="M ${px(cx - r * 0.9)} ${px(headY - r * 0.05)} Q ${px(cx - r * 0.2)} ${px(headY - r * 0.75)} ${px(cx + r * 0.92)} ${px(headY - r * 0.2)} L ${px(cx + r * 0.8)} ${px(headY - r * 0.95)} L ${px(cx - r * 0.6)} ${px(headY - r * 0.95)} Z" fill="${hair}"/>`;
  const topKnot = bun ? circle(cx + r * 0.15, headY - r * 1.15, r * 0.42, hair) : '';
  // A beard along the jaw, under the smile, not over it.
  const beardShape = beard
    ? `<path d="M ${px(cx - r * 0.82)} ${px(headY + r * 0.25)} Q ${px(cx - r * 0.72)} ${px(headY + r * 1.15)} ${px(cx)} ${px(headY + r * 1.12)} Q ${px(cx + r * 0.72)} ${px(headY + r * 1.15)} ${px(cx + r * 0.82)} ${px(headY + r * 0.25)} Q ${px(cx + r * 0.55)} ${px(headY + r * 0.95)} ${px(cx)} ${px(headY + r * 0.9)} Q ${px(cx - r * 0.55)} ${px(headY + r * 0.95)} ${px(cx - r * 0.82)} ${px(headY + r * 0.25)} Z" fill="${hair}"/>`
    : '';
  const brows = [-1, 1]
    .map(
      (side) =>
        `<path d="M ${px(cx + side * r * 0.18)} ${px(headY - r * 0.1)} L ${px(cx + side * r * 0.46)} ${px(headY - r * 0.14)}" stroke="${hair}" stroke-width="${px(r * 0.09)}" stroke-linecap="round"/>`,
    )
    .join('');
  const cheeks = [-1, 1].map((side) => circle(cx + side * r * 0.5, headY + r * 0.42, r * 0.13, accent, `fill-opacity="0.35"`)).join('');
  const specs = glasses
    ? [-1, 1]
        .map((side) => circle(cx + side * r * 0.3, headY + r * 0.14, r * 0.22, 'none', `stroke="${INK}" stroke-width="${px(r * 0.06)}"`))
        .join('') +
      `<path d="M ${px(cx - r * 0.08)} ${px(headY + r * 0.12)} L ${px(cx + r * 0.08)} ${px(headY + r * 0.12)}" stroke="${INK}" stroke-width="${px(r * 0.06)}"/>`
    : '';
  return (
    back + shoulders + neck + ears + cap + head + cheeks + beardShape + face(cx, headY + r * 0.12, r, 0) + brows + specs + fringe + topKnot
  );
};
