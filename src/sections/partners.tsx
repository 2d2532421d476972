// Page-builder block: the partner companies and associations, with their logo and a link to
// their site.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { MenuLink } from '@/components/layout/menu-link';
import { CmsImage } from '@/components/ui/cms-image';
import type { Language } from '@/lib/routes';

// The block has no relation to partners in the CMS: it shows the collection. A static query
// (both languages, logos at one small fixed height) serves it on any page built from blocks.
const usePartners = (language: Language) =>
  useStaticQuery<Queries.SectionPartnersDataQuery>(graphql`
    query SectionPartnersData {
      sectionPartners: allStrapiPartner(sort: { name: ASC }) {
        nodes {
          locale
          name
          url
          logo {
            alternativeText
            localFile {
              childImageSharp {
                # No blurred placeholder: it would show through a logo's transparent ground.
                gatsbyImageData(height: 64, layout: FIXED, placeholder: NONE)
              }
            }
          }
        }
      }
    }
  `).sectionPartners.nodes.filter((partner) => partner.locale === language);

export const Partners = ({ block, language }: { block: Queries.SectionPartnersFieldsFragment; language: Language }) => {
  const { t } = useTranslation('sections');
  const partners = usePartners(language);
  if (partners.length === 0) return null;
  return (
    <section className="section-partners">
      <h2>{block.title || t('partners.title')}</h2>
      <ul className="partners">
        {partners.map((partner) => (
          <li key={partner.name}>
            <CmsImage media={partner.logo} />
            <MenuLink url={partner.url}>{partner.name}</MenuLink>
          </li>
        ))}
      </ul>
    </section>
  );
};

export const query = graphql`
  fragment SectionPartnersFields on STRAPI__COMPONENT_SECTIONS_PARTNERS {
    title
  }
`;
