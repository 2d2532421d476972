// A programme in a list: picture, title (linked), graduation level, rhythm, duration and summary.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { CmsImage } from '@/components/ui/cms-image';
import { type Language, localize, routes } from '@/lib/routes';
import { durationKey } from '@/lib/taxonomy';
import { useTaxonomy } from '@/state/taxonomy';

export const ProgrammeCard = ({ programme, language }: { programme: Queries.ProgrammeCardFieldsFragment; language: Language }) => {
  const taxonomy = useTaxonomy();
  return (
    <article className="programme-card">
      <CmsImage media={programme.image} />
      <h3>
        <Link to={localize(language, routes.programme(programme.slug))}>{programme.title}</Link>
      </h3>
      <p className="meta">
        {[
          programme.graduationLevel != null ? taxonomy(`level.${programme.graduationLevel}`) : null,
          programme.rhythm ? taxonomy(`rhythm.${programme.rhythm}`) : null,
          programme.durationScale && programme.durationValue
            ? taxonomy(durationKey(programme.durationScale, 'short'), { count: programme.durationValue })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {programme.summary ? <p>{programme.summary}</p> : null}
    </article>
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
