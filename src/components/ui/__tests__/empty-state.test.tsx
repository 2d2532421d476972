import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarX, SearchX } from 'lucide-react';
import { EmptyState } from '../empty-state';
import { Button } from '../button';

describe('EmptyState', () => {
  it('says there is nothing, what to do, and offers the way out', async () => {
    const user = userEvent.setup();
    const reset = jest.fn();
    render(
      <EmptyState
        icon={SearchX}
        title="Aucune formation ne correspond"
        text="Retirez un filtre pour voir plus de formations."
        action={<Button onClick={reset}>Effacer les filtres</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aucune formation ne correspond' })).toBeInTheDocument();
    expect(screen.getByText('Retirez un filtre pour voir plus de formations.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('takes a heading level, and needs no action', () => {
    render(<EmptyState icon={CalendarX} level={3} title="Pas d’événement à venir" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Pas d’événement à venir' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
