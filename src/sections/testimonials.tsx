// Page-builder block: testimonials of students, graduates and company mentors, with their photo
// when the CMS has one.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { CmsImage } from '@/components/ui/cms-image';
import type { Language } from '@/lib/routes';

// The block has no relation to testimonials in the CMS: it shows the collection. A static query
// (both languages, small fixed-size photos) serves it on any page built from blocks.
const useTestimonials = (language: Language) =>
  useStaticQuery<Queries.SectionTestimonialsDataQuery>(graphql`
    query SectionTestimonialsData {
      sectionTestimonials: allStrapiTestimonial(sort: { author: ASC }) {
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
  return (
    <section className="section-testimonials">
      <h2>{block.title || t('testimonials.title')}</h2>
      <ul className="testimonials">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <figure>
              <CmsImage media={testimonial.photo} />
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.author}</strong>
                {testimonial.role ? <span>, {testimonial.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};

export const query = graphql`
  fragment SectionTestimonialsFields on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
    title
  }
`;
