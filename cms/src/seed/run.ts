// The demo content seed: idempotent (each entry is looked up by its key and created only when
// missing, in French then English), run by the bootstrap on an empty database and by
// `npm run cms:seed`. One step per content type (./content), in the order their relations need:
// an entry's related entries are seeded before it.
import type { Core } from '@strapi/strapi';
import { createSeedContext } from './context';
import { seedToday } from './dates';
import { seedArticles } from './content/articles';
import { seedBlogPosts } from './content/blog-posts';
import { seedCampuses } from './content/campuses';
import { seedCrmLinks } from './content/crm-links';
import { seedEvents } from './content/events';
import { seedHomePage } from './content/home-page';
import { seedJobOffers } from './content/job-offers';
import { seedJobProfiles } from './content/job-profiles';
import { seedKeyFigures } from './content/key-figures';
import { seedMenus } from './content/menus';
import { seedNews } from './content/news';
import { seedNewsCategories } from './content/news-categories';
import { seedFieldsOfStudy } from './content/fields-of-study';
import { seedPartners } from './content/partners';
import { seedProgrammes } from './content/programmes';
import { seedRedirects } from './content/redirects';
import { seedTeamMembers } from './content/team-members';
import { seedTestimonials } from './content/testimonials';
import { seedWebsite } from './content/website';

interface SeedOptions {
  /** The moment the relative dates of the demo content are counted from: now, or CMS_SEED_TODAY. */
  today?: Date;
}

export const seedIfEmpty = async (strapi: Core.Strapi) => {
  const campusCount = await strapi.db.query('api::campus.campus').count();
  if (campusCount > 0) return;
  strapi.log.info('[esnum] empty database: seeding the demo content');
  await seed(strapi);
};

export const seed = async (strapi: Core.Strapi, { today = seedToday() }: SeedOptions = {}) => {
  const context = createSeedContext(strapi, today);
  try {
    const testimonialIds = await seedTestimonials(context);
    const teamIds = await seedTeamMembers(context);
    await seedPartners(context);
    await seedKeyFigures(context);
    const categoryIds = await seedNewsCategories(context);
    const fieldIds = await seedFieldsOfStudy(context);
    const programmeIds = await seedProgrammes(context, { testimonialIds, fieldIds });
    const campusIds = await seedCampuses(context, { teamIds, programmeIds, testimonialIds });
    await seedJobProfiles(context, { programmeIds });
    await seedJobOffers(context);
    await seedNews(context, { categoryIds, campusIds });
    await seedEvents(context, { campusIds });
    await seedBlogPosts(context);
    await seedArticles(context);
    await seedHomePage(context);
    await seedWebsite(context);
    await seedMenus(context);
    await seedCrmLinks(context, { campusIds });
    await seedRedirects(context);
  } finally {
    await context.discardDrawn();
  }
  strapi.log.info(`[esnum] seed done in ${((Date.now() - context.started) / 1000).toFixed(1)} s`);
};
