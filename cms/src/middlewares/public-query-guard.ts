// What a caller without a token may ask of the public API. Strapi refuses a filter on a draft at
// the top level, but filters, sorts and populates through `localizations` reach every version of
// an entry, drafts included: `filters[localizations][title][$startsWith]=…` answers one entry or
// none, and so reads an unpublished edit a letter at a time. A caller without a token may not name
// `localizations` anywhere in filters, sort, populate or fields, nor populate `*` (which includes
// it): 400, as Strapi answers an invalid key. The site's own calls name the relations they need;
// the build's and the preview's carry their token and are not concerned.
import type { Context, Next } from 'koa';
import { isPublicApiPath } from './api-cors';

/** Relations that join an entry to its other versions, drafts included. */
const TO_EVERY_VERSION = new Set(['localizations']);

/** The parameters whose keys (and, but for filters, string values) name fields and relations. */
const PARAMETERS = ['filters', 'sort', 'populate', 'fields'] as const;

/** Names in a field path such as `localizations.title:asc` or `campus,localizations`. */
const namesIn = (path: string) => path.split(/[.,:\s]+/);

/** The first forbidden name found in `value`, or null. Filter values are data, not field names. */
const forbiddenName = (value: unknown, parameter: (typeof PARAMETERS)[number]): string | null => {
  if (typeof value === 'string') {
    if (parameter === 'filters') return null;
    if (parameter === 'populate' && value.trim() === '*') return '*';
    return namesIn(value).find((name) => TO_EVERY_VERSION.has(name)) ?? null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = forbiddenName(item, parameter);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (TO_EVERY_VERSION.has(key)) return key;
      if (parameter === 'populate' && key === '*') return '*';
      const found = forbiddenName(item, parameter);
      if (found) return found;
    }
  }
  return null;
};

/** The parameter and the name a query may not hold without a token, or null. */
export const forbiddenPublicQuery = (query: Record<string, unknown>): { parameter: string; name: string } | null => {
  for (const parameter of PARAMETERS) {
    const name = forbiddenName(query[parameter], parameter);
    if (name) return { parameter, name };
  }
  return null;
};

export default () => async (ctx: Context, next: Next) => {
  if (isPublicApiPath(ctx.path) && !ctx.get('Authorization')) {
    const forbidden = forbiddenPublicQuery(ctx.query as Record<string, unknown>);
    if (forbidden) {
      const message =
        forbidden.name === '*'
          ? 'Invalid populate *: name the relations to populate'
          : `Invalid key ${forbidden.name}: a caller without a token may not reach other versions of an entry`;
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: { status: 400, name: 'ValidationError', message, details: { source: 'query', param: forbidden.parameter } },
      };
      return;
    }
  }
  await next();
};
