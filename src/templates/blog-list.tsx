// `/blog`: the blog landing, newest posts first, the latest as a wide card.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Newspaper, PenLine } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { BlogCard } from '@/components/content/blog-card';
import { EmptyState } from '@/components/ui/empty-state';
import { EndTile } from '@/components/ui/end-tile';
import { Grid } from '@/components/ui/grid';
import { ClosingCall } from '@/features/popin/closing-call';
import type { SitePageContext } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, routes } from '@/lib/routes';
import { keepPunctuationAttached } from '@/lib/typography';
import * as listPage from './list-page.module.css';

const BlogListTemplate = ({ data, pageContext }: PageProps<Queries.BlogListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('blog');
  const { language } = pageContext;
  const posts = data.posts.nodes;
  return (
    <>
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('title')}</h1>
        <p className={listPage.lead}>{keepPunctuationAttached(t('lead'))}</p>
      </header>
      {posts.length === 0 ? <EmptyState icon={PenLine} title={t('empty')} /> : null}
      {posts.length > 0 ? (
        <Grid
          as="ul"
          columns={3}
          featured
          className={listPage.cards}
          end={
            // Where the last row leaves room: the campuses' news, the school's other voice.
            <EndTile
              icon={Newspaper}
              to={localize(language, routes.news())}
              title={t('endTile.title')}
              text={t('endTile.text')}
              action={t('endTile.action')}
            />
          }
        >
          {posts.map((post, position) => (
            <li key={post.slug}>
              <BlogCard
                post={post}
                language={language}
                headingLevel={2}
                variant={position === 0 ? 'featured' : 'compact'}
                priority={position === 0}
              />
            </li>
          ))}
        </Grid>
      ) : null}
      <ClosingCall language={language} context="blog" />
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
    posts: allStrapiBlogPost(filter: { locale: { eq: $language } }, sort: [{ publishDate: DESC }, { slug: ASC }]) {
      nodes {
        ...BlogCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "blog"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
