// Page-builder block: a grid of linked cards, two to three a row. A card has the picture the
// editor gave it (the seed gives a card the picture of the page it leads to); in a grid where some
// cards have one, the others get the brand's band, so that the row keeps one shape. On a phone a
// pictured card is a row with a thumbnail: five pictures a screen tall each made a long scroll.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { CmsImage } from '@/components/ui/cms-image';
import { Grid } from '@/components/ui/grid';
import { SectionHeader } from '@/components/ui/section-header';
import { isSafeHref } from '@/lib/safe-url';
import * as sections from './sections.module.css';

type CardFields = NonNullable<NonNullable<Queries.SectionCardsGridFieldsFragment['cards']>[number]>;

/** The card's link: a site path through Gatsby's Link, another address as is, none when the link policy refuses it. */
const cardTarget = (url: string | null) => {
  if (!isSafeHref(url)) return {};
  return url.startsWith('/') ? { to: url } : { href: url };
};

/** A linked card ends on its cue, as every card of the lists does: text alone did not read as a link (blind review). */
const GridCard = ({ card, pictured }: { card: CardFields; pictured: boolean }) => {
  const { t } = useTranslation('common');
  const target = cardTarget(card.url);
  const image = card.image?.localFile ? <CmsImage media={card.image} sizes={CARD_SIZES} /> : undefined;
  return (
    <Card
      title={card.title}
      {...target}
      image={image}
      ratio="3 / 2"
      band={pictured && !image}
      compact={pictured}
      actionLabel={'to' in target || 'href' in target ? t('discover') : undefined}
    >
      {card.text ? <p>{card.text}</p> : null}
    </Card>
  );
};

// A third of the page from 1024 px, half of it on a tablet, the screen on a phone.
const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

export const CardsGrid = ({ block }: { block: Queries.SectionCardsGridFieldsFragment }) => {
  const pictured = block.cards?.some((card) => card?.image?.localFile) ?? false;
  return (
    <section className={sections.section}>
      {block.title ? <SectionHeader title={block.title} /> : null}
      <Grid as="ul" columns={3}>
        {block.cards?.map((card, index) =>
          card ? (
            <li key={index}>
              <GridCard card={card} pictured={pictured} />
            </li>
          ) : null,
        )}
      </Grid>
    </section>
  );
};

export const query = graphql`
  fragment SectionCardsGridFields on STRAPI__COMPONENT_SECTIONS_CARDS_GRID {
    title
    cards {
      title
      text
      url
      image {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(width: 480, aspectRatio: 1.5, breakpoints: [320, 480, 720])
          }
        }
      }
    }
  }
`;
