// Page-builder block: the hero, the page's main heading with its call to action. Opening a page, it
// is the navy PageHero beside its picture, and it adds a request through the campus pop-in as the
// second action: the brochure by default (the two things a visitor came for, find a programme and
// get the brochure, on the first screen), or the one the editors chose (`popinAction`: writing to
// the school on the contact page, applying on the admission page); with `programmeFinder` (the home
// page), "Trouver ma formation" follows it. Further down a page it is a plain titled section.
import React, { Suspense } from 'react';
import { graphql } from 'gatsby';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CmsImage } from '@/components/ui/cms-image';
import { buttonClassName } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { CmsLinkButton } from '@/components/content/cms-link-button';
import { CTA_ICONS, PopinLink } from '@/features/popin/cta-links';
import { isCrmAction } from '@/lib/crm-actions';
import type { Language } from '@/lib/routes';
import * as styles from './hero.module.css';

// Loaded apart: the home page keeps the hero's server HTML (its block is never hydrated), so its
// first load needs none of the finder's code; the build renders it in full (Gatsby waits for every
// lazy part), and a visit that reaches the home page by a link loads it then.
const QuickFinder = React.lazy(() =>
  import(/* webpackChunkName: "finder-on-use" */ '@/features/programme-finder/quick-finder').then((module) => ({
    default: module.QuickFinder,
  })),
);

interface HeroProps {
  block: Queries.SectionHeroFieldsFragment;
  isFirst: boolean;
  language: Language;
}

export const Hero = ({ block, isFirst, language }: HeroProps) => {
  const { t } = useTranslation('common');
  const action = block.ctaLabel ? (
    <CmsLinkButton url={block.ctaUrl} iconEnd={ArrowRight}>
      {block.ctaLabel}
    </CmsLinkButton>
  ) : null;
  if (isFirst) {
    const popinAction = isCrmAction(block.popinAction) ? block.popinAction : 'brochure';
    const PopinIcon = CTA_ICONS[popinAction];
    const hero = (
      <PageHero
        title={block.title}
        lead={block.subtitle}
        actions={
          <>
            {action}
            {/* The pop-in's request is the hero's primary action when its editors gave it no link of its own. */}
            <PopinLink
              action={popinAction}
              language={language}
              className={buttonClassName({ variant: action ? 'ghost-inverse' : 'primary' })}
            >
              <PopinIcon className={styles.actionIcon} aria-hidden="true" focusable="false" />
              {t(`hero.${popinAction}`)}
            </PopinLink>
          </>
        }
        media={block.image ? <CmsImage media={block.image} priority /> : undefined}
      />
    );
    return block.programmeFinder ? (
      <>
        {hero}
        <Suspense fallback={null}>
          <QuickFinder language={language} />
        </Suspense>
      </>
    ) : (
      hero
    );
  }
  return (
    <section className={styles.hero}>
      <div>
        <h2 className={styles.title}>{block.title}</h2>
        {block.subtitle ? <p className={styles.lead}>{block.subtitle}</p> : null}
        {action ? <div className={styles.actions}>{action}</div> : null}
      </div>
      {block.image ? (
        <div className={styles.media}>
          <CmsImage media={block.image} />
        </div>
      ) : null}
    </section>
  );
};

export const query = graphql`
  fragment SectionHeroFields on STRAPI__COMPONENT_SECTIONS_HERO {
    title
    subtitle
    ctaLabel
    ctaUrl
    popinAction
    programmeFinder
    image {
      alternativeText
      localFile {
        childImageSharp {
          # From 1024 px the drawing fills the panel's height across its right side: cropped from a
          # 2:1 picture, about 72rem of it is drawn.
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [480, 720, 960, 1280]
            sizes: "(min-width: 1024px) 72rem, 100vw"
            placeholder: BLURRED
          )
        }
      }
    }
  }
`;
