// `/actualites/{slug}`: one news item with its picture, category, campuses, date and body.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { PageHead } from '@/components/layout/page-head';
import { CmsImage } from '@/components/ui/cms-image';
import { RichText } from '@/components/ui/rich-text';
import { CampusLinks } from '@/components/content/campus-links';
import type { SitePageContext } from '@/lib/page-context';
import { formatDate } from '@/lib/dates';
import { localize, routes } from '@/lib/routes';

const NewsArticleTemplate = ({ data, pageContext }: PageProps<Queries.NewsArticleTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('common');
  const item = data.item;
  if (!item) return null;
  const { language } = pageContext;
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
        {item.campus_infos?.length ? <CampusLinks campuses={item.campus_infos} language={language} className="tags" /> : null}
        <CmsImage media={item.focusImage} loading="eager" />
        {item.summary ? <p className="lead">{item.summary}</p> : null}
        <RichText blocks={item.body} />
      </article>
      <p>
        <Link to={localize(language, routes.news())}>{t('backToList')}</Link>
      </p>
    </>
  );
};

export default NewsArticleTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.NewsArticleTemplateQuery, SitePageContext>) => (
  <PageHead
    language={pageContext.language}
    title={data.item?.title ?? ''}
    description={data.item?.seo?.metaDescription ?? data.item?.summary}
  />
);

export const query = graphql`
  query NewsArticleTemplate($id: String!, $language: String!) {
    item: strapiNewsArticle(id: { eq: $id }) {
      title
      slug
      publishDate
      summary
      body
      seo {
        metaDescription
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
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 960, breakpoints: [480, 960], placeholder: BLURRED)
          }
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
