// `/{rubrique}` and `/{rubrique}/{slug}`: generic section pages rendered from their page layout.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '@/components/seo/seo-head';
import { routes } from '@/lib/routes';
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

export const Head = ({ data, pageContext }: HeadProps<Queries.ArticleTemplateQuery, SitePageContext>) => {
  const article = data.article;
  // A sub-page (`/{rubrique}/{slug}`) sits below its section page, when there is one.
  const section = article?.slug ? data.sections.nodes.find((node) => node.rubrique === article.rubrique) : undefined;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={article?.title ?? ''}
      description={article?.summary}
      seo={article?.seo}
      parents={section ? [{ name: section.title, route: routes.article(section.rubrique) }] : []}
    />
  );
};

export const query = graphql`
  query ArticleTemplate($id: String!, $language: String!) {
    article: strapiArticle(id: { eq: $id }) {
      title
      rubrique
      slug
      summary
      seo {
        ...SeoFields
      }
      pageLayout {
        ...PageSectionFields
      }
    }
    sections: allStrapiArticle(filter: { locale: { eq: $language }, slug: { eq: null } }) {
      nodes {
        rubrique
        title
      }
    }
    # The namespaces of the page-builder blocks: sections, programme categories (courses), event cards (agenda).
    locales: allLocale(filter: { ns: { in: ["common", "sections", "courses", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
