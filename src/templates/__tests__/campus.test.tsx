/* eslint-disable testing-library/no-node-access -- the page sections are found by the ids the in-page menu links to */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import CampusTemplate from '../campus';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import type { SitePageContext } from '@/lib/page-context';
import { BUILT_ON, NO_LOCALES } from '@/testing/fixtures/content';
import { CAMPUS, CAMPUS_EVENTS, LYON_OPENING_HOURS, liveEvent } from '@/testing/fixtures/details';
import { openingHoursRows } from '@/lib/opening-hours';

const renderCampus = ({ campus = CAMPUS as unknown, events = CAMPUS_EVENTS as unknown[], language = 'fr' as 'fr' | 'en' } = {}) =>
  renderWithProviders(
    <CampusTemplate
      {...pageProps<Queries.CampusTemplateQuery, SitePageContext & { builtOn: string }>(
        { campus, events: { nodes: events }, locales: NO_LOCALES },
        { language, path: language === 'fr' ? '/campus/lyon' : '/en/campus/lyon', context: { builtOn: BUILT_ON } },
      )}
    />,
    { language },
  );

const sectionOf = (id: string) => {
  const section = document.getElementById(id);
  if (!section) throw new Error(`no section #${id}`);
  return section;
};

let liveCall: ReturnType<typeof mockFetch>;
beforeEach(() => {
  // The live refresh fails by default: the page shows its build-time events.
  liveCall = mockFetch([[/\/api\/events\?/, 'network-error']]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('campus page', () => {
  it('has the campus name as its only h1 and an in-page menu to its five sections', () => {
    renderCampus();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['ESNUM Lyon']);
    const menu = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Le campus', '#campus'],
      ["L'équipe", '#team'],
      ['Chiffres clés', '#keydata'],
      ['Formations', '#formations'],
      ['Événements', '#event'],
    ]);
    for (const anchor of ['campus', 'team', 'keydata', 'formations', 'event']) expect(sectionOf(anchor)).toBeInTheDocument();
    // The menu comes right under the hero: the title before it, the first section after it.
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(menu.compareDocumentPosition(sectionOf('campus')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sectionOf('campus')).toHaveAccessibleName('Le campus');
  });

  it('introduces the campus, with its picture loaded first', () => {
    renderCampus();
    expect(screen.getByText(CAMPUS.intro)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Le hall du campus de Lyon' })).toHaveAttribute('loading', 'eager');
    expect(within(sectionOf('campus')).getByText('Un campus de 3 000 m² avec un fablab et un studio de podcast.')).toBeInTheDocument();
  });

  it("offers to apply to this campus from its contact card, the campus chosen in the pop-in's fallback page", () => {
    renderCampus();
    const card = screen.getByRole('complementary', { name: 'Contact' });
    expect(within(card).getByRole('link', { name: 'Candidater sur ce campus' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The hero's brochure link (the first; the closing call's is the school's) leads, without
    // script, to the brochure page with this campus chosen.
    expect(screen.getAllByRole('link', { name: 'Recevoir la brochure' })[0]).toHaveAttribute('href', '/crm/brochure?campus=lyon');
  });

  it('gives the contact block: address, phone and email links', () => {
    renderCampus();
    const contact = screen.getByRole('heading', { level: 2, name: 'Contact' }).nextElementSibling as HTMLElement;
    expect(contact.tagName).toBe('ADDRESS');
    expect(contact).toHaveTextContent('12 quai Perrache');
    expect(contact).toHaveTextContent('69002 Lyon');
    expect(within(contact).getByRole('link', { name: '04 72 00 12 34' })).toHaveAttribute('href', 'tel:0472001234');
    expect(within(contact).getByRole('link', { name: 'lyon@esnum.example' })).toHaveAttribute('href', 'mailto:lyon@esnum.example');
  });

  it('says how to come and when: the plan, public transport, parking, accessibility and opening hours', () => {
    renderCampus();
    const visit = screen.getByRole('region', { name: 'Venir au campus' });
    expect(sectionOf('campus')).toContainElement(visit);
    // The plan's text is the page's own, true of whatever plan an editor uploads.
    expect(within(visit).getByRole('img', { name: 'Plan du quartier, le campus ESNUM Lyon marqué au centre' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(visit).getByRole('link', { name: 'Voir sur OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=45.74&mlon=4.82#map=17/45.74/4.82',
    );
    expect(
      within(visit)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
    ).toEqual([
      ['Transports en commun', CAMPUS.access.transport],
      ['Stationnement', CAMPUS.access.parking],
      ['Accessibilité', CAMPUS.access.accessibility],
      ["Horaires d'ouverture", 'Lundi – vendredi8 h 30 – 20 hSamedi9 h – 12 h 30'],
    ]);
  });

  it('shows the gallery, each picture captioned', () => {
    renderCampus();
    const gallery = screen.getByRole('region', { name: 'Le campus en images' });
    expect(
      within(gallery)
        .getAllByRole('figure')
        .map((figure) => figure.textContent),
    ).toEqual(['Une salle de projet du campus de Lyon', 'L’entrée du campus de Lyon']);
  });

  it('lists the team members with their role, and their background where the editors wrote one', () => {
    renderCampus();
    const team = sectionOf('team');
    expect(within(team).getByRole('heading', { level: 2 })).toHaveTextContent("L'équipe");
    expect(
      within(team)
        .getAllByRole('listitem')
        .map((item) => [
          within(item).getByRole('heading', { level: 3 }).textContent,
          ...within(item)
            .getAllByRole('paragraph')
            .map((paragraph) => paragraph.textContent),
        ]),
    ).toEqual([
      [
        'Claire Morel',
        'Directrice du campus',
        'Ancienne cheffe de projet dans une entreprise de services numériques, elle dirige le campus depuis 2019.',
      ],
      ['Yanis Benali', 'Chargé des relations entreprises'],
    ]);
  });

  it('gives the key data, each value with its label', () => {
    renderCampus();
    const keyData = sectionOf('keydata');
    expect(within(keyData).getByRole('heading', { level: 2 })).toHaveTextContent('Chiffres clés');
    expect(
      within(keyData)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['étudiants', '850'],
      ['de réussite aux examens', '94 %'],
    ]);
  });

  it('links to the programmes taught on the campus, by level in the catalogue order', () => {
    renderCampus();
    const formations = sectionOf('formations');
    expect(
      within(formations)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['BTS', 'Mastère']);
    expect(
      within(formations)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['BTS Services informatiques aux organisations', '/programmes/bts-sio'],
      ['BTS Management commercial opérationnel', '/programmes/bts-mco'],
      ['Mastère Data et intelligence artificielle', '/programmes/mastere-data'],
    ]);
  });

  it('shows the upcoming events of the build, without past ones, and asks the CMS for this campus only', async () => {
    renderCampus();
    const events = sectionOf('event');
    expect(within(events).getByRole('heading', { level: 2 })).toHaveTextContent('Événements');
    expect(
      within(events)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Portes ouvertes de décembre à Lyon']);
    expect(within(events).getByText('samedi 5 décembre 2026')).toBeInTheDocument();
    await waitFor(() => expect(liveCall).toHaveBeenCalled());
    expect(new URL(String(liveCall.mock.calls[0][0])).searchParams.get('filters[campus][slug][$eq]')).toBe('lyon');
    expect(within(events).getByRole('link', { name: 'Portes ouvertes de décembre à Lyon' })).toHaveAttribute(
      'href',
      '/agenda/jpo-lyon-decembre',
    );
  });

  it('closes on the visit: the brochure beside its next date, which leads to the event', async () => {
    renderCampus();
    const band = screen.getByRole('region', { name: 'Venez voir le campus de Lyon' });
    expect(
      within(band).getByText('Recevez la brochure, ou venez le visiter : à sa prochaine journée, ou sur rendez-vous avec son équipe.'),
    ).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'Venir le samedi 5 décembre – Portes ouvertes de décembre à Lyon' })).toHaveAttribute(
      'href',
      '/agenda/jpo-lyon-decembre',
    );
    expect(within(band).getByRole('link', { name: 'Recevoir la brochure' })).toBeInTheDocument();
    await waitFor(() => expect(liveCall).toHaveBeenCalled());
  });

  it('closes on the brochure and a question when the campus has no date coming', async () => {
    renderCampus({ events: [] });
    const band = screen.getByRole('region', { name: 'Venez voir le campus de Lyon' });
    expect(within(band).getByRole('link', { name: 'Poser une question' })).toBeInTheDocument();
    expect(within(band).queryByRole('link', { name: /^Venir le/ })).not.toBeInTheDocument();
    await waitFor(() => expect(liveCall).toHaveBeenCalled());
  });

  it('replaces them with the live list of the campus', async () => {
    mockFetch([
      [
        /\/api\/events\?/,
        { body: { data: [liveEvent('atelier-cyber-lyon', 'Atelier cybersécurité à Lyon', '2026-12-12T13:00:00.000Z')] } },
      ],
    ]);
    renderCampus();
    const events = sectionOf('event');
    expect(await within(events).findByRole('link', { name: 'Atelier cybersécurité à Lyon' })).toHaveAttribute(
      'href',
      '/agenda/atelier-cyber-lyon',
    );
    expect(within(events).queryByRole('link', { name: 'Portes ouvertes de décembre à Lyon' })).not.toBeInTheDocument();
    // The closing band names the same next date as the section.
    const band = screen.getByRole('region', { name: 'Venez voir le campus de Lyon' });
    expect(within(band).getByRole('link', { name: 'Venir le samedi 12 décembre – Atelier cybersécurité à Lyon' })).toHaveAttribute(
      'href',
      '/agenda/atelier-cyber-lyon',
    );
  });

  it("shows the school's next events when the campus has none coming, with the way to the agenda", async () => {
    renderCampus({ events: [CAMPUS_EVENTS[0]] });
    await waitFor(() => expect(liveCall).toHaveBeenCalled());
    const events = within(sectionOf('event'));
    expect(events.getByText(/^Pas de date prévue sur ce campus pour le moment\. Les prochains rendez-vous de l'école/)).toBeInTheDocument();
    expect(events.getAllByRole('article').length).toBeGreaterThan(0);
    expect(events.getByRole('link', { name: 'Tous les événements' })).toHaveAttribute('href', '/agenda');
    expect(events.queryByText('Aucun événement disponible pour le moment')).not.toBeInTheDocument();
  });

  it('says there is none when neither the campus nor the school has an event coming', async () => {
    mockFetch([[/\/api\/events\?/, { body: { data: [] } }]]);
    renderCampus({ events: [] });
    expect(await within(sectionOf('event')).findByText('Aucun événement disponible pour le moment')).toBeInTheDocument();
  });

  it('keeps every anchor when the campus has no team, key data, programme, contact details or picture', () => {
    renderCampus({
      campus: {
        ...CAMPUS,
        intro: null,
        description: null,
        phone: null,
        email: null,
        heroImage: null,
        team: null,
        keyData: [],
        programmes: null,
        access: null,
        openingHoursRows: [],
        openingHoursJsonLd: [],
        accessMap: null,
        gallery: [],
      },
      events: [],
    });
    for (const anchor of ['campus', 'team', 'keydata', 'formations', 'event'])
      expect(within(sectionOf(anchor)).getAllByRole('heading').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Venir au campus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Le campus en images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@|^0/ })).not.toBeInTheDocument();
    expect(within(sectionOf('team')).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(sectionOf('formations')).getByText('Aucune formation associée.')).toBeInTheDocument();
    expect(within(sectionOf('formations')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads in English, with English links and dates', () => {
    // The English campus entry's hours, as the build formats them in its language.
    renderCampus({ language: 'en', campus: { ...CAMPUS, openingHoursRows: openingHoursRows(LYON_OPENING_HOURS, 'en') } });
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Key data' })).toHaveAttribute('href', '#keydata');
    expect(screen.getByRole('link', { name: 'Mastère Data et intelligence artificielle' })).toHaveAttribute(
      'href',
      '/en/programmes/mastere-data',
    );
    expect(screen.getByText('Saturday, 5 December 2026')).toBeInTheDocument();
    const visit = screen.getByRole('region', { name: 'Getting to the campus' });
    expect(within(visit).getByText('Monday – Friday')).toBeInTheDocument();
    expect(within(visit).getByText('08:30')).toHaveAttribute('datetime', '08:30');
  });

  it('renders nothing when the campus is missing', () => {
    const { container } = renderCampus({ campus: null });
    expect(container).toBeEmptyDOMElement();
  });
});
