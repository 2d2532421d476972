/* eslint-disable testing-library/no-node-access, testing-library/no-container -- checks the <time datetime> elements and the paragraph that holds them */
import React from 'react';
import { screen } from '@testing-library/react';
import EventTemplate from '../event';
import { renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { EVENT } from '@/testing/fixtures/details';

const renderEvent = (event: unknown = EVENT, language: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <EventTemplate
      {...pageProps<Queries.EventTemplateQuery, SitePageContext>(
        { event, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/agenda/jpo-lyon-decembre` },
      )}
    />,
    { language },
  );

describe('event page', () => {
  it('has the title as its only h1, under the event type', () => {
    renderEvent();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([EVENT.title]);
    expect(screen.getByText('Journée portes ouvertes')).toBeInTheDocument();
  });

  it('gives the day with the start and end times, in the school time zone', () => {
    const { container } = renderEvent();
    const times = Array.from(container.querySelectorAll('time'));
    expect(times.map((time) => [time.textContent, time.getAttribute('datetime')])).toEqual([
      ['samedi 5 décembre 2026, 10:00', EVENT.dateStart],
      ['17:00', EVENT.dateEnd],
    ]);
    expect(times[0].closest('p')).toHaveTextContent('samedi 5 décembre 2026, 10:00 – 17:00');
  });

  it('gives the end day too when the event lasts several days', () => {
    const { container } = renderEvent({
      ...EVENT,
      type: 'convention',
      dateStart: '2027-01-16T09:00:00.000Z',
      dateEnd: '2027-01-17T17:00:00.000Z',
    });
    expect(screen.getByText('Salon')).toBeInTheDocument();
    expect(container.querySelector('time')?.closest('p')).toHaveTextContent(
      'samedi 16 janvier 2027, 10:00 – dimanche 17 janvier 2027, 18:00',
    );
  });

  it('gives the start alone when there is no end', () => {
    const { container } = renderEvent({ ...EVENT, dateEnd: null });
    expect(container.querySelectorAll('time')).toHaveLength(1);
    expect(container.querySelector('time')?.closest('p')).toHaveTextContent(/^samedi 5 décembre 2026, 10:00$/);
  });

  it('links to its campus and shows the description and the body', () => {
    renderEvent();
    expect(screen.getByRole('link', { name: 'ESNUM Lyon' })).toHaveAttribute('href', '/campus/lyon');
    expect(screen.getByText(EVENT.description)).toBeInTheDocument();
    expect(screen.getByText('Ateliers de découverte toutes les heures, de 10 h à 16 h.')).toBeInTheDocument();
  });

  it('links to the registration form', () => {
    renderEvent();
    const register = screen.getByRole('link', { name: 'Inscription' });
    expect(register).toHaveAttribute('href', EVENT.url);
    expect(register).toHaveAttribute('rel', 'noopener');
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/inscription'],
    ['no URL', null],
  ])('has no registration link for %s', (_, url) => {
    renderEvent({ ...EVENT, url });
    expect(screen.queryByRole('link', { name: 'Inscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('does without campus, description and body', () => {
    renderEvent({ ...EVENT, campus: null, description: null, body: null });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Inscription']);
    expect(screen.queryByText(EVENT.description)).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    const { container } = renderEvent(EVENT, 'en');
    expect(screen.getByText('Open day')).toBeInTheDocument();
    expect(container.querySelector('time')?.closest('p')).toHaveTextContent('Saturday, 5 December 2026, 10:00 – 17:00');
    expect(screen.getByRole('link', { name: 'ESNUM Lyon' })).toHaveAttribute('href', '/en/campus/lyon');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', EVENT.url);
  });

  it('renders nothing when the event is missing', () => {
    const { container } = renderEvent(null);
    expect(container).toBeEmptyDOMElement();
  });
});
