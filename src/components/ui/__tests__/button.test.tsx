import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrowRight, Download } from 'lucide-react';
import { Button } from '../button';

describe('Button', () => {
  it('is a link to a site page when given `to`', () => {
    render(<Button to="/formations">Voir les formations</Button>);
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/formations');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a plain link to another address when given `href`', () => {
    render(<Button href="https://example.org/brochure.pdf">Brochure</Button>);
    expect(screen.getByRole('link', { name: 'Brochure' })).toHaveAttribute('href', 'https://example.org/brochure.pdf');
  });

  it('is a button of type "button" otherwise, run by Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Poser une question</Button>);
    const button = screen.getByRole('button', { name: 'Poser une question' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits a form only when asked to', () => {
    render(
      <form aria-label="Contact">
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'submit');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button onClick={onClick} disabled>
        Envoyer
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its icons out of its accessible name', () => {
    render(
      <Button to="/brochure" iconStart={Download} iconEnd={ArrowRight}>
        Télécharger la brochure
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Télécharger la brochure' });
    // eslint-disable-next-line testing-library/no-node-access -- the icons are svg elements, which have no role
    const icons = link.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('tells assistive technology that its action is under way', () => {
    render(
      <Button type="submit" disabled aria-busy>
        Redirection…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Redirection…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
