// `/{rubrique}` and `/{rubrique}/{slug}`: generic section pages rendered from their page layout.
import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SeoHead } from '@/components/seo/seo-head';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { localize, routes } from '@/lib/routes';
import { keepPunctuationAttached } from '@/lib/typography';
import { Sections } from '@/sections/registry';
import { ClosingCall } from '@/features/popin/closing-call';
import type { SitePageContext } from '@/lib/page-context';
import * as listPage from './list-page.module.css';

const ArticleTemplate = ({ data, pageContext }: PageProps<Queries.ArticleTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('common');
  const article = data.article;
  if (!article) return null;
  const { language } = pageContext;
  const startsWithHero = article.pageLayout?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO';
  // A page that opens on a hero (the school's pages, not its legal texts) ends as the other pages
  // do, on the closing call, unless its editors ended it on a call to action of their own.
  const endsWithCta = article.pageLayout?.at(-1)?.__typename === 'STRAPI__COMPONENT_SECTIONS_CTA';
  const section = article.slug ? data.sections.nodes.find((node) => node.rubrique === article.rubrique) : undefined;
  return (
    <>
      {/* A section page as well as its sub-pages: the trail is the way home from either. */}
      <Breadcrumbs
        className={listPage.crumbs}
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), to: localize(language, '/') },
          ...(section ? [{ label: section.title, to: localize(language, routes.article(section.rubrique)) }] : []),
          { label: article.title },
        ]}
      />
      {startsWithHero ? null : (
        <header className={listPage.header}>
          <h1 className={listPage.title}>{keepPunctuationAttached(article.title)}</h1>
          {article.summary ? <p className={listPage.lead}>{keepPunctuationAttached(article.summary)}</p> : null}
        </header>
      )}
      <Sections blocks={article.pageLayout} language={language} />
      {startsWithHero && !endsWithCta ? <ClosingCall language={language} context="school" /> : null}
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
  query ArticleTemplate($id: String!, $language: String!, $upcomingEventIds: [String!]!) {
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
    sections: allStrapiArticle(filter: { locale: { eq: $language }, slug: { eq: null } }, sort: { rubrique: ASC }) {
      nodes {
        rubrique
        title
      }
    }
    # The namespaces of the page-builder blocks: sections, programme categories (courses), event cards (agenda).
    # The events its sections show (src/features/upcoming-events/page-snapshot.tsx).
    upcomingEvents: eventsByIds(ids: $upcomingEventIds) {
      ...EventSummaryFields
    }
    locales: allLocale(filter: { ns: { in: ["common", "sections", "courses", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
