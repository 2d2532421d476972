// The programme categories, in the order the site lists them: the enumeration of the programme
// content type (its schema.json, which Strapi needs literal). The site's own copy
// (src/features/list-filters/programme-filters.ts, which the browser bundle cannot take from cms/)
// is held to it by src/features/list-filters/__tests__/programme-categories.test.ts.
import type { Data } from '@strapi/strapi';
import schema from '../api/programme/content-types/programme/schema.json';

export type ProgrammeCategory = Data.ContentType<'api::programme.programme'>['category'];
export const PROGRAMME_CATEGORIES = schema.attributes.category.enum as ProgrammeCategory[];
