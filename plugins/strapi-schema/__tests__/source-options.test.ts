/**
 * @jest-environment node
 */
// The preview's draft switch (STRAPI_STATUS): the requests gatsby-source-strapi really sends, with
// its fetch code and a recording HTTP client, carry the status and the locale together.
import { getEndpoints } from 'gatsby-source-strapi/dist/helpers';
import { contentStatus, strapiSourceOptions } from '../source-options';

import { fetchEntities, fetchEntity } from 'gatsby-source-strapi/dist/fetch';

const schemas = [
  {
    uid: 'api::news-article.news-article',
    schema: {
      kind: 'collectionType',
      singularName: 'news-article',
      pluralName: 'news-articles',
      pluginOptions: { i18n: { localized: true } },
      attributes: {},
    },
  },
  {
    uid: 'api::home-page.home-page',
    schema: {
      kind: 'singleType',
      singularName: 'home-page',
      pluralName: 'home-pages',
      pluginOptions: { i18n: { localized: true } },
      attributes: {},
    },
  },
];

/** The query strings of the requests the plugin sends for the news and the home page. */
const sentQueries = async (env: NodeJS.ProcessEnv) => {
  const options = strapiSourceOptions({ STRAPI_URL: 'http://cms.test', STRAPI_TOKEN: 'token', ...env });
  const queries: string[] = [];
  const axiosInstance = async (request: { params: Record<string, unknown>; paramsSerializer: { serialize: (p: unknown) => string } }) => {
    queries.push(decodeURIComponent(request.paramsSerializer.serialize(request.params)));
    return { data: { data: [], meta: { pagination: { page: 1, pageCount: 1 } } } };
  };
  const context = {
    axiosInstance,
    reporter: {
      info: () => undefined,
      panic: (message: string) => {
        throw new Error(message);
      },
    },
    schemas,
  };
  for (const endpoint of getEndpoints(options, schemas)) {
    const { kind, ...config } = endpoint;
    await (kind === 'singleType' ? fetchEntity : fetchEntities)(config, context);
  }
  return queries;
};

describe('strapiSourceOptions and STRAPI_STATUS', () => {
  it('asks for the published versions by default, with no status parameter', async () => {
    const queries = await sentQueries({});
    expect(queries).toHaveLength(4);
    expect(queries.filter((query) => query.includes('status='))).toEqual([]);
    expect(queries.filter((query) => query.includes('locale=en'))).toHaveLength(2);
  });

  it('asks for the drafts of each language with STRAPI_STATUS=draft', async () => {
    const queries = await sentQueries({ STRAPI_STATUS: 'draft' });
    expect(queries).toHaveLength(4);
    for (const query of queries) expect(query).toContain('status=draft');
    // The locale survives next to the status (the v4 publicationState rewrite drops it).
    expect(queries.filter((query) => /locale=fr(&|$)/.test(query))).toHaveLength(2);
    expect(queries.filter((query) => /locale=en(&|$)/.test(query))).toHaveLength(2);
  });

  it('leaves the shared type list of the published build untouched', () => {
    strapiSourceOptions({ STRAPI_STATUS: 'draft', STRAPI_TOKEN: 'token' });
    const { collectionTypes } = strapiSourceOptions({ STRAPI_TOKEN: 'token' });
    expect(collectionTypes.some((type) => 'status' in type.queryParams)).toBe(false);
  });

  it('refuses an unknown status instead of building the published site silently', () => {
    expect(contentStatus({})).toBe('published');
    expect(contentStatus({ STRAPI_STATUS: 'draft' })).toBe('draft');
    expect(() => contentStatus({ STRAPI_STATUS: 'preview' })).toThrow(/STRAPI_STATUS must be "published" or "draft"/);
  });
});
