import { matchRules } from '../rules';
import { PATTERNS, isPage } from './fixtures';

describe('pattern rules', () => {
  it.each([
    ['/campus/campus-de-auxerre', '/campus/auxerre'],
    ['/campus/campus-de-bordeaux', '/campus/bordeaux'],
    ['/campus/campus-de-lille', '/campus/lille'],
    ['/campus/campus-de-lyon', '/campus/lyon'],
    ['/campus/campus-de-rennes', '/campus/rennes'],
    ['/campus/campus-de-nantes', '/campus/nantes'],
    ['/campus/campus-de-paris', '/campus/paris'],
    ['/campus/campus-de-reims', '/campus/reims'],
    ['/campus/campus-de-toulouse', '/campus/toulouse'],
    ['/campus/campus-angers', '/campus/angers'],
    ['/campus/campus-chartres', '/campus/chartres'],
    ['/campus/campus-darras', '/campus/arras'],
    ['/campus/campus-saint-etienne', '/campus/saint-etienne'],
    ['/campus/campus-de-montpellier', '/campus/montpellier-2'],
    ['/campus/montpellier-2', '/campus/montpellier'],
    ['/campus/campus-de-brest', '/campus/rennes'],
    ...[
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
    ].map((prefix) => [`/${prefix}-du-12-mars`, '/agenda']),
    ['/journee-portes-ouvertes/2019', '/agenda'],
    ['/revue-de-presse', '/actualites'],
    ['/revue-de-presse-2021/article-3', '/actualites'],
    ['/esnum-lyon', '/campus/lyon'],
    ['/esnum-saint-etienne-bachelor', '/campus/saint-etienne'],
    ['/esnum-paris/contact', '/campus/paris'],
    ['/candidature', '/admission'],
    ['/candidature/etape-2', '/admission'],
    ['/contact', '/'],
    ['/documentation/brochure.pdf', '/'],
    ['/category/actualites', '/'],
    ['/innovation-lab/projets/robotique', '/innovation-lab'],
    ['/emploi-entreprise/observatoire-des-metiers/data-analyst', '/metiers/data-analyst'],
    ['/emploi-entreprise/observatoire-des-metiers/astronaute', '/metiers'],
    ['/emploi-entreprise/observatoire-des-metiers', '/metiers'],
  ])('%s → %s', (path, target) => {
    expect(matchRules(PATTERNS, path)).toBe(target);
  });

  it.each([
    '/agenda',
    '/contactez-nous',
    '/innovation-lab',
    '/campus/lyon',
    '/esnum-brest',
    '/formations',
    '/actualites/journee-x',
    '/campus/campus-de-nice',
  ])('leaves %s alone', (path) => {
    expect(matchRules(PATTERNS, path)).toBeNull();
  });

  it('only ever leads to pages (but for the montpellier-2 step, which the build flattens)', () => {
    const targets = PATTERNS.flatMap((rule) => rule.targets);
    expect(targets.filter((target) => !isPage(target))).toEqual(['/campus/montpellier-2']);
  });
});
