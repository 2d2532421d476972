import fs from 'fs';
import path from 'path';
import { campuses } from '../../../../cms/src/seed/data/campuses';
import { FRANCE_MAP_PATH, MAP_HEIGHT, MAP_WIDTH, isOnFranceMap, projectOnFrance } from '../france-projection';

/** The generated outline, as the site serves it (static/ is served at the root). */
const mapSvg = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'static', FRANCE_MAP_PATH), 'utf8');

const BREST = { latitude: 48.39, longitude: -4.486 };
const STRASBOURG = { latitude: 48.573, longitude: 7.752 };
const LILLE = { latitude: 50.629, longitude: 3.057 };
const AJACCIO = { latitude: 41.919, longitude: 8.738 };
const PARIS = { latitude: 48.857, longitude: 2.352 };

const at = ({ latitude, longitude }: { latitude: number; longitude: number }) => projectOnFrance(latitude, longitude);

describe('the map of France', () => {
  it('puts the far west on the left, the east on the right, the north at the top and Corsica at the bottom right', () => {
    expect(at(BREST).x).toBeLessThan(0.1 * MAP_WIDTH);
    expect(at(STRASBOURG).x).toBeGreaterThan(0.8 * MAP_WIDTH);
    expect(at(LILLE).y).toBeLessThan(0.1 * MAP_HEIGHT);
    expect(at(AJACCIO).y).toBeGreaterThan(0.9 * MAP_HEIGHT);
    expect(at(AJACCIO).x).toBeGreaterThan(0.85 * MAP_WIDTH);
    // Brest and Strasbourg are at about the same latitude: the same height on the map.
    expect(Math.abs(at(BREST).y - at(STRASBOURG).y)).toBeLessThan(0.02 * MAP_HEIGHT);
  });

  it('keeps distances in both directions alike (a degree of longitude is shorter than one of latitude at 46.5° N)', () => {
    // Paris–Strasbourg is about 400 km east, Paris–Lille about 200 km north.
    const east = at(STRASBOURG).x - at(PARIS).x;
    const north = at(PARIS).y - at(LILLE).y;
    expect(east / north).toBeGreaterThan(1.8);
    expect(east / north).toBeLessThan(2.4);
  });

  it('has every seeded campus in its frame, and leaves out places abroad or without coordinates', () => {
    for (const campus of campuses) expect([campus.slug, isOnFranceMap(campus.latitude, campus.longitude)]).toEqual([campus.slug, true]);
    expect(isOnFranceMap(-21.115, 55.536)).toBe(false);
    expect(isOnFranceMap(null, 2.35)).toBe(false);
  });

  it('draws the mainland and Corsica inside the view box the pins use', () => {
    expect(mapSvg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    const outline = /<path d="([^"]+)"/.exec(mapSvg)![1];
    expect(outline.match(/M/g)?.length).toBeGreaterThanOrEqual(2);
    const numbers = outline.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_WIDTH);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(MAP_HEIGHT);
  });
});
