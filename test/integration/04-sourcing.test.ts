// gatsby-source-strapi, as patched, against the real CMS: both languages of one entry become
// two nodes (upstream, Strapi 5's shared documentId made them overwrite each other).
import { sourceNodes } from 'gatsby-source-strapi/gatsby-node';
import { readState } from './support/state';

interface FakeNode {
  id: string;
  documentId?: string;
  locale?: string;
  title?: string;
  internal: { type: string };
}

const sourceWithPatchedPlugin = async (collectionTypes: unknown[]) => {
  const { cmsUrl, cmsToken } = readState();
  const nodes = new Map<string, FakeNode>();
  const noop = () => undefined;
  const reporter = {
    info: noop,
    warn: noop,
    panic: (message: string, error?: Error) => {
      throw error ?? new Error(message);
    },
  };
  await sourceNodes(
    {
      actions: {
        createNode: (node: FakeNode) => void nodes.set(node.id, node),
        deleteNode: (node: FakeNode) => void nodes.delete(node.id),
        touchNode: noop,
      },
      createContentDigest: (value: unknown) => String(JSON.stringify(value).length),
      createNodeId: (key: string) => `node-${key}`,
      reporter,
      getCache: noop,
      store: {},
      cache: { get: async () => undefined, set: async () => undefined },
      getNodes: () => [...nodes.values()],
      getNode: (id: string) => nodes.get(id),
    },
    { apiURL: cmsUrl, accessToken: cmsToken, version: 5, locales: ['fr', 'en'], collectionTypes, skipFileDownloads: true },
  );
  return [...nodes.values()];
};

describe('sourcing both languages', () => {
  it('creates a French and an English node for the same CMS entry', async () => {
    const nodes = await sourceWithPatchedPlugin([{ singularName: 'news-article', queryParams: { populate: {} } }]);
    const news = nodes.filter((node) => node.internal.type === 'STRAPI_NEWS_ARTICLE');
    const french = news.filter((node) => node.locale === 'fr');
    const english = news.filter((node) => node.locale === 'en');
    expect(french.length).toBeGreaterThanOrEqual(60);
    expect(english).toHaveLength(french.length);

    const sample = french[0];
    const translation = english.find((node) => node.documentId === sample.documentId);
    expect(translation).toBeDefined();
    expect(translation!.id).not.toBe(sample.id);
    expect(translation!.title).not.toBe(sample.title);
  });
});
