// `/blog`: the blog landing, newest posts first.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';

const BlogListTemplate = ({ data, pageContext }: PageProps<Queries.BlogListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('blog');
  const { language } = pageContext;
  return (
    <>
      <h1>{t('title')}</h1>
      {data.posts.nodes.length === 0 ? <p>{t('empty')}</p> : null}
      {data.posts.nodes.map((post) => (
        <article key={post.slug}>
          <h2>
            <Link to={localize(language, routes.blogPost(post.slug))}>{post.title}</Link>
          </h2>
          {post.publishDate ? <time dateTime={post.publishDate}>{formatDate(post.publishDate, language)}</time> : null}
          {post.summary ? <p>{post.summary}</p> : null}
        </article>
      ))}
    </>
  );
};

export default BlogListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogListTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'blog', 'title')}
    description={localeText(data.locales, 'blog', 'metaDescription')}
  />
);

export const query = graphql`
  query BlogListTemplate($language: String!) {
    posts: allStrapiBlogPost(filter: { locale: { eq: $language } }, sort: { publishDate: DESC }) {
      nodes {
        slug
        title
        summary
        publishDate
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "blog"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
