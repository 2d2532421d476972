import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMore } from '../show-more';

describe('ShowMore', () => {
  it('keeps the rest of the list closed behind a summary named by its label, opens it, and closes it again from the same place (jsdom has no keyboard behaviour for <summary>: templates.spec presses Enter in Chromium)', async () => {
    const user = userEvent.setup();
    render(
      <ShowMore label="Voir les 2 autres offres" lessLabel="Réduire la liste">
        <ul>
          <li>Développeur full stack</li>
          <li>Assistant chef de produit</li>
        </ul>
      </ShowMore>,
    );
    const group = screen.getByRole('group');
    expect(group).not.toHaveAttribute('open');
    expect(screen.getByText('Développeur full stack')).not.toBeVisible();

    await user.click(screen.getByText('Voir les 2 autres offres'));
    expect(group).toHaveAttribute('open');
    expect(screen.getByText('Développeur full stack')).toBeVisible();

    await user.click(screen.getByText('Réduire la liste'));
    expect(group).not.toHaveAttribute('open');
    expect(screen.getByText('Développeur full stack')).not.toBeVisible();
  });
});
