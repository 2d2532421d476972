// Each programme, job, news item, event and blog post has its own picture: a scene with people for
// the first four (art/scenes.ts), an emblem on a halo for blog posts (art/editorial.ts). Its
// emblem says what it is about (the programme's field, the topic, the kind of event), on the
// scene's screen or stand; its campus's city stands on the horizon when it happens on one, and its
// key varies the rest. Within a list,
// in the order visitors see it, an item takes the emblem of its options that the list has used
// least, so two neighbours on one topic still show different things. The pictures are decorative
// (empty alternative text): the title beside them says what the item is.
import type { Emblem } from '../art/emblems';
import type { SceneKind } from '../art/scenes';
import type { BlogPostSeed, EventSeed, ImageSpec, JobProfileSeed, NewsSeed, ProgrammeSeed } from '../types';
import { articles } from './articles';
import { jobProfiles } from './job-profiles';
import { programmes } from './programmes';
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
 * Emblems general enough to stand for any school story, for a list of news or blog posts whose
 * items' own options have all been used: a blog of sixteen posts on eight topics shows sixteen
 * emblems, not eight twice. No technical motif (layers, a loop) that would say a subject the story
 * is not about; and none for events, whose kind (a door for an open day) matters more than variety.
 */
const SPARE_EMBLEMS: readonly Emblem[] = [
  'magnifier',
  'speech',
  'calendar',
  'target',
  'mortarboard',
  'chart',
  'compass',
  'people',
  'building',
  'notebook',
  'backpack',
  'door',
];

/**
 * One emblem per item, in the list's order: the option the list has used least so far (the first
 * option on a tie); once an item's options have all been used, the first spare the list has not
 * used yet, and only when none is left, its least used option again.
 */
export const distinctEmblems = <T>(items: readonly T[], optionsOf: (item: T) => Emblem[], spare: readonly Emblem[] = []): Emblem[] => {
  const used = new Map<Emblem, number>();
  return items.map((item) => {
    const options = optionsOf(item);
    let pick = options.reduce((best, option) => ((used.get(option) ?? 0) < (used.get(best) ?? 0) ? option : best), options[0]);
    if (used.has(pick)) pick = spare.find((emblem) => !used.has(emblem)) ?? pick;
    used.set(pick, (used.get(pick) ?? 0) + 1);
    return pick;
  });
};

/** Pictures of `items` by slug, their emblems chosen in `order` (the order visitors see them in). */
const picturesBySlug = <T extends { slug: string }>(
  items: readonly T[],
  order: (a: T, b: T) => number,
  optionsOf: (item: T) => Emblem[],
  specOf: (item: T, emblem: Emblem, index: number) => ImageSpec,
  spare: readonly Emblem[] = [],
): Map<string, ImageSpec> => {
  const sorted = [...items].sort(order);
  const emblems = distinctEmblems(sorted, optionsOf, spare);
  return new Map(sorted.map((item, i) => [item.slug, specOf(item, emblems[i], i)]));
};

/**
 * Where a programme's students learn (in class at their laptops, on a team project, at the board,
 * pitching to a jury, on the lounge's sofa, two at one screen) and where a job's holder works (at
 * a desk, presenting at the board, helping a colleague, in a meeting). In a list's order, in turn,
 * so that neighbouring cards show different places.
 */
const PROGRAMME_SCENES: readonly SceneKind[] = ['live-my-life', 'meeting', 'board', 'pitch', 'lounge', 'pair'];
const JOB_SCENES: readonly SceneKind[] = ['desk', 'board', 'pair', 'pitch', 'meeting'];
/**
 * A subject with a room of its own: security in the operations centre, design in the studio
 * before the mood board, data and AI at the lab's whiteboard, marketing at the campaign's shoot
 * and in the podcast studio, management and finance at the workshop's flipchart, people in a
 * one-to-one interview, infrastructure among the servers (blind reviews: "every programme is the
 * same room with another icon").
 */
const SUBJECT_SCENES: Partial<Record<Emblem, SceneKind>> = {
  shield: 'watch',
  shapes: 'studio',
  neurons: 'lab',
  chip: 'lab',
  target: 'shoot',
  speech: 'podcast',
  coins: 'workshop',
  building: 'workshop',
  people: 'interview',
  server: 'servers',
  cloud: 'servers',
  database: 'servers',
  loop: 'servers',
};

/**
 * Scenes for one list, called in its order: an item's subject room, the first time the list meets
 * it, or else the next of `turns`. A room of its own shows once per list (a blind review found the
 * two Marketing programmes at one shoot and three jobs among the same servers), and only the items
 * that take a turn move it on, so that every place comes round and two neighbours taking turns
 * never share one.
 */
const scenesInTurn = (turns: readonly SceneKind[]) => {
  let turn = 0;
  const shown = new Set<SceneKind>();
  return (emblem: Emblem): SceneKind => {
    const own = SUBJECT_SCENES[emblem];
    if (own && !shown.has(own)) {
      shown.add(own);
      return own;
    }
    return turns[turn++ % turns.length];
  };
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

/**
 * Where a news item's story happens, by its emblem: an award or a talk on a stage, a contract at
 * the job dating's tables, an arrival at the campus's door, a project in class. A news list reads
 * as a school's life, people in places, as the agenda does, and no longer as the programmes' and
 * jobs' emblems on a halo; the emblem stays, on the screen, the banner or the stand.
 */
const NEWS_SCENES: Partial<Record<Emblem, SceneKind>> = {
  trophy: 'pitch',
  mortarboard: 'conference',
  microphone: 'conference',
  speech: 'conference',
  magnifier: 'conference',
  contract: 'job-dating',
  handshake: 'job-dating',
  coins: 'job-dating',
  parcel: 'convention',
  booth: 'convention',
  target: 'shoot',
  chart: 'convention',
  neurons: 'lab',
  chip: 'lab',
  shapes: 'studio',
  shield: 'watch',
  building: 'open-door',
  door: 'open-door',
  plane: 'open-hall',
  compass: 'lounge',
  backpack: 'lounge',
  calendar: 'meeting',
  exam: 'admission-test',
  notebook: 'admission-test',
};

/** Any scene a school story may take place in, for a story whose own is on a neighbour's card. */
const STORY_SCENES: readonly SceneKind[] = [
  'live-my-life',
  'meeting',
  'conference',
  'open-door',
  'board',
  'convention',
  'job-dating',
  'open-hall',
  'desk',
  'lounge',
  'pitch',
  'lab',
  'studio',
  'shoot',
  'workshop',
  'podcast',
  'interview',
];

/**
 * Scenes in a list's order: each item the first of its options (then of `others`) that none of the
 * `window` items before it shows, so that no two cards side by side, or one above the other in a
 * grid of three, show the same place; nor the `window` items before it in its own group, which
 * a page lists together (a news article's "À lire aussi": its category's neighbours in time).
 */
const distinctScenes = (
  options: readonly SceneKind[][],
  others: readonly SceneKind[],
  groups: readonly string[],
  window = 3,
): SceneKind[] =>
  options.reduce<SceneKind[]>((chosen, own, i) => {
    const sameGroup = chosen.filter((_, j) => groups[j] === groups[i]);
    const recent = new Set([...chosen.slice(-window), ...sameGroup.slice(-window)]);
    return [...chosen, [...own, ...others].find((kind) => !recent.has(kind)) ?? own[0]];
  }, []);

export const newsPictures = (news: readonly NewsSeed[]) => {
  const newestFirst = (a: NewsSeed, b: NewsSeed) => a.publishedDaysAgo - b.publishedDaysAgo;
  const pictures = picturesBySlug(
    news,
    newestFirst,
    (item) => withRelated(item.image.emblem),
    (item, emblem) => ownPicture(item.image, `news-${item.slug}`, emblem, item.campuses[0]),
    SPARE_EMBLEMS,
  );
  // A project, a team, a lab: the class at its laptops, the story's emblem on the screen.
  const specs = [...pictures.values()];
  const items = new Map(news.map((item) => [item.slug, item]));
  const scenes = distinctScenes(
    [...pictures.keys()].map((slug, i) => [items.get(slug)?.scene ?? NEWS_SCENES[specs[i].emblem as Emblem] ?? 'live-my-life']),
    STORY_SCENES,
    // The map's order is the list's, newest first: so are the categories.
    [...news].sort(newestFirst).map((item) => item.category),
  );
  return new Map([...pictures.keys()].map((slug, i) => [slug, { ...specs[i], scene: scenes[i] }]));
};

/**
 * Which colourway a blog post is drawn in, by its place in the list (newest first): the latest
 * across the first row, then rows of three where each row shifts the colourways by one. Taken in
 * turn along the list, every column of three was one colour from top to bottom (blind review:
 * "stripes"); shifted, neither a row's nor a column's neighbours share one.
 */
export const blogTint = (index: number) => {
  if (index === 0) return 0;
  const row = Math.floor((index - 1) / 3);
  const column = (index - 1) % 3;
  return (row + column + 1) % 3;
};

export const blogPictures = (posts: readonly BlogPostSeed[]) =>
  picturesBySlug(
    posts,
    (a, b) => a.publishedDaysAgo - b.publishedDaysAgo,
    (post) => withRelated(post.image.emblem),
    (post, emblem, index) => ({ ...ownPicture(post.image, `blog-${post.slug}`, emblem), tint: blogTint(index) }),
    SPARE_EMBLEMS,
  );

/** What a field of study is about, its most telling emblem first. */
const FIELD_EMBLEMS: Record<string, Emblem[]> = {
  developpement: ['code', 'shapes', 'controller'],
  'reseaux-cloud': ['cloud', 'building', 'magnifier'],
  cybersecurite: ['shield', 'magnifier', 'code'],
  'data-ia': ['neurons', 'magnifier'],
  'marketing-commerce': ['target', 'speech', 'booth', 'microphone'],
  'gestion-rh': ['people', 'coins', 'calendar', 'handshake', 'contract', 'notebook'],
  design: ['shapes', 'controller'],
};

/** What a category adds to its fields' emblems: the Grande École goes abroad, the MBA leads. */
const CATEGORY_EMBLEMS: Partial<Record<ProgrammeSeed['category'], Emblem[]>> = {
  bts: ['notebook'],
  bachelor: ['mortarboard'],
  mastere: ['trophy'],
  pge: ['compass', 'plane'],
  mba: ['handshake', 'coins'],
};

const CATEGORY_ORDER: Array<ProgrammeSeed['category']> = ['bts', 'bachelor', 'mastere', 'mba', 'pge'];

/**
 * Each seeded programme's own emblem, what it teaches (the loop of DevOps, the database of data
 * engineering, the plane of the international track): a list drawn from fields of study alone gave
 * a Mastère in cloud a bar chart and a UX design Bachelor a game controller. A programme the table
 * does not know yet takes its fields' and its category's.
 */
const PROGRAMME_EMBLEMS: Record<string, Emblem> = {
  'bts-sio-slam': 'code',
  'bts-sio-sisr': 'server',
  'bts-ndrc': 'handshake',
  'bts-comptabilite-gestion': 'coins',
  'bts-gpme': 'notebook',
  'bachelor-developpement-web': 'layers',
  'bachelor-cybersecurite': 'shield',
  'bachelor-systemes-reseaux-cloud': 'cloud',
  'bachelor-data-ia': 'neurons',
  'bachelor-marketing-digital': 'target',
  'bachelor-gestion-entreprise': 'building',
  'bachelor-ux-ui-design': 'shapes',
  'mastere-expert-ia': 'chip',
  'mastere-cybersecurite': 'magnifier',
  'mastere-data-engineering': 'database',
  'mastere-cloud-devops': 'loop',
  'mastere-management-si': 'chart',
  'mastere-marketing-digital': 'speech',
  'mastere-chef-de-projet-digital': 'calendar',
  'mba-management-innovation': 'trophy',
  'mba-strategie-digitale': 'compass',
  'mba-rh-transformation': 'people',
  'programme-grande-ecole': 'mortarboard',
  'pge-parcours-international': 'plane',
  'pge-parcours-entrepreneuriat': 'booth',
};

const programmeOptions = (programme: Pick<ProgrammeSeed, 'slug' | 'category' | 'fieldsOfStudy'>): Emblem[] => [
  ...(PROGRAMME_EMBLEMS[programme.slug] ? [PROGRAMME_EMBLEMS[programme.slug]] : []),
  ...programme.fieldsOfStudy.flatMap((field) => FIELD_EMBLEMS[field] ?? []),
  ...(CATEGORY_EMBLEMS[programme.category] ?? []),
  'compass',
];

/**
 * In the programme list's order (by category, then by French title, as the list's query sorts), so
 * that neighbouring cards differ.
 */
export const programmePictures = (programmes: readonly ProgrammeSeed[]) => {
  const sceneOf = scenesInTurn(PROGRAMME_SCENES);
  return picturesBySlug<ProgrammeSeed>(
    programmes,
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || a.title.fr.localeCompare(b.title.fr, 'fr'),
    programmeOptions,
    (programme, emblem) => ({
      key: `programme-${programme.category}-${programme.slug}`,
      caption: programme.category.toUpperCase(),
      alt: DECORATIVE,
      palette: 'programme',
      emblem,
      scene: sceneOf(emblem),
    }),
  );
};

/**
 * What each job is: the emblem of its trade (a cloud for the cloud architect, not the building its
 * title's first word suggests; the loop of DevOps; the layers of the full stack).
 */
const JOB_EMBLEMS: Record<string, Emblem> = {
  'administrateur-systemes-reseaux': 'server',
  'analyste-cybersecurite': 'shield',
  'architecte-cloud': 'cloud',
  'business-developer': 'handshake',
  'chef-de-projet-digital': 'calendar',
  'community-manager': 'speech',
  'consultant-erp': 'parcel',
  'controleur-de-gestion': 'coins',
  'data-analyst': 'chart',
  'data-engineer': 'database',
  'data-scientist': 'neurons',
  'developpeur-full-stack': 'layers',
  'developpeur-web': 'code',
  'ingenieur-devops': 'loop',
  'ingenieur-ia': 'chip',
  pentester: 'magnifier',
  'product-owner': 'notebook',
  'responsable-marketing-digital': 'target',
  'responsable-rh': 'people',
  'ux-designer': 'shapes',
};

/**
 * A job's own picture (the job profiles' list and the hero of its page, which had their lead
 * programme's): the emblem of its trade; a job the table does not know yet takes its lead
 * programme's field's, in the list's order (by title).
 */
export const jobProfilePictures = (profiles: readonly JobProfileSeed[], programmes: readonly ProgrammeSeed[]) => {
  const lead = (profile: JobProfileSeed) => programmes.find((programme) => programme.slug === profile.programmes[0]);
  const sceneOf = scenesInTurn(JOB_SCENES);
  return picturesBySlug<JobProfileSeed>(
    profiles,
    (a, b) => a.title.fr.localeCompare(b.title.fr, 'fr'),
    (profile) => {
      if (JOB_EMBLEMS[profile.slug]) return [JOB_EMBLEMS[profile.slug]];
      const programme = lead(profile);
      return programme ? [...programme.fieldsOfStudy.flatMap((field) => FIELD_EMBLEMS[field] ?? []), 'magnifier', 'compass'] : ['compass'];
    },
    (profile, emblem) => ({
      key: `job-${profile.slug}`,
      caption: profile.title.fr,
      alt: DECORATIVE,
      palette: 'job',
      emblem,
      scene: sceneOf(emblem),
    }),
  );
};

const EVENT_EMBLEMS: Record<EventSeed['type'], Emblem[]> = {
  'open-door': ['door', 'building', 'calendar', 'people'],
  'admission-test': ['exam', 'notebook', 'compass'],
  conference: ['microphone', 'people', 'magnifier'],
  convention: ['booth', 'handshake', 'target'],
  'job-dating': ['speech', 'handshake', 'contract'],
  'live-my-life': ['backpack', 'notebook', 'people'],
};

/**
 * An event shows its own kind (an open day, not a fair), in the agenda's order; open days, the
 * most frequent, alternate between the campus's door under bunting and its hall with the guide.
 */
export const eventPictures = (events: readonly EventSeed[]) => {
  let openDays = 0;
  return picturesBySlug(
    events,
    (a, b) => a.startInDays - b.startInDays,
    (event) => EVENT_EMBLEMS[event.type] ?? ['calendar'],
    (event, emblem) => ({
      key: `event-${event.slug}`,
      caption: event.title.fr.split(/[:–-]/)[0].trim().slice(0, 28),
      alt: DECORATIVE,
      palette: 'event',
      emblem,
      scene: event.type === 'open-door' && openDays++ % 2 === 1 ? 'open-hall' : event.type,
      city: cityScene(event.campus),
    }),
  );
};

/** A section page's emblem, by its key; a sub-page without one takes its section's. */
const ARTICLE_EMBLEMS: Record<string, Emblem> = {
  ecole: 'building',
  'ecole/nos-engagements': 'handshake',
  'ecole/histoire': 'calendar',
  'ecole/pedagogie': 'notebook',
  'ecole/international': 'plane',
  'ecole/vie-etudiante': 'people',
  'ecole/handicap-et-inclusion': 'door',
  admission: 'exam',
  'admission/financement': 'coins',
  'admission/alternance': 'contract',
  'admission/etudiants-internationaux': 'plane',
  'admission/calendrier': 'calendar',
  entreprise: 'handshake',
  'entreprise/recruter-un-alternant': 'contract',
  'entreprise/taxe-apprentissage': 'coins',
  'entreprise/modele-pedagogique': 'notebook',
  'entreprise/international': 'compass',
  'entreprise/reseau-emploi': 'speech',
  formations: 'mortarboard',
  'formations/parcours-bachelor': 'code',
  'formations/parcours-mastere': 'chart',
  'formations/expert-ia': 'neurons',
  'bachelor-sin': 'code',
  'mastere-sin': 'neurons',
  'panorama-des-etudes': 'compass',
  'innovation-lab': 'magnifier',
  'contactez-nous': 'speech',
  partenaire: 'handshake',
  'art-culture': 'shapes',
  'formations-reseau': 'building',
  'decouvrez-nos-podcasts': 'microphone',
};

/**
 * Section pages about the school's life show it taking place, as the agenda does: a workshop at the
 * flipchart for the school that teaches by doing, a meeting round the table for its commitments, the
 * founding campus's open door for its history (Paris on the horizon), two at one screen for its
 * teaching, the lounge for student life, a one-to-one for disability support and for financing, the
 * tests for admission, the job dating for companies. (Its emblem alone in a circle read as clip art,
 * and the slant of the hero cut the handshake to a lone hand: blind review.)
 */
const ARTICLE_SCENES: Record<string, { scene: SceneKind; campus?: string }> = {
  ecole: { scene: 'workshop' },
  'ecole/nos-engagements': { scene: 'meeting' },
  'ecole/handicap-et-inclusion': { scene: 'interview' },
  'admission/financement': { scene: 'board' },
  'ecole/histoire': { scene: 'open-door', campus: 'paris' },
  'ecole/pedagogie': { scene: 'pair' },
  'ecole/vie-etudiante': { scene: 'lounge' },
  admission: { scene: 'admission-test' },
  entreprise: { scene: 'job-dating' },
  // Its card sits under /entreprise's job dating: the recruiter's interview.
  'entreprise/recruter-un-alternant': { scene: 'interview' },
  // The pathways' cards side by side on /formations: three rooms, not three caps on a halo.
  'formations/parcours-bachelor': { scene: 'desk' },
  'formations/parcours-mastere': { scene: 'board' },
  'formations/expert-ia': { scene: 'lab' },
  // /admission's cards: the form filled in at a desk, the year on the board, work-study at the
  // workshop's flipchart; the international students keep their plane.
  'admission/procedure': { scene: 'desk' },
  'admission/calendrier': { scene: 'open-hall' },
  'admission/alternance': { scene: 'workshop' },
  // The plane on the conference's screen: /ecole/international lists the international
  // students' page, whose plane is on its halo.
  'ecole/international': { scene: 'conference' },
  // /entreprise's cards: the levy worked out at a desk, the teaching model at the flipchart, the
  // job network's pitch, recruiting abroad two at one screen.
  'entreprise/taxe-apprentissage': { scene: 'desk' },
  'entreprise/international': { scene: 'pair' },
  // The international students' plane on the meeting room's screen; all the programmes on the
  // lounge's; the contact page's adviser face to face (an emblem alone on its halo, beside the
  // rooms, read as a second style: review).
  'admission/etudiants-internationaux': { scene: 'meeting' },
  formations: { scene: 'lounge' },
  'contactez-nous': { scene: 'interview' },
  'entreprise/modele-pedagogique': { scene: 'workshop' },
  'entreprise/reseau-emploi': { scene: 'pitch' },
};

/** Pages whose hero stays without a picture: the legal texts. */
const PLAIN_ARTICLES = new Set(['cgv', 'mentions-legales', 'charte-donnees-personnelles']);

/**
 * The picture of a section page's hero (its text alone beside nothing read as a wall of text):
 * its emblem on the hero's own blue, by the article's key; none for the legal texts.
 */
export const articleHeroPicture = (key: string): ImageSpec | undefined => {
  if (PLAIN_ARTICLES.has(key)) return undefined;
  const emblem = ARTICLE_EMBLEMS[key] ?? ARTICLE_EMBLEMS[key.split('/')[0]] ?? 'notebook';
  const scene = ARTICLE_SCENES[key];
  return {
    key: `article-${key.replace(/\//g, '-')}`,
    caption: key,
    alt: DECORATIVE,
    palette: 'hero',
    emblem,
    ...(scene ? { scene: scene.scene, ...(scene.campus ? { city: cityScene(scene.campus) } : {}) } : {}),
  };
};

const articleKeys = new Set(articles.map((article) => article.key));

/** The programmes' and the jobs' pictures by slug, drawn up once for every grid of the seed. */
let listPictures: { programmes: Map<string, ImageSpec>; jobs: Map<string, ImageSpec> } | undefined;
const listPicturesBySlug = () =>
  (listPictures ??= { programmes: programmePictures(programmes), jobs: jobProfilePictures(jobProfiles, programmes) });

/**
 * The lists' pages a grid's card may lead to, in a room of their own: the jobs as a pitch to a jury,
 * the work-study offers as a fair's stands, the blog on the lounge's sofa, the news at a conference.
 */
const LIST_PAGE_SCENES: Record<string, { emblem: Emblem; scene: SceneKind }> = {
  metiers: { emblem: 'target', scene: 'pitch' },
  'offres-alternance': { emblem: 'contract', scene: 'convention' },
  blog: { emblem: 'notebook', scene: 'lounge' },
  actualites: { emblem: 'speech', scene: 'conference' },
};

/**
 * The picture of a grid's card, from the site path it leads to ("/en/ecole/histoire"): a section
 * page's hero picture, a programme's or a job's own, a list page's room; none for another address. The card is
 * the page's door: the visitor who follows it finds the picture again.
 */
const gridCardPicture = (url: string | null | undefined): ImageSpec | undefined => {
  if (!url?.startsWith('/')) return undefined;
  const path = url.replace(/^\/(en\/)?/, '').replace(/\/$/, '');
  if (articleKeys.has(path)) return articleHeroPicture(path);
  if (path === 'programmes') return articleHeroPicture('formations');
  const [, list, slug] = /^(programmes|metiers)\/([^/]+)$/.exec(path) ?? [];
  if (list === 'programmes') return listPicturesBySlug().programmes.get(slug);
  if (list === 'metiers') return listPicturesBySlug().jobs.get(slug);
  const room = LIST_PAGE_SCENES[path];
  return room ? { key: `page-${path}`, caption: path, alt: DECORATIVE, palette: 'hero', ...room } : undefined;
};

/** What a picture reads as: its room, whatever the emblem on its screen; an emblem on its halo. */
export const pictureLook = (picture: ImageSpec | undefined) => (picture ? (picture.scene ?? `${picture.emblem} on its halo`) : 'none');

/** Rooms a grid's card moves to when its own is already on the page. */
const SPARE_ROOMS: SceneKind[] = ['desk', 'board', 'meeting', 'pair', 'workshop', 'lounge', 'interview', 'pitch', 'studio', 'lab'];

/**
 * The pictures of a section page's grid (`key`, the page's), one per card's link (gridCardPicture):
 * the pages' own, but that no room shows twice on the page, the hero's included; programmes and
 * jobs got theirs for their lists' neighbours, so three Mastère jobs all sat at a desk. A card whose
 * room is taken moves to a spare one, drawn as a picture of its own.
 */
export const gridCardPictures = (key: string, urls: ReadonlyArray<string | null | undefined>): Array<ImageSpec | undefined> => {
  const shown = new Set([pictureLook(articleHeroPicture(key))]);
  return urls.map((url) => {
    const picture = gridCardPicture(url);
    if (!picture) return undefined;
    const spare = shown.has(pictureLook(picture)) ? SPARE_ROOMS.find((room) => !shown.has(room)) : undefined;
    const shownPicture = spare ? { ...picture, key: `${picture.key}-${spare}`, scene: spare } : picture;
    shown.add(pictureLook(shownPicture));
    return shownPicture;
  });
};
