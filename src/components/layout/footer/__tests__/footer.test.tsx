/* eslint-disable testing-library/no-node-access -- a group is the <details> around its summary */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { chromeFixture, withWebsite } from '@/testing/fixtures/site-chrome';
import { Footer } from '../footer';

// The frame's class as written in the module, so that the stylesheet injected below applies to it
// (identity-obj-proxy's names do not survive Babel's namespace import).
jest.mock('../footer.module.css', () => ({ __esModule: true, frame: 'frame' }));

describe('Footer', () => {
  it('shows the social networks marked visible of the first school, each named', () => {
    renderWithProviders(<Footer />);
    const social = screen.getByRole('region', { name: 'Suivez-nous' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['ESNUM sur Instagram', 'ESNUM sur LinkedIn']);
    expect(within(social).queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
  });

  it('has no follow-us block when the first school has no social links', () => {
    const [school] = chromeFixture.websites.nodes[0].schools!;
    renderWithProviders(<Footer />, { buildData: withWebsite({ schools: [{ ...school!, socials: [] }] }) });
    expect(screen.queryByText('Suivez-nous')).not.toBeInTheDocument();
  });

  it('has no follow-us heading when none of its networks can be shown', () => {
    const [school] = chromeFixture.websites.nodes[0].schools!;
    const hidden = school!.socials!.map((social) => ({ ...social!, visible: false }));
    renderWithProviders(<Footer />, { buildData: withWebsite({ schools: [{ ...school!, socials: hidden }] }) });
    expect(screen.queryByText('Suivez-nous')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Suivez-nous' })).not.toBeInTheDocument();
  });

  it('shows the footer menu: titled groups (their capitals are the style, the name as written), and single links', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo', { name: 'Pied de page' });
    expect(within(footer).getByRole('heading', { name: "L'école" })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Nos engagements' })).toHaveAttribute('href', '/ecole/nos-engagements');
    expect(within(footer).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactez-nous');
  });

  it("shows the brand's mark reversed for its navy, not the header's logo on a white box", () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo', { name: 'Pied de page' });
    expect(within(footer).getByRole('img', { name: 'Logo ESNUM' })).toHaveAttribute('src', '/images/logo-reversed.svg');
    // The file the footer loads is the mark's reversed version (the brand test checks its drawing).
    expect(readFileSync(join(process.cwd(), 'static/images/logo-reversed.svg'), 'utf8')).toContain('stroke="#ffffff"');
  });

  it('puts each titled group in a native disclosure, closed, that a phone opens under the group name (no script)', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo', { name: 'Pied de page' });
    const toggle = within(footer).getByText("L'école", { selector: 'summary' });
    const group = toggle.closest('details')!;
    expect(group).not.toHaveAttribute('open');
    expect(within(group).getByRole('link', { name: 'Nos engagements' })).toBeInTheDocument();
  });

  it('has the fixed links, in French and in English', () => {
    const { unmount } = renderWithProviders(<Footer />);
    for (const [name, href] of [
      ['Conditions générales de vente', '/cgv'],
      ['Mentions légales', '/mentions-legales'],
      ['Charte des données personnelles', '/charte-donnees-personnelles'],
      ['Carrières', 'https://carrieres.esnum.example'],
      ['Formulaire de réclamation', 'https://reclamations.esnum.example/formulaire'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    unmount();
    renderWithProviders(<Footer />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Legal notices' })).toHaveAttribute('href', '/en/legal-notices');
    expect(screen.getByRole('link', { name: 'Personal data charter' })).toHaveAttribute('href', '/en/data-privacy-policy');
  });

  it("ends on the school's copyright line, this year's, in the page's language", () => {
    const year = new Date().getFullYear();
    const { unmount } = renderWithProviders(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} ESNUM, école supérieure du numérique et du management`);
    unmount();
    renderWithProviders(<Footer />, { language: 'en' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} ESNUM, school of digital technology and management`);
  });

  it('embeds the network frame: titled, 100% wide, 115 high, lazy and sandboxed', () => {
    const stylesheet = document.createElement('style');
    stylesheet.textContent = readFileSync(join(__dirname, '../footer.module.css'), 'utf8');
    document.head.append(stylesheet);
    renderWithProviders(<Footer />);
    const frame = screen.getByTitle('Informations du réseau ESNUM');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://static.esnum.example/footer/index.html');
    // HTML's width attribute takes pixels only: the full width comes from the stylesheet.
    expect(frame).not.toHaveAttribute('width');
    expect(getComputedStyle(frame).width).toBe('100%');
    expect(frame).toHaveAttribute('height', '115');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('sandbox');
    stylesheet.remove();
  });

  it('embeds no frame from a URL that is not https', () => {
    renderWithProviders(<Footer />, { buildData: withWebsite({ footerFrameUrl: 'javascript:alert(1)' }) });
    expect(screen.queryByTitle('Informations du réseau ESNUM')).not.toBeInTheDocument();
  });
});
