import React from 'react';
import { render, screen } from '@testing-library/react';
import { DateBadge } from '../date-badge';

describe('DateBadge', () => {
  it('shows the day and the short month, and gives screen readers the full date in a <time>', () => {
    render(<DateBadge date="2026-12-12T17:00:00.000Z" language="fr" />);
    const time = screen.getByRole('time');
    expect(time).toContainElement(screen.getByText('12 décembre 2026'));
    expect(time).toHaveAttribute('datetime', '2026-12-12T17:00:00.000Z');
    expect(screen.getByText('12')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('déc.')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks English on English pages', () => {
    render(<DateBadge date="2026-09-03" language="en" />);
    expect(screen.getByText('3 September 2026')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Sept')).toBeInTheDocument();
  });

  it('gives the day in the school time zone (Paris), not the UTC one', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    render(<DateBadge date="2026-12-31T23:30:00.000Z" language="fr" />);
    expect(screen.getByText('1 janvier 2027')).toBeInTheDocument();
    expect(screen.getByText('janv.')).toBeInTheDocument();
  });
});
