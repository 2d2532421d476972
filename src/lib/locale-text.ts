// Reads a UI string from the `locales` a page query returned. The Head API renders outside the
// i18n provider, so page titles of list pages are looked up here.
interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string | null; data: string | null } }>;
}

// Every page of a language carries the same few namespace files: parsed once, not once per title
// (parsing was 1 % of the HTML step of the large content set's 24,000 pages). Bounded, since a
// development server sees new versions of a file as it is edited.
const PARSED_LIMIT = 64;
const parsed = new Map<string, unknown>();

const parseLocaleData = (data: string): unknown => {
  const known = parsed.get(data);
  if (known !== undefined) return known;
  const value: unknown = JSON.parse(data);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(data, value);
  return value;
};

export const localeText = (locales: LocaleEdges | null | undefined, ns: string, key: string): string => {
  const node = locales?.edges.find((edge) => edge.node.ns === ns)?.node;
  if (!node?.data) return key;
  const value = key
    .split('.')
    .reduce<unknown>(
      (scope, part) => (scope && typeof scope === 'object' ? (scope as Record<string, unknown>)[part] : undefined),
      parseLocaleData(node.data),
    );
  return typeof value === 'string' ? value : key;
};
