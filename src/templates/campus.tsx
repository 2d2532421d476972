// `/campus/{slug}`: one campus (anchors campus, team, keydata, formations, event).
import React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SeoHead } from '@/components/seo/seo-head';
import { localeText } from '@/lib/locale-text';
import { campusJsonLd } from '@/lib/seo/structured-data';
import { CmsImage } from '@/components/ui/cms-image';
import { RichText } from '@/components/ui/rich-text';
import { CampusEvents } from '@/features/upcoming-events/campus-events';
import { isUpcoming } from '@/lib/events';
import { MAX_STORED_EVENTS } from '@/lib/constants';
import type { SitePageContext } from '@/lib/page-context';
import { localize, routes } from '@/lib/routes';
import { isPresent } from '@/lib/is-present';

const CAMPUS_ANCHORS = ['campus', 'team', 'keydata', 'formations', 'event'] as const;

const CampusTemplate = ({ data, pageContext }: PageProps<Queries.CampusTemplateQuery, SitePageContext & { builtAt: string }>) => {
  const { t } = useTranslation('campus');
  const campus = data.campus;
  if (!campus) return null;
  const programmes = (campus.programmes ?? []).filter(isPresent);
  const { language } = pageContext;
  const upcoming = data.events.nodes.filter((event) => isUpcoming(event, new Date(pageContext.builtAt))).slice(0, MAX_STORED_EVENTS);
  return (
    <>
      <section id="campus">
        <h1>{campus.name}</h1>
        <CmsImage media={campus.heroImage} priority />
        <nav aria-label={t('inPageMenu')}>
          <ul className="inline-list">
            {CAMPUS_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{t(`anchors.${anchor}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {campus.intro ? <p className="lead">{campus.intro}</p> : null}
        <RichText blocks={campus.description} />
        <h2>{t('contact')}</h2>
        <address>
          {campus.address}
          <br />
          {campus.postalCode} {campus.city}
          <br />
          {campus.phone ? <a href={`tel:${campus.phone.replace(/\s/g, '')}`}>{campus.phone}</a> : null}
          <br />
          {campus.email ? <a href={`mailto:${campus.email}`}>{campus.email}</a> : null}
        </address>
      </section>
      <section id="team">
        <h2>{t('anchors.team')}</h2>
        <ul>
          {campus.team?.map((member) => (
            <li key={member?.name}>
              {member?.name} – {member?.role}
            </li>
          ))}
        </ul>
      </section>
      <section id="keydata">
        <h2>{t('anchors.keydata')}</h2>
        <dl>
          {campus.keyData?.map((item) => (
            <React.Fragment key={item?.label}>
              <dt>{item?.label}</dt>
              <dd className="key-figure">{item?.value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </section>
      <section id="formations">
        <h2>{t('anchors.formations')}</h2>
        {programmes.length === 0 ? (
          <p>{t('noProgrammes')}</p>
        ) : (
          <ul>
            {programmes.map((programme) => (
              <li key={programme.slug}>
                <Link to={localize(language, routes.programme(programme.slug))}>{programme.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="event">
        <h2>{t('anchors.event')}</h2>
        <CampusEvents campus={data.campus.slug} language={language} snapshot={upcoming} />
      </section>
    </>
  );
};

export default CampusTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CampusTemplateQuery, SitePageContext>) => {
  const campus = data.campus;
  return (
    <SeoHead
      pageContext={pageContext}
      locales={data.locales}
      title={campus?.name ?? ''}
      description={campus?.intro}
      seo={campus?.seo}
      image={campus?.heroImage}
      parents={[{ name: localeText(data.locales, 'campus', 'title'), route: routes.campuses() }]}
      structuredData={(page) => (campus ? [campusJsonLd(page, { ...campus, image: campus.seo?.shareImage ?? campus.heroImage })] : [])}
    />
  );
};

export const query = graphql`
  query CampusTemplate($id: String!, $slug: String!, $language: String!) {
    campus: strapiCampus(id: { eq: $id }) {
      name
      slug
      city
      address
      postalCode
      phone
      email
      intro
      description
      region
      latitude
      longitude
      seo {
        ...SeoFields
      }
      heroImage {
        ...SeoMediaFields
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 1280, breakpoints: [480, 960, 1280], placeholder: BLURRED)
          }
        }
      }
      keyData {
        value
        label
      }
      team {
        name
        role
      }
      programmes {
        title
        slug
      }
    }
    events: allStrapiEvent(filter: { locale: { eq: $language }, campus: { slug: { eq: $slug } } }, sort: { dateStart: ASC }) {
      nodes {
        ...EventSummaryFields
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "campus", "agenda"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
