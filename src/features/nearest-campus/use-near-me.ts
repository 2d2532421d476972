// "Près de chez moi": where the visitor is, from a French postcode or, only when they tap for it,
// from the browser's location. The postcode lives in the URL (?pres=69003: shared links and the
// back button keep it); the device's position stays in the session's memory (recoil, never in an
// address or sent anywhere), so the finder and the campus list share it. Distances are computed in
// the browser.
import { useCallback, useEffect, useState } from 'react';
import { navigate } from 'gatsby';
import { atom, useRecoilState } from 'recoil';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { LatLng } from '@/lib/distance';
import { KEEP_SCROLL } from '@/lib/keep-scroll';
import { NEAR_ME_KEY } from '@/lib/programme-query';
import { filterSearch, readFilters, type QueryLocation } from '@/lib/url-query';
import { normalizePostcode, positionOfPostcode } from './postcode-positions';

const devicePositionState = atom<LatLng | null>({ key: 'nearest-campus/device-position', default: null });

export type NearMeProblem = 'invalid-postcode' | 'unknown-postcode' | 'offline' | 'denied' | 'unavailable';

export type NearMe =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'ready'; origin: LatLng; postcode: string | null }
  | { status: 'error'; problem: NearMeProblem };

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 };

export const useNearMe = (location: QueryLocation) => {
  const hydrated = useHydrated();
  // As typed in the address, and as five digits (null when it is not a postcode).
  const askedPostcode = hydrated ? readFilters(location.search, [NEAR_ME_KEY])[NEAR_ME_KEY] : '';
  const postcode = normalizePostcode(askedPostcode);
  const [devicePosition, setDevicePosition] = useRecoilState(devicePositionState);
  const [postcodeResult, setPostcodeResult] = useState<{ postcode: string; state: NearMe } | null>(null);
  const [deviceState, setDeviceState] = useState<NearMe | null>(null);
  const [inputProblem, setInputProblem] = useState<NearMeProblem | null>(null);

  useEffect(() => {
    if (!postcode) return undefined;
    let current = true;
    positionOfPostcode(postcode).then(
      (origin) => {
        if (!current) return;
        setPostcodeResult({
          postcode,
          state: origin ? { status: 'ready', origin, postcode } : { status: 'error', problem: 'unknown-postcode' },
        });
      },
      () => current && setPostcodeResult({ postcode, state: { status: 'error', problem: 'offline' } }),
    );
    return () => {
      current = false;
    };
  }, [postcode]);

  const go = useCallback(
    (value: string) =>
      void navigate(`${location.pathname}${filterSearch(location.search, { [NEAR_ME_KEY]: value })}`, { state: KEEP_SCROLL }),
    [location.pathname, location.search],
  );

  const choosePostcode = useCallback(
    (input: string) => {
      const code = normalizePostcode(input);
      setInputProblem(code ? null : 'invalid-postcode');
      if (!code) return;
      setDeviceState(null);
      setDevicePosition(null);
      go(code);
    },
    [go, setDevicePosition],
  );

  const locateDevice = useCallback(() => {
    setInputProblem(null);
    if (!('geolocation' in navigator)) {
      setDeviceState({ status: 'error', problem: 'unavailable' });
      return;
    }
    setDeviceState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setDevicePosition({ latitude: coords.latitude, longitude: coords.longitude });
        setDeviceState(null);
        if (askedPostcode) go('');
      },
      (error) => setDeviceState({ status: 'error', problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      GEOLOCATION_OPTIONS,
    );
  }, [go, askedPostcode, setDevicePosition]);

  const clear = useCallback(() => {
    setInputProblem(null);
    setDeviceState(null);
    setDevicePosition(null);
    if (askedPostcode) go('');
  }, [go, askedPostcode, setDevicePosition]);

  let nearMe: NearMe = { status: 'none' };
  if (inputProblem) nearMe = { status: 'error', problem: inputProblem };
  else if (deviceState) nearMe = deviceState;
  else if (askedPostcode && !postcode) nearMe = { status: 'error', problem: 'invalid-postcode' };
  else if (postcode) nearMe = postcodeResult?.postcode === postcode ? postcodeResult.state : { status: 'locating' };
  else if (devicePosition) nearMe = { status: 'ready', origin: devicePosition, postcode: null };

  return { nearMe, postcode: postcode ?? (askedPostcode || null), choosePostcode, locateDevice, clear };
};
