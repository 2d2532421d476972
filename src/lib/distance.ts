// Distances between two points of the Earth, for the campuses near a visitor.

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (haversine formula). */
export const distanceKm = (from: LatLng, to: LatLng) => {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** A distance as the lists show it: whole kilometres, at least 1 (a campus in town is "à 1 km"). */
export const roundKm = (km: number) => Math.max(1, Math.round(km));

interface Placed {
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The places with their distance from `origin`, nearest first (ties keep their order); those
 * without coordinates come last, with no distance.
 */
export const byDistanceFrom = <P extends Placed>(origin: LatLng, places: readonly P[]): Array<{ place: P; km: number | null }> =>
  places
    .map((place) => ({
      place,
      km:
        place.latitude != null && place.longitude != null
          ? distanceKm(origin, { latitude: place.latitude, longitude: place.longitude })
          : null,
    }))
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
