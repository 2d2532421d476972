import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { CampusLinks } from '../campus-links';
import { FoldedCampusLinks } from '../folded-campus-links';

const CITIES = ['Arras', 'Bordeaux', 'Caen', 'Dijon', 'Lille', 'Lyon', 'Metz', 'Nantes', 'Nice', 'Paris', 'Reims', 'Rennes'];
const campuses = CITIES.map((city) => ({ name: `ESNUM ${city}`, slug: city.toLowerCase() }));

describe('campus links', () => {
  it('shows the first campuses and folds the others behind one "+ N" toggle, every campus still a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FoldedCampusLinks campuses={campuses} language="fr" shown={8} />);
    const toggle = screen.getByText('+ 4 autres campus');
    expect(screen.getByRole('link', { name: 'ESNUM Arras' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ESNUM Paris', hidden: true })).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'ESNUM Paris' })).toHaveAttribute('href', '/campus/paris');
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });

  it('shows every campus when folding would hide only one or two, and all of them unfolded', () => {
    const { unmount } = renderWithProviders(<FoldedCampusLinks campuses={campuses.slice(0, 10)} language="fr" shown={8} />);
    expect(screen.queryByText(/autres? campus$/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(10);
    unmount();
    renderWithProviders(<CampusLinks campuses={campuses} language="fr" />);
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });
});
