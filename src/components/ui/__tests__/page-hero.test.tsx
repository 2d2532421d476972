import React from 'react';
import { render, screen } from '@testing-library/react';
import { PageHero } from '../page-hero';
import { Tag } from '../tag';

describe('PageHero', () => {
  it('gives the page its h1, with the tags above it, then the lead, the actions and the picture', () => {
    render(
      <PageHero
        tags={<Tag>BTS</Tag>}
        title="BTS SIO"
        lead="Deux ans pour apprendre un métier du numérique."
        actions={<a href="/crm/brochure">Recevoir la brochure</a>}
        media={<img src="/bts.jpg" alt="Des étudiants en atelier réseau" />}
      />,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'BTS SIO' });
    const order = [screen.getByText('BTS'), title, screen.getByText(/Deux ans/), screen.getByRole('link'), screen.getByRole('img')];
    for (let i = 1; i < order.length; i += 1)
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out what it is not given', () => {
    render(<PageHero title="Nos campus" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nos campus');
    expect(screen.queryByRole('paragraph')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
