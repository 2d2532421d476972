// `/actualites/{slug}`: one news item with its picture, category, campuses, date and body.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { newsArticleJsonLd } from '@/lib/seo/structured-data-content';
import { ARTICLE_IMAGE_SIZES, ArticleHeader } from '@/components/ui/article-header';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { ArtDirectedImage } from '@/components/ui/art-directed-image';
import { hasPicture } from '@/components/ui/cms-image';
import { ImagePreload } from '@/components/ui/image-preload';
import { cx } from '@/components/ui/cx';
import { SectionHeader } from '@/components/ui/section-header';
import { Tag } from '@/components/ui/tag';
import { ClosingCall } from '@/features/popin/closing-call';
import { BrochureButton } from '@/features/popin/brochure-button';
import { ProgrammesAside } from '@/components/content/programmes-aside';
import { NewsCard } from '@/components/content/news-card';
import { Grid } from '@/components/ui/grid';
import { RichText } from '@/components/ui/rich-text';
import { CampusLinks } from '@/components/content/campus-links';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { RELATED_NEWS_COUNT } from '@/lib/constants';
import { localize, routes } from '@/lib/routes';
import * as prose from '@/components/ui/prose.module.css';
import * as editorial from './editorial-page.module.css';
import { StaticHtml } from '@/components/ui/static-html';
import { SEARCH_IGNORED } from '@/lib/search-marks';

const NewsArticleTemplate = ({ data, pageContext }: PageProps<Queries.NewsArticleTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['common', 'news']);
  const item = data.item;
  if (!item) return null;
  const { language } = pageContext;
  // Chosen at page creation (plugins/site-pages/related-news.ts); never the article itself.
  const related = data.related.filter((other) => other.slug !== item.slug).slice(0, RELATED_NEWS_COUNT);
  // Nothing on the page needs React: it is kept as the server wrote it (docs/architecture.md, "Hydration").
  return (
    <StaticHtml content={item}>
      <Breadcrumbs
        className={editorial.crumbs}
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), to: localize(language, '/') },
          { label: t('news:title'), to: localize(language, routes.news()) },
          { label: item.title },
        ]}
      />
      <article className={cx(editorial.article, editorial.withAside)} aria-labelledby="article-title">
        <ArticleHeader
          id="article-title"
          tags={item.cat_news ? <Tag tone="brand">{item.cat_news.title}</Tag> : undefined}
          title={item.title}
          lead={item.summary}
          meta={
            item.publishDate ? (
              <time dateTime={item.publishDate}>{t('publishedOn', { date: formatDate(item.publishDate, language) })}</time>
            ) : undefined
          }
          extra={
            item.campus_infos?.length ? (
              <div className={editorial.campuses}>
                <span className={editorial.campusesLabel}>{t('news:campuses')}</span>
                <CampusLinks campuses={item.campus_infos} language={language} />
              </div>
            ) : undefined
          }
          media={
            hasPicture(item.focusImage) ? <ArtDirectedImage media={item.focusImage} priority sizes={ARTICLE_IMAGE_SIZES} /> : undefined
          }
        />
        <div className={cx(prose.prose, editorial.body)}>
          <RichText blocks={item.body} />
        </div>
        <ProgrammesAside language={language} className={editorial.aside} brochure={<BrochureButton language={language} />} />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-news" className={editorial.related} {...SEARCH_IGNORED}>
          <SectionHeader
            id="related-news"
            title={t('news:related')}
            action={
              <Button to={localize(language, routes.news())} variant="ghost" iconEnd={ArrowRight}>
                {t('news:allNews')}
              </Button>
            }
          />
          <Grid as="ul" columns={3}>
            {related.map((other) => (
              <li key={other.slug}>
                <NewsCard item={other} language={language} />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      <ClosingCall language={language} context="news" />
    </StaticHtml>
  );
};

export default NewsArticleTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsArticleTemplateQuery, SitePageContext>) => {
  const item = data.item;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={item?.title ?? ''}
      description={item?.summary}
      seo={item?.seo}
      image={item?.focusImage}
      ogType="article"
      article={{ publishedTime: item?.publishDate, modifiedTime: item?.updatedAt, section: item?.cat_news?.title }}
      parents={[{ name: localeText(data.locales, 'news', 'title'), route: routes.news() }]}
      structuredData={(page) =>
        item ? [newsArticleJsonLd(page, { ...item, section: item.cat_news?.title, images: [item.seo?.shareImage, item.focusImage] })] : []
      }
    >
      <ImagePreload media={item?.focusImage} sizes={ARTICLE_IMAGE_SIZES} />
    </SeoHead>
  );
};

export const query = graphql`
  query NewsArticleTemplate($id: String!, $language: String!, $relatedIds: [String!]!) {
    item: strapiNewsArticle(id: { eq: $id }) {
      title
      slug
      publishDate
      updatedAt
      summary
      body
      seo {
        ...SeoFields
      }
      cat_news {
        title
        slug
      }
      campus_infos {
        name
        slug
      }
      focusImage {
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
    related: newsArticlesByIds(ids: $relatedIds) {
      ...NewsCardFields
    }
    locales: allLocale(filter: { ns: { in: ["common", "news", "courses"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
