import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { usePageError } from '@/state/page-error';
import { PageFrame } from '../page-frame';

beforeEach(() => {
  mockFetch([[/\/api\//, 'network-error']]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const SetError = ({ statusCode }: { statusCode: number }) => {
  const [, setError] = usePageError();
  return (
    <button type="button" onClick={() => setError({ statusCode })}>
      casser
    </button>
  );
};

describe('page frame', () => {
  it('default: navbars, page, mobile call-to-action bar, footer and the skip link', () => {
    renderWithProviders(
      <PageFrame layout="default" path="/">
        <h1>Accueil</h1>
      </PageFrame>,
    );
    // Every part of the page is in a landmark: the skip link, the phone's calls to action.
    const skip = within(screen.getByRole('navigation', { name: 'Accès rapide' })).getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(
      within(screen.getByRole('navigation', { name: 'Nos démarches' })).getByRole('list', { name: 'Nos démarches' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Accueil');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The desktop bar and the mobile bar each have their calls to action.
    expect(screen.getAllByRole('list', { name: 'Nos démarches' })).toHaveLength(2);
  });

  it('dynamics: no mobile call-to-action bar', () => {
    renderWithProviders(
      <PageFrame layout="dynamics" path="/ecole">
        <h1>L'école</h1>
      </PageFrame>,
    );
    expect(screen.getAllByRole('list', { name: 'Nos démarches' })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/crm/brochure', '/crm/brochure/', '/en/crm/brochure'])(
    "default on the brochure's form (%s): no mobile bar repeating the form's own call to action",
    (path) => {
      renderWithProviders(
        <PageFrame layout="default" path={path}>
          <h1>Recevoir une brochure</h1>
        </PageFrame>,
      );
      expect(screen.getAllByRole('list', { name: 'Nos démarches' })).toHaveLength(1);
      expect(screen.queryByRole('navigation', { name: 'Nos démarches' })).not.toBeInTheDocument();
    },
  );

  it('empty: the page only', () => {
    renderWithProviders(
      <PageFrame layout="empty" path="/x">
        <h1>Seul</h1>
      </PageFrame>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Seul');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('replaces the page content by the error page when an error is set', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PageFrame layout="default" path="/agenda">
        <h1>Agenda</h1>
        <SetError statusCode={403} />
      </PageFrame>,
    );
    await user.click(screen.getByRole('button', { name: 'casser' }));
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('heading', { name: 'Agenda' })).not.toBeInTheDocument();
    // The error page is a chunk of its own, loaded when it is needed.
    expect(await within(main).findByText('Accès refusé.')).toBeInTheDocument();
  });
});
