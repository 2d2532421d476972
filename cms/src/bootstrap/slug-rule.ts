// Refuses, when an entry is saved, a slug the site could not serve (src/utils/slugs.ts). The
// document service middleware sees every write: the admin panel, the REST API and the seed alike,
// and the admin shows the message to the editor.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SLUG_FIELDS, slugProblem } from '../utils/slugs';

export const registerSlugRule = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const fields = SLUG_FIELDS[context.uid];
    if (fields && (context.action === 'create' || context.action === 'update')) {
      const data = ((context.params as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
      for (const field of fields) {
        const problem = slugProblem(field, data[field]);
        if (problem) throw new errors.ValidationError(problem);
      }
    }
    return next();
  });
};
