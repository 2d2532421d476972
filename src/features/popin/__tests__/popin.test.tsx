/* eslint-disable testing-library/no-node-access -- the focus-trap check reads document.activeElement */
import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as leaveSite from '@/lib/leave-site';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { useSetOriginTracking } from '@/state/origin-tracking';
import type { OriginTracking } from '@/lib/origin-tracking';
import { CtaLinks, PopinLink } from '../cta-links';
import { Popin } from '../popin';

const CAMPUSES = [
  { id: 'b', name: 'ESNUM Saint-Étienne', slug: 'saint-etienne' },
  { id: 'a', name: 'ESNUM Arras', slug: 'arras' },
  { id: 'c', name: 'ESNUM Lyon', slug: 'lyon' },
];
const SNAPSHOT = {
  actions: {
    registration: {
      fr: [{ id: 'c', name: 'ESNUM Lyon', slug: 'lyon', url: 'https://crm.esnum.example/formulaires/registration?campus=lyon' }],
    },
  },
};

let leaveSiteFor: jest.SpyInstance;
beforeEach(() => {
  leaveSiteFor = jest.spyOn(leaveSite, 'leaveSiteFor').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const Tracking = ({ value }: { value: OriginTracking }) => {
  const set = useSetOriginTracking();
  React.useEffect(() => set(value), [set, value]);
  return null;
};

const renderPopin = () =>
  renderWithProviders(
    <>
      <Tracking value={{ origin: 'newsletter', source: 'newsletter', medium: 'email', campaign: 'rentree-2027' }} />
      <CtaLinks language="fr" linkClassName={() => 'cta'} />
      <Popin language="fr" />
    </>,
  );

describe('pop-in', () => {
  it('opens as a labelled modal dialog listing the campuses of the action, sorted by name', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch([[/esnum-crm-links\/brochure\/campuses\?locale=fr/, { body: CAMPUSES }]]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Brochure' }));
    const dialog = screen.getByRole('dialog', { name: 'Recevoir une brochure' });
    expect(dialog).toHaveAttribute('id', 'pop-in');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const select = screen.getByRole('combobox', { name: 'Campus' });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choisissez un campus',
        'ESNUM Arras',
        'ESNUM Lyon',
        'ESNUM Saint-Étienne',
      ]),
    );
    expect(select).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("opens from a campus's page with that campus chosen, which the visitor can change", async () => {
    const user = userEvent.setup();
    mockFetch([
      [/esnum-crm-links\/brochure\/campuses/, { body: CAMPUSES }],
      [/esnum-crm-links\/brochure\/arras\/link\?locale=fr/, { body: { url: 'https://crm.esnum.example/brochure?campus=arras' } }],
    ]);
    renderWithProviders(
      <>
        <PopinLink action="brochure" language="fr" campusSlug="lyon">
          Recevoir la brochure
        </PopinLink>
        <Popin language="fr" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Recevoir la brochure' });
    // Without script, the brochure page with the campus chosen there.
    expect(link).toHaveAttribute('href', '/crm/brochure?campus=lyon');
    await user.click(link);
    const select = screen.getByRole('combobox', { name: 'Campus' });
    await waitFor(() => expect(select).toHaveDisplayValue('ESNUM Lyon'));
    await user.selectOptions(select, 'arras');
    await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledTimes(1));
    expect(String(leaveSiteFor.mock.calls[0][0])).toMatch(/^https:\/\/crm\.esnum\.example\/brochure\?campus=arras/);
  });

  it('offers only the campuses that teach a programme from its page, and every campus when none of them has a link', async () => {
    const user = userEvent.setup();
    mockFetch([[/esnum-crm-links\/registration\/campuses/, { body: CAMPUSES }]]);
    const { rerender } = renderWithProviders(
      <>
        <PopinLink action="registration" language="fr" campuses={['lyon', 'arras']}>
          Candidater
        </PopinLink>
        <Popin language="fr" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Candidater' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choisissez un campus',
        'ESNUM Arras',
        'ESNUM Lyon',
      ]),
    );
    await user.keyboard('{Escape}');
    rerender(
      <>
        <PopinLink action="registration" language="fr" campuses={['brest']}>
          Candidater
        </PopinLink>
        <Popin language="fr" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Candidater' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
  });

  it('asks for a campus when confirmed without one', async () => {
    const user = userEvent.setup();
    mockFetch([[/campuses/, { body: CAMPUSES }]]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.click(screen.getByRole('button', { name: 'Contacter le campus' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez choisir un campus.');
    expect(screen.getByRole('combobox', { name: 'Campus' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Campus' })).toHaveAccessibleDescription('Vous devez choisir un campus.');
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('sends the visitor to the CRM link with the origin tracking', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [
        /esnum-crm-links\/registration\/saint-etienne\/link\?locale=fr/,
        { body: { url: 'https://crm.esnum.example/formulaires/registration?campus=saint-etienne' } },
      ],
    ]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Candidater' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'saint-etienne');
    await user.click(screen.getByRole('button', { name: 'Candidater' }));
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith(
        'https://crm.esnum.example/formulaires/registration?campus=saint-etienne&origine-tracking=newsletter&utm_source=newsletter&utm_medium=email&utm_campaign=rentree-2027',
      ),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      'http://127.0.0.1:1337/api/esnum-crm-links/registration/saint-etienne/link?locale=fr',
    );
  });

  it('keeps the link answer for the session: the same request is not sent twice', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, { body: { url: 'https://crm.esnum.example/formulaires/contact?campus=lyon' } }],
    ]);
    renderPopin();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('link', { name: 'Contact' }));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
      await user.click(screen.getByRole('button', { name: 'Contacter le campus' }));
      await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledTimes(attempt + 1));
      await user.keyboard('{Escape}');
    }
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/link'))).toHaveLength(1);
  });

  it.each([
    ['an answer without url', { body: {} }],
    ['no link for this campus (404)', { status: 404, body: { url: null } }],
    ['a link that is not https', { body: { url: 'http://crm.esnum.example/f' } }],
    ['a link to a host that is not allowed', { body: { url: 'https://phishing.example/f' } }],
  ])('says the link does not exist for %s', async (_, answer) => {
    const user = userEvent.setup();
    mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, answer],
    ]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Contacter le campus' }));
    expect(await screen.findByText("Le lien CRM demandé n'existe pas.")).toBeInTheDocument();
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused call (403)', { status: 403, body: { error: { status: 403, name: 'ForbiddenError' } } }, { status: 404 }],
    ['a server error (500)', { status: 500 }, { status: 404 }],
    ['a network error', 'network-error', { status: 404 }],
    ['a refused call, and a snapshot without this campus', { status: 403 }, { body: { actions: { contact: { fr: [] } } } }],
  ] as const)('says the link could not be fetched after %s with no usable snapshot', async (_, linkAnswer, snapshotAnswer) => {
    const user = userEvent.setup();
    mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, linkAnswer],
      [/crm-snapshot/, snapshotAnswer],
    ]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Contacter le campus' }));
    expect(await screen.findByText('Une erreur est survenue lors de la récupération du lien CRM.')).toBeInTheDocument();
  });

  it('keeps working from the build-time snapshot when the CMS cannot be reached', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch([
      [/\/api\//, 'network-error'],
      [/\/data\/crm-snapshot\.json/, { body: SNAPSHOT }],
    ]);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Candidater' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisissez un campus', 'ESNUM Lyon']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Candidater' }));
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith(
        'https://crm.esnum.example/formulaires/registration?campus=lyon&origine-tracking=newsletter&utm_source=newsletter&utm_medium=email&utm_campaign=rentree-2027',
      ),
    );
    // The campuses call and the link call were each tried twice (one retry).
    const apiCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/'));
    expect(apiCalls).toHaveLength(4);
  });

  it('says the CRM needs a connection when offline, instead of leaving for a page that cannot load', async () => {
    const user = userEvent.setup();
    // The snapshot answers (kept from an earlier visit): only the connection stops the visitor.
    mockFetch([
      [/\/api\//, 'network-error'],
      [/\/data\/crm-snapshot\.json/, { body: SNAPSHOT }],
    ]);
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderPopin();
    await user.click(screen.getByRole('link', { name: 'Candidater' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Candidater' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vous êtes hors-ligne : le formulaire de l'école a besoin d'une connexion. Reconnectez-vous pour continuer.",
    );
    expect(leaveSiteFor).not.toHaveBeenCalled();
    // Back online, the same choice goes through.
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    expect(screen.getByRole('combobox', { name: 'Campus' })).toHaveValue('lyon');
    await user.click(screen.getByRole('button', { name: 'Candidater' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(expect.stringContaining('campus=lyon')));
  });

  it('clears the campus and the error when closed, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    mockFetch([[/campuses/, { body: CAMPUSES }]]);
    renderPopin();
    const opener = screen.getByRole('link', { name: 'Brochure' });
    await user.click(opener);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vous devez choisir un campus.');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('combobox', { name: 'Campus' })).toHaveValue('');
  });

  it('closes with Escape and keeps focus inside while open', async () => {
    const user = userEvent.setup();
    mockFetch([[/campuses/, { body: CAMPUSES }]]);
    renderPopin();
    const opener = screen.getByRole('link', { name: 'Contact' });
    await user.click(opener);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await act(async () => undefined);
  });
});
