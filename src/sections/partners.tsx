// Page-builder block: the partner companies and associations, a wall of logo tiles, each named
// and linked to its site. (The logos' alternative texts come from the CMS, so the wall keeps the
// name as a separate link rather than ui/LogoWall's logo-as-link.)
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { MenuLink } from '@/components/layout/menu-link';
import { CmsImage } from '@/components/ui/cms-image';
import { SectionHeader } from '@/components/ui/section-header';
import type { Language } from '@/lib/routes';
import * as sections from './sections.module.css';
import * as styles from './partners.module.css';

// The block has no relation to partners in the CMS: it shows the collection. A static query
// (both languages, logos at one small fixed height) serves it on any page built from blocks.
const usePartners = (language: Language) =>
  useStaticQuery<Queries.SectionPartnersDataQuery>(graphql`
    query SectionPartnersData {
      sectionPartners: allStrapiPartner(sort: [{ name: ASC }, { locale: ASC }]) {
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
    <section className={sections.section}>
      <SectionHeader title={block.title || t('partners.title')} />
      <ul className={styles.wall}>
        {partners.map((partner) => (
          <li key={partner.name} className={styles.partner}>
            <span className={styles.logo}>
              <CmsImage media={partner.logo} />
            </span>
            {/* A logo shows its name: the written name is for screen readers, and its link covers the tile. */}
            <span className={styles.name}>
              <MenuLink url={partner.url}>{partner.name}</MenuLink>
            </span>
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
