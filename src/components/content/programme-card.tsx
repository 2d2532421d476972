// A programme in a list, as an image card: picture, title (the card's link), graduation level,
// rhythm and duration, then the number of campuses and the cost (the yearly fee, or that the
// employer funds it in work-study), the nearest campus and its distance once the visitor gave a
// postcode or their location, and the summary.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CmsImage } from '@/components/ui/cms-image';
import { type Language, localize, routes } from '@/lib/routes';
import { durationKey } from '@/lib/taxonomy';
import { useTaxonomy } from '@/state/taxonomy';
import { costFact } from './programme-cost';
import * as styles from './cards.module.css';
import { CardSummary } from './card-summary';

export const ProgrammeCard = ({
  programme,
  language,
  compact = false,
  nearestCampus,
}: {
  programme: Queries.ProgrammeCardFieldsFragment;
  language: Language;
  /** A row with a thumbnail on a phone (a long list). */
  compact?: boolean;
  /** The campus nearest the visitor that teaches it, and how far ("à 2 km", whole kilometres). */
  nearestCampus?: { name: string; km: number } | null;
}) => {
  const taxonomy = useTaxonomy();
  const { t } = useTranslation('common');
  const meta = [
    programme.graduationLevel != null ? taxonomy(`level.${programme.graduationLevel}`) : null,
    programme.rhythm ? taxonomy(`rhythm.${programme.rhythm}`) : null,
    programme.durationScale && programme.durationValue
      ? taxonomy(durationKey(programme.durationScale, 'short'), { count: programme.durationValue })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const campuses = programme.campuses?.length ?? 0;
  const reach = [campuses > 0 ? taxonomy('campusCount', { count: campuses }) : null, costFact(programme, taxonomy)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      title={programme.title}
      to={localize(language, routes.programme(programme.slug))}
      image={<CmsImage media={programme.image} />}
      ratio="3 / 2"
      meta={
        reach || nearestCampus ? (
          <>
            <span>{meta}</span>
            {reach ? <span>{reach}</span> : null}
            {nearestCampus ? (
              <span className={`${styles.withIcon} ${styles.nearest}`}>
                <MapPin className={styles.metaIcon} aria-hidden="true" focusable="false" />
                {nearestCampus.name}, {t('nearMe.distance', { km: nearestCampus.km })}
              </span>
            ) : null}
          </>
        ) : (
          meta
        )
      }
      compact={compact}
      actionLabel={t('discover')}
    >
      <CardSummary text={programme.summary} />
    </Card>
  );
};

export const query = graphql`
  fragment ProgrammeCardFields on STRAPI_PROGRAMME {
    title
    slug
    category
    summary
    rhythm
    graduationLevel
    durationValue
    durationScale
    yearlyFeeText
    campuses {
      name
      slug
    }
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, breakpoints: [320, 480])
        }
      }
    }
  }
`;
