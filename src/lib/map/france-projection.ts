// Where a place of metropolitan France (Corsica included) falls on the site's map: an
// equirectangular projection, its longitudes scaled by the cosine of France's middle latitude, so
// that the country keeps its shape (at 46.5° N a degree of longitude is 0.69 of a degree of
// latitude). Over ten degrees of latitude this is within a few pixels of a conformal projection,
// and simple enough to run in the browser for the pins: scripts/generate-france-map.ts draws the
// outline (static/images/france-map.svg) with the same function, so outline and pins agree.

/** The outline's address on the site (Gatsby serves static/ at the root). */
export const FRANCE_MAP_PATH = '/images/france-map.svg';

/** The map's frame, in degrees: metropolitan France and Corsica, with a margin. */
export const FRANCE_BOUNDS = { west: -5.3, east: 9.7, south: 41.2, north: 51.2 } as const;

const MIDDLE_LATITUDE = 46.5;
/** Map units per degree of latitude. */
const SCALE = 60;
const LONGITUDE_SCALE = SCALE * Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);

export const MAP_WIDTH = Math.round((FRANCE_BOUNDS.east - FRANCE_BOUNDS.west) * LONGITUDE_SCALE);
export const MAP_HEIGHT = Math.round((FRANCE_BOUNDS.north - FRANCE_BOUNDS.south) * SCALE);

/** The map point (x to the right, y down, in map units) of a latitude and a longitude. */
export const projectOnFrance = (latitude: number, longitude: number) => ({
  x: Math.round((longitude - FRANCE_BOUNDS.west) * LONGITUDE_SCALE * 10) / 10,
  y: Math.round((FRANCE_BOUNDS.north - latitude) * SCALE * 10) / 10,
});

/** True for a point inside the map's frame (a campus abroad or without coordinates gets no pin). */
export const isOnFranceMap = (latitude: number | null | undefined, longitude: number | null | undefined): boolean =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  latitude >= FRANCE_BOUNDS.south &&
  latitude <= FRANCE_BOUNDS.north &&
  longitude >= FRANCE_BOUNDS.west &&
  longitude <= FRANCE_BOUNDS.east;
