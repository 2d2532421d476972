// `/blog/{slug}`: one blog post, with its reading time, three other posts and a closing call.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { BlogCard } from '@/components/content/blog-card';
import { ARTICLE_IMAGE_SIZES, ArticleHeader } from '@/components/ui/article-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { ArtDirectedImage } from '@/components/ui/art-directed-image';
import { hasPicture } from '@/components/ui/cms-image';
import { ImagePreload } from '@/components/ui/image-preload';
import { cx } from '@/components/ui/cx';
import { Grid } from '@/components/ui/grid';
import { RichText } from '@/components/ui/rich-text';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { ClosingCall } from '@/features/popin/closing-call';
import { BrochureButton } from '@/features/popin/brochure-button';
import { ProgrammesAside } from '@/components/content/programmes-aside';
import { localeText } from '@/lib/locale-text';
import { blogPostingJsonLd } from '@/lib/seo/structured-data-content';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { readingMinutes } from '@/lib/reading-time';
import { localize, routes } from '@/lib/routes';
import * as prose from '@/components/ui/prose.module.css';
import * as editorial from './editorial-page.module.css';
import { SEARCH_IGNORED } from '@/lib/search-marks';

const BlogPostTemplate = ({ data, pageContext }: PageProps<Queries.BlogPostTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['blog', 'common']);
  const post = data.post;
  if (!post) return null;
  const { language } = pageContext;
  return (
    <>
      <Breadcrumbs
        className={editorial.crumbs}
        label={t('common:breadcrumb.label')}
        items={[
          { label: t('common:breadcrumb.home'), to: localize(language, '/') },
          { label: t('title'), to: localize(language, routes.blog()) },
          { label: post.title },
        ]}
      />
      <article className={cx(editorial.article, editorial.withAside)} aria-labelledby="article-title">
        <ArticleHeader
          id="article-title"
          tags={<Tag tone="accent">{t('title')}</Tag>}
          title={post.title}
          lead={post.summary}
          meta={
            <>
              {post.author ? <span>{t('by', { author: post.author })}</span> : null}
              {post.publishDate ? <time dateTime={post.publishDate}>{formatDate(post.publishDate, language)}</time> : null}
              <span>{t('readingTime', { count: readingMinutes(post.body) })}</span>
            </>
          }
          media={hasPicture(post.cover) ? <ArtDirectedImage media={post.cover} priority sizes={ARTICLE_IMAGE_SIZES} /> : undefined}
        />
        <div className={cx(prose.prose, editorial.body)}>
          <RichText blocks={post.body} />
        </div>
        <ProgrammesAside language={language} className={editorial.aside} brochure={<BrochureButton language={language} />} />
      </article>
      {data.others.nodes.length > 0 ? (
        <section aria-labelledby="other-posts" className={editorial.related} {...SEARCH_IGNORED}>
          <SectionHeader
            id="other-posts"
            title={t('otherPosts')}
            action={
              <Button to={localize(language, routes.blog())} variant="ghost" iconEnd={ArrowRight}>
                {t('allPosts')}
              </Button>
            }
          />
          <Grid as="ul" columns={3}>
            {data.others.nodes.map((other) => (
              <li key={other.slug}>
                <BlogCard post={other} language={language} />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      <ClosingCall language={language} context="blog" />
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
    >
      <ImagePreload media={post?.cover} sizes={ARTICLE_IMAGE_SIZES} />
    </SeoHead>
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
            gatsbyImageData(width: 1024, aspectRatio: 2, breakpoints: [480, 768, 1024], placeholder: BLURRED)
            phone: gatsbyImageData(width: 780, aspectRatio: 1.5, breakpoints: [390, 780], placeholder: NONE)
          }
        }
      }
    }
    others: allStrapiBlogPost(
      filter: { locale: { eq: $language }, id: { ne: $id } }
      sort: [{ publishDate: DESC }, { slug: ASC }]
      limit: 3
    ) {
      nodes {
        ...BlogCardFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "blog", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
