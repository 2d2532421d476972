import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { media } from '@/testing/fixtures/sections';
import { CardsGrid } from '../cards-grid';

const block = {
  title: 'Mieux nous connaître',
  cards: [
    { title: 'Notre histoire', text: "D'une petite école de développeurs à un réseau de 26 campus.", url: '/ecole/histoire', image: null },
    { title: 'Un partenaire', text: 'Son site, ailleurs.', url: 'https://partenaire.example/', image: null },
    { title: 'Sans lien', text: 'Une carte qui informe seulement.', url: null, image: null },
  ],
} as Queries.SectionCardsGridFieldsFragment;

describe('cards grid block', () => {
  it('makes each card with a link one link, named by its title, that ends on the cue a list card has', () => {
    renderWithProviders(<CardsGrid block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mieux nous connaître' })).toBeInTheDocument();
    const [history, partner, plain] = screen.getAllByRole('article');
    expect(within(history).getByRole('link', { name: 'Notre histoire' })).toHaveAttribute('href', '/ecole/histoire');
    expect(within(history).getByText('Découvrir')).toBeVisible();
    expect(within(partner).getByRole('link', { name: 'Un partenaire' })).toHaveAttribute('href', 'https://partenaire.example/');
    expect(within(partner).getByText('Découvrir')).toBeVisible();
    // A card without a link promises nothing to follow.
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
    expect(within(plain).queryByText('Découvrir')).not.toBeInTheDocument();
  });

  it("shows a card's picture above its title, and no picture where the card has none", () => {
    const [history, partner] = block.cards ?? [];
    renderWithProviders(
      <CardsGrid
        block={{ ...block, cards: [{ ...history!, image: media('ecole-histoire', 'Une frise au tableau', 480, 320) }, partner] }}
      />,
    );
    const [withPicture, withoutPicture] = screen.getAllByRole('article');
    expect(within(withPicture).getByRole('img', { name: 'Une frise au tableau' })).toHaveAttribute('width', '480');
    expect(within(withoutPicture).queryByRole('img')).not.toBeInTheDocument();
  });
});
