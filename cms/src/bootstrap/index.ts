// Everything the CMS makes sure of at each start: languages, permissions, a local admin,
// the site build's token, the site rebuild webhook, and the demo content when the database is
// empty.
import type { Core } from '@strapi/strapi';
import { ensureLocales } from './locales';
import { ensurePublicPermissions } from './public-permissions';
import { ensureAdminUser } from './admin-user';
import { ensureSiteBuildToken } from './site-build-token';
import { ensureSiteRebuildWebhook } from './site-rebuild-webhook';
import { seedIfEmpty } from '../seed/run';

export const bootstrapCms = async (strapi: Core.Strapi) => {
  await ensureLocales(strapi);
  await ensurePublicPermissions(strapi);
  await ensureAdminUser(strapi);
  await ensureSiteBuildToken(strapi);
  if (process.env.CMS_SEED !== 'never') {
    await seedIfEmpty(strapi);
  }
  // After the seed, so that its hundreds of entries do not each call the rebuild service.
  await ensureSiteRebuildWebhook(strapi);
};
