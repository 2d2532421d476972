// `/blog/{slug}`: one blog post.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { blogPostingJsonLd } from '@/lib/seo/structured-data-content';
import { CmsImage } from '@/components/ui/cms-image';
import { RichText } from '@/components/ui/rich-text';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { localize, routes } from '@/lib/routes';

const BlogPostTemplate = ({ data, pageContext }: PageProps<Queries.BlogPostTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('blog');
  const post = data.post;
  if (!post) return null;
  const { language } = pageContext;
  return (
    <>
      <article>
        <h1>{post.title}</h1>
        <p className="meta">
          {post.author ? <span>{t('by', { author: post.author })}</span> : null}
          {post.author && post.publishDate ? ' · ' : null}
          {post.publishDate ? <time dateTime={post.publishDate}>{formatDate(post.publishDate, language)}</time> : null}
        </p>
        <CmsImage media={post.cover} priority />
        <RichText blocks={post.body} />
      </article>
      <p>
        <Link to={localize(language, routes.blog())}>{t('title')}</Link>
      </p>
    </>
  );
};

export default BlogPostTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogPostTemplateQuery, SitePageContext>) => {
  const post = data.post;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={post?.title ?? ''}
      description={post?.summary}
      seo={post?.seo}
      image={post?.cover}
      ogType="article"
      article={{ publishedTime: post?.publishDate, modifiedTime: post?.updatedAt }}
      parents={[{ name: localeText(data.locales, 'blog', 'title'), route: routes.blog() }]}
      structuredData={(page) => (post ? [blogPostingJsonLd(page, { ...post, images: [post.seo?.shareImage, post.cover] })] : [])}
    />
  );
};

export const query = graphql`
  query BlogPostTemplate($id: String!, $language: String!) {
    post: strapiBlogPost(id: { eq: $id }) {
      title
      author
      publishDate
      updatedAt
      summary
      body
      seo {
        ...SeoFields
      }
      cover {
        ...SeoMediaFields
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 960, breakpoints: [480, 960], placeholder: BLURRED)
          }
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "blog"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
