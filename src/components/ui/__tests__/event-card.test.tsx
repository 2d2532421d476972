import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { EventCard } from '../event-card';
import { imageData } from '@/testing/fixtures/sections';
import { CmsImage } from '../cms-image';

const EVENT = {
  slug: 'jpo-lyon',
  title: 'Journée portes ouvertes — Lyon',
  url: 'https://evenements.esnum.example/inscription/jpo-lyon',
  dateStart: '2026-12-03T09:00:00Z',
  dateEnd: null,
  campus: { name: 'ESNUM Lyon', slug: 'lyon' },
};

describe('EventCard', () => {
  it('is a date card: its type, its title as the link to the event, the long date and campus, a calendar leaf for the eye', () => {
    renderWithProviders(<EventCard event={EVENT} language="fr" typeLabel="Portes ouvertes" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Portes ouvertes')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Journée portes ouvertes\u00a0— Lyon' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Journée portes ouvertes\u00a0— Lyon' })).toHaveAttribute('href', '/agenda/jpo-lyon');
    expect(within(card).getByText('jeudi 3 décembre 2026')).toBeInTheDocument();
    expect(within(card).getByText('ESNUM Lyon')).toBeInTheDocument();
    // The leaf's day and month are hidden from screen readers, which read the date once in full.
    expect(within(card).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the event's own picture when it has one, and its calendar leaf alone otherwise", () => {
    const media = { alternativeText: '', localFile: { childImageSharp: { gatsbyImageData: imageData('event-jpo-lyon', 720, 360) } } };
    const { container, rerender } = renderWithProviders(<EventCard event={EVENT} language="fr" picture={<CmsImage media={media} />} />);
    // Decorative: the title says what the event is.
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/static/event-jpo-lyon.jpg');
    rerender(<EventCard event={EVENT} language="fr" picture={null} />);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    // No decoration drawn in the picture's place.
    expect(container.querySelectorAll('span[aria-hidden="true"]:empty')).toHaveLength(0); // eslint-disable-line testing-library/no-container, testing-library/no-node-access
  });

  it('says what the event is when given a summary (an agenda row)', () => {
    const summary = 'Visitez le campus : rencontres et mini-cours.';
    const { rerender } = renderWithProviders(<EventCard event={EVENT} language="fr" wide summary={summary} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Visitez le campus : rencontres et mini-cours.')).toBeInTheDocument();
    rerender(<EventCard event={EVENT} language="fr" wide summary={null} />);
    expect(within(screen.getByRole('article')).queryByText(/Visitez/)).not.toBeInTheDocument();
  });

  it('offers the registration as its own tab stop, named after the event, after the card’s link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventCard event={EVENT} language="fr" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Journée portes ouvertes\u00a0— Lyon' })).toHaveFocus();
    await user.tab();
    const register = screen.getByRole('link', { name: "S'inscrire – Journée portes ouvertes — Lyon" });
    expect(register).toHaveFocus();
    expect(register).toHaveAttribute('href', 'https://evenements.esnum.example/inscription/jpo-lyon');
  });

  it('has no registration link when the address is refused by the link policy, and writes English dates on English pages', () => {
    renderWithProviders(<EventCard event={{ ...EVENT, url: 'javascript:alert(1)' }} language="en" />, { language: 'en' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Thursday, 3 December 2026')).toBeInTheDocument();
  });
});
