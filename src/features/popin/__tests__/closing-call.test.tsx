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

  it("closes a page on its own words where it has some: the campus's names its city", () => {
    renderWithProviders(<ClosingCall language="fr" context="campus" city="Lyon" />);
    const band = screen.getByRole('region', { name: 'Venez voir le campus de Lyon' });
    expect(band).toHaveTextContent('à sa prochaine journée, ou sur rendez-vous avec son équipe');
    expect(within(band).getByRole('link', { name: 'Recevoir la brochure' })).toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    renderWithProviders(<ClosingCall language="en" />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Want to know more?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/en/contactez-nous');
  });

  it("speaks English on an English programme page's close", () => {
    renderWithProviders(<ClosingCall language="en" context="programme" />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Interested in this programme?' })).toBeInTheDocument();
  });
});
