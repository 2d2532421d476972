// The least-privilege API token the site build uses: read on the content types and on the
// content-type-builder schema that gatsby-source-strapi reads, nothing else. Its key is only
// known at creation, so it is written to a git-ignored file where the build reads it.
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

export const SITE_BUILD_TOKEN_NAME = 'site-build';

const SCHEMA_ACTIONS = [
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.components.getComponents',
];
const EXTRA_ACTIONS = [
  'api::article.article.byRubrique',
  'api::crm-link.crm-link.actions',
  'api::crm-link.crm-link.campuses',
  'api::crm-link.crm-link.link',
  'api::site-build.site-build.versions',
];

export const siteBuildTokenFile = () =>
  path.resolve(process.env.SITE_BUILD_TOKEN_FILE || path.join(process.cwd(), '.tmp', 'site-build-token.json'));

/** Every registered read action of the site's content types (single types have no findOne). */
const readPermissions = (strapi: Core.Strapi) => {
  const registered: string[] = strapi.contentAPI.permissions.providers.action.keys();
  const reads = registered.filter((action) => action.startsWith('api::') && /\.(find|findOne)$/.test(action));
  return [...reads, ...EXTRA_ACTIONS, ...SCHEMA_ACTIONS];
};

export const ensureSiteBuildToken = async (strapi: Core.Strapi) => {
  const tokens = strapi.service('admin::api-token-content-api');
  const file = siteBuildTokenFile();
  const permissions = readPermissions(strapi);
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name: SITE_BUILD_TOKEN_NAME } });

  if (existing && fs.existsSync(file)) {
    // Keep the token's permissions in step with the content types of this version.
    await tokens.update(existing.id, { permissions });
    return;
  }
  if (existing) {
    await tokens.revoke(existing.id);
  }
  const created = await tokens.create({
    name: SITE_BUILD_TOKEN_NAME,
    description: 'Read-only access for the site build (content and schema). Created by the CMS bootstrap.',
    type: 'custom',
    permissions,
    lifespan: null,
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ token: created.accessKey, createdAt: new Date().toISOString() }, null, 2), {
    mode: 0o600,
  });
  strapi.log.info(`[esnum] wrote the site build token to ${file}`);
};
