/* eslint-disable testing-library/no-node-access -- a menu button's panel is found through its aria-controls, and the focus check reads document.activeElement */
import React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { withWebsite } from '@/testing/fixtures/site-chrome';
import { Popin } from '@/features/popin/popin';
import { usePageMetrics } from '@/features/navigation/use-page-metrics';
import { DesktopNavbar } from '../desktop-navbar';
import { MobileNavbar } from '../mobile-navbar';

beforeEach(() => {
  // The events block refreshes from the CMS; answer with nothing new.
  mockFetch([[/\/api\/events/, 'network-error']]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

describe('DesktopNavbar', () => {
  it('has the top bar: profile dropdown, contact, services dropdown, language switch', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNavbar />, { alternates: { fr: '/agenda', en: '/en/agenda' } });
    const top = screen.getByRole('navigation', { name: 'Liens utiles' });
    expect(within(top).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactez-nous');
    expect(within(top).getByRole('link', { name: 'EN – English version' })).toHaveAttribute('href', '/en/agenda');

    await user.click(within(top).getByRole('button', { name: 'Vous êtes' }));
    expect(within(top).getByRole('link', { name: 'Étudiant' })).toHaveAttribute('href', '/');
    expect(within(top).getByRole('link', { name: 'Entreprise' })).toHaveAttribute('href', 'https://entreprises.esnum.example');
    expect(within(top).getByRole('link', { name: 'Professionnel' })).toHaveAttribute('href', 'https://pro.esnum.example');

    await user.click(within(top).getByRole('button', { name: 'Nos services' }));
    expect(within(top).getByRole('link', { name: 'Réseau C&D' })).toHaveAttribute('href', '/edito-reseau-competences-et-developpement');
    expect(within(top).getByRole('link', { name: 'Art et culture' })).toHaveAttribute('href', '/art-culture');
    expect(within(top).getByRole('link', { name: '+ de 80 formations' })).toHaveAttribute('href', '/formations-reseau');
    expect(within(top).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/decouvrez-nos-podcasts');
  });

  it('hides the language switch when the English option is off', () => {
    renderWithProviders(<DesktopNavbar />, { buildData: withWebsite({ englishEnabled: false }) });
    expect(screen.queryByRole('link', { name: 'EN – English version' })).not.toBeInTheDocument();
  });

  it('renders the three kinds of menu entries: dropdowns as disclosure buttons, a menu item as a link', () => {
    renderWithProviders(<DesktopNavbar />);
    for (const name of ['Nos campus', 'Formations', 'Admission']) {
      expect(within(mainNav()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(mainNav()).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
  });

  it('opens a dropdown with Enter, and closes it with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNavbar />);
    const button = within(mainNav()).getByRole('button', { name: 'Formations' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'BTS' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'BTS SIO option SLAM' })).toHaveAttribute('href', '/programmes/bts-sio-slam');
    expect(within(panel).getByRole('link', { name: 'Toutes nos formations' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Prochains événements' })).toBeInTheDocument();

    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Space and closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNavbar />);
    const button = within(mainNav()).getByRole('button', { name: 'Admission' });
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panelLinks = within(document.getElementById(button.getAttribute('aria-controls')!)!).getAllByRole('link');
    await user.tab({ shift: true });
    expect(panelLinks[0]).not.toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the campuses sorted by name in 3 columns of at most 11, with the events block', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNavbar />);
    await user.click(within(mainNav()).getByRole('button', { name: 'Nos campus' }));
    const panel = document.getElementById(within(mainNav()).getByRole('button', { name: 'Nos campus' }).getAttribute('aria-controls')!)!;
    const columns = within(panel)
      .getAllByRole('list')
      .filter((list) => within(list).queryAllByRole('link', { name: /^ESNUM / }).length > 0);
    expect(columns.map((column) => within(column).getAllByRole('link').length)).toEqual([11, 11, 4]);
    const names = columns.flatMap((column) =>
      within(column)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
    expect(names[0]).toBe('ESNUM Angers');
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, 'fr')));
    expect(within(panel).getByRole('link', { name: 'Tous nos campus' })).toHaveAttribute('href', '/campus');
    expect(within(panel).getAllByRole('link', { name: /^S'inscrire/ })).toHaveLength(3);
  });

  it('has the four calls to action; brochure, contact and registration open the pop-in', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/\/api\/events/, 'network-error'],
      [/crm-links\/contact\/campuses/, { body: [{ id: 'a', name: 'ESNUM Lyon', slug: 'lyon' }] }],
    ]);
    renderWithProviders(
      <>
        <DesktopNavbar />
        <Popin language="fr" />
      </>,
    );
    const ctas = screen.getByRole('list', { name: 'Nos démarches' });
    expect(within(ctas).getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/agenda');
    expect(within(ctas).getByRole('link', { name: 'Brochure' })).toHaveAttribute('href', '/crm/brochure');
    await user.click(within(ctas).getByRole('link', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre contact' });
    expect(dialog).toHaveAttribute('id', 'pop-in');
    await act(async () => undefined);
  });

  it('turns compact once the page is scrolled, and back at the top', () => {
    const WithMetrics = () => {
      usePageMetrics();
      return <DesktopNavbar />;
    };
    renderWithProviders(<WithMetrics />);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-compact');
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-compact', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-compact');
  });

  it('has a menu button that opens the sidebar with every entry, and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DesktopNavbar />
        <MobileNavbar />
      </>,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    // The menu's code arrives on its first opening (lazy-sidebar.tsx).
    const sidebar = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Nos campus', 'Formations', 'Admission']) expect(within(sidebar).getByRole('button', { name })).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('offers the language switch in the main bar too (shown when the top bar is not)', () => {
    renderWithProviders(<DesktopNavbar />, { alternates: { fr: '/agenda', en: '/en/agenda' } });
    const links = screen.getAllByRole('link', { name: 'EN – English version' });
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.getAttribute('href') === '/en/agenda')).toBe(true);
  });
});
