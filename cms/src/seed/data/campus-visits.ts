// How to come to each campus: the railway station and the city's transport (real networks; the
// stops are named after the campus's invented street), parking, accessibility and opening hours,
// in both languages; and what the city's picture is built around. Written out from a line of facts per campus, so that 26 campuses read alike
// and a fact changes in one place.
import type { CityScene, Landmark } from '../art/landmarks';
import type { CampusVisitSeed, ImageSpec, Localized } from '../types';
import { deName } from '../french';

type Transit = 'metro' | 'tram' | 'bus';

interface VisitFacts {
  /** The main railway station, as SNCF names it. */
  station: string;
  /** Minutes on foot from the station. */
  walk: number;
  /** The city's network that stops nearest the campus, and its line. */
  transit: Transit;
  line: string;
  /** Covered bike spaces in the courtyard. */
  bikes: number;
  /** Metres to the nearest public car park. */
  carPark: number;
  /** Larger campuses open until 20:00 and on Saturday mornings. */
  large?: boolean;
  /** The silhouette the city's picture is built around (art/landmarks.ts). */
  landmark: Landmark;
  /** What the city's picture and the neighbourhood's plan show besides streets: a river, the sea or neither. */
  water: 'river' | 'sea' | 'none';
}

const FACTS: Record<string, VisitFacts> = {
  angers: {
    station: 'Angers-Saint-Laud',
    walk: 8,
    transit: 'tram',
    line: 'A',
    bikes: 30,
    carPark: 250,
    landmark: 'fortress',
    water: 'river',
  },
  arras: { station: 'Arras', walk: 6, transit: 'bus', line: '1', bikes: 20, carPark: 200, landmark: 'belfry', water: 'none' },
  auxerre: {
    station: 'Auxerre-Saint-Gervais',
    walk: 12,
    transit: 'bus',
    line: '2',
    bikes: 20,
    carPark: 150,
    landmark: 'bridge',
    water: 'river',
  },
  bordeaux: {
    station: 'Bordeaux-Saint-Jean',
    walk: 14,
    transit: 'tram',
    line: 'C',
    bikes: 60,
    carPark: 300,
    large: true,
    landmark: 'bridge',
    water: 'river',
  },
  caen: { station: 'Caen', walk: 11, transit: 'tram', line: 'T2', bikes: 30, carPark: 200, landmark: 'two-spires', water: 'river' },
  chartres: { station: 'Chartres', walk: 7, transit: 'bus', line: '3', bikes: 20, carPark: 150, landmark: 'two-spires', water: 'river' },
  'clermont-ferrand': {
    station: 'Clermont-Ferrand',
    walk: 13,
    transit: 'tram',
    line: 'A',
    bikes: 30,
    carPark: 250,
    landmark: 'volcano',
    water: 'none',
  },
  dijon: { station: 'Dijon-Ville', walk: 9, transit: 'tram', line: 'T1', bikes: 30, carPark: 200, landmark: 'tiled-roofs', water: 'none' },
  grenoble: { station: 'Grenoble', walk: 10, transit: 'tram', line: 'B', bikes: 50, carPark: 300, landmark: 'mountains', water: 'river' },
  lille: {
    station: 'Lille-Flandres',
    walk: 9,
    transit: 'metro',
    line: '1',
    bikes: 60,
    carPark: 200,
    large: true,
    landmark: 'stepped-gables',
    water: 'none',
  },
  limoges: {
    station: 'Limoges-Bénédictins',
    walk: 10,
    transit: 'bus',
    line: '4',
    bikes: 20,
    carPark: 200,
    landmark: 'station-clock',
    water: 'river',
  },
  lyon: {
    station: 'Lyon-Part-Dieu',
    walk: 15,
    transit: 'metro',
    line: 'A',
    bikes: 80,
    carPark: 350,
    large: true,
    landmark: 'hill-basilica',
    water: 'river',
  },
  marseille: {
    station: 'Marseille-Saint-Charles',
    walk: 16,
    transit: 'metro',
    line: '2',
    bikes: 50,
    carPark: 300,
    large: true,
    landmark: 'hill-chapel',
    water: 'sea',
  },
  metz: {
    station: 'Metz-Ville',
    walk: 8,
    transit: 'bus',
    line: 'Mettis A',
    bikes: 30,
    carPark: 200,
    landmark: 'one-tower',
    water: 'river',
  },
  montpellier: {
    station: 'Montpellier-Saint-Roch',
    walk: 12,
    transit: 'tram',
    line: '1',
    bikes: 50,
    carPark: 250,
    landmark: 'triumphal-arch',
    water: 'none',
  },
  nantes: {
    station: 'Nantes',
    walk: 10,
    transit: 'tram',
    line: '1',
    bikes: 60,
    carPark: 250,
    large: true,
    landmark: 'crane',
    water: 'river',
  },
  nice: { station: 'Nice-Ville', walk: 14, transit: 'tram', line: '2', bikes: 30, carPark: 300, landmark: 'palms', water: 'sea' },
  orleans: { station: 'Orléans', walk: 9, transit: 'tram', line: 'B', bikes: 30, carPark: 200, landmark: 'twin-towers', water: 'river' },
  paris: {
    station: 'Paris-Gare-de-Lyon',
    walk: 18,
    transit: 'metro',
    line: '1',
    bikes: 80,
    carPark: 400,
    large: true,
    landmark: 'iron-tower',
    water: 'river',
  },
  reims: { station: 'Reims', walk: 10, transit: 'tram', line: 'A', bikes: 30, carPark: 200, landmark: 'twin-towers', water: 'none' },
  rennes: { station: 'Rennes', walk: 12, transit: 'metro', line: 'b', bikes: 50, carPark: 250, landmark: 'timbered', water: 'river' },
  rouen: {
    station: 'Rouen-Rive-Droite',
    walk: 15,
    transit: 'tram',
    line: 'T1',
    bikes: 30,
    carPark: 250,
    landmark: 'central-spire',
    water: 'river',
  },
  'saint-etienne': {
    station: 'Saint-Étienne-Châteaucreux',
    walk: 11,
    transit: 'tram',
    line: 'T2',
    bikes: 30,
    carPark: 200,
    landmark: 'headframe',
    water: 'none',
  },
  strasbourg: {
    station: 'Strasbourg',
    walk: 13,
    transit: 'tram',
    line: 'C',
    bikes: 60,
    carPark: 300,
    large: true,
    landmark: 'one-spire',
    water: 'river',
  },
  toulouse: {
    station: 'Toulouse-Matabiau',
    walk: 14,
    transit: 'metro',
    line: 'A',
    bikes: 60,
    carPark: 300,
    large: true,
    landmark: 'rocket',
    water: 'river',
  },
  tours: { station: 'Tours', walk: 9, transit: 'tram', line: 'A', bikes: 30, carPark: 200, landmark: 'bridge', water: 'river' },
};

const TRANSIT_NAMES: Record<Transit, Localized<string>> = {
  metro: { fr: 'Métro', en: 'Metro line' },
  tram: { fr: 'Tram', en: 'Tram line' },
  bus: { fr: 'Bus', en: 'Bus line' },
};

/** The stop named after the campus's street: "18 rue des Ardoisiers" stops at "Ardoisiers". */
export const stopName = (address: string) => address.replace(/^\d+\s+\S+\s+(des|du|de la|de l’|de)\s+/u, '');

const ACCESSIBILITY: Localized<string> = {
  fr: 'Entrée de plain-pied, ascenseur vers tous les étages, toilettes adaptées et boucle magnétique à l’accueil. Notre référent handicap prépare avec vous votre arrivée et vos aménagements d’examen\u00a0: écrivez-lui à l’adresse du campus.',
  en: 'Step-free entrance, a lift to every floor, accessible toilets and a hearing loop at reception. Our disability adviser prepares your arrival and exam arrangements with you: write to the campus address.',
};

/** What the campus's city picture shows: its landmark, over its river or its sea. */
export const cityScene = (slug: string): CityScene => {
  const facts = FACTS[slug];
  if (!facts) throw new Error(`seed: no visit facts for the campus "${slug}"`);
  return { landmark: facts.landmark, water: facts.water };
};

/** Everything the campus page says about coming to `slug`, whose street address is `address`. */
export const campusVisit = (slug: string, address: string): CampusVisitSeed => {
  const facts = FACTS[slug];
  if (!facts) throw new Error(`seed: no visit facts for the campus "${slug}"`);
  const stop = stopName(address);
  const { station, walk, transit, line, bikes, carPark, large } = facts;
  const map: ImageSpec = {
    key: `map-${slug}`,
    caption: address,
    alt: {
      fr: `Plan du quartier\u00a0: le campus au centre, l’arrêt «\u00a0${stop}\u00a0» à deux minutes, la gare ${deName(station)} à ${walk} minutes à pied.`,
      en: `Map of the neighbourhood: the campus in the middle, the “${stop}” stop two minutes away, ${station} station a ${walk}-minute walk away.`,
    },
    palette: 'map',
    plan: { water: facts.water, walkMinutes: walk },
  };
  return {
    map,
    access: {
      fr: {
        transport: `Gare ${deName(station)} à ${walk} minutes à pied. ${TRANSIT_NAMES[transit].fr} ${line}, arrêt «\u00a0${stop}\u00a0», à deux minutes du campus.`,
        parking: `Abri fermé de ${bikes} vélos dans la cour. Parking public à ${carPark}\u00a0m (payant)\u00a0; deux places réservées aux personnes handicapées devant l’entrée.`,
        accessibility: ACCESSIBILITY.fr,
      },
      en: {
        transport: `${station} railway station is a ${walk}-minute walk away. ${TRANSIT_NAMES[transit].en} ${line}, stop “${stop}”, two minutes from the campus.`,
        parking: `A locked shelter for ${bikes} bikes in the courtyard. Public car park ${carPark}\u00a0m away (paid); two disabled parking spaces at the entrance.`,
        accessibility: ACCESSIBILITY.en,
      },
    },
    openingHours: [
      { firstDay: 'monday', lastDay: 'friday', opens: '08:30:00.000', closes: large ? '20:00:00.000' : '19:00:00.000' },
      ...(large ? [{ firstDay: 'saturday' as const, opens: '09:00:00.000', closes: '12:30:00.000' }] : []),
    ],
  };
};
