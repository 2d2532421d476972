// `/agenda/{slug}`: one event with its dates, campus, description and registration link.
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { eventJsonLd } from '@/lib/seo/structured-data-content';
import { RichText } from '@/components/ui/rich-text';
import type { SitePageContext } from '@/lib/page-context';
import { formatLongDate, formatTime } from '@/lib/dates';
import { localize, routes } from '@/lib/routes';
import { isSafeHref } from '@/lib/safe-url';

const EventTemplate = ({ data, pageContext }: PageProps<Queries.EventTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('agenda');
  const event = data.event;
  if (!event) return null;
  const { language } = pageContext;
  // An event over several days (a two-day fair) gives its end day too, not just the end time.
  const endsAnotherDay = event.dateEnd != null && formatLongDate(event.dateEnd, language) !== formatLongDate(event.dateStart, language);
  return (
    <>
      <article>
        <p className="eyebrow">{t(`type.${event.type}`)}</p>
        <h1>{event.title}</h1>
        <p className="meta">
          <time dateTime={event.dateStart}>
            {formatLongDate(event.dateStart, language)}, {formatTime(event.dateStart, language)}
          </time>
          {event.dateEnd ? (
            <>
              {' – '}
              <time dateTime={event.dateEnd}>
                {endsAnotherDay ? `${formatLongDate(event.dateEnd, language)}, ` : null}
                {formatTime(event.dateEnd, language)}
              </time>
            </>
          ) : null}
        </p>
        {event.campus ? (
          <p>
            <Link to={localize(language, routes.campus(event.campus.slug))}>{event.campus.name}</Link>
          </p>
        ) : null}
        {event.description ? <p className="lead">{event.description}</p> : null}
        <RichText blocks={event.body} />
        {isSafeHref(event.url) ? (
          <p>
            <a href={event.url} rel="noopener" className="button">
              {t('register')}
            </a>
          </p>
        ) : null}
      </article>
    </>
  );
};

export default EventTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.EventTemplateQuery, SitePageContext>) => {
  const event = data.event;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={event?.title ?? ''}
      description={event?.description}
      seo={event?.seo}
      image={event?.image}
      parents={[{ name: localeText(data.locales, 'agenda', 'title'), route: routes.agenda() }]}
      structuredData={(page) => (event ? [eventJsonLd(page, { ...event, image: event.seo?.shareImage ?? event.image })] : [])}
    />
  );
};

export const query = graphql`
  query EventTemplate($id: String!, $language: String!) {
    event: strapiEvent(id: { eq: $id }) {
      ...EventSummaryFields
      type
      description
      body
      campus {
        city
        address
        postalCode
        region
      }
      image {
        ...SeoMediaFields
      }
      seo {
        ...SeoFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
