import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { Grid } from '../grid';

describe('Grid', () => {
  it('is a named list of cards when rendered as a list', () => {
    render(
      <Grid as="ul" columns={4} aria-label="Formations">
        <li>Design</li>
        <li>Développement</li>
        <li>Marketing</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Formations' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Design', 'Développement', 'Marketing']);
  });

  it('ends on its end tile, one more item of the list after the cards', () => {
    render(
      <Grid as="ul" columns={3} end={<a href="/formations">Toutes nos formations</a>}>
        <li>Design</li>
        <li>Développement</li>
      </Grid>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Design', 'Développement', 'Toutes nos formations']);
    expect(within(items[2]).getByRole('link', { name: 'Toutes nos formations' })).toHaveAttribute('href', '/formations');
  });

  it('is a plain container by default', () => {
    render(
      <Grid>
        <p>Une carte</p>
      </Grid>,
    );
    expect(screen.getByText('Une carte').parentElement?.tagName).toBe('DIV');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
