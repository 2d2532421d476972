import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { usePopinState } from '../popin-state';
import { useStaticPopinLinks } from '../static-popin-links';

const OpenedAction = () => {
  useStaticPopinLinks();
  const [popin] = usePopinState();
  return (
    <output aria-label="pop-in">{`${popin.action ?? 'fermée'}${popin.campusSlugs ? ` (${popin.campusSlugs.join(', ')})` : ''}`}</output>
  );
};

// The server HTML of calls to action that React never hydrated: PopinLink's markup only.
const STATIC_HTML = `
  <a href="/crm/brochure" aria-haspopup="dialog">Recevoir la brochure</a>
  <a href="/en/admission" aria-haspopup="dialog">Apply</a>
  <a href="/admission" aria-haspopup="dialog" data-campuses="lyon arras">Candidater (formation)</a>
  <a href="/contactez-nous">Nous contacter (lien simple)</a>`;

// jsdom cannot follow a link the browser would: it says so on the console, which says nothing here.
const jsdomConsoleError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented: navigation')) jsdomConsoleError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('calls to action inside static HTML', () => {
  it('open the pop-in for the action their address names, in either language, and only those, with the campuses a programme names', async () => {
    renderWithProviders(<OpenedAction />);
    const staticHtml = document.createElement('div');
    staticHtml.className = 'static-html';
    staticHtml.innerHTML = STATIC_HTML;
    document.body.append(staticHtml);

    await userEvent.click(screen.getByRole('link', { name: 'Nous contacter (lien simple)' }));
    expect(screen.getByRole('status', { name: 'pop-in' })).toHaveTextContent('fermée');
    await userEvent.click(screen.getByRole('link', { name: 'Recevoir la brochure' }));
    expect(screen.getByRole('status', { name: 'pop-in' })).toHaveTextContent('brochure');
    await userEvent.click(screen.getByRole('link', { name: 'Apply' }));
    expect(screen.getByRole('status', { name: 'pop-in' })).toHaveTextContent(/^registration$/);
    await userEvent.click(screen.getByRole('link', { name: 'Candidater (formation)' }));
    expect(screen.getByRole('status', { name: 'pop-in' })).toHaveTextContent('registration (lyon, arras)');
  });
});
