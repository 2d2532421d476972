// Incremental sourcing for gatsby-source-strapi (its `incrementalFetch` option, added by
// patches/gatsby-source-strapi+5.0.4.patch). The plugin downloads every entry with its populate
// tree on each build: 90 s for 10,000 news in two languages. Here the build asks the CMS for the
// version of every entry (`/api/site-build/versions`, one request) and fetches only:
// - the entries that are new or whose version (row id or updatedAt) differs from their node;
// - the entries related to a changed or deleted one, before or after the change: Strapi does not
//   touch the other side of a relation (a programme added to a campus changes the campus's list
//   of programmes, not the campus's updatedAt);
// - everything, when a media file changed or was deleted: entries embed their media, and a media
//   edit does not touch the entries that show it (rare: editors publish news far more often).
// Entries missing from the versions are deleted by the plugin, as with its full fetch.
import { type FileVersion, type SiteVersions, SITE_VERSIONS_PATH } from '../../cms/src/utils/site-versions';

/** One sourced endpoint, as gatsby-source-strapi's getEndpoints gives it (one per type and locale). */
export interface Endpoint {
  kind: 'collectionType' | 'singleType';
  uid: string;
  queryParams: Record<string, unknown> & { status?: string; filters?: Record<string, unknown> };
  pluginOptions?: { i18n?: { locale?: string } };
  [other: string]: unknown;
}

interface SourcedNode {
  id: string;
  documentId?: string;
  locale?: string;
  strapi_id?: number;
  updatedAt?: string;
  internal: { type: string };
  [field: string]: unknown;
}

type Entity = Record<string, unknown> & { documentId?: string; locale?: string };

export interface IncrementalFetchArgs {
  endpoints: Endpoint[];
  /** The plugin's entry, media and file nodes from the previous build (looked up here by id: one LMDB read each would take seconds). */
  existingNodes: SourcedNode[];
  createNodeId: (key: string) => string;
  /** gatsby-source-strapi's node type of a content type uid (STRAPI_NEWS_ARTICLE). */
  nodeTypeOf: (uid: string) => string;
  /** The patched plugin's key of an entry in a node id (documentId and locale). */
  entryKey: (entry: { documentId: string; locale?: string }) => string | number;
  /** The plugin's fetch of one endpoint, every page of its answer. */
  fetchEndpoint: (endpoint: Endpoint) => Promise<Entity[]>;
  /** GET on the CMS with the build token; the parsed JSON body. */
  getJson: (path: string, params: Record<string, string>) => Promise<{ data: SiteVersions }>;
  reporter: { info: (message: string) => void };
}

export type IncrementalFetchResult =
  /** Entries to (re)create per endpoint, and every entry that exists per endpoint (for deletions). */
  | { mode: 'delta'; data: Entity[][]; present: Array<Array<{ documentId: string; locale?: string }>> }
  /** Fetch everything; first delete these nodes, which the plugin would otherwise never update. */
  | { mode: 'full'; staleNodeIds: string[] };

/** documentIds per request: keeps the URL of `filters[documentId][$in]` under a few kilobytes. */
const CHUNK = 50;

const localeOf = (endpoint: Endpoint) => endpoint.pluginOptions?.i18n?.locale;

/** Media files whose node is out of date or whose file is gone: their node ids. */
const staleMediaNodes = ({ existingNodes, createNodeId }: IncrementalFetchArgs, files: FileVersion[]) => {
  const current = new Map(files.map(([id, updatedAt]) => [createNodeId(`STRAPI__MEDIA-${id}`), updatedAt]));
  return existingNodes
    .filter((node) => node.internal.type === 'STRAPI__MEDIA' && current.get(node.id) !== node.updatedAt)
    .map((node) => node.id);
};

/** The documentIds (and locales, when given) that a node or a fetched entity points to. */
const relationsOfNode = (node: SourcedNode, getNode: (id: string) => SourcedNode | undefined) =>
  Object.entries(node)
    .filter(([field]) => field.endsWith('___NODE'))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .map((id) => (typeof id === 'string' ? getNode(id) : undefined))
    .filter((target): target is SourcedNode => Boolean(target?.documentId))
    .map((target) => ({ documentId: target.documentId!, locale: target.locale }));

const relationsOfEntity = (entity: Entity) =>
  Object.values(entity)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is Entity => typeof value === 'object' && value !== null && typeof (value as Entity).documentId === 'string')
    .map((value) => ({ documentId: value.documentId!, locale: value.locale }));

export const incrementalFetch = async (args: IncrementalFetchArgs): Promise<IncrementalFetchResult> => {
  const { endpoints, existingNodes, createNodeId, nodeTypeOf, entryKey, fetchEndpoint, getJson, reporter } = args;
  const previousNodes = new Map(existingNodes.map((node) => [node.id, node]));
  const getNode = (id: string) => previousNodes.get(id);
  const status = endpoints[0]?.queryParams.status === 'draft' ? 'draft' : 'published';
  const { data: versions } = await getJson(SITE_VERSIONS_PATH, { status });

  const staleNodeIds = staleMediaNodes(args, versions.files);
  if (staleNodeIds.length > 0) {
    reporter.info(`Strapi: ${staleNodeIds.length} media file(s) changed or deleted since the last build; fetching every entry`);
    return { mode: 'full', staleNodeIds };
  }

  const rowsOf = endpoints.map((endpoint) => {
    const locale = localeOf(endpoint);
    return (versions.entries[endpoint.uid] ?? []).filter(([, rowLocale]) => !locale || rowLocale === locale);
  });
  const nodeIdOf = (endpointIndex: number, documentId: string, locale: string | null) =>
    createNodeId(`${nodeTypeOf(endpoints[endpointIndex].uid)}-${entryKey(locale ? { documentId, locale } : { documentId })}`);

  // Where each entry is sourced, by documentId: relations are followed by documentId and locale.
  const byDocument = new Map<string, Array<{ endpointIndex: number; locale: string | null }>>();
  rowsOf.forEach((rows, endpointIndex) => {
    for (const [documentId, locale] of rows) {
      const places = byDocument.get(documentId) ?? [];
      places.push({ endpointIndex, locale });
      byDocument.set(documentId, places);
    }
  });
  const toFetch = endpoints.map(() => new Set<string>());
  const fetched = endpoints.map(() => new Set<string>());
  const refetchRelated = (related: Array<{ documentId: string; locale?: string }>) => {
    for (const { documentId, locale } of related) {
      for (const place of byDocument.get(documentId) ?? []) {
        if (!locale || !place.locale || place.locale === locale) toFetch[place.endpointIndex].add(documentId);
      }
    }
  };

  const presentNodeIds = new Set<string>();
  rowsOf.forEach((rows, endpointIndex) => {
    for (const [documentId, locale, id, updatedAt] of rows) {
      const nodeId = nodeIdOf(endpointIndex, documentId, locale);
      presentNodeIds.add(nodeId);
      const node = getNode(nodeId);
      if (node?.strapi_id === id && node.updatedAt === updatedAt) continue;
      toFetch[endpointIndex].add(documentId);
      if (node) refetchRelated(relationsOfNode(node, getNode));
    }
  });
  // Deleted or unpublished since the last build: the entries they pointed to may list them.
  const sourcedTypes = new Set(endpoints.map((endpoint) => nodeTypeOf(endpoint.uid)));
  for (const node of existingNodes) {
    if (sourcedTypes.has(node.internal.type) && node.documentId && !presentNodeIds.has(node.id)) {
      refetchRelated(relationsOfNode(node, getNode));
    }
  }

  const data: Entity[][] = endpoints.map(() => []);
  // Two rounds: the changed entries, then the entries their new versions point to.
  for (let round = 0; round < 2; round += 1) {
    const requests = endpoints.flatMap((endpoint, endpointIndex) => {
      const documentIds = [...toFetch[endpointIndex]].filter((documentId) => !fetched[endpointIndex].has(documentId));
      documentIds.forEach((documentId) => fetched[endpointIndex].add(documentId));
      if (documentIds.length === 0) return [];
      if (endpoint.kind === 'singleType') return [{ endpointIndex, endpoint }];
      const chunks: Endpoint[] = [];
      for (let start = 0; start < documentIds.length; start += CHUNK) {
        const $in = documentIds.slice(start, start + CHUNK);
        chunks.push({
          ...endpoint,
          queryParams: { ...endpoint.queryParams, filters: { ...endpoint.queryParams.filters, documentId: { $in } } },
        });
      }
      return chunks.map((chunk) => ({ endpointIndex, endpoint: chunk }));
    });
    const results = await Promise.all(requests.map(({ endpoint }) => fetchEndpoint(endpoint)));
    results.forEach((entities, index) => {
      data[requests[index].endpointIndex].push(...entities);
      if (round === 0) entities.forEach((entity) => refetchRelated(relationsOfEntity(entity)));
    });
  }

  const fetchedCount = data.reduce((total, entities) => total + entities.length, 0);
  const entryCount = rowsOf.reduce((total, rows) => total + rows.length, 0);
  reporter.info(`Strapi: ${fetchedCount} of ${entryCount} entries fetched (new, changed or related to a change)`);
  return {
    mode: 'delta',
    data,
    present: rowsOf.map((rows) => rows.map(([documentId, locale]) => (locale ? { documentId, locale } : { documentId }))),
  };
};
