// What the search dialog shows of Pagefind's results: the best hits of each kind of page, the
// groups in the order of SEARCH_KINDS, and excerpts cut into text and highlighted words.
import { isSearchKind, SEARCH_KINDS, type SearchKind } from '@/lib/search-kinds';

/** What Pagefind's `result.data()` gives (the fields read here). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  /** Pagefind's excerpt: text with its HTML escaped, the words found in <mark>. */
  excerpt: string;
}

export interface SearchGroup {
  kind: SearchKind;
  /** Every page of the kind found, shown or not. */
  total: number;
  hits: SearchHit[];
}

/** A hit from Pagefind's data; a page without a known kind falls in "page". */
export const hitOf = (data: PagefindResultData): SearchHit => ({
  // Pagefind names a page by its folder (/campus/lyon/); the site's addresses have no final slash.
  url: data.url.length > 1 ? data.url.replace(/\/+$/, '') : data.url,
  title: (data.meta.title ?? '').trim() || data.url,
  kind: isSearchKind(data.meta.kind) ? data.meta.kind : 'page',
  excerpt: data.excerpt,
});

/** The kinds that have pages found, in SEARCH_KINDS order, from Pagefind's count of each filter value. */
export const kindsFound = (counts: Readonly<Record<string, number>> | undefined) =>
  SEARCH_KINDS.filter((kind) => (counts?.[kind] ?? 0) > 0).map((kind) => ({ kind, total: counts![kind] }));

/** Hits by their kind, each group in Pagefind's order (best first), the groups in SEARCH_KINDS order. */
export const groupHits = (hits: readonly SearchHit[]): SearchGroup[] =>
  SEARCH_KINDS.map((kind) => {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    return { kind, total: ofKind.length, hits: ofKind };
  }).filter((group) => group.hits.length > 0);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const entity = name.toLowerCase();
    return Object.hasOwn(ENTITIES, entity) ? ENTITIES[entity] : whole;
  });

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * The excerpt as text runs, the found words marked. React draws them as text: nothing of the
 * excerpt is ever parsed as HTML, whatever a page's text held.
 */
export const excerptParts = (excerpt: string): ExcerptPart[] =>
  excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const marked = piece.startsWith('<mark>') && piece.endsWith('</mark>');
      const text = marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece;
      return { text: decodeEntities(text.replace(/<[^>]*>/g, '')), marked };
    })
    .filter((part) => part.text !== '');
