// A small site for the redirect tests: its pages and the rules built for it. (No export may be
// named `config` in src/: Gatsby reads it as a page config and builds rendering engines.)
import { buildPatternRules, RAW_RULES } from '../rules';
import type { RedirectConfig } from '../config';

export const CAMPUSES = [
  'angers',
  'arras',
  'auxerre',
  'bordeaux',
  'chartres',
  'lille',
  'lyon',
  'montpellier',
  'nantes',
  'paris',
  'reims',
  'rennes',
  'saint-etienne',
  'toulouse',
];
export const JOBS = ['developpeur-web', 'data-analyst'];

export const PAGES = new Set([
  '/',
  '/agenda',
  '/actualites',
  '/actualites/hackathon-lille',
  '/admission',
  '/admission/procedure',
  '/campus',
  '/innovation-lab',
  '/metiers',
  '/ecole',
  '/ecole/histoire',
  '/programmes',
  '/programmes/bts-sio-slam',
  '/en',
  '/en/agenda',
  ...CAMPUSES.map((slug) => `/campus/${slug}`),
  ...JOBS.map((slug) => `/metiers/${slug}`),
]);

export const isPage = (path: string) => PAGES.has(path);

export const PATTERNS = buildPatternRules({ product: 'esnum', campusSlugs: CAMPUSES, jobSlugs: JOBS });

export const redirectConfig = (overrides: Partial<RedirectConfig> = {}): RedirectConfig => ({
  version: 1,
  canonicalOrigin: 'https://www.esnum.example',
  englishEnabled: true,
  exact: { '/notre-histoire': '/ecole/histoire', '/campus-de-lyon': '/campus/lyon' },
  patterns: PATTERNS,
  raw: RAW_RULES,
  ...overrides,
});

/** A compiled config whose one exact rule sends `/sortie` to `target`: for the off-site guards. */
export const configRedirectingTo = (target: string): RedirectConfig => ({
  version: 1,
  canonicalOrigin: 'https://www.esnum.example',
  englishEnabled: true,
  exact: { '/sortie': target },
  patterns: [],
  raw: [],
});
