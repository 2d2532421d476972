// `/{rubrique}` and `/{rubrique}/{slug}`: generic section pages rendered from their page layout.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageHead } from '@/components/layout/page-head';
import { Sections } from '@/sections/registry';
import type { SitePageContext } from '@/lib/page-context';

const ArticleTemplate = ({ data, pageContext }: PageProps<Queries.ArticleTemplateQuery, SitePageContext>) => {
  const article = data.article;
  if (!article) return null;
  const startsWithHero = article.pageLayout?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO';
  return (
    <>
      {startsWithHero ? null : <h1>{article.title}</h1>}
      <Sections blocks={article.pageLayout} language={pageContext.language} />
    </>
  );
};

export default ArticleTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.ArticleTemplateQuery, SitePageContext>) => (
  <PageHead
    language={pageContext.language}
    title={data.article?.title ?? ''}
    description={data.article?.seo?.metaDescription ?? data.article?.summary}
  />
);

export const query = graphql`
  query ArticleTemplate($id: String!, $language: String!) {
    article: strapiArticle(id: { eq: $id }) {
      title
      summary
      seo {
        metaDescription
      }
      pageLayout {
        ...PageSectionFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
