import crypto from 'crypto';
import { campuses, galleryOf } from '../data/campuses';
import { campusVisit } from '../data/campus-visits';
import { blogPosts } from '../data/blog';
import { events } from '../data/events';
import { news } from '../data/news';
import { programmes } from '../data/programmes';
import { jobProfiles } from '../data/job-profiles';
import { articles } from '../data/articles';
import { partners } from '../data/partners';
import { teamMembers } from '../data/team';
import { testimonials } from '../data/testimonials';
import {
  articleHeroPicture,
  blogPictures,
  distinctEmblems,
  eventPictures,
  jobProfilePictures,
  newsPictures,
  gridCardPictures,
  pictureLook,
  programmePictures,
} from '../data/pictures';
import sharp from 'sharp';
import { drawSvg, portraitSpecs } from '../images';
import { drawScene } from '../art/scenes';
import type { ImageSpec } from '../types';

const digest = (svg: string) => crypto.createHash('sha256').update(svg).digest('hex');

const LISTS: Record<string, ImageSpec[]> = {
  campuses: campuses.flatMap((campus) => [campus.image, ...galleryOf(campus)]),
  'campus plans': campuses.map((campus) => campusVisit(campus.slug, campus.address).map),
  programmes: [...programmePictures(programmes).values()],
  'job profiles': [...jobProfilePictures(jobProfiles, programmes).values()],
  news: [...newsPictures(news).values()],
  events: [...eventPictures(events).values()],
  'blog posts': [...blogPictures(blogPosts).values()],
};

describe('the seed pictures', () => {
  it("draw every partner's logo with a symbol of its own and its name, not initials", () => {
    expect(new Set(partners.map((partner) => partner.logo.mark)).size).toBe(partners.length);
    for (const partner of partners) {
      const svg = drawSvg({
        key: `partner-${partner.key}`,
        caption: partner.name,
        alt: { fr: '', en: '' },
        palette: 'wordmark',
        partnerLogo: partner.logo,
      });
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
      expect(words.toLocaleLowerCase('fr').replace(/&apos;/g, "'")).toBe(partner.name.toLocaleLowerCase('fr'));
    }
  });

  it.each(Object.entries(LISTS))('never repeat one among the %s: each item has a drawing of its own', (_, specs) => {
    expect(new Set(specs.map((spec) => spec.key)).size).toBe(specs.length);
    expect(new Set(specs.map((spec) => digest(drawSvg(spec)))).size).toBe(specs.length);
  });

  it('give every item of a list its own picture: one per programme, news item, event and blog post', () => {
    expect(LISTS.programmes).toHaveLength(programmes.length);
    expect(LISTS.news).toHaveLength(news.length);
    expect(LISTS.events).toHaveLength(events.length);
    expect(LISTS['blog posts']).toHaveLength(blogPosts.length);
    expect(LISTS['job profiles']).toHaveLength(jobProfiles.length);
  });

  it('draw each programme with the emblem of what it teaches, no two programmes with the same one', () => {
    const emblemOf = (slug: string) => programmePictures(programmes).get(slug)?.emblem;
    expect(emblemOf('mastere-cloud-devops')).toBe('loop');
    expect(emblemOf('mastere-data-engineering')).toBe('database');
    expect(emblemOf('bachelor-ux-ui-design')).toBe('shapes');
    expect(emblemOf('pge-parcours-international')).toBe('plane');
    expect(new Set(LISTS.programmes.map((spec) => spec.emblem)).size).toBe(programmes.length);
  });

  it('draw each job with the emblem of its trade, no two jobs with the same one', () => {
    const emblemOf = (slug: string) => jobProfilePictures(jobProfiles, programmes).get(slug)?.emblem;
    expect(emblemOf('architecte-cloud')).toBe('cloud');
    expect(emblemOf('ingenieur-devops')).toBe('loop');
    expect(emblemOf('data-engineer')).toBe('database');
    expect(new Set(LISTS['job profiles'].map((spec) => spec.emblem)).size).toBe(jobProfiles.length);
  });

  it('draw each campus around its city: Paris its iron tower, Toulouse its rocket, Nantes its crane', () => {
    const sceneOf = (slug: string) => campuses.find((campus) => campus.slug === slug)?.image.city;
    expect(sceneOf('paris')).toEqual({ landmark: 'iron-tower', water: 'river' });
    expect(sceneOf('toulouse')?.landmark).toBe('rocket');
    expect(sceneOf('nantes')?.landmark).toBe('crane');
    expect(new Set(campuses.map((campus) => campus.image.city?.landmark)).size).toBeGreaterThanOrEqual(20);
  });

  it('draw each event as a scene of its kind (the open day, the conference, the fair…), not as an emblem on a halo', () => {
    const pictures = eventPictures(events);
    for (const event of events)
      expect(pictures.get(event.slug)?.scene).toEqual(
        event.type === 'open-door' ? expect.stringMatching(/^open-(door|hall)$/) : event.type,
      );
    const openDays = [...events].sort((a, b) => a.startInDays - b.startInDays).filter((event) => event.type === 'open-door');
    expect(openDays.map((event) => pictures.get(event.slug)?.scene).slice(0, 2)).toEqual(['open-door', 'open-hall']);
    const conference = pictures.get('conference-cybersecurite-pme-lille') as ImageSpec;
    expect(drawSvg(conference)).not.toBe(drawSvg({ ...conference, scene: undefined }));
  });

  it('draw programmes as their students learning and jobs as their holders at work, neighbours in different places', () => {
    const scenes = (pictures: Map<string, ImageSpec>) => [...pictures.values()].map((spec) => spec.scene);
    const programmeScenes = scenes(programmePictures(programmes));
    const jobScenes = scenes(jobProfilePictures(jobProfiles, programmes));
    const subjects = ['watch', 'studio', 'lab', 'shoot', 'podcast', 'workshop', 'interview', 'servers'];
    expect(new Set(programmeScenes)).toEqual(new Set(['live-my-life', 'meeting', 'board', 'pitch', 'lounge', 'pair', ...subjects]));
    expect(new Set(jobScenes)).toEqual(new Set(['desk', 'board', 'pair', 'pitch', 'meeting', ...subjects]));
    // Subjects in rooms of their own: security's operations centre, the design studio, the data
    // lab's whiteboard, the marketing campaign's shoot and its podcast, management's workshop at
    // the flipchart, people's one-to-one, infrastructure's servers.
    const programmeScene = (slug: string) => programmePictures(programmes).get(slug)?.scene;
    const jobScene = (slug: string) => jobProfilePictures(jobProfiles, programmes).get(slug)?.scene;
    expect([programmeScene('bachelor-cybersecurite'), jobScene('analyste-cybersecurite')]).toEqual(['watch', 'watch']);
    expect([programmeScene('bachelor-ux-ui-design'), jobScene('ux-designer')]).toEqual(['studio', 'studio']);
    expect([programmeScene('bachelor-data-ia'), jobScene('data-scientist')]).toEqual(['lab', 'lab']);
    expect([programmeScene('bachelor-marketing-digital'), jobScene('responsable-marketing-digital')]).toEqual(['shoot', 'shoot']);
    expect([programmeScene('mastere-marketing-digital'), jobScene('community-manager')]).toEqual(['podcast', 'podcast']);
    expect([programmeScene('bts-comptabilite-gestion'), jobScene('controleur-de-gestion')]).toEqual(['workshop', 'workshop']);
    expect([programmeScene('mba-rh-transformation'), jobScene('responsable-rh')]).toEqual(['interview', 'interview']);
    expect([programmeScene('bts-sio-sisr'), jobScene('administrateur-systemes-reseaux')]).toEqual(['servers', 'servers']);
    for (const list of [programmeScenes, jobScenes]) {
      // A room of its own once per list: the second programme in AI is not at the lab again.
      for (const subject of subjects) expect(list.filter((scene) => scene === subject)).toHaveLength(1);
      for (let i = 1; i < list.length; i += 1) expect(list[i]).not.toBe(list[i - 1]);
    }
    expect(programmeScene('mastere-expert-ia')).not.toBe('lab');
    expect(jobScene('architecte-cloud')).not.toBe('servers');
  });

  it('never show one place twice among three neighbouring news cards', () => {
    const scenes = [...newsPictures(news).values()].map((spec) => spec.scene);
    for (let i = 1; i < scenes.length; i += 1) expect(scenes.slice(Math.max(0, i - 3), i)).not.toContain(scenes[i]);
  });

  it("show a story where it takes place when it says so, and its neighbours allow (blind review: a vineyard's AI at a conference)", () => {
    const pictures = newsPictures(news);
    expect(pictures.get('projet-ia-viticulture-dijon')?.scene).toBe('lab');
    expect(pictures.get('accessibilite-campus-rennes-travaux')?.scene).toBe('open-hall');
    expect(pictures.get('terrasse-vegetalisee-montpellier')?.scene).toBe('lounge');
  });

  it('never show one place twice under a news article, whose "À lire aussi" lists its category\'s neighbours in time', () => {
    const pictures = newsPictures(news);
    const newestFirst = [...news].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);
    for (const category of new Set(news.map((item) => item.category))) {
      const scenes = newestFirst.filter((item) => item.category === category).map((item) => pictures.get(item.slug)?.scene);
      // The article and the three beside it in its category: four places.
      for (let i = 0; i + 4 <= scenes.length; i += 1) expect(new Set(scenes.slice(i, i + 4)).size).toBe(4);
    }
  });

  it("put an open day's campus city on its horizon, and keep items' drawings decorative", () => {
    const openDay = events.find((event) => event.type === 'open-door') as (typeof events)[number];
    const picture = eventPictures(events).get(openDay.slug) as ImageSpec;
    expect(picture.city).toEqual(campuses.find((campus) => campus.slug === openDay.campus)?.image.city);
    for (const spec of [...LISTS.news, ...LISTS.events, ...LISTS.programmes, ...LISTS['blog posts']])
      expect(spec.alt).toEqual({ fr: '', en: '' });
  });

  it("show people with faces, and the home page's students before the school's cities", () => {
    // A face: two eyes in ink and the smile's curve under them.
    const faces = (svg: string) => svg.match(/(<circle [^>]*fill="#0b2239" \/>){2}<path d="M [^"]+ Q /g)?.length ?? 0;
    const home = drawSvg({ key: 'home-hero', caption: 'ESNUM', alt: { fr: '', en: '' }, palette: 'hero' });
    expect(faces(home)).toBe(5);
    expect(home).toMatch(/stroke-dasharray/); // the pins' links between the cities
    const lounge = [...programmePictures(programmes).values()].find((spec) => spec.scene === 'lounge') as ImageSpec;
    expect(faces(drawSvg(lounge))).toBe(3);
  });

  it("draw the blog's neighbouring posts in different colourways", () => {
    const background = (spec: ImageSpec) => drawSvg(spec).match(/<stop [^>]*stop-color="(#[0-9a-f]{6})"/)?.[1];
    const colours = [...blogPictures(blogPosts).values()].map(background);
    expect(new Set(colours).size).toBe(3);
    for (let i = 1; i < colours.length; i += 1) expect(colours[i]).not.toBe(colours[i - 1]);
    // Under the latest, rows of three: a card and the one under it differ too (no column of one colour).
    for (let i = 1; i + 3 < colours.length; i += 1) expect(colours[i + 3]).not.toBe(colours[i]);
  });

  it("draw a key whose draws come out at their highest (a hash byte of 255) as any other: a company's logo, a portrait", () => {
    // One key in 256 or so starts its hash on 255: its first pick was one past the end of the list.
    const key = Array.from({ length: 5000 }, (_, n) => `key-${n}`).find(
      (candidate) => crypto.createHash('sha256').update(candidate).digest()[0] === 255,
    ) as string;
    const wordmark = drawSvg({ key, caption: 'Atelier Nord', alt: { fr: '', en: '' }, palette: 'wordmark' });
    expect(wordmark).toMatch(/^<svg /);
    expect(drawSvg({ key, caption: 'Léa Martin', alt: { fr: '', en: '' }, palette: 'portrait' })).not.toMatch(/undefined/);
  });

  // A programme's or a job's picture is its page's hero, which from 1024 px shows only its middle
  // (page-hero.module.css): drawn on a flat ground, every row of the picture's outer 15 % on
  // either side is one colour, the wall or the floor running across, never a person or a desk.
  it.each(['programmes', 'job profiles'])(
    "draw the %s' people and furniture in the middle, where the hero's crop keeps them",
    async (list) => {
      for (const spec of LISTS[list]) {
        const hash = crypto.createHash('sha256').update(spec.key).digest();
        const canvas = { width: 1600, height: 900, random: (i: number) => hash[i % hash.length] / 255, accent: '#f4a259' };
        const scene = drawScene(canvas, { kind: spec.scene!, emblem: spec.emblem! });
        const flat = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#1b3a5c"/>${scene}</svg>`;
        const { data, info } = await sharp(Buffer.from(flat)).raw().toBuffer({ resolveWithObject: true });
        const pixel = (x: number, y: number) => data.readUIntBE((y * info.width + x) * info.channels, 3);
        const strip = Math.floor(info.width * 0.15);
        for (let y = 0; y < info.height; y += 3) {
          const colours = new Set<number>();
          for (let x = 0; x < strip; x += 2) colours.add(pixel(x, y)).add(pixel(info.width - 1 - x, y));
          expect({ key: spec.key, y, colours: colours.size }).toEqual({ key: spec.key, y, colours: 1 });
        }
      }
    },
  );

  it('draw people shown together each with a skin and hair of their own: the testimonials, and each campus team', () => {
    const lookOf = (spec: ImageSpec) => JSON.stringify(spec.look);
    const quoted = portraitSpecs(testimonials.map((t) => ({ key: t.key, name: t.author })));
    expect(new Set(quoted.map(lookOf)).size).toBe(testimonials.length);
    const team = new Map(portraitSpecs(teamMembers).map((spec) => [spec.key, lookOf(spec)]));
    for (const campus of campuses) {
      const looks = campus.team.map((key) => team.get(`portrait-${key}`));
      expect({ campus: campus.slug, looks: new Set(looks).size }).toEqual({ campus: campus.slug, looks: campus.team.length });
    }
    // The look is the portrait's own: the same key and name, a different picture.
    const [first, second] = quoted;
    expect(drawSvg({ ...first, look: second.look })).not.toBe(drawSvg(first));
  });

  it('never draw words, which a crop would cut', () => {
    for (const spec of Object.values(LISTS).flat()) expect(drawSvg(spec)).not.toMatch(/<text/);
  });
});

describe("the section pages' heroes", () => {
  it('have a picture each, drawn from their subject, but the legal texts', () => {
    const withPicture = articles.filter((article) => articleHeroPicture(article.key));
    expect(articles.length - withPicture.length).toBe(3);
    expect(articleHeroPicture('mentions-legales')).toBeUndefined();
    expect(articleHeroPicture('admission/financement')).toMatchObject({ emblem: 'coins', palette: 'hero', alt: { fr: '', en: '' } });
    expect(articleHeroPicture('admission/procedure')?.emblem).toBe('exam');
  });

  it("start each campus's gallery with its students at work and its street under the city's landmark", () => {
    for (const campus of campuses) {
      const [room, street] = galleryOf(campus);
      // A work scene, people with faces, not silhouettes at desks.
      expect(room.scene).toBeDefined();
      expect(room.emblem).toBeDefined();
      expect(street.city).toEqual(campus.image.city);
      expect(drawSvg(street)).not.toBe(drawSvg({ ...street, city: undefined }));
    }
  });

  it("give a grid's cards the pictures of the pages they lead to, no room twice on a page, the hero's included", () => {
    const grids = articles.flatMap((article) =>
      (['fr', 'en'] as const).flatMap((lang) =>
        article[lang].pageLayout.flatMap((section) =>
          section.component === 'sections.cards-grid' ? [{ page: article.key, urls: section.cards.map((card) => card.url) }] : [],
        ),
      ),
    );
    expect(grids.length).toBeGreaterThan(10);
    for (const { page, urls } of grids) {
      const looks = gridCardPictures(page, urls).filter(Boolean).map(pictureLook);
      expect({ page, rooms: new Set([...looks, pictureLook(articleHeroPicture(page))]).size }).toEqual({ page, rooms: looks.length + 1 });
    }
    // The school's own hubs show each card's page's own picture, none moved to a spare room.
    for (const hub of ['ecole', 'admission', 'entreprise', 'formations']) {
      const urls = grids.find((grid) => grid.page === hub)?.urls ?? [];
      const alone = urls.map((url) => gridCardPictures('', [url])[0]);
      expect(alone.filter(Boolean).length).toBeGreaterThanOrEqual(4);
      expect(gridCardPictures(hub, urls)).toEqual(alone);
    }
    const [one] = gridCardPictures('', ['/en/ecole/histoire']);
    expect(one).toEqual(articleHeroPicture('ecole/histoire'));
    expect(gridCardPictures('', ['/en/programmes/bts-sio-slam'])[0]).toEqual(programmePictures(programmes).get('bts-sio-slam'));
    expect(gridCardPictures('', ['/metiers/pentester'])[0]).toEqual(jobProfilePictures(jobProfiles, programmes).get('pentester'));
    expect(gridCardPictures('', ['/metiers'])[0]).toMatchObject({ scene: 'pitch' });
    expect(gridCardPictures('', ['/une-page-inconnue', 'https://partenaire.example/ecole', null])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Three jobs at a desk under one page: the second and third move to rooms of their own.
    const [first, second, third] = gridCardPictures('', ['/metiers/data-engineer', '/metiers/architecte-cloud', '/metiers/pentester']);
    expect(first?.scene).toBe('desk');
    expect([second?.scene, third?.scene]).not.toContain('desk');
    expect(second?.key).toBe(`job-architecte-cloud-${second?.scene}`);
  });

  it('show the school at work on its own pages, the emblem on a board or a screen of the room', () => {
    expect(articleHeroPicture('ecole')).toMatchObject({ scene: 'workshop', emblem: 'building' });
    expect(articleHeroPicture('ecole/nos-engagements')).toMatchObject({ scene: 'meeting', emblem: 'handshake' });
    expect(articleHeroPicture('ecole/handicap-et-inclusion')).toMatchObject({ scene: 'interview', emblem: 'door' });
  });
});

describe('distinctEmblems', () => {
  it('takes the option the list has used least, so neighbours on one topic differ until the options run out', () => {
    const openDays = ['a', 'b', 'c', 'd', 'e'];
    expect(distinctEmblems(openDays, () => ['door', 'building', 'calendar'])).toEqual(['door', 'building', 'calendar', 'door', 'building']);
    expect(distinctEmblems(['x', 'y'], (item) => (item === 'x' ? ['code'] : ['code', 'shield']))).toEqual(['code', 'shield']);
  });

  it('takes a spare the list has not used once an item has used up its own options', () => {
    expect(distinctEmblems(['a', 'b', 'c'], () => ['door'], ['calendar', 'door', 'people'])).toEqual(['door', 'calendar', 'people']);
    // Spares used up too: the item's least used option again.
    expect(distinctEmblems(['a', 'b', 'c'], () => ['door', 'building'], ['door'])).toEqual(['door', 'building', 'door']);
  });

  it('shows sixteen blog posts on eight topics with sixteen different emblems, and the newest twelve news items too', () => {
    const emblems = (pictures: Map<string, ImageSpec>) => [...pictures.values()].map((spec) => spec.emblem);
    expect(new Set(emblems(blogPictures(blogPosts))).size).toBe(blogPosts.length);
    expect(new Set(emblems(newsPictures(news)).slice(0, 12)).size).toBe(12);
  });

  it('gives no two conferences in a row the same emblem on their screen', () => {
    const pictures = eventPictures(events);
    const conferences = [...events].sort((a, b) => a.startInDays - b.startInDays).filter((event) => event.type === 'conference');
    expect(conferences.length).toBeGreaterThan(1);
    const chosen = conferences.map((event) => pictures.get(event.slug)?.emblem);
    for (let i = 1; i < chosen.length; i += 1) expect(chosen[i]).not.toBe(chosen[i - 1]);
  });
});
