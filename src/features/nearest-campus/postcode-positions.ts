// The position of a French postcode, from the file the build writes (plugins/site-geo): fetched
// the first time a visitor asks, then kept for the session (and by the service worker offline).
import { fetchJson } from '@/lib/fetch-json';
import type { LatLng } from '@/lib/distance';
import { routes } from '@/lib/routes';

type Positions = Record<string, [number, number]>;

let positions: Promise<Positions> | null = null;

/** Five digits, spaces allowed ("69 003"); null for anything else. */
export const normalizePostcode = (input: string) => {
  const digits = input.replace(/\s+/g, '');
  return /^\d{5}$/.test(digits) ? digits : null;
};

/** The postcode's position, null for a postcode the file does not know; rejects when the file cannot be fetched. */
export const positionOfPostcode = async (postcode: string): Promise<LatLng | null> => {
  positions ??= fetchJson<Positions>(routes.postcodePositions(), { scope: 'nearest-campus', timeoutMs: 8000 }).catch((error: unknown) => {
    // Offline or a failed deploy: the next try fetches again.
    positions = null;
    throw error;
  });
  const found = (await positions)[postcode];
  return found ? { latitude: found[0], longitude: found[1] } : null;
};

/** Tests: forget the fetched file. */
export const forgetPostcodePositions = () => {
  positions = null;
};
