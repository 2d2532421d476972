/* eslint-disable testing-library/no-node-access -- the focus-trap checks read document.activeElement */
import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { MobileNavbar } from '@/components/layout/navbar/mobile-navbar';
import { Popin } from '@/features/popin/popin';
import { emitRouteEvent } from '@/lib/route-events';

beforeEach(() => {
  mockFetch([[/\/api\/events/, 'network-error']]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const openSidebar = async (user: ReturnType<typeof userEvent.setup>) => {
  const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
  await user.click(burger);
  // The menu's code arrives on its first opening (lazy-sidebar.tsx).
  return { burger, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
};

describe('mobile navbar and sidebar', () => {
  it('opens the sidebar from the burger, with focus inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // A closed sidebar is not in the page: the button controls nothing there yet.
    expect(burger).not.toHaveAttribute('aria-controls');
    const { dialog } = await openSidebar(user);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes down three levels, back up one level at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    await openSidebar(user);
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Formations' }));
    expect(screen.getByRole('dialog', { name: 'Formations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Formations' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Toutes nos formations' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'BTS' }));
    const level3 = screen.getByRole('dialog', { name: 'BTS' });
    expect(within(level3).getByRole('link', { name: 'BTS SIO option SLAM' })).toHaveAttribute('href', '/programmes/bts-sio-slam');

    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('dialog', { name: 'Formations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('lists the campuses under the campus entry', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    await openSidebar(user);
    await user.click(screen.getByRole('button', { name: 'Nos campus' }));
    expect(screen.getByRole('link', { name: 'ESNUM Saint-Étienne' })).toHaveAttribute('href', '/campus/saint-etienne');
    expect(screen.getByRole('heading', { name: 'Prochains événements' })).toBeInTheDocument();
  });

  it('closes from the close button, resetting to the main menu, focus back on the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    const { burger } = await openSidebar(user);
    await user.click(screen.getByRole('button', { name: 'Admission' }));
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
    await user.click(burger);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes with Escape, focus back on the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    const { burger } = await openSidebar(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    const { dialog } = await openSidebar(user);
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('has the language switch, the profile and services menus and the calls to action in its footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />, { alternates: { fr: '/', en: '/en' } });
    const { dialog } = await openSidebar(user);
    expect(within(dialog).getByRole('link', { name: 'EN – English version' })).toHaveAttribute('href', '/en');
    expect(within(dialog).getByRole('button', { name: 'Vous êtes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nos services' })).toBeInTheDocument();
    const ctas = within(dialog).getByRole('list', { name: 'Nos démarches' });
    expect(
      within(ctas)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Brochure', 'Contact', 'Agenda', 'Candidater']);
  });

  it('closes when a link in it is followed, focus back on the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    const { burger } = await openSidebar(user);
    await user.click(screen.getByRole('button', { name: 'Formations' }));
    await user.click(screen.getByRole('button', { name: 'BTS' }));
    await user.click(screen.getByRole('link', { name: 'BTS SIO option SLAM' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
    await user.click(burger);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('stays open when a link is opened in a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    await openSidebar(user);
    await user.click(screen.getByRole('button', { name: 'Nos campus' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'ESNUM Saint-Étienne' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('dialog', { name: 'Nos campus' })).toBeInTheDocument();
  });

  it('closes when the page changes under it (back or forward)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MobileNavbar />);
    await openSidebar(user);
    act(() => emitRouteEvent('start'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes before the pop-in of a call to action opens, and the pop-in gives focus back to the burger', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/\/api\/events/, 'network-error'],
      [/campuses/, { body: [{ id: 'c', name: 'ESNUM Lyon', slug: 'lyon' }] }],
    ]);
    renderWithProviders(
      <>
        <MobileNavbar />
        <Popin language="fr" />
      </>,
    );
    const { dialog: sidebar, burger } = await openSidebar(user);
    await user.click(within(sidebar).getByRole('link', { name: 'Candidater' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    const popin = screen.getByRole('dialog', { name: 'Candidater en ligne' });
    await waitFor(() => expect(within(popin).getAllByRole('option')).toHaveLength(2));
    expect(popin).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });
});
