// Page-builder block: a grid of linked cards, two to three a row.
import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
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
const GridCard = ({ card }: { card: CardFields }) => {
  const { t } = useTranslation('common');
  const target = cardTarget(card.url);
  return (
    <Card title={card.title} {...target} actionLabel={'to' in target || 'href' in target ? t('discover') : undefined}>
      {card.text ? <p>{card.text}</p> : null}
    </Card>
  );
};

export const CardsGrid = ({ block }: { block: Queries.SectionCardsGridFieldsFragment }) => (
  <section className={sections.section}>
    {block.title ? <SectionHeader title={block.title} /> : null}
    <Grid as="ul" columns={3}>
      {block.cards?.map((card, index) =>
        card ? (
          <li key={index}>
            <GridCard card={card} />
          </li>
        ) : null,
      )}
    </Grid>
  </section>
);

export const query = graphql`
  fragment SectionCardsGridFields on STRAPI__COMPONENT_SECTIONS_CARDS_GRID {
    title
    cards {
      title
      text
      url
    }
  }
`;
