// The internals of gatsby-source-strapi that the tests exercise (the package has no types).
declare module 'gatsby-source-strapi/dist/helpers' {
  export const entryKey: (entity: { documentId?: string; id?: number; locale?: string }) => string | number;
  type Endpoint = { uid: string; endpoint: string; singularName: string; pluginOptions?: { i18n?: { locale?: string } } } & Record<
    string,
    unknown
  >;
  export const getEndpoints: (config: Record<string, unknown>, schemas: unknown[]) => Endpoint[];
  type NodeKey = { strapi_document_id_or_regular_id: string | number; id: string };
  export const buildMapFromNodes: (
    nodes: Array<{ id: string; strapi_document_id_or_regular_id?: string | number; internal: { type: string } }>,
  ) => Record<string, NodeKey[]>;
  export const buildNodesToRemoveMap: (
    existingNodesMap: Record<string, NodeKey[]>,
    endpoints: Array<{ singularName: string }>,
    data: Array<Array<{ documentId?: string; id?: number; locale?: string }>>,
  ) => Record<string, NodeKey[]>;
}

declare module 'gatsby-source-strapi/dist/normalize' {
  export const createNodes: (
    entity: Record<string, unknown>,
    context: Record<string, unknown>,
    uid: string,
  ) => Array<{ id: string; internal: { type: string } } & Record<string, unknown>>;
}

declare module 'gatsby-source-strapi/dist/fetch' {
  type Fetch = (config: Record<string, unknown>, context: Record<string, unknown>) => Promise<unknown>;
  export const fetchEntities: Fetch;
  export const fetchEntity: Fetch;
}

declare module 'gatsby-source-strapi/gatsby-node' {
  export const sourceNodes: (args: Record<string, unknown>, options: Record<string, unknown>) => Promise<void>;
}
