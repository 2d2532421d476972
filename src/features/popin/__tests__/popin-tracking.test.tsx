// What the pop-in, the brochure page and the language switch tell the tag-manager data layer
// (once it is started: only when a container id is configured).
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as leaveSite from '@/lib/leave-site';
import { resetDataLayerForTests, startDataLayer } from '@/lib/analytics/data-layer';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { useSetOriginTracking } from '@/state/origin-tracking';
import { LanguageSwitch } from '@/components/layout/navbar/language-switch';
import { BrochureRequest } from '../brochure-request';
import { CtaLinks } from '../cta-links';
import { Popin } from '../popin';

const CAMPUSES = [
  { id: 'a', name: 'ESNUM Arras', slug: 'arras' },
  { id: 'c', name: 'ESNUM Lyon', slug: 'lyon' },
];
const LYON_LINK = { body: { url: 'https://crm.esnum.example/formulaires/brochure?campus=lyon' } };

const Tracking = ({ origin }: { origin: string }) => {
  const set = useSetOriginTracking();
  React.useEffect(() => set({ origin, source: 'google', medium: 'organic', campaign: 'none' }), [set, origin]);
  return null;
};

/** The events in the data layer, without the consent defaults it starts with. */
const pushedEvents = () => (window.dataLayer ?? []).filter((entry) => !(Object.prototype.toString.call(entry) === '[object Arguments]'));

let leaveSiteFor: jest.SpyInstance;
beforeEach(() => {
  leaveSiteFor = jest.spyOn(leaveSite, 'leaveSiteFor').mockImplementation(() => undefined);
});
afterEach(() => resetDataLayerForTests());

describe('with the data layer started', () => {
  beforeEach(() => startDataLayer());

  it('pop-in: opened, campus chosen, CRM redirect with the origin tracking', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, LYON_LINK],
    ]);
    renderWithProviders(
      <>
        <Tracking origin="ORGANIC_GOOGLE" />
        <CtaLinks language="fr" linkClassName={() => 'cta'} />
        <Popin language="fr" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Brochure' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalled());
    expect(pushedEvents()).toEqual([
      { event: 'popin_open', crm_action: 'brochure' },
      { event: 'campus_choice', crm_action: 'brochure', campus: 'lyon' },
      { event: 'crm_redirect', crm_action: 'brochure', campus: 'lyon', origin: 'ORGANIC_GOOGLE' },
    ]);
  });

  it('pop-in: no campus event for the empty choice, no redirect event when the link is missing', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, { body: {} }],
    ]);
    renderWithProviders(
      <>
        <CtaLinks language="fr" linkClassName={() => 'cta'} />
        <Popin language="fr" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'arras');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Contacter le campus' }));
    expect(await screen.findByText("Le lien CRM demandé n'existe pas.")).toBeInTheDocument();
    expect(pushedEvents()).toEqual([
      { event: 'popin_open', crm_action: 'contact' },
      { event: 'campus_choice', crm_action: 'contact', campus: 'arras' },
      { event: 'campus_choice', crm_action: 'contact', campus: 'lyon' },
    ]);
  });

  it('brochure page: campus chosen and CRM redirect', async () => {
    const user = userEvent.setup();
    mockFetch([
      [/campuses/, { body: CAMPUSES }],
      [/\/link/, LYON_LINK],
    ]);
    renderWithProviders(
      <>
        <Tracking origin="newsletter" />
        <BrochureRequest language="fr" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalled());
    expect(pushedEvents()).toEqual([
      { event: 'campus_choice', crm_action: 'brochure', campus: 'lyon' },
      { event: 'crm_redirect', crm_action: 'brochure', campus: 'lyon', origin: 'newsletter' },
    ]);
  });

  it('language switch: from and to', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />, { alternates: { fr: '/agenda', en: '/en/agenda' } });
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'EN – English version' }));
    expect(pushedEvents()).toEqual([{ event: 'language_switch', language_from: 'fr', language_to: 'en' }]);
  });
});

it('without a container id (data layer never started) the same journey leaves no trace', async () => {
  const user = userEvent.setup();
  mockFetch([
    [/campuses/, { body: CAMPUSES }],
    [/\/link/, LYON_LINK],
  ]);
  renderWithProviders(
    <>
      <CtaLinks language="fr" linkClassName={() => 'cta'} />
      <Popin language="fr" />
    </>,
  );
  await user.click(screen.getByRole('link', { name: 'Brochure' }));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Campus' }), 'lyon');
  await user.click(screen.getByRole('button', { name: 'Recevoir la brochure' }));
  await waitFor(() => expect(leaveSiteFor).toHaveBeenCalled());
  expect(window.dataLayer).toBeUndefined();
});
