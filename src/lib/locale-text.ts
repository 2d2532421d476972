// Reads a UI string from the `locales` a page query returned. The Head API renders outside the
// i18n provider, so page titles of list pages are looked up here.
interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string | null; data: string | null } }>;
}

export const localeText = (locales: LocaleEdges | null | undefined, ns: string, key: string): string => {
  const node = locales?.edges.find((edge) => edge.node.ns === ns)?.node;
  if (!node?.data) return key;
  const value = key
    .split('.')
    .reduce<unknown>(
      (scope, part) => (scope && typeof scope === 'object' ? (scope as Record<string, unknown>)[part] : undefined),
      JSON.parse(node.data),
    );
  return typeof value === 'string' ? value : key;
};
