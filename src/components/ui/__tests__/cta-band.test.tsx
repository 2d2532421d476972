import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CtaBand } from '../cta-band';

describe('CtaBand', () => {
  it('is a region named by its title, with its text and two actions in order', async () => {
    const user = userEvent.setup();
    render(
      <CtaBand
        title="Prêt à nous rejoindre ?"
        text="Les candidatures pour la rentrée 2026 sont ouvertes."
        primary={{ label: 'Candidater', to: '/candidater' }}
        secondary={{ label: 'Télécharger la brochure', href: 'https://example.org/brochure.pdf' }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Prêt à nous rejoindre ?' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Prêt à nous rejoindre ?' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Les candidatures pour la rentrée 2026 sont ouvertes.');
    await user.tab();
    expect(within(region).getByRole('link', { name: 'Candidater' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Candidater' })).toHaveAttribute('href', '/candidater');
    await user.tab();
    expect(within(region).getByRole('link', { name: 'Télécharger la brochure' })).toHaveFocus();
  });

  it('takes one action, which may be a button, and a title at another level', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<CtaBand title="Une question ?" level={3} primary={{ label: 'Nous écrire', onClick }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Une question ?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nous écrire' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("takes actions of another kind in place of primary and secondary, in the band's action row", () => {
    render(
      <CtaBand title="Envie de nous rencontrer ?">
        <a href="/crm/brochure" aria-haspopup="dialog">
          Je veux la brochure
        </a>
      </CtaBand>,
    );
    const region = screen.getByRole('region', { name: 'Envie de nous rencontrer ?' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Je veux la brochure']);
    expect(within(region).getByRole('link')).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
