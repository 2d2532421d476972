// The pattern rules of the spec's redirects (§2), as regular expressions that both the Node server
// and nginx run (the syntax common to JavaScript and PCRE). They apply to normalised paths, after
// the exact table; `/Campus/Campus…` is the one rule read on the path as received.

export interface PatternRule {
  name: string;
  /** Regular expression source, anchored. */
  pattern: string;
  /** Target path; `$1` is the first capture. */
  target: string;
  /** Every path the rule can lead to (to check each is a page). */
  targets: string[];
  /** For hosts without regular expressions (Netlify): the exact old paths the rule covers. */
  sources?: string[];
  /** …or the folder whose every sub-path it covers (`/innovation-lab` for `/innovation-lab/*`). */
  folder?: string;
}

/** Campuses whose old address was /campus/campus-de-{city}. */
export const CAMPUS_DE_CITIES = ['auxerre', 'bordeaux', 'lille', 'lyon', 'rennes', 'nantes', 'paris', 'reims', 'toulouse'];
/** Campuses whose old address was /campus/campus-{city}. */
export const CAMPUS_DASH_CITIES = ['angers', 'chartres', 'saint-etienne'];

export const AGENDA_PREFIXES = [
  'concours',
  'journee',
  'soiree',
  'prochain',
  'conference',
  'reunion',
  'workshop',
  'speed',
  'forum',
  'lepsi',
  'atelier',
  'evenement',
  'portes-ouvertes',
  'remise',
];

/** Read on the path as received, before it is lower-cased. */
export const RAW_RULES: PatternRule[] = [{ name: '/Campus/Campus…', pattern: '^/Campus/Campus', target: '/campus', targets: ['/campus'] }];

const alternation = (values: string[]) =>
  [...values]
    // The longest first, so that saint-etienne is not read as a shorter slug.
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

export interface RuleData {
  product: string;
  campusSlugs: string[];
  jobSlugs: string[];
}

export const buildPatternRules = ({ product, campusSlugs, jobSlugs }: RuleData): PatternRule[] => [
  {
    name: '/campus/campus-de-{city}',
    pattern: `^/campus/campus-de-(${alternation(CAMPUS_DE_CITIES)})$`,
    target: '/campus/$1',
    targets: CAMPUS_DE_CITIES.map((city) => `/campus/${city}`),
    sources: CAMPUS_DE_CITIES.map((city) => `/campus/campus-de-${city}`),
  },
  {
    name: '/campus/campus-{city}',
    pattern: `^/campus/campus-(${alternation(CAMPUS_DASH_CITIES)})$`,
    target: '/campus/$1',
    targets: CAMPUS_DASH_CITIES.map((city) => `/campus/${city}`),
    sources: CAMPUS_DASH_CITIES.map((city) => `/campus/campus-${city}`),
  },
  ...[
    ['/campus/campus-darras', '/campus/arras'],
    ['/campus/campus-de-montpellier', '/campus/montpellier-2'],
    ['/campus/montpellier-2', '/campus/montpellier'],
    ['/campus/campus-de-brest', '/campus/rennes'],
  ].map(([from, to]) => ({ name: from, pattern: `^${from}$`, target: to, targets: [to], sources: [from] })),
  {
    name: 'event prefixes',
    pattern: `^/(?:${alternation(AGENDA_PREFIXES)})[^/]*(?:/.*)?$`,
    target: '/agenda',
    targets: ['/agenda'],
  },
  { name: 'revue-de-presse', pattern: '^/revue-de-presse[^/]*(?:/.*)?$', target: '/actualites', targets: ['/actualites'] },
  {
    name: `/${product}-{city}`,
    pattern: `^/${product}-(${alternation(campusSlugs)})(?:[-/].*)?$`,
    target: '/campus/$1',
    targets: campusSlugs.map((slug) => `/campus/${slug}`),
    sources: campusSlugs.map((slug) => `/${product}-${slug}`),
  },
  {
    name: '/candidature',
    pattern: '^/candidature(?:/.*)?$',
    target: '/admission',
    targets: ['/admission'],
    sources: ['/candidature'],
    folder: '/candidature',
  },
  ...['/contact', '/documentation', '/category'].map((from) => ({
    name: from,
    pattern: `^${from}(?:/.*)?$`,
    target: '/',
    targets: ['/'],
    sources: [from],
    folder: from,
  })),
  {
    name: '/innovation-lab/…',
    pattern: '^/innovation-lab/.+$',
    target: '/innovation-lab',
    targets: ['/innovation-lab'],
    folder: '/innovation-lab',
  },
  {
    name: '/emploi-entreprise/observatoire-des-metiers/{job}',
    pattern: `^/emploi-entreprise/observatoire-des-metiers/(${alternation(jobSlugs)})$`,
    target: '/metiers/$1',
    targets: jobSlugs.map((slug) => `/metiers/${slug}`),
    sources: jobSlugs.map((slug) => `/emploi-entreprise/observatoire-des-metiers/${slug}`),
  },
  {
    name: '/emploi-entreprise/observatoire-des-metiers (other)',
    pattern: '^/emploi-entreprise/observatoire-des-metiers(?:/.*)?$',
    target: '/metiers',
    targets: ['/metiers'],
    sources: ['/emploi-entreprise/observatoire-des-metiers'],
    folder: '/emploi-entreprise/observatoire-des-metiers',
  },
];

/** The English addresses the spec names, at the root, and their French pages. */
export const SPEC_ENGLISH_ADDRESSES: Array<[english: string, french: string]> = [
  ['/legal-notices', '/mentions-legales'],
  ['/data-privacy-policy', '/charte-donnees-personnelles'],
];

const exactRule = (from: string, to: string): PatternRule => ({
  name: from,
  pattern: `^${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  target: to,
  targets: [to],
  sources: [from],
});

/**
 * A number of the news list that is no page (an address of the old site, or a page number that
 * does not exist yet): the list itself. A real page always wins over a rule, so the numbered pages
 * of this build (src/lib/news-pages.ts) are served as they are.
 */
const newsPageNumberRule = (list: string): PatternRule => ({
  name: `${list}/page/{page} that is no page`,
  pattern: `^${list}/page/[^/]+$`,
  target: list,
  targets: [list],
  folder: `${list}/page`,
});

/**
 * Addresses of the spec that are not pages of their own: the news list's optional page number
 * (`/actualites/page`, and a number that is no page), and the English addresses it names at the
 * root (`/legal-notices`, `/Data-privacy-policy`: their English page, or the French one when
 * English is off). A rule whose target is not a page of this build (an editor renamed the page) is
 * left out rather than failing the build.
 */
export const specAddressRules = ({
  englishEnabled,
  isPage,
}: {
  englishEnabled: boolean;
  isPage: (path: string) => boolean;
}): PatternRule[] =>
  [
    exactRule('/actualites/page', '/actualites'),
    newsPageNumberRule('/actualites'),
    ...(englishEnabled ? [exactRule('/en/actualites/page', '/en/actualites'), newsPageNumberRule('/en/actualites')] : []),
    ...SPEC_ENGLISH_ADDRESSES.map(([english, french]) => exactRule(english, englishEnabled ? `/en${english}` : french)),
  ].filter((rule) => isPage(rule.target));

const compiled = new Map<string, RegExp>();
const regexOf = (pattern: string) => {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    compiled.set(pattern, regex);
  }
  return regex;
};

/** The target of the first rule matching `path`, or null. */
export const matchRules = (rules: readonly PatternRule[], path: string): string | null => {
  for (const rule of rules) {
    const match = regexOf(rule.pattern).exec(path);
    if (match) return rule.target.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
  }
  return null;
};
