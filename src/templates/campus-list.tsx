// `/campus`: every campus, grouped by region in alphabetical order, beside a map of France; or,
// once the visitor gives a postcode or their location ("Près de chez moi"), nearest first with
// the distance (the map and the regions' menu then give way to the list, on a phone they would
// push it below the first screen).
import React, { useState } from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { SeoHead } from '@/components/seo/seo-head';
import { CampusMap } from '@/components/content/campus-map';
import { CmsImage } from '@/components/ui/cms-image';
import { ClosingCall } from '@/features/popin/closing-call';
import * as listPage from './list-page.module.css';
import * as styles from './campus-list.module.css';
import type { SitePageContext } from '@/lib/page-context';
import { anchorId } from '@/lib/anchor';
import { localeText } from '@/lib/locale-text';
import { keepPunctuationAttached } from '@/lib/typography';
import { localize, routes } from '@/lib/routes';
import { byNameIn, compareIn } from '@/lib/intl';
import { byDistanceFrom, roundKm, type LatLng } from '@/lib/distance';
import { NearMePanel } from '@/features/nearest-campus/near-me-panel';

type CampusNode = Queries.CampusListTemplateQuery['campuses']['nodes'][number];

const CampusItem = ({ campus, language, km }: { campus: CampusNode; language: SitePageContext['language']; km?: number | null }) => {
  const { t } = useTranslation('common');
  return (
    <li className={styles.campus}>
      <span className={styles.thumbnail}>{campus.heroImage ? <CmsImage media={campus.heroImage} /> : null}</span>
      <span className={styles.campusText}>
        <Link to={localize(language, routes.campus(campus.slug))} className={styles.campusLink}>
          {campus.city || campus.name}
        </Link>
        {campus.address ? (
          <span className={styles.campusAddress}>
            {campus.address}, {campus.postalCode}
          </span>
        ) : null}
      </span>
      {km != null ? <span className={styles.distance}>{t('nearMe.distance', { km: roundKm(km) })}</span> : null}
      <ChevronRight className={styles.campusIcon} aria-hidden="true" focusable="false" />
    </li>
  );
};

/** A stable fragment id for a region name ("Auvergne-Rhône-Alpes" → "region-auvergne-rhone-alpes"). */
const regionAnchor = (region: string) => `region-${anchorId(region)}`;

const CampusListTemplate = ({ data, pageContext, location }: PageProps<Queries.CampusListTemplateQuery, SitePageContext>) => {
  const { t } = useTranslation('campus');
  const { language } = pageContext;
  const byName = byNameIn(language);
  const campuses = [...data.campuses.nodes].sort(byName);
  const regions = [...new Set(campuses.map((campus) => campus.region || t('otherRegion')))].sort(compareIn(language));
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const nearest = origin ? byDistanceFrom(origin, campuses) : null;
  return (
    <>
      <header className={listPage.header}>
        <h1 className={listPage.title}>{t('title')}</h1>
        <p className={listPage.lead}>{keepPunctuationAttached(t('count', { count: campuses.length }))}</p>
      </header>
      <NearMePanel className={styles.nearMe} location={location} onOrigin={setOrigin} />
      {nearest ? (
        <section aria-labelledby="nearest-campuses" className={styles.nearest}>
          <h2 id="nearest-campuses" className={styles.groupTitle}>
            {t('nearest')}
          </h2>
          <ol className={styles.campuses}>
            {nearest.map(({ place, km }) => (
              <CampusItem key={place.slug} campus={place} language={language} km={km} />
            ))}
          </ol>
        </section>
      ) : (
        <>
          <div className={styles.overview}>
            <CampusMap places={campuses} className={styles.map} />
            <nav aria-label={t('regions')}>
              <ul className={styles.regionList}>
                {regions.map((region) => (
                  <li key={region}>
                    <a href={`#${regionAnchor(region)}`} className={styles.region}>
                      {region}
                      <span className={styles.regionCount} aria-hidden="true">
                        {campuses.filter((campus) => (campus.region || t('otherRegion')) === region).length}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className={styles.regionGroups}>
            {regions.map((region) => (
              <section key={region} id={regionAnchor(region)} aria-labelledby={`${regionAnchor(region)}-title`}>
                <h2 id={`${regionAnchor(region)}-title`} className={styles.groupTitle}>
                  {region}
                </h2>
                <ul className={styles.campuses}>
                  {campuses
                    .filter((campus) => (campus.region || t('otherRegion')) === region)
                    .map((campus) => (
                      <CampusItem key={campus.slug} campus={campus} language={language} />
                    ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
      <ClosingCall language={language} context="campuses" />
    </>
  );
};

export default CampusListTemplate;

export const Head = ({ data, pageContext }: HeadProps<Queries.CampusListTemplateQuery, SitePageContext>) => (
  <SeoHead
    pageContext={pageContext}
    locales={data.locales}
    title={localeText(data.locales, 'campus', 'title')}
    description={localeText(data.locales, 'campus', 'metaDescription')}
  />
);

export const query = graphql`
  query CampusListTemplate($language: String!) {
    campuses: allStrapiCampus(filter: { locale: { eq: $language } }, sort: { slug: ASC }) {
      nodes {
        name
        slug
        city
        region
        address
        postalCode
        latitude
        longitude
        heroImage {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(width: 96, height: 96, layout: FIXED)
            }
          }
        }
      }
    }
    locales: allLocale(filter: { ns: { in: ["common", "campus"] }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
