// Page-builder block: testimonials of students, graduates and company mentors, with their photo
// when the CMS has one, in a row that a phone swipes.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { CmsImage } from '@/components/ui/cms-image';
import { Quote } from '@/components/ui/quote';
import { SectionHeader } from '@/components/ui/section-header';
import type { Language } from '@/lib/routes';
import { SectionCarousel, THREE_A_ROW } from './section-carousel';
import * as sections from './sections.module.css';

// The block has no relation to testimonials in the CMS: it shows the collection. A static query
// (both languages, small fixed-size photos) serves it on any page built from blocks.
const useTestimonials = (language: Language) =>
  useStaticQuery<Queries.SectionTestimonialsDataQuery>(graphql`
    query SectionTestimonialsData {
      sectionTestimonials: allStrapiTestimonial(sort: [{ author: ASC }, { locale: ASC }]) {
        nodes {
          locale
          author
          role
          quote
          photo {
            alternativeText
            localFile {
              childImageSharp {
                gatsbyImageData(width: 96, height: 96, layout: FIXED)
              }
            }
          }
        }
      }
    }
  `).sectionTestimonials.nodes.filter((testimonial) => testimonial.locale === language);

export const Testimonials = ({ block, language }: { block: Queries.SectionTestimonialsFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const testimonials = useTestimonials(language);
  if (testimonials.length === 0) return null;
  const title = block.title || t('testimonials.title');
  return (
    <section className={sections.section}>
      <SectionCarousel label={title} itemWidth={THREE_A_ROW} cardsWithoutControls header={<SectionHeader title={title} />}>
        {testimonials.map((testimonial) => (
          <Quote
            key={testimonial.author}
            quote={testimonial.quote}
            name={testimonial.author}
            programme={testimonial.role}
            photo={testimonial.photo ? <CmsImage media={testimonial.photo} /> : undefined}
          />
        ))}
      </SectionCarousel>
    </section>
  );
};

export const query = graphql`
  fragment SectionTestimonialsFields on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
    title
  }
`;
