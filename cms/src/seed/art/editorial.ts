// The picture of a blog post or a section page, and of any item given an emblem but no scene
// (art/scenes.ts draws the seed's programmes, jobs, news and events): its emblem (what it is about)
// on a halo, over its kind's pattern, and for what happens on a campus the campus's city on the
// horizon.
// Where the emblem stands, its size and the pattern's draw come from the item's key, so two items
// on one topic still differ.
import { between, type Canvas, type Motif, px } from './canvas';
import { drawEmblem, type Emblem } from './emblems';
import { cityHorizon, type CityScene } from './landmarks';

export interface EditorialSubject {
  emblem: Emblem;
  /** The kind's pattern behind (the programme category's figure, the news pages…). */
  backdrop: Motif;
  /** The campus the item happens on, if any. */
  city?: CityScene;
}

export const editorialArt = (canvas: Canvas, { emblem, backdrop, city }: EditorialSubject): string => {
  const { width, height, random, accent } = canvas;
  // The emblem on one side, the city (when there is one) on the other.
  const side = random(300) > 0.5 ? 1 : -1;
  const cx = width * (0.5 + side * between(random, 301, 0.08, 0.18));
  const cy = height * (city ? between(random, 302, 0.36, 0.42) : between(random, 302, 0.44, 0.52));
  const s = height * between(random, 303, 0.22, 0.28);
  const halo = `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(s * 1.6)}" fill="${accent}" fill-opacity="0.14"/><circle cx="${px(cx)}" cy="${px(cy)}" r="${px(s * 2.1)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${px(s * 0.06)}"/>`;
  const horizon = city ? cityHorizon(canvas, city, width * (0.5 - side * between(random, 304, 0.22, 0.3))) : '';
  return `<g opacity="0.5">${backdrop(canvas)}</g>${horizon}${halo}${drawEmblem(emblem, { cx, cy, s, accent, random })}`;
};
