// The large content set for build benchmarks (`npm run cms:generate -- --news 10000 --events 1000
// --redirects 5000`): news, events and redirects added on top of the seeded demo content of a
// throw-away database, in both languages, with relations to the seeded campuses and categories
// and pictures from the seeded pool (as editors reuse a media library, and so that the site build
// processes a realistic number of distinct images rather than one per article).
// It is resumable: items whose slug (or redirect source) already exists are skipped.
import type { Core } from '@strapi/strapi';
import { schoolEventDateTime } from '../seed/dates';
import { slugify } from '../utils/slugs';
import { seededRandom, type Lang, type Random } from './random';
import { EVENT_KINDS, joinPhrase, NEWS_ACTIONS, NEWS_SUBJECTS, NEWS_TOPICS, SENTENCES, text } from './texts';

export interface GenerateOptions {
  news: number;
  events: number;
  redirects: number;
  /** The day dates are counted from: news go back from it, events straddle it. */
  today?: Date;
  log?: (line: string) => void;
}

type Data = Record<string, unknown>;
interface Documents {
  create(params: Data): Promise<{ documentId: string }>;
  update(params: Data): Promise<unknown>;
  publish(params: Data): Promise<unknown>;
}

/** Items written per database transaction: one transaction per item makes SQLite sync each time. */
const BATCH = 100;
/** Generated redirects live under this old prefix, which no page or pattern rule of the site uses. */
export const GENERATED_REDIRECT_PREFIX = '/archives/actualites/';

const paragraph = (sentence: string) => ({ type: 'paragraph', children: [{ type: 'text', text: sentence }] });

/** Three or four paragraphs of two or three sentences each, the same choices in both languages. */
const bodyChoices = (random: Random) => Array.from({ length: 3 + random.int(2) }, () => random.sample(SENTENCES, 2 + random.int(2)));

const bodyIn = (choices: ReturnType<typeof bodyChoices>, lang: Lang) =>
  choices.map((sentences) => paragraph(sentences.map((sentence) => text(sentence, lang)).join(' ')));

export const generateContent = async (strapi: Core.Strapi, options: GenerateOptions) => {
  const { today = new Date(), log = (line: string) => strapi.log.info(line) } = options;
  const random = seededRandom(2026);
  const documentsOf = (uid: string) => strapi.documents(uid as never) as unknown as Documents;
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

  const campuses = (await strapi.db.query('api::campus.campus').findMany({
    where: { locale: 'fr', publishedAt: { $notNull: true } },
    select: ['documentId', 'name', 'city'],
  })) as Array<{ documentId: string; name: string; city: string }>;
  const categories = (await strapi.db.query('api::news-category.news-category').findMany({
    where: { locale: 'fr', publishedAt: { $notNull: true } },
    select: ['documentId'],
  })) as Array<{ documentId: string }>;
  if (campuses.length === 0 || categories.length === 0) {
    throw new Error('the generator adds to the seeded content: seed the database first (its campuses and news categories are missing)');
  }
  const picturesNamed = async (prefix: string) =>
    (
      (await strapi.db.query('plugin::upload.file').findMany({ where: { name: { $startsWith: prefix } }, select: ['id'] })) as Array<{
        id: number;
      }>
    ).map((file) => file.id);
  const newsPictures = await picturesNamed('seed-news-');
  const eventPictures = await picturesNamed('seed-event-');

  const existingSlugs = async (uid: string) =>
    new Set(
      ((await strapi.db.query(uid).findMany({ where: { locale: 'fr' }, select: ['slug'] })) as Array<{ slug: string }>).map(
        (row) => row.slug,
      ),
    );

  /** Creates the French document published, then its English version, `BATCH` items per transaction. */
  const writeLocalized = async (uid: string, items: Array<{ slug: string; data: (lang: Lang) => Data }>, what: string) => {
    const existing = await existingSlugs(uid);
    const missing = items.filter((item) => !existing.has(item.slug));
    const documents = documentsOf(uid);
    for (let from = 0; from < missing.length; from += BATCH) {
      await strapi.db.transaction(async () => {
        for (const item of missing.slice(from, from + BATCH)) {
          const { documentId } = await documents.create({ data: item.data('fr'), locale: 'fr', status: 'published' });
          await documents.update({ documentId, locale: 'en', data: item.data('en') });
          await documents.publish({ documentId, locale: 'en' });
        }
      });
      log(`[esnum] generate: ${what} ${Math.min(from + BATCH, missing.length)}/${missing.length} (${elapsed()})`);
    }
    log(`[esnum] generate: ${what}: ${missing.length} created, ${items.length - missing.length} already there`);
  };

  // News, one every few hours going back from today: 10,000 items span about ten years.
  const newsSpacingHours = Math.max(1, Math.floor((10 * 365 * 24) / Math.max(1, options.news)));
  const news = Array.from({ length: options.news }, (_, index) => {
    const campus = random.pick(campuses);
    const subject = random.pick(NEWS_SUBJECTS);
    const action = random.pick(NEWS_ACTIONS);
    const topic = random.pick(NEWS_TOPICS);
    const summary = random.sample(SENTENCES, 2);
    const body = bodyChoices(random);
    const category = random.pick(categories).documentId;
    const picture = newsPictures.length ? random.pick(newsPictures) : undefined;
    const publishDate = new Date(today.getTime() - (index + 1) * newsSpacingHours * 3_600_000).toISOString();
    // French typography puts a space before the colon, English does not.
    const title = (lang: Lang) =>
      `${campus.city}${lang === 'fr' ? ' : ' : ': '}${text(subject, lang)} ${joinPhrase(action[lang][subject.plural ? 1 : 0], text(topic, lang), lang)}`;
    // The number keeps slugs unique: titles are drawn from a finite set of combinations.
    const slug = `${slugify(title('fr'))}-${index + 1}`;
    return {
      slug,
      data: (lang: Lang): Data => {
        const summaryText = summary.map((sentence) => text(sentence, lang)).join(' ');
        return {
          // Strapi 5 keeps one slug per locale; the same in both keeps English URLs predictable.
          slug,
          title: title(lang),
          summary: summaryText,
          body: bodyIn(body, lang),
          publishDate,
          focusImage: picture,
          cat_news: category,
          campus_infos: [campus.documentId],
          seo: { metaDescription: summaryText, ...(picture ? { shareImage: picture } : {}) },
        };
      },
    };
  });
  await writeLocalized('api::news-article.news-article', news, 'news');

  // Events over three years: two past, one to come, so the agenda and its archives both grow.
  const events = Array.from({ length: options.events }, (_, index) => {
    const kind = random.pick(EVENT_KINDS);
    const campus = random.pick(campuses);
    const body = bodyChoices(random);
    const description = random.sample(SENTENCES, 2);
    const day = Math.round(-730 + (index * 1095) / Math.max(1, options.events));
    const start = schoolEventDateTime(today, day, random.pick(['09:30', '10:00', '14:00', '17:30']));
    const end = new Date(start.getTime() + (2 + random.int(6)) * 3_600_000);
    const picture = eventPictures.length ? random.pick(eventPictures) : undefined;
    const title = (lang: Lang) => `${text(kind.title, lang)} – ${campus.name}`;
    const slug = `${slugify(title('fr'))}-${index + 1}`;
    return {
      slug,
      data: (lang: Lang): Data => ({
        slug,
        title: title(lang),
        description: description.map((sentence) => text(sentence, lang)).join(' '),
        body: bodyIn(body, lang),
        type: kind.type,
        dateStart: start.toISOString(),
        dateEnd: end.toISOString(),
        campus: campus.documentId,
        image: picture,
        seo: { metaDescription: description.map((sentence) => text(sentence, lang)).join(' ') },
      }),
    };
  });
  await writeLocalized('api::event.event', events, 'events');

  // Old addresses of the articles, as a site migration leaves them: each points at a news page
  // (generated ones first, so every target exists), or at the agenda when no news was generated.
  const redirectDocuments = documentsOf('api::redirect.redirect');
  const knownSources = new Set(
    ((await strapi.db.query('api::redirect.redirect').findMany({ select: ['from'] })) as Array<{ from: string }>).map((row) => row.from),
  );
  let createdRedirects = 0;
  for (let from = 0; from < options.redirects; from += BATCH) {
    await strapi.db.transaction(async () => {
      for (let index = from; index < Math.min(from + BATCH, options.redirects); index += 1) {
        const source = `${GENERATED_REDIRECT_PREFIX}${index + 1}`;
        if (knownSources.has(source)) continue;
        const target = news.length ? `/actualites/${news[index % news.length].slug}` : '/agenda';
        await redirectDocuments.create({
          data: { from: source, to: target, note: 'Ancienne adresse d’article (migration de l’ancien site).' },
          status: 'published',
        });
        createdRedirects += 1;
      }
    });
  }
  log(`[esnum] generate: redirects: ${createdRedirects} created, ${options.redirects - createdRedirects} already there`);
  log(`[esnum] generate: done in ${elapsed()}`);
};
