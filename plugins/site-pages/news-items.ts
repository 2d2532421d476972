// The news items page creation works from: every published item of every language, newest first.
// Read from the nodes rather than through a GraphQL query: on the large content set (20,000 items)
// the query's filter, sort and link resolution took about 5 s of each incremental build, for
// fields the nodes hold as they are (the links are node ids).
import type { Node, NodePluginArgs } from 'gatsby';

export interface NewsItem {
  id: string;
  documentId: string;
  locale: string | null;
  slug: string;
  title: string;
  publishDate: string;
  summary: string | null;
  cat_news: { title: string; slug: string } | null;
  campus_infos: Array<{ name: string; slug: string }>;
}

type NewsNode = Node & {
  documentId: string;
  locale?: string | null;
  slug: string;
  title: string;
  publishDate?: string | null;
  summary?: string | null;
  cat_news___NODE?: string | null;
  campus_infos___NODE?: string[] | null;
};

const NEWS_NODE_TYPE = 'STRAPI_NEWS_ARTICLE';

// ISO 8601 dates in UTC, as the CMS gives them, sort as strings.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Items without a publication date are left out, as the site never lists them. Equal dates are
 * ordered by documentId, so the order does not depend on when a node was last written.
 */
export const publishedNewsNewestFirst = ({ getNodesByType, getNode }: Pick<NodePluginArgs, 'getNodesByType' | 'getNode'>): NewsItem[] => {
  const linked = <T>(id: string | null | undefined) => (id ? (getNode(id) as (Node & T) | undefined) : undefined);
  return (getNodesByType(NEWS_NODE_TYPE) as NewsNode[])
    .filter((node): node is NewsNode & { publishDate: string } => typeof node.publishDate === 'string' && node.publishDate !== '')
    .map((node) => {
      const category = linked<{ title: string; slug: string }>(node.cat_news___NODE);
      return {
        id: node.id,
        documentId: node.documentId,
        locale: node.locale ?? null,
        slug: node.slug,
        title: node.title,
        publishDate: node.publishDate,
        summary: node.summary ?? null,
        cat_news: category ? { title: category.title, slug: category.slug } : null,
        campus_infos: (node.campus_infos___NODE ?? [])
          .map((id) => linked<{ name: string; slug: string }>(id))
          .filter((campus): campus is Node & { name: string; slug: string } => campus !== undefined)
          .map((campus) => ({ name: campus.name, slug: campus.slug })),
      };
    })
    .sort((a, b) => compare(b.publishDate, a.publishDate) || compare(a.documentId, b.documentId));
};
