// The latest news of each language (12, the most a news block shows), as built (a static query,
// not client state). Read only by the pages that show news blocks, not by the site chrome: a news item
// published or edited then re-renders those pages and the article alone, instead of every page of
// the site (tens of thousands on a large site; see npm run bench:build).
import { graphql, useStaticQuery } from 'gatsby';
import type { Language } from '@/lib/routes';

export const useLatestNews = (language: Language) => {
  const data = useStaticQuery<Queries.LatestNewsQuery>(graphql`
    query LatestNews {
      latestNewsFr: allStrapiNewsArticle(
        filter: { locale: { eq: "fr" }, publishDate: { ne: null } }
        sort: [{ publishDate: DESC }, { slug: ASC }]
        limit: 12
      ) {
        nodes {
          ...NewsCardFields
        }
      }
      latestNewsEn: allStrapiNewsArticle(
        filter: { locale: { eq: "en" }, publishDate: { ne: null } }
        sort: [{ publishDate: DESC }, { slug: ASC }]
        limit: 12
      ) {
        nodes {
          ...NewsCardFields
        }
      }
    }
  `);
  return language === 'en' ? data.latestNewsEn.nodes : data.latestNewsFr.nodes;
};
