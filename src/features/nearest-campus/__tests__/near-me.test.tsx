import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import CampusListTemplate from '@/templates/campus-list';
import { mockFetch, renderWithProviders } from '@/testing/render';
import { pageProps } from '@/testing/page-props';
import { CAMPUSES, NO_LOCALES, POSTCODE_POSITIONS } from '@/testing/fixtures/content';
import { distanceKm, byDistanceFrom } from '@/lib/distance';
import { forgetPostcodePositions, normalizePostcode } from '../postcode-positions';

const renderCampuses = (search = '') =>
  renderWithProviders(
    <CampusListTemplate
      {...pageProps<Queries.CampusListTemplateQuery>({ campuses: { nodes: CAMPUSES }, locales: NO_LOCALES }, { path: '/campus', search })}
    />,
  );

const nearestList = () => screen.getByRole('region', { name: 'Les campus du plus proche au plus loin' });
const rows = () =>
  within(nearestList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const geolocation = (outcome: { latitude: number; longitude: number } | 'denied') => {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'denied') failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else success({ coords: outcome } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
};

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  forgetPostcodePositions();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

describe('distances', () => {
  it('are great-circle kilometres, nearest first, places without coordinates last', () => {
    // Lyon to Paris: about 392 km.
    expect(distanceKm({ latitude: 45.764, longitude: 4.836 }, { latitude: 48.857, longitude: 2.352 })).toBeCloseTo(392, -1);
    const sorted = byDistanceFrom({ latitude: 50.6, longitude: 3.06 }, [
      { name: 'nowhere', latitude: null, longitude: null },
      ...CAMPUSES,
    ]).map(({ place, km }) => [place.name, km === null ? null : Math.round(km)]);
    expect(sorted.map(([name]) => name)).toEqual(['Lille', 'Arras', 'Lyon', 'Annecy', 'Bordeaux', 'nowhere']);
    expect(sorted[0][1]).toBeLessThan(5);
    expect(sorted[5][1]).toBeNull();
  });

  it('start from a five-digit postcode, spaces allowed', () => {
    expect(normalizePostcode(' 69 003 ')).toBe('69003');
    expect(normalizePostcode('6900')).toBeNull();
    expect(normalizePostcode('69003a')).toBeNull();
  });
});

describe('campuses near me', () => {
  it('lists the campuses nearest first from the postcode of the address, with their distance, loading the positions once', async () => {
    const fetchMock = mockFetch([[/\/geo\/codes-postaux\.json$/, { body: POSTCODE_POSITIONS }]]);
    renderCampuses('?pres=69003');
    expect(await screen.findByText('Du plus proche au plus loin de 69003')).toBeInTheDocument();
    expect(rows()).toEqual([
      expect.stringMatching(/^Lyon.*à 1\u00a0km$/),
      expect.stringMatching(/^Annecy.*à 100\u00a0km$/),
      expect.stringMatching(/^Bordeaux.*à 4\d\d\u00a0km$/),
      expect.stringMatching(/^Arras.*km$/),
      expect.stringMatching(/^Lille.*km$/),
    ]);
    expect(screen.queryByRole('region', { name: 'Hauts-de-France' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Près de chez moi' })).toHaveValue('69003');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(navigate).toHaveBeenLastCalledWith('/campus', { state: { keepScroll: true } });
  });

  it('puts a typed postcode in the address, and says what a valid one looks like without leaving the page', async () => {
    mockFetch([]);
    renderCampuses();
    const field = screen.getByRole('textbox', { name: 'Près de chez moi' });
    await userEvent.type(field, '6900{Enter}');
    expect(screen.getByText('Saisissez un code postal à 5 chiffres, par exemple 69003.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Trouver' }));
    expect(navigate).toHaveBeenLastCalledWith('/campus?pres=69003', { state: { keepScroll: true } });
    expect(screen.getByRole('region', { name: 'Hauts-de-France' })).toBeInTheDocument();
  });

  it('says so when the postcode is unknown, or the positions cannot be loaded, and keeps the list by region', async () => {
    mockFetch([[/\/geo\/codes-postaux\.json$/, { body: POSTCODE_POSITIONS }]]);
    const { unmount } = renderCampuses('?pres=99999');
    expect(await screen.findByText(/^Nous ne trouvons pas ce code postal/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hauts-de-France' })).toBeInTheDocument();
    unmount();
    forgetPostcodePositions();
    mockFetch([[/\/geo\/codes-postaux\.json$/, 'network-error']]);
    renderCampuses('?pres=69003');
    expect(await screen.findByText(/^Impossible de charger les codes postaux/)).toBeInTheDocument();
  });

  it("asks for the browser's location only on a tap, sorts from it without putting it in the address, and explains a refusal", async () => {
    const getCurrentPosition = geolocation({ latitude: 50.63, longitude: 3.06 });
    renderCampuses();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Du plus proche au plus loin de votre position')).toBeInTheDocument();
    expect(rows()[0]).toMatch(/^Lille.*à 1\u00a0km$/);
    expect(navigate).not.toHaveBeenCalled();

    geolocation('denied');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Vous n'avez pas autorisé l'accès à votre position\s: saisissez plutôt votre code postal\.$/,
      ),
    );
    expect(screen.getByRole('region', { name: 'Auvergne-Rhône-Alpes' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    mockFetch([[/\/geo\/codes-postaux\.json$/, { body: POSTCODE_POSITIONS }]]);
    renderWithProviders(
      <CampusListTemplate
        {...pageProps<Queries.CampusListTemplateQuery>(
          { campuses: { nodes: CAMPUSES }, locales: NO_LOCALES },
          { path: '/en/campus', search: '?pres=33000', language: 'en' },
        )}
      />,
      { language: 'en' },
    );
    expect(await screen.findByText('Nearest first from 33000')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: 'Campuses, nearest first' })).toBeInTheDocument();
  });
});
