// `/actualites/{slug}`: one news item with its picture, category, campuses, date and body.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { newsArticleJsonLd } from '@/lib/seo/structured-data-content';
import { CmsImage } from '@/components/ui/cms-image';
import { NewsCard } from '@/components/content/news-card';
import { Grid } from '@/components/ui/grid';
import { RichText } from '@/components/ui/rich-text';
import { CampusLinks } from '@/components/content/campus-links';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { RELATED_NEWS_COUNT } from '@/lib/constants';
import { localize, routes } from '@/lib/routes';

const NewsArticleTemplate = ({ data, pageContext }: PageProps<Queries.NewsArticleTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation(['common', 'news']);
  const item = data.item;
  if (!item) return null;
  const { language } = pageContext;
  // Chosen at page creation (plugins/site-pages/related-news.ts); never the article itself.
  const related = data.related.filter((other) => other.slug !== item.slug).slice(0, RELATED_NEWS_COUNT);
  return (
    <>
      <article>
        <h1>{item.title}</h1>
        <p className="meta">
          {item.publishDate ? (
            <time dateTime={item.publishDate}>{t('publishedOn', { date: formatDate(item.publishDate, language) })}</time>
          ) : null}
          {item.cat_news ? <span> · {item.cat_news.title}</span> : null}
        </p>
        {item.campus_infos?.length ? <CampusLinks campuses={item.campus_infos} language={language} /> : null}
        <CmsImage media={item.focusImage} priority />
        {item.summary ? <p className="lead">{item.summary}</p> : null}
        <RichText blocks={item.body} />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-news">
          <h2 id="related-news">{t('news:related')}</h2>
          <Grid as="ul" columns={3}>
            {related.map((other) => (
              <li key={other.slug}>
                <NewsCard item={other} language={language} />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      <p>
        <Link to={localize(language, routes.news())}>{t('backToList')}</Link>
      </p>
    </>
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
    />
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
            gatsbyImageData(width: 960, breakpoints: [480, 960], placeholder: BLURRED)
          }
        }
      }
    }
    related: newsArticlesByIds(ids: $relatedIds) {
      ...NewsCardFields
    }
    locales: allLocale(filter: { ns: { in: ["common", "news"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
