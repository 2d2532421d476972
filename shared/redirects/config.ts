// What a server needs to answer old addresses, compiled at build time (see compile.ts) and read
// by the production server and the nginx generator. It never goes into the browser bundle.
import type { PatternRule } from './rules';

export interface RedirectConfig {
  version: 1;
  /** Origin of the canonical site, e.g. https://www.esnum.example. */
  canonicalOrigin: string;
  englishEnabled: boolean;
  /** Normalised old path → final page, chains already followed. */
  exact: Record<string, string>;
  /** Pattern rules, in order, with targets already followed to their final page. */
  patterns: PatternRule[];
  /** Rules read on the path as received (before lower-casing). */
  raw: PatternRule[];
}

/** Where the build writes it: inside the built site, as a dot-file no server serves. */
export const REDIRECT_CONFIG_FILE = '.redirects.json';
