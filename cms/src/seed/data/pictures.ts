// Each programme, news item, event and blog post has its own picture (art/editorial.ts): its
// emblem says what it is about (the programme's field, the topic, the kind of event), its campus's
// city stands on the horizon when it happens on one, and its key varies the rest. Within a list,
// in the order visitors see it, an item takes the emblem of its options that the list has used
// least, so two neighbours on one topic still show different things. The pictures are decorative
// (empty alternative text): the title beside them says what the item is.
import type { Emblem } from '../art/emblems';
import type { BlogPostSeed, EventSeed, ImageSpec, NewsSeed, ProgrammeSeed } from '../types';
import { cityScene } from './campus-visits';

const DECORATIVE = { fr: '', en: '' };

/** Emblems that tell the same story as a topic's own: a list runs out of them later. */
const RELATED: Partial<Record<Emblem, Emblem[]>> = {
  trophy: ['code', 'people'],
  contract: ['handshake'],
  plane: ['compass'],
  shield: ['code'],
  mortarboard: ['trophy'],
  people: ['speech'],
  handshake: ['booth', 'contract'],
  controller: ['trophy'],
  parcel: ['people'],
  building: ['door'],
  magnifier: ['neurons'],
  exam: ['notebook'],
  compass: ['plane', 'backpack'],
  coins: ['calendar'],
  speech: ['people'],
  backpack: ['building'],
  neurons: ['magnifier'],
  notebook: ['calendar'],
};

/**
 * One emblem per item, in the list's order: the option the list has used least so far (the first
 * option on a tie).
 */
export const distinctEmblems = <T>(items: readonly T[], optionsOf: (item: T) => Emblem[]): Emblem[] => {
  const used = new Map<Emblem, number>();
  return items.map((item) => {
    const options = optionsOf(item);
    const pick = options.reduce((best, option) => ((used.get(option) ?? 0) < (used.get(best) ?? 0) ? option : best), options[0]);
    used.set(pick, (used.get(pick) ?? 0) + 1);
    return pick;
  });
};

/** Pictures of `items` by slug, their emblems chosen in `order` (the order visitors see them in). */
const picturesBySlug = <T extends { slug: string }>(
  items: readonly T[],
  order: (a: T, b: T) => number,
  optionsOf: (item: T) => Emblem[],
  specOf: (item: T, emblem: Emblem) => ImageSpec,
): Map<string, ImageSpec> => {
  const sorted = [...items].sort(order);
  const emblems = distinctEmblems(sorted, optionsOf);
  return new Map(sorted.map((item, i) => [item.slug, specOf(item, emblems[i])]));
};

const withRelated = (emblem: Emblem | undefined): Emblem[] => (emblem ? [emblem, ...(RELATED[emblem] ?? [])] : ['compass']);

/** A topic's picture (news-1, blog-3…) made the item's own: its key, its emblem, its campus's city. */
const ownPicture = (topic: ImageSpec, key: string, emblem: Emblem, campus?: string): ImageSpec => ({
  ...topic,
  key,
  alt: DECORATIVE,
  emblem,
  ...(campus ? { city: cityScene(campus) } : {}),
});

export const newsPictures = (news: readonly NewsSeed[]) =>
  picturesBySlug(
    news,
    (a, b) => a.publishedDaysAgo - b.publishedDaysAgo,
    (item) => withRelated(item.image.emblem),
    (item, emblem) => ownPicture(item.image, `news-${item.slug}`, emblem, item.campuses[0]),
  );

export const blogPictures = (posts: readonly BlogPostSeed[]) =>
  picturesBySlug(
    posts,
    (a, b) => a.publishedDaysAgo - b.publishedDaysAgo,
    (post) => withRelated(post.image.emblem),
    (post, emblem) => ownPicture(post.image, `blog-${post.slug}`, emblem),
  );

const FIELD_EMBLEMS: Record<string, Emblem[]> = {
  developpement: ['code'],
  'reseaux-cloud': ['cloud'],
  cybersecurite: ['shield'],
  'data-ia': ['neurons', 'magnifier'],
  'marketing-commerce': ['target', 'speech'],
  'gestion-rh': ['people', 'coins', 'calendar'],
  design: ['shapes'],
};

/** What a category adds to its fields' emblems: the Grande École goes abroad, the MBA leads. */
const CATEGORY_EMBLEMS: Partial<Record<ProgrammeSeed['category'], Emblem[]>> = {
  pge: ['compass', 'plane'],
  mba: ['handshake'],
};

/** Per category, in the order of the seed (the programme list's order within a category). */
export const programmePictures = (programmes: readonly ProgrammeSeed[]) => {
  const pictures = new Map<string, ImageSpec>();
  for (const category of new Set(programmes.map((programme) => programme.category))) {
    const inCategory = programmes.filter((programme) => programme.category === category);
    const chosen = picturesBySlug(
      inCategory,
      () => 0,
      (programme) => [
        ...programme.fieldsOfStudy.flatMap((field) => FIELD_EMBLEMS[field] ?? []),
        ...(CATEGORY_EMBLEMS[category] ?? []),
        'compass',
      ],
      (programme, emblem) => ({
        key: `programme-${programme.category}-${programme.slug}`,
        caption: programme.category.toUpperCase(),
        alt: DECORATIVE,
        palette: 'programme',
        emblem,
      }),
    );
    for (const [slug, spec] of chosen) pictures.set(slug, spec);
  }
  return pictures;
};

const EVENT_EMBLEMS: Record<EventSeed['type'], Emblem[]> = {
  'open-door': ['door', 'building', 'calendar', 'people'],
  'admission-test': ['exam', 'notebook', 'compass'],
  conference: ['microphone', 'people', 'magnifier'],
  convention: ['booth', 'handshake', 'target'],
  'job-dating': ['speech', 'handshake', 'contract'],
  'live-my-life': ['backpack', 'notebook', 'people'],
};

export const eventPictures = (events: readonly EventSeed[]) =>
  picturesBySlug(
    events,
    (a, b) => a.startInDays - b.startInDays,
    (event) => EVENT_EMBLEMS[event.type] ?? ['calendar'],
    (event, emblem) => ({
      key: `event-${event.slug}`,
      caption: event.title.fr.split(/[:–-]/)[0].trim().slice(0, 28),
      alt: DECORATIVE,
      palette: 'event',
      emblem,
      city: cityScene(event.campus),
    }),
  );
