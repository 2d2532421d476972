// The site's languages, read from config/languages.json at the root of the repository: the one
// list the CMS, the build, the browser and the scripts share. The CMS reads the file rather than
// importing it because it compiles only what is under cms/ (its tsconfig's rootDir); it looks for
// it upwards from here, which finds it from the sources (cms/src/utils) and from the compiled
// code (cms/dist/src/utils) alike.
import { existsSync, readFileSync } from 'fs';
import path from 'path';

const languagesFile = (from: string): string => {
  const file = path.join(from, 'config', 'languages.json');
  if (existsSync(file)) return file;
  const parent = path.dirname(from);
  if (parent === from) throw new Error('config/languages.json not found above the CMS');
  return languagesFile(parent);
};

const config: { languages: string[]; defaultLanguage: string } = JSON.parse(readFileSync(languagesFile(__dirname), 'utf8'));

/** The language codes of the site, the default one (French) first. */
export const LANGUAGES: readonly string[] = config.languages;
export const DEFAULT_LANGUAGE: string = config.defaultLanguage;
export type Lang = string;

/** The language itself when the site has it, else the default one. */
export const siteLanguage = (value: unknown): string => (typeof value === 'string' && LANGUAGES.includes(value) ? value : DEFAULT_LANGUAGE);
