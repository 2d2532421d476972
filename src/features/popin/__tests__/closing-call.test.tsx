import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { ClosingCall } from '../closing-call';
import { Popin } from '../popin';

describe('ClosingCall', () => {
  beforeEach(() => mockFetch([]));

  it('ends a page with the brochure and a question, each a link that opens the campus pop-in', async () => {
    renderWithProviders(
      <>
        <ClosingCall language="fr" />
        <Popin language="fr" />
      </>,
    );
    const band = screen.getByRole('region', { name: /^Envie d'en savoir plus/ });
    const links = within(band).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Recevoir la brochure', '/crm/brochure'],
      ['Poser une question', '/contactez-nous'],
    ]);
    await userEvent.click(links[1]);
    expect(screen.getByRole('dialog', { name: /contact/i })).toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    renderWithProviders(<ClosingCall language="en" />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Want to know more?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/en/contactez-nous');
  });
});
