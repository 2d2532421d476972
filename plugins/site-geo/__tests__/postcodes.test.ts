/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { placeKey, postcodePositions, type Commune, type GeoNamesPlace } from '../postcodes';
import { routes } from '../../../src/lib/routes';
import { publishPostcodePositions } from '../publish';

const commune = (fields: Partial<Commune> & Pick<Commune, 'nom' | 'departement'>): Commune => ({
  code: fields.nom,
  type: 'commune-actuelle',
  ...fields,
});
const place = (name: string, admin2: string, lat: number, lng: number, country = 'FR'): GeoNamesPlace => ({
  name,
  admin2,
  country,
  lat: String(lat),
  lng: String(lng),
});

describe('postcode positions', () => {
  it('match INSEE and GeoNames names whatever their accents, hyphens and apostrophes', () => {
    expect(placeKey('Saint-Étienne', '42')).toBe(placeKey('saint etienne', '42'));
    expect(placeKey("L'Haÿ-les-Roses", '94')).toBe(placeKey('L Hay les Roses', '94'));
    expect(placeKey('Valence', '26')).not.toBe(placeKey('Valence', '82'));
  });

  it('place a postcode at the centre of its communes weighted by population, arrondissements by their own', () => {
    const { positions, approximate } = postcodePositions(
      [
        commune({ nom: 'Grandville', departement: '10', codesPostaux: ['10100'], population: 3000 }),
        commune({ nom: 'Petitbourg', departement: '10', codesPostaux: ['10100'], population: 1000 }),
        commune({ nom: 'Lyon', departement: '69', codesPostaux: ['69001', '69003'], population: 500000 }),
        commune({
          nom: 'Lyon 3e Arrondissement',
          departement: '69',
          type: 'arrondissement-municipal',
          codesPostaux: ['69003'],
          population: 1,
        }),
      ],
      [
        place('Grandville', '10', 48, 4),
        place('Petitbourg', '10', 48.4, 4.4),
        place('Lyon', '69', 45.75, 4.85),
        place('Lyon 03', '69', 45.761, 4.852),
        place('Grandville', '11', 1, 1),
        place('Grandville', '10', 0, 0, 'BE'),
      ],
    );
    expect(positions['10100']).toEqual([48.1, 4.1]);
    expect(positions['69003']).toEqual([45.761, 4.852]);
    // The city's own entry lists every arrondissement's postcode: they are placed by the arrondissements.
    expect(positions['69001']).toBeUndefined();
    expect(approximate).toBe(0);
  });

  it("place a merged commune by its former communes, and a postcode of small communes at its département's centre", () => {
    const { positions, approximate, total } = postcodePositions(
      [
        commune({ code: '01033', nom: 'Valnouveau', departement: '01', codesPostaux: ['01200'], population: 9000 }),
        commune({ code: '01018', nom: 'Ancienne', departement: '01', type: 'commune-deleguee', chefLieu: '01033' }),
        commune({ code: '01019', nom: 'Autrefois', departement: '01', type: 'commune-deleguee', chefLieu: '01033' }),
        commune({ nom: 'Hameau', departement: '01', codesPostaux: ['01990'], population: 80 }),
        commune({ nom: 'Nulle part', departement: '99', codesPostaux: ['99999'], population: 80 }),
      ],
      [place('Ancienne', '01', 46, 5), place('Autrefois', '01', 46.2, 5.2)],
    );
    expect(positions['01200']).toEqual([46.1, 5.1]);
    expect(positions['01990']).toEqual([46.1, 5.1]);
    expect(positions['99999']).toBeUndefined();
    expect({ approximate, total }).toEqual({ approximate: 1, total: 3 });
  });

  it('place the real postcodes from the two data packages, within a few kilometres of the town hall', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-geo-'));
    const options = { publicDir: path.join(root, 'public'), stampFile: path.join(root, '.cache', 'stamp.txt') };
    try {
      const first = publishPostcodePositions(options);
      expect(first).toMatchObject({ file: 'written' });
      const positions = JSON.parse(fs.readFileSync(path.join(options.publicDir, routes.postcodePositions()), 'utf8')) as Record<
        string,
        number[]
      >;
      // Lyon 3e (its town hall 45.760 N, 4.850 E), Paris 15e, Annecy, Saint-Denis de La Réunion.
      const near = ([lat, lng]: number[], [expectedLat, expectedLng]: number[]) =>
        Math.abs(lat - expectedLat) < 0.05 && Math.abs(lng - expectedLng) < 0.05;
      expect(near(positions['69003'], [45.76, 4.85])).toBe(true);
      expect(near(positions['75015'], [48.84, 2.3])).toBe(true);
      expect(near(positions['74000'], [45.9, 6.12])).toBe(true);
      expect(near(positions['97400'], [-20.88, 55.45])).toBe(true);
      if (first.file === 'written') expect(first.postcodes / first.total).toBeGreaterThan(0.97);
      // Same data packages: the next build keeps the file.
      expect(publishPostcodePositions(options)).toEqual({ file: 'unchanged' });
      fs.rmSync(path.join(options.publicDir, routes.postcodePositions()));
      expect(publishPostcodePositions(options)).toMatchObject({ file: 'written' });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
