import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { LogoWall } from '../logo-wall';

const logos = [
  { name: 'Airbus', src: '/logos/airbus.svg', width: 160, height: 48, href: 'https://www.airbus.com' },
  { name: 'Decathlon', src: '/logos/decathlon.svg', width: 160, height: 48 },
];

describe('LogoWall', () => {
  it('is a named list of logos, each named by its partner', () => {
    render(<LogoWall label="Nos entreprises partenaires" logos={logos} />);
    const list = screen.getByRole('list', { name: 'Nos entreprises partenaires' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const decathlon = within(list).getByRole('img', { name: 'Decathlon' });
    expect(decathlon).toHaveAttribute('width', '160');
    expect(decathlon).toHaveAttribute('height', '48');
    expect(decathlon).toHaveAttribute('loading', 'lazy');
  });

  it('links a logo to its partner’s site, the link named by the logo', () => {
    render(<LogoWall logos={logos} />);
    expect(screen.getByRole('link', { name: 'Airbus' })).toHaveAttribute('href', 'https://www.airbus.com');
    expect(screen.queryByRole('link', { name: 'Decathlon' })).toBeNull();
  });
});
