// The version of every entry and media file, in one answer: a row per entry and locale with its
// row id and updatedAt (both change when Strapi 5 publishes a new version), and the same for
// uploaded files. Listing them through the REST API would take a paginated request per hundred
// entries (200 requests for 10,000 news in two languages); this is one query per content type.
import type { Core } from '@strapi/strapi';
import { isLocalizedType } from '../../../utils/localized';
import type { SiteVersions } from '../../../utils/site-versions';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export const listVersions = async (strapi: Core.Strapi, status: 'published' | 'draft'): Promise<SiteVersions> => {
  const entries: SiteVersions['entries'] = {};
  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const localized = isLocalizedType(contentType);
    const rows = (await strapi.documents(uid as never).findMany({
      status,
      ...(localized ? { locale: '*' } : {}),
      fields: localized ? ['updatedAt', 'locale'] : ['updatedAt'],
    } as never)) as Array<{ documentId: string; id: number; locale?: string; updatedAt: unknown }>;
    entries[uid] = rows.map((row) => [row.documentId, localized ? (row.locale ?? null) : null, row.id, iso(row.updatedAt)]);
  }
  const files = (await strapi.db.query('plugin::upload.file').findMany({ select: ['id', 'updatedAt'] })) as Array<{
    id: number;
    updatedAt: unknown;
  }>;
  return { entries, files: files.map((file) => [file.id, iso(file.updatedAt)]) };
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async versions(ctx) {
    const status = ctx.query?.status === 'draft' ? 'draft' : 'published';
    ctx.body = { data: await listVersions(strapi, status) };
  },
});
