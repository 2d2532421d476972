// A job in the list of jobs, as a card: the picture of the first programme that leads to it (its
// lead programme, plugins/site-pages/resolvers.ts), the kinds of programme as tags, the job's name
// (the card's link), the indicative pay and its summary.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CmsImage, hasPicture } from '@/components/ui/cms-image';
import { Tag } from '@/components/ui/tag';
import { profileCategories } from '@/lib/programme-categories';
import { type Language, localize, routes } from '@/lib/routes';
import { useTaxonomy } from '@/state/taxonomy';
import * as styles from './cards.module.css';
import { CardSummary } from './card-summary';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export const JobProfileCard = ({
  profile,
  language,
  headingLevel = 3,
  compact = false,
}: {
  profile: Queries.JobProfileCardFieldsFragment;
  language: Language;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) => {
  const { t } = useTranslation(['jobs', 'common']);
  const taxonomy = useTaxonomy();
  // Its own picture; a job without one shows its lead programme's.
  const picture = hasPicture(profile.image) ? profile.image : profile.leadProgramme?.image;
  return (
    <Card
      title={profile.title}
      to={localize(language, routes.jobProfile(profile.slug))}
      level={headingLevel}
      image={hasPicture(picture) ? <CmsImage media={picture} sizes={CARD_SIZES} /> : undefined}
      band
      ratio="3 / 2"
      compact={compact}
      actionLabel={t('common:seeJob')}
      tag={profileCategories(profile).map((category) => (
        <Tag key={category} tone="brand">
          {taxonomy(`category.${category}`)}
        </Tag>
      ))}
      meta={
        profile.salaryRange ? (
          <span className={styles.withIcon}>
            <Wallet className={styles.metaIcon} aria-hidden="true" focusable="false" />
            <span className="visually-hidden">{t('common:withColon', { label: t('salary') })} </span>
            {profile.salaryRange}
          </span>
        ) : undefined
      }
    >
      <CardSummary text={profile.summary} />
    </Card>
  );
};

export const query = graphql`
  fragment JobProfileCardFields on STRAPI_JOB_PROFILE {
    title
    slug
    summary
    salaryRange
    programmes {
      category
    }
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [320, 640, 960], placeholder: NONE)
        }
      }
    }
    leadProgramme {
      image {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.5, breakpoints: [320, 640, 960], placeholder: NONE)
          }
        }
      }
    }
  }
`;
