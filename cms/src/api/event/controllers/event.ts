// Events: Strapi's core controller, plus one filter the site's live agenda needs. The campus
// pages ask for the upcoming events of their campus with filters[campus][slug][$eq]=<slug>
// (src/lib/cms-api.ts). Strapi refuses a filter on a relation the public role cannot read, and
// the public role must not read the campus collection (spec: events and the CRM routes only), so
// that one filter, an equality on the slug, is taken out of the query before Strapi validates it
// and applied by the service. Any other filter on the campus is refused as before.
// The spec's events call has the campus populated (its name under each card): Strapi gives the
// public role no relation to a collection it cannot read, so for a visitor's call that asks for
// it the campus's name and slug, and nothing else of it, are added to each event.
// Drafts are for the site build's token (the preview sources them): in Strapi 5 a read permission
// covers `status=draft`, so a visitor's request is always answered with published events.
import { factories } from '@strapi/strapi';

type Filters = Record<string, unknown> & { campus?: unknown };

/** The slug of filters[campus][slug][$eq], when it is the whole campus filter; otherwise null. */
export const campusSlugFilter = (filters: unknown): string | null => {
  const campus = (filters as Filters | undefined)?.campus as { slug?: { $eq?: unknown } } | undefined;
  if (!campus || Object.keys(campus).length !== 1 || !campus.slug || Object.keys(campus.slug).length !== 1) return null;
  return typeof campus.slug.$eq === 'string' ? campus.slug.$eq : null;
};

type RequestContext = { query: Record<string, unknown>; state?: { auth?: { strategy?: { name?: string } } } };

/** Strapi's API-token strategy ('api-token' before 5.x renamed it 'content-api-token'). */
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

const isToken = (ctx: RequestContext) => TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name ?? '');

/** Only API tokens may ask for drafts; the public role always gets the published versions. */
export const publishedUnlessToken = (ctx: RequestContext) => {
  if (!isToken(ctx)) ctx.query = { ...ctx.query, status: 'published' };
};

/** Whether a query's populate names the campus: populate[campus]…, populate=campus or populate[0]=campus (the CMS refuses `*`). */
export const populatesCampus = (populate: unknown): boolean => {
  if (typeof populate === 'string') return populate.split(',').some((name) => name.trim() === 'campus');
  if (Array.isArray(populate)) return populate.some(populatesCampus);
  return typeof populate === 'object' && populate !== null && 'campus' in populate;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a visitor sees of an event's campus. */
const CAMPUS_FIELDS = ['name', 'slug'];

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  async findOne(ctx) {
    publishedUnlessToken(ctx);
    return super.findOne(ctx);
  },
  async find(ctx) {
    publishedUnlessToken(ctx);
    const filters = ctx.query.filters as Filters | undefined;
    const campusSlug = campusSlugFilter(filters);
    const addCampus = !isToken(ctx) && populatesCampus(ctx.query.populate);
    if (campusSlug === null && !addCampus) return super.find(ctx);
    if (campusSlug !== null) {
      const { campus: _campus, ...otherFilters } = filters!;
      ctx.query = { ...ctx.query, filters: otherFilters };
    }
    await this.validateQuery(ctx);
    const query = (await this.sanitizeQuery(ctx)) as { filters?: Record<string, unknown>; populate?: unknown };
    const { results, pagination } = (await strapi.service('api::event.event').find({
      ...query,
      ...(campusSlug === null ? {} : { filters: { $and: [query.filters ?? {}, { campus: { slug: { $eq: campusSlug } } }] } }),
      ...(addCampus ? { populate: { ...(isRecord(query.populate) ? query.populate : {}), campus: { fields: CAMPUS_FIELDS } } } : {}),
    })) as { results: Array<{ campus?: Record<string, unknown> | null }>; pagination: unknown };
    const sanitized = (await this.sanitizeOutput(results, ctx)) as Array<Record<string, unknown>>;
    const events = addCampus
      ? sanitized.map((event, i) => {
          const campus = results[i]?.campus;
          return { ...event, campus: campus ? Object.fromEntries(CAMPUS_FIELDS.map((field) => [field, campus[field]])) : null };
        })
      : sanitized;
    return this.transformResponse(events, { pagination });
  },
}));
