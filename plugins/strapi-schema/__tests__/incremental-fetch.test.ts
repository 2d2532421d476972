/**
 * @jest-environment node
 */
// Which entries a warm build fetches from the CMS: the changed ones, the ones on the other side
// of their relations, or everything when a media file changed.
import { entryKey } from 'gatsby-source-strapi/dist/helpers';
import { SITE_VERSIONS_PATH, type SiteVersions } from '../../../cms/src/utils/site-versions';
import { incrementalFetch, type Endpoint, type IncrementalFetchArgs } from '../incremental-fetch';

const NEWS = 'api::news-article.news-article';
const CAMPUS = 'api::campus.campus';
const WEBSITE = 'api::website.website';

const endpoint = (uid: string, locale: string, kind: Endpoint['kind'] = 'collectionType'): Endpoint => ({
  kind,
  uid,
  queryParams: { populate: {} },
  pluginOptions: { i18n: { locale } },
});
const ENDPOINTS = [endpoint(NEWS, 'fr'), endpoint(NEWS, 'en'), endpoint(CAMPUS, 'fr'), endpoint(WEBSITE, 'fr', 'singleType')];

const nodeTypeOf = (uid: string) => `STRAPI_${uid.split('.')[1].replace('-', '_').toUpperCase()}`;
const createNodeId = (key: string) => `node:${key}`;

type Node = IncrementalFetchArgs['existingNodes'][number];
const entryNode = (
  uid: string,
  documentId: string,
  locale: string,
  id: number,
  updatedAt: string,
  fields: Record<string, unknown> = {},
): Node => ({
  id: createNodeId(`${nodeTypeOf(uid)}-${documentId}__${locale}`),
  documentId,
  locale,
  strapi_id: id,
  updatedAt,
  internal: { type: nodeTypeOf(uid) },
  ...fields,
});
const mediaNode = (id: number, updatedAt: string): Node => ({
  id: createNodeId(`STRAPI__MEDIA-${id}`),
  strapi_id: id,
  documentId: `file${id}`,
  updatedAt,
  internal: { type: 'STRAPI__MEDIA' },
});

const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-24T09:30:00.000Z';

/** A previous build: two news in fr and en, one linked to campus lyon; the website single type. */
const previousBuild = () => [
  entryNode(NEWS, 'news1', 'fr', 1, T1, {
    campus_infos___NODE: [createNodeId('STRAPI_CAMPUS-lyon__fr')],
    focusImage___NODE: createNodeId('STRAPI__MEDIA-7'),
  }),
  entryNode(NEWS, 'news1', 'en', 2, T1),
  entryNode(NEWS, 'news2', 'fr', 3, T1),
  entryNode(NEWS, 'news2', 'en', 4, T1),
  entryNode(CAMPUS, 'lyon', 'fr', 5, T1, { news___NODE: [createNodeId('STRAPI_NEWS_ARTICLE-news1__fr')] }),
  entryNode(CAMPUS, 'paris', 'fr', 6, T1),
  entryNode(WEBSITE, 'site', 'fr', 8, T1),
  mediaNode(7, T1),
];

const unchangedVersions = (): SiteVersions => ({
  entries: {
    [NEWS]: [
      ['news1', 'fr', 1, T1],
      ['news1', 'en', 2, T1],
      ['news2', 'fr', 3, T1],
      ['news2', 'en', 4, T1],
    ],
    [CAMPUS]: [
      ['lyon', 'fr', 5, T1],
      ['paris', 'fr', 6, T1],
    ],
    [WEBSITE]: [['site', 'fr', 8, T1]],
  },
  files: [[7, T1]],
});

/** Runs incrementalFetch against these versions; the CMS answers each fetch with `answer`. */
const run = async (
  versions: SiteVersions,
  answer: (endpoint: Endpoint) => Array<Record<string, unknown>> = () => [],
  nodes = previousBuild(),
) => {
  const fetches: Endpoint[] = [];
  const getJson = jest.fn(async () => ({ data: versions }));
  const result = await incrementalFetch({
    endpoints: ENDPOINTS,
    existingNodes: nodes,
    createNodeId,
    nodeTypeOf,
    entryKey,
    fetchEndpoint: async (requested) => {
      fetches.push(requested);
      return answer(requested);
    },
    getJson,
    reporter: { info: () => undefined },
  });
  return { result, fetches, getJson };
};

/** What each fetch asked for: the type, the locale and the documentIds. */
const asked = (fetches: Endpoint[]) =>
  fetches.map((fetch) => [
    fetch.uid,
    fetch.pluginOptions?.i18n?.locale,
    (fetch.queryParams.filters as { documentId?: { $in: string[] } } | undefined)?.documentId?.$in ?? 'all',
  ]);

describe('incrementalFetch', () => {
  it('asks the CMS for the published versions, and fetches nothing when nothing changed', async () => {
    const { result, fetches, getJson } = await run(unchangedVersions());
    expect(getJson).toHaveBeenCalledWith(SITE_VERSIONS_PATH, { status: 'published' });
    expect(fetches).toEqual([]);
    expect(result).toEqual({
      mode: 'delta',
      data: [[], [], [], []],
      present: [
        [
          { documentId: 'news1', locale: 'fr' },
          { documentId: 'news2', locale: 'fr' },
        ],
        [
          { documentId: 'news1', locale: 'en' },
          { documentId: 'news2', locale: 'en' },
        ],
        [
          { documentId: 'lyon', locale: 'fr' },
          { documentId: 'paris', locale: 'fr' },
        ],
        [{ documentId: 'site', locale: 'fr' }],
      ],
    });
  });

  it('fetches an entry whose updatedAt or row id changed, in its locale only, and a new one', async () => {
    const versions = unchangedVersions();
    versions.entries[NEWS] = [
      ['news1', 'fr', 1, T1],
      ['news1', 'en', 2, T1],
      ['news2', 'fr', 31, T1],
      ['news2', 'en', 4, T2],
      ['news3', 'en', 9, T2],
    ];
    const news = (documentId: string, locale: string) => ({ documentId, locale, title: `${documentId} ${locale}` });
    const { result, fetches } = await run(versions, (fetch) =>
      (fetch.queryParams.filters as { documentId: { $in: string[] } }).documentId.$in.map((id) =>
        news(id, fetch.pluginOptions!.i18n!.locale!),
      ),
    );
    expect(asked(fetches)).toEqual([
      [NEWS, 'fr', ['news2']],
      [NEWS, 'en', ['news2', 'news3']],
    ]);
    expect(result.mode === 'delta' && result.data).toEqual([[news('news2', 'fr')], [news('news2', 'en'), news('news3', 'en')], [], []]);
  });

  it('also fetches the entries on both sides of a changed relation: before and after the change', async () => {
    const versions = unchangedVersions();
    versions.entries[NEWS][0] = ['news1', 'fr', 1, T2];
    // news1 (fr) moved from campus lyon to campus paris: lyon and paris both list their news.
    const { fetches } = await run(versions, (fetch) =>
      fetch.uid === NEWS ? [{ documentId: 'news1', locale: 'fr', campus_infos: [{ documentId: 'paris', locale: 'fr' }] }] : [],
    );
    expect(asked(fetches)).toEqual([
      [NEWS, 'fr', ['news1']],
      [CAMPUS, 'fr', ['lyon']],
      [CAMPUS, 'fr', ['paris']],
    ]);
  });

  it('fetches the entries that pointed to a deleted entry, and lists it no more', async () => {
    const versions = unchangedVersions();
    versions.entries[NEWS] = versions.entries[NEWS].filter(([documentId, locale]) => !(documentId === 'news1' && locale === 'fr'));
    const { result, fetches } = await run(versions);
    expect(asked(fetches)).toEqual([[CAMPUS, 'fr', ['lyon']]]);
    expect(result.mode === 'delta' && result.present[0]).toEqual([{ documentId: 'news2', locale: 'fr' }]);
  });

  it('fetches a changed single type whole', async () => {
    const versions = unchangedVersions();
    versions.entries[WEBSITE] = [['site', 'fr', 8, T2]];
    const { fetches } = await run(versions, () => [{ documentId: 'site', locale: 'fr' }]);
    expect(asked(fetches)).toEqual([[WEBSITE, 'fr', 'all']]);
  });

  it('splits a long list of documentIds into requests of 50', async () => {
    const versions = unchangedVersions();
    for (let index = 0; index < 120; index += 1) versions.entries[NEWS].push([`new${index}`, 'fr', 100 + index, T2]);
    const { fetches } = await run(versions);
    expect(asked(fetches).map(([, , ids]) => ids!.length)).toEqual([50, 50, 20]);
  });

  it.each([
    ['changed', [[7, T2]]],
    ['deleted', []],
  ])('fetches everything when a media file was %s, after its stale node is deleted', async (_, files) => {
    const versions = { ...unchangedVersions(), files: files as SiteVersions['files'] };
    const { result, fetches } = await run(versions);
    expect(result).toEqual({ mode: 'full', staleNodeIds: [createNodeId('STRAPI__MEDIA-7')] });
    expect(fetches).toEqual([]);
  });

  it('asks for drafts when the site sources drafts (the preview)', async () => {
    const draftEndpoints = ENDPOINTS.map((item) => ({ ...item, queryParams: { ...item.queryParams, status: 'draft' } }));
    const getJson = jest.fn(async () => ({ data: unchangedVersions() }));
    const nodes = previousBuild();
    await incrementalFetch({
      endpoints: draftEndpoints,
      existingNodes: nodes,
      createNodeId,
      nodeTypeOf,
      entryKey,
      fetchEndpoint: async () => [],
      getJson,
      reporter: { info: () => undefined },
    });
    expect(getJson).toHaveBeenCalledWith(SITE_VERSIONS_PATH, { status: 'draft' });
  });
});
