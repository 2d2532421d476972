/* eslint-disable testing-library/no-node-access -- reads a fact's value beside its term (<dt>/<dd> have no role that names them) */
import React from 'react';
import { screen, within } from '@testing-library/react';
import EventTemplate from '../event';
import { mockFetch, renderServerHtml, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { NO_LOCALES } from '@/testing/fixtures/content';
import { EVENT } from '@/testing/fixtures/details';
import { setToday } from '@/testing/today';

const renderEvent = (event: unknown = EVENT, language: 'fr' | 'en' = 'fr', context: Record<string, unknown> = {}) =>
  renderWithProviders(
    <EventTemplate
      {...pageProps<Queries.EventTemplateQuery, SitePageContext>(
        { event, locales: NO_LOCALES },
        { language, path: `${language === 'fr' ? '' : '/en'}/agenda/jpo-lyon-decembre`, context },
      )}
    />,
    { language },
  );

/** An event of the CMS's live answer, as the events call returns it. */
const liveEvent = (slug: string, title: string, campus: string, dateStart: string) => ({
  title,
  slug,
  url: null,
  dateStart,
  dateEnd: null,
  campus: { name: `ESNUM ${campus}`, slug: campus.toLowerCase() },
});

/** The value of a fact ("Date", "Horaires"…) of the facts list, as read after its term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

/** The card of practical information beside the text. */
const practical = (name = 'Infos pratiques') => within(screen.getByRole('complementary', { name }));

describe('event page', () => {
  it('has the title as its only h1, tagged with the event type', () => {
    renderEvent();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([EVENT.title]);
    expect(fact("Type d'événement")).toHaveTextContent('Journée portes ouvertes');
  });

  it('gives the day, and the start and end times, in the school time zone', () => {
    renderEvent();
    expect(fact('Date')).toHaveTextContent(/^samedi 5 décembre 2026$/);
    expect(fact('Date')?.querySelector('time')).toHaveAttribute('datetime', EVENT.dateStart);
    expect(fact('Horaires')).toHaveTextContent(/^10 h – 17 h$/);
  });

  it('gives the end day too when the event lasts several days', () => {
    renderEvent({ ...EVENT, type: 'convention', dateStart: '2027-01-16T09:00:00.000Z', dateEnd: '2027-01-17T17:00:00.000Z' });
    expect(fact("Type d'événement")).toHaveTextContent('Salon');
    expect(fact('Date')).toHaveTextContent(/^samedi 16 janvier 2027 – dimanche 17 janvier 2027$/);
    expect(fact('Horaires')).toHaveTextContent(/^10 h – 18 h$/);
  });

  it('gives the start alone when there is no end', () => {
    renderEvent({ ...EVENT, dateEnd: null });
    expect(fact('Date')?.querySelectorAll('time')).toHaveLength(1);
    expect(fact('Horaires')).toHaveTextContent(/^10 h$/);
  });

  it('gives the place and its address, links to its campus and shows the description and the body', () => {
    renderEvent();
    expect(fact('Lieu')).toHaveTextContent('ESNUM Lyon');
    expect(practical().getByRole('link', { name: 'Découvrir le campus ESNUM Lyon' })).toHaveAttribute('href', '/campus/lyon');
    expect(screen.getByText(EVENT.description)).toBeInTheDocument();
    expect(screen.getByText('Ateliers de découverte toutes les heures, de 10 h à 16 h.')).toBeInTheDocument();
  });

  it('links to the registration form and to its calendar file from the hero, not a third time from the practical card', () => {
    renderEvent();
    const registrations = screen.getAllByRole('link', { name: /^S'inscrire/ }).filter((link) => link.getAttribute('href') === EVENT.url);
    // The hero's, and the closing band's (named with the event); the next events have their own.
    expect(registrations).toHaveLength(2);
    for (const register of registrations) {
      expect(register).toHaveAttribute('href', EVENT.url);
      expect(register).toHaveAttribute('rel', 'noopener');
    }
    const calendar = screen.getAllByRole('link', { name: 'Ajouter à mon agenda' })[0];
    expect(calendar).toHaveAttribute('href', `/agenda/${EVENT.slug}.ics`);
    expect(calendar).toHaveAttribute('download');
    expect(practical().queryByRole('link', { name: /S'inscrire|Ajouter à mon agenda/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example/inscription'],
    ['no URL', null],
  ])('has no registration link for %s, and still the calendar file', (_, url) => {
    renderEvent({ ...EVENT, url });
    expect(screen.queryByRole('link', { name: "S'inscrire" })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The hero's; the page then closes on the brochure.
    expect(screen.getAllByRole('link', { name: 'Ajouter à mon agenda' })).toHaveLength(1);
  });

  it('ends on its own next step, the registration and the calendar file, rather than the brochure', () => {
    renderEvent();
    const closing = within(screen.getByRole('region', { name: /^Rendez-vous le samedi 5 décembre 2026/ }));
    expect(closing.getByRole('link', { name: `S'inscrire – ${EVENT.title}` })).toHaveAttribute('href', EVENT.url);
    expect(closing.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute('href', `/agenda/${EVENT.slug}.ics`);
    expect(closing.queryByRole('link', { name: /brochure/i })).not.toBeInTheDocument();
  });

  it('does without campus, description and body', () => {
    renderEvent({ ...EVENT, campus: null, description: null, body: null });
    expect(screen.queryByText('Lieu', { selector: 'dt' })).not.toBeInTheDocument();
    expect(practical().queryByRole('link', { name: /campus/ })).not.toBeInTheDocument();
    expect(screen.queryByText(EVENT.description)).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    renderEvent(EVENT, 'en');
    expect(fact('Event type')).toHaveTextContent('Open day');
    expect(fact('Date')).toHaveTextContent('Saturday, 5 December 2026');
    expect(fact('Time')).toHaveTextContent('10:00 – 17:00');
    expect(practical('Practical information').getByRole('link', { name: 'Discover the ESNUM Lyon campus' })).toHaveAttribute(
      'href',
      '/en/campus/lyon',
    );
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', EVENT.url);
    expect(screen.getAllByRole('link', { name: 'Add to my calendar' })[0]).toHaveAttribute('href', `/en/agenda/${EVENT.slug}.ics`);
  });

  it('suggests the next three events of the school, this one left out, and the whole agenda', () => {
    // The live refresh fails: the list is the build's, from the navbar's events (the chrome fixture).
    mockFetch([[/\/api\/events\?/, 'network-error']]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEvent({ ...EVENT, slug: 'jpo-lyon' });
    const next = within(screen.getByRole('region', { name: 'Les prochains événements' }));
    expect(next.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Session de tests d'admission\u00a0— Strasbourg",
      'Journée portes ouvertes\u00a0— Paris',
      'Job dating alternance\u00a0— Reims',
    ]);
    expect(next.getByRole('link', { name: "Tout l'agenda" })).toHaveAttribute('href', '/agenda');
  });

  describe('once it is over', () => {
    // The day after the fixture's open day (5 December, 10:00–17:00 in Paris).
    const dayAfter = new Date('2026-12-06T09:00:00Z');
    const sameKind = {
      data: [
        liveEvent('jpo-paris-janvier', 'Journée portes ouvertes — Paris', 'Paris', '2027-01-09T09:00:00.000Z'),
        liveEvent('jpo-lyon-janvier', 'Journée portes ouvertes — Lyon', 'Lyon', '2027-01-16T09:00:00.000Z'),
        liveEvent('jpo-lille-fevrier', 'Journée portes ouvertes — Lille', 'Lille', '2027-02-06T09:00:00.000Z'),
        liveEvent('jpo-nantes-fevrier', 'Journée portes ouvertes — Nantes', 'Nantes', '2027-02-13T09:00:00.000Z'),
      ],
    };

    it('says so in a page built before it, and offers neither registration nor the calendar file', async () => {
      setToday(dayAfter);
      const fetchMock = mockFetch([[/\/api\/events\?/, { body: sameKind }]]);
      renderEvent();
      expect(await screen.findByText('Cet événement a eu lieu le samedi 5 décembre 2026.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: "S'inscrire" })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Ajouter à mon agenda' })).not.toBeInTheDocument();
      expect(practical().getByRole('link', { name: "Tout l'agenda" })).toHaveAttribute('href', '/agenda');
      // The next step: its campus's brochure, that campus chosen in the pop-in (and on its fallback page).
      expect(practical().getByRole('link', { name: 'Recevoir la brochure' })).toHaveAttribute('href', '/crm/brochure?campus=lyon');
      // And the page ends on the school's brochure and question, no longer on the registration.
      expect(screen.getByRole('region', { name: /^Envie d'en savoir plus/ })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: /^Rendez-vous le/ })).not.toBeInTheDocument();
      // The next open days, from the CMS: Lyon's first, then by date; this one is not among them.
      const next = within(await screen.findByRole('region', { name: 'Prochains rendez-vous : Journée portes ouvertes' }));
      expect(next.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Journée portes ouvertes\u00a0— Lyon',
        'Journée portes ouvertes\u00a0— Paris',
        'Journée portes ouvertes\u00a0— Lille',
      ]);
      const typeQueries = fetchMock.mock.calls
        .map(([url]) => new URL(String(url)).searchParams)
        .filter((params) => params.get('filters[type][$eq]') !== null);
      expect(typeQueries.map((params) => [params.get('filters[type][$eq]'), params.get('locale')])).toEqual([['open-door', 'fr']]);
    });

    it('says so in the HTML of a build made after it, which a visitor without JavaScript reads', () => {
      setToday(dayAfter);
      const props = (context: Record<string, unknown>) =>
        pageProps<Queries.EventTemplateQuery, SitePageContext>(
          { event: EVENT, locales: NO_LOCALES },
          { path: '/agenda/jpo-lyon-decembre', context },
        );
      const builtAfter = within(renderServerHtml(<EventTemplate {...props({ endedWhenBuilt: true })} />));
      expect(builtAfter.getByText('Cet événement a eu lieu le samedi 5 décembre 2026.')).toBeInTheDocument();
      expect(builtAfter.queryByRole('link', { name: "S'inscrire" })).not.toBeInTheDocument();
      expect(builtAfter.queryByRole('link', { name: 'Ajouter à mon agenda' })).not.toBeInTheDocument();
      // A build made before it wrote the registration: the browser takes it away (the test above).
      const builtBefore = within(renderServerHtml(<EventTemplate {...props({})} />));
      expect(builtBefore.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', EVENT.url);
    });

    it('still offers registration while it is on, an hour before its end', () => {
      setToday(new Date('2026-12-05T15:00:00Z'));
      mockFetch([[/\/api\/events\?/, { body: { data: [] } }]]);
      renderEvent();
      expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', EVENT.url);
      expect(screen.getByRole('link', { name: `S'inscrire – ${EVENT.title}` })).toHaveAttribute('href', EVENT.url);
      expect(screen.queryByText(/a eu lieu/)).not.toBeInTheDocument();
    });

    it("falls back on the school's next events when the CMS cannot be reached", async () => {
      setToday(dayAfter);
      mockFetch([[/\/api\/events\?/, 'network-error']]);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderEvent({ ...EVENT, slug: 'jpo-lyon' });
      expect(screen.getByText('Cet événement a eu lieu le samedi 5 décembre 2026.')).toBeInTheDocument();
      // The navbar's events of the build (the chrome fixture) that are still to come on 6 December.
      const next = within(screen.getByRole('region', { name: 'Les prochains événements' }));
      expect(next.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    });

    it('gives both days of an event over two days', () => {
      setToday(new Date('2027-01-20T09:00:00Z'));
      mockFetch([[/\/api\/events\?/, { body: { data: [] } }]]);
      renderEvent({ ...EVENT, type: 'convention', dateStart: '2027-01-16T09:00:00.000Z', dateEnd: '2027-01-17T17:00:00.000Z' });
      expect(screen.getByText('Cet événement a eu lieu du samedi 16 janvier 2027 au dimanche 17 janvier 2027.')).toBeInTheDocument();
    });

    it('reads in English', async () => {
      setToday(dayAfter);
      mockFetch([[/\/api\/events\?/, { body: sameKind }]]);
      renderEvent(EVENT, 'en');
      expect(await screen.findByText('This event took place on Saturday, 5 December 2026.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Next events: Open day' })).toBeInTheDocument();
    });
  });

  it('renders nothing when the event is missing', () => {
    const { container } = renderEvent(null);
    expect(container).toBeEmptyDOMElement();
  });
});
