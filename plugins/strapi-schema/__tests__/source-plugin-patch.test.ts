/**
 * @jest-environment node
 */
// The patch of gatsby-source-strapi (patches/gatsby-source-strapi+5.0.4.patch): each locale of a
// localized type is fetched on its own and its nodes are keyed by documentId and locale.
import { buildMapFromNodes, buildNodesToRemoveMap, entryKey, getEndpoints } from 'gatsby-source-strapi/dist/helpers';
import { createNodes } from 'gatsby-source-strapi/dist/normalize';
import { sourceNodes } from 'gatsby-source-strapi/gatsby-node';

// The content types, as the CMS's content-type builder would answer them.
jest.mock('gatsby-source-strapi/dist/fetch', () => ({
  fetchStrapiContentTypes: async () => ({ schemas }),
  fetchEntities: async () => [],
  fetchEntity: async () => [],
}));

const schemas = [
  {
    uid: 'api::campus.campus',
    schema: {
      kind: 'collectionType',
      singularName: 'campus',
      pluralName: 'campuses',
      pluginOptions: { i18n: { localized: true } },
      attributes: { name: { type: 'string' } },
    },
  },
  {
    uid: 'api::crm-link.crm-link',
    schema: {
      kind: 'collectionType',
      singularName: 'crm-link',
      pluralName: 'crm-links',
      pluginOptions: {},
      attributes: { url: { type: 'string' } },
    },
  },
  {
    uid: 'api::website.website',
    schema: {
      kind: 'singleType',
      singularName: 'website',
      pluralName: 'websites',
      pluginOptions: { i18n: { localized: true } },
      attributes: {},
    },
  },
];

describe('gatsby-source-strapi patch', () => {
  it('fetches each locale of a localized type on its own, and a non-localized type once', () => {
    const endpoints = getEndpoints(
      {
        locales: ['fr', 'en'],
        collectionTypes: ['campus', 'crm-link'],
        singleTypes: [{ singularName: 'website', queryParams: { populate: '*' } }],
      },
      schemas,
    );
    expect(endpoints.map((e) => [e.endpoint, e.pluginOptions?.i18n?.locale])).toEqual([
      ['/api/campuses', 'fr'],
      ['/api/campuses', 'en'],
      ['/api/crm-links', undefined],
      ['/api/website', 'fr'],
      ['/api/website', 'en'],
    ]);
    // The fetch mutates its query parameters: each locale needs its own object.
    const [websiteFr, websiteEn] = endpoints.filter((e) => e.uid === 'api::website.website');
    expect(websiteFr.queryParams).not.toBe(websiteEn.queryParams);
  });

  it('keys entries by documentId and locale', () => {
    expect(entryKey({ documentId: 'abc', locale: 'fr' })).toBe('abc__fr');
    expect(entryKey({ documentId: 'abc' })).toBe('abc');
    expect(entryKey({ id: 7 })).toBe(7);
  });

  it('creates distinct nodes for the French and English versions of one entry', () => {
    const context = {
      schemas,
      createNodeId: (key: string) => `node:${key}`,
      createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
      getNode: () => undefined,
    };
    const [french] = createNodes({ documentId: 'abc', locale: 'fr', name: 'ESNUM Lyon' }, context, 'api::campus.campus');
    const [english] = createNodes({ documentId: 'abc', locale: 'en', name: 'ESNUM Lyon (en)' }, context, 'api::campus.campus');
    expect(french.id).not.toBe(english.id);
    expect([french.locale, english.locale]).toEqual(['fr', 'en']);
    expect(french.documentId).toBe(english.documentId);
  });

  it('deletes the nodes of entries the CMS no longer lists, also the last one of a type', () => {
    const node = (type: string, key: string) => ({ id: `node:${type}-${key}`, strapi_document_id_or_regular_id: key, internal: { type } });
    const existing = buildMapFromNodes([
      node('STRAPI_CAMPUS', 'lyon__fr'),
      node('STRAPI_CAMPUS', 'paris__fr'),
      node('STRAPI_CRM_LINK', 'brochure'),
      node('STRAPI__COMPONENT_SHARED_SEO', 'seo1'),
    ]);
    const endpoints = [{ singularName: 'campus' }, { singularName: 'crm-link' }];
    const toRemove = buildNodesToRemoveMap(existing, endpoints, [[{ documentId: 'lyon', locale: 'fr' }], []]);
    expect(toRemove).toEqual({
      STRAPI_CAMPUS: [{ id: 'node:STRAPI_CAMPUS-paris__fr', strapi_document_id_or_regular_id: 'paris__fr' }],
      STRAPI_CRM_LINK: [{ id: 'node:STRAPI_CRM_LINK-brochure', strapi_document_id_or_regular_id: 'brochure' }],
    });
  });

  it('deletes its own nodes, so Gatsby need not touch and check every one after sourcing; media files are still touched', async () => {
    const node = (type: string, key: string, owner = 'gatsby-source-strapi') => ({
      id: `node:${type}-${key}`,
      strapi_document_id_or_regular_id: key,
      internal: { type, owner },
    });
    const lyon = node('STRAPI_CAMPUS', 'lyon__fr');
    const paris = node('STRAPI_CAMPUS', 'paris__fr');
    const media = node('File', 'photo', 'gatsby-source-filesystem');
    const nodes = new Map([lyon, paris, media].map((existing) => [existing.id, existing]));
    const actions = { enableStatefulSourceNodes: jest.fn(), touchNode: jest.fn(), deleteNode: jest.fn(), createNode: jest.fn() };
    await sourceNodes(
      {
        actions,
        reporter: { info: jest.fn() },
        getNodes: () => {
          throw new Error('the plugin read every node of the site');
        },
        getNodesByType: (type: string) => [...nodes.values()].filter((existing) => existing.internal.type === type),
        getNode: (id: string) => nodes.get(id),
        createNodeId: (key: string) => `node:${key}`,
        createContentDigest: () => 'digest',
      },
      {
        apiURL: 'http://127.0.0.1:9',
        accessToken: 'token',
        locales: ['fr'],
        collectionTypes: ['campus'],
        skipFileDownloads: true,
        // Paris is gone from the CMS, nothing changed in Lyon.
        incrementalFetch: async () => ({ mode: 'delta', data: [[]], present: [[{ documentId: 'lyon', locale: 'fr' }]] }),
      },
    );
    expect(actions.enableStatefulSourceNodes).toHaveBeenCalled();
    expect(actions.touchNode.mock.calls.map(([touched]) => touched.id)).toEqual([media.id, paris.id]);
    expect(actions.deleteNode.mock.calls.map(([deleted]) => deleted.id)).toEqual([paris.id]);
  });
});
