// The demo content seed: idempotent (each entry is looked up by its key and created only when
// missing, in French then English), run by the bootstrap on an empty database and by
// `npm run cms:seed`.
import type { Core } from '@strapi/strapi';
import { toBlocks } from './blocks';
import { parisDateTime, publishedAt } from './dates';
import { createImageUploader } from './images';
import type { ImageSpec, Localized, SectionSeed } from './types';
import { DEMO_HOSTS } from './data/ids';
import { campuses } from './data/campuses';
import { teamMembers } from './data/team';
import { testimonials } from './data/testimonials';
import { partners } from './data/partners';
import { keyFigures } from './data/key-figures';
import { programmes } from './data/programmes';
import { jobProfiles } from './data/job-profiles';
import { jobOffers } from './data/job-offers';
import { newsCategories } from './data/news-categories';
import { news } from './data/news';
import { events } from './data/events';
import { blogPosts } from './data/blog';
import { articles } from './data/articles';
import { homePage } from './data/home';
import { menus } from './data/menus';
import { website } from './data/website';
import { cmsRedirects } from './data/redirects';
import { CRM_ACTIONS } from '../utils/crm-actions';

type Data = Record<string, unknown>;

/** The document service, loosely typed: the seed addresses every content type by its uid. */
interface SeedDocuments {
  findFirst(params: Data): Promise<{ documentId: string } | null>;
  findOne(params: Data): Promise<{ documentId: string } | null>;
  create(params: Data): Promise<{ documentId: string }>;
  update(params: Data): Promise<unknown>;
  publish(params: Data): Promise<unknown>;
}
type Lang = 'fr' | 'en';
const LANGS: Lang[] = ['fr', 'en'];

interface SeedOptions {
  /** The day the relative dates of the demo content are counted from. */
  today?: Date;
}

export const seedIfEmpty = async (strapi: Core.Strapi) => {
  const campusCount = await strapi.db.query('api::campus.campus').count();
  if (campusCount > 0) return;
  strapi.log.info('[esnum] empty database: seeding the demo content');
  await seed(strapi);
};

export const seed = async (strapi: Core.Strapi, { today = new Date() }: SeedOptions = {}) => {
  const started = Date.now();
  const image = createImageUploader(strapi);
  const documentsOf = (uid: string) => strapi.documents(uid as never) as unknown as SeedDocuments;
  // Documents (one language of one entry) created since the last progress line.
  let created = 0;
  const progress = (what: string, count: number) => {
    strapi.log.info(`[esnum] seed: ${what} ${count}, ${created} documents created (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    created = 0;
  };

  /**
   * Finds the French entry matching `filters`, creates it when missing, then does the same for
   * its English localization. Both are published. Returns the documentId. With no filters
   * (single types) the one French document is used.
   */
  const upsert = async (uid: string, filters: Data, build: (lang: Lang) => Data | Promise<Data>) => {
    const documents = documentsOf(uid);
    let documentId = (await documents.findFirst({ filters, locale: 'fr' }))?.documentId;
    if (!documentId) {
      documentId = (await documents.create({ data: await build('fr'), locale: 'fr', status: 'published' })).documentId;
      created += 1;
    }
    const english = await documents.findOne({ documentId, locale: 'en' });
    if (!english) {
      await documents.update({ documentId, locale: 'en', data: await build('en') });
      await documents.publish({ documentId, locale: 'en' });
      created += 1;
    }
    return documentId;
  };

  const seo = (metaDescription: string, shareImage?: number) => ({
    metaDescription,
    ...(shareImage ? { shareImage } : {}),
  });
  const pick = <T>(value: Localized<T>, lang: Lang) => value[lang];

  const testimonialIds = new Map<string, string>();
  for (const t of testimonials) {
    testimonialIds.set(
      t.key,
      await upsert('api::testimonial.testimonial', { author: t.author }, (lang) => ({
        author: t.author,
        role: pick(t.role, lang),
        quote: pick(t.quote, lang),
      })),
    );
  }
  progress('testimonials', testimonials.length);

  const teamIds = new Map<string, string>();
  for (const member of teamMembers) {
    teamIds.set(
      member.key,
      await upsert('api::team-member.team-member', { name: member.name }, (lang) => ({
        name: member.name,
        role: pick(member.role, lang),
        bio: pick(member.bio, lang),
      })),
    );
  }
  progress('team members', teamMembers.length);

  for (const partner of partners) {
    const logo = await image({ key: `partner-${partner.key}`, caption: partner.name, alt: { fr: `Logo ${partner.name}`, en: `${partner.name} logo` }, palette: 'logo' });
    await upsert('api::partner.partner', { name: partner.name }, (lang) => ({
      name: partner.name,
      url: partner.url,
      description: pick(partner.description, lang),
      logo,
    }));
  }
  progress('partners', partners.length);

  for (const figure of keyFigures) {
    await upsert('api::key-figure.key-figure', { order: figure.order }, (lang) => ({
      value: pick(figure.value, lang),
      label: pick(figure.label, lang),
      order: figure.order,
    }));
  }
  progress('key figures', keyFigures.length);

  const categoryIds = new Map<string, string>();
  for (const category of newsCategories) {
    categoryIds.set(
      category.slug,
      await upsert('api::news-category.news-category', { slug: category.slug }, (lang) => ({
        slug: category.slug,
        title: pick(category.title, lang),
      })),
    );
  }
  progress('news categories', newsCategories.length);

  const ids = (map: Map<string, string>, keys: readonly string[], what: string) =>
    keys.map((key) => {
      const id = map.get(key);
      if (!id) throw new Error(`seed: unknown ${what} "${key}"`);
      return id;
    });

  const programmeIds = new Map<string, string>();
  for (const p of programmes) {
    const picture = await image({ key: `programme-${p.category}`, caption: p.category.toUpperCase(), alt: { fr: '', en: '' }, palette: 'programme' });
    programmeIds.set(
      p.slug,
      await upsert('api::programme.programme', { slug: p.slug }, (lang) => ({
        slug: p.slug,
        title: pick(p.title, lang),
        category: p.category,
        rhythm: p.rhythm,
        entryLevel: p.entryLevel,
        graduationLevel: p.graduationLevel,
        durationValue: p.durationValue,
        durationScale: p.durationScale,
        summary: pick(p.summary, lang),
        image: picture,
        objectives: toBlocks(pick(p.objectives, lang)),
        content: p.content.map((unit) => ({
          kind: unit.kind,
          title: pick(unit.title, lang),
          description: pick(unit.description, lang),
          hours: unit.hours ?? null,
        })),
        admission: toBlocks(pick(p.admission, lang)),
        certification: toBlocks(pick(p.certification, lang)),
        tarif: toBlocks(pick(p.tarif, lang)),
        testimonials: ids(testimonialIds, p.testimonials, 'testimonial'),
        seo: seo(pick(p.metaDescription, lang)),
      })),
    );
  }
  progress('programmes', programmes.length);

  const campusIds = new Map<string, string>();
  for (const c of campuses) {
    const hero = await image(c.image);
    campusIds.set(
      c.slug,
      await upsert('api::campus.campus', { slug: c.slug }, (lang) => ({
        slug: c.slug,
        name: pick(c.name, lang),
        city: c.city,
        region: c.region,
        address: c.address,
        postalCode: c.postalCode,
        phone: c.phone,
        email: c.email,
        latitude: c.latitude,
        longitude: c.longitude,
        intro: pick(c.intro, lang),
        description: toBlocks(pick(c.description, lang)),
        keyData: pick(c.keyData, lang),
        heroImage: hero,
        team: ids(teamIds, c.team, 'team member'),
        programmes: ids(programmeIds, c.programmes, 'programme'),
        testimonials: ids(testimonialIds, c.testimonials, 'testimonial'),
        seo: seo(pick(c.intro, lang), hero),
      })),
    );
  }
  progress('campuses', campuses.length);

  for (const profile of jobProfiles) {
    await upsert('api::job-profile.job-profile', { slug: profile.slug }, (lang) => ({
      slug: profile.slug,
      title: pick(profile.title, lang),
      summary: pick(profile.summary, lang),
      description: toBlocks(pick(profile.description, lang)),
      salaryRange: pick(profile.salaryRange, lang),
      programmes: ids(programmeIds, profile.programmes, 'programme'),
      seo: seo(pick(profile.summary, lang)),
    }));
  }
  progress('job profiles', jobProfiles.length);

  for (const offer of jobOffers) {
    await upsert('api::job-offer.job-offer', { slug: offer.slug }, (lang) => ({
      slug: offer.slug,
      title: pick(offer.title, lang),
      company: offer.company,
      city: offer.city,
      level: offer.level,
      contract: offer.contract,
      description: toBlocks(pick(offer.description, lang)),
      applyUrl: offer.applyUrl,
      publishDate: publishedAt(today, offer.publishedDaysAgo).toISOString(),
    }));
  }
  progress('job offers', jobOffers.length);

  for (const item of news) {
    const focusImage = await image(item.image);
    await upsert('api::news-article.news-article', { slug: item.slug }, (lang) => ({
      slug: item.slug,
      title: pick(item.title, lang),
      summary: pick(item.summary, lang),
      body: toBlocks(pick(item.body, lang)),
      publishDate: publishedAt(today, item.publishedDaysAgo).toISOString(),
      focusImage,
      cat_news: ids(categoryIds, [item.category], 'news category')[0],
      campus_infos: ids(campusIds, item.campuses, 'campus'),
      seo: seo(pick(item.summary, lang), focusImage),
    }));
  }
  progress('news', news.length);

  for (const event of events) {
    const start = parisDateTime(today, event.startInDays, event.startTime);
    const end = new Date(start.getTime() + event.durationHours * 3_600_000);
    const picture = await image({ key: `event-${event.type}`, caption: event.title.fr.split(/[:–-]/)[0].trim().slice(0, 28), alt: { fr: '', en: '' }, palette: 'event' });
    await upsert('api::event.event', { slug: event.slug }, (lang) => ({
      slug: event.slug,
      title: pick(event.title, lang),
      description: pick(event.description, lang),
      body: toBlocks(pick(event.body, lang)),
      url: event.url,
      type: event.type,
      dateStart: start.toISOString(),
      dateEnd: end.toISOString(),
      campus: ids(campusIds, [event.campus], 'campus')[0],
      image: picture,
      seo: seo(pick(event.description, lang)),
    }));
  }
  progress('events', events.length);

  for (const post of blogPosts) {
    const cover = await image(post.image);
    await upsert('api::blog-post.blog-post', { slug: post.slug }, (lang) => ({
      slug: post.slug,
      title: pick(post.title, lang),
      summary: pick(post.summary, lang),
      body: toBlocks(pick(post.body, lang)),
      author: post.author,
      publishDate: publishedAt(today, post.publishedDaysAgo).toISOString(),
      cover,
      seo: seo(pick(post.summary, lang), cover),
    }));
  }
  progress('blog posts', blogPosts.length);

  const pageLayout = async (sections: SectionSeed[]) =>
    Promise.all(
      sections.map(async ({ component, ...fields }) => {
        const data: Data = { __component: component, ...fields };
        if ('body' in fields && typeof fields.body === 'string') data.body = toBlocks(fields.body);
        if ('image' in fields && fields.image) data.image = await image(fields.image as ImageSpec);
        return data;
      }),
    );

  for (const article of articles) {
    await upsert('api::article.article', { rubrique: article.fr.rubrique, slug: article.fr.slug ?? { $null: true } }, async (lang) => {
      const version = article[lang];
      return {
        title: version.title,
        rubrique: version.rubrique,
        slug: version.slug ?? null,
        summary: version.summary,
        seo: seo(version.metaDescription),
        pageLayout: await pageLayout(version.pageLayout),
      };
    }).catch(async (error) => {
      throw new Error(`seed: article ${article.key}: ${error.message}`);
    });
  }
  progress('articles', articles.length);

  const heroImage = await image({ key: 'home-hero', caption: 'ESNUM', alt: { fr: '', en: '' }, palette: 'hero' });
  await upsert('api::home-page.home-page', {}, async (lang) => {
    const version = homePage[lang];
    const layout = await pageLayout(version.pageLayout);
    const hero = layout.find((block) => block.__component === 'sections.hero');
    if (hero && !hero.image) hero.image = heroImage;
    return { title: version.title, seo: seo(version.metaDescription, heroImage), pageLayout: layout };
  });
  progress('home page', 1);

  const logo = await image({ key: 'logo-esnum', caption: website.siteName, alt: { fr: `Logo ${website.siteName}`, en: `${website.siteName} logo` }, palette: 'logo' });
  await upsert('api::website.website', {}, (lang) => ({
    siteName: website.siteName,
    email: website.email,
    logo,
    englishEnabled: website.englishEnabled,
    companySiteUrl: website.companySiteUrl,
    professionalSiteUrl: website.professionalSiteUrl,
    careersUrl: website.careersUrl,
    complaintFormUrl: website.complaintFormUrl,
    footerFrameUrl: website.footerFrameUrl,
    tagManagerId: website.tagManagerId ?? null,
    banner: website.banner ? pick(website.banner, lang) : null,
    schools: website.schools.map((school) => ({ ...school, logo })),
    seo: seo(pick(website.metaDescription, lang), logo),
  }));
  progress('website', 1);

  for (const menu of menus) {
    await upsert('api::menu-enrichi.menu-enrichi', { type: menu.type }, (lang) => ({
      type: menu.type,
      title: pick(menu.title, lang),
      body: pick(menu.body, lang).map(({ component, ...entry }) => ({ __component: component, ...entry })),
    }));
  }
  progress('menus', menus.length);

  const crm = documentsOf('api::crm-link.crm-link');
  for (const [slug, documentId] of campusIds) {
    for (const action of CRM_ACTIONS) {
      const existing = await crm.findFirst({ filters: { action, campus: { slug } } });
      if (existing) continue;
      await crm.create({
        data: {
          action,
          url: `${DEMO_HOSTS.crm}/formulaires/${action}?campus=${slug}`,
          campus: { connect: [{ documentId, locale: 'fr' }] },
        },
        status: 'published',
      });
      created += 1;
    }
  }
  progress('CRM links', campusIds.size * CRM_ACTIONS.length);

  const redirects = documentsOf('api::redirect.redirect');
  for (const redirect of cmsRedirects) {
    if (await redirects.findFirst({ filters: { from: redirect.from } })) continue;
    await redirects.create({ data: redirect, status: 'published' });
    created += 1;
  }
  progress('redirects', cmsRedirects.length);
  strapi.log.info(`[esnum] seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
