// Events: Strapi's core controller, plus one filter the site's live agenda needs. The campus
// pages ask for the upcoming events of their campus with filters[campus][slug][$eq]=<slug>
// (src/lib/cms-api.ts). Strapi refuses a filter on a relation the public role cannot read, and
// the public role must not read the campus collection (spec: events and the CRM routes only), so
// that one filter, an equality on the slug, is taken out of the query before Strapi validates it
// and applied by the service. Any other filter on the campus is refused as before.
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

/** Only API tokens may ask for drafts; the public role always gets the published versions. */
export const publishedUnlessToken = (ctx: RequestContext) => {
  if (!TOKEN_STRATEGIES.has(ctx.state?.auth?.strategy?.name ?? '')) ctx.query = { ...ctx.query, status: 'published' };
};

export default factories.createCoreController('api::event.event', ({ strapi }) => ({
  async findOne(ctx) {
    publishedUnlessToken(ctx);
    return super.findOne(ctx);
  },
  async find(ctx) {
    publishedUnlessToken(ctx);
    const filters = ctx.query.filters as Filters | undefined;
    const campusSlug = campusSlugFilter(filters);
    if (campusSlug === null) return super.find(ctx);
    const { campus: _campus, ...otherFilters } = filters!;
    ctx.query = { ...ctx.query, filters: otherFilters };
    await this.validateQuery(ctx);
    const query = (await this.sanitizeQuery(ctx)) as { filters?: Record<string, unknown> };
    const { results, pagination } = await strapi.service('api::event.event').find({
      ...query,
      filters: { $and: [query.filters ?? {}, { campus: { slug: { $eq: campusSlug } } }] },
    });
    return this.transformResponse(await this.sanitizeOutput(results, ctx), { pagination });
  },
}));
