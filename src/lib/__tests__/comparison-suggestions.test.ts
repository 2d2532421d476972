import { suggestedComparisons } from '../comparison-suggestions';

const programme = (slug: string, category: string, graduationLevel: number, ...fields: string[]) => ({
  slug,
  title: slug,
  category,
  graduationLevel,
  fieldsOfStudy: fields.map((field) => ({ slug: field })),
});

const slugsOf = (pairs: ReturnType<typeof suggestedComparisons>) => pairs.map((pair) => pair.programmes.map((p) => p.slug));

describe('suggested comparisons', () => {
  it('pairs a programme with the nearest level above it of another category, in the same field', () => {
    const pairs = suggestedComparisons([
      programme('mastere-dev', 'mastere', 5, 'developpement'),
      programme('bachelor-dev', 'bachelor', 3, 'developpement'),
      programme('bts-slam', 'bts', 2, 'developpement'),
      programme('bts-ndrc', 'bts', 2, 'commerce'),
    ]);
    expect(slugsOf(pairs)).toEqual([
      ['bts-slam', 'bachelor-dev'],
      // bachelor-dev is taken: no second pair in this field.
    ]);
    expect(pairs.map((pair) => pair.field)).toEqual(['developpement']);
  });

  it('varies the steps: one pair per two categories, across fields, ordered by level', () => {
    const pairs = suggestedComparisons([
      programme('bts-cg', 'bts', 2, 'gestion'),
      programme('bachelor-gestion', 'bachelor', 3, 'gestion'),
      // Listed first, at the level of the Mastère: the Mastère is still the Bachelor's next step.
      programme('mba-innovation', 'mba', 5, 'gestion'),
      programme('mastere-si', 'mastere', 5, 'gestion'),
      programme('bts-ndrc', 'bts', 2, 'marketing'),
      programme('bachelor-marketing', 'bachelor', 3, 'marketing'),
      programme('mba-strategie', 'mba', 5, 'marketing'),
      programme('mastere-marketing', 'mastere', 5, 'marketing'),
    ]);
    expect(slugsOf(pairs)).toEqual([
      ['bts-cg', 'bachelor-gestion'],
      ['bachelor-marketing', 'mastere-marketing'],
      ['mastere-si', 'mba-innovation'],
    ]);
  });

  it('skips a field with a single programme, or programmes of one category only', () => {
    const pairs = suggestedComparisons([
      programme('bts-ndrc', 'bts', 2, 'commerce'),
      programme('bts-cg', 'bts', 2, 'gestion'),
      programme('bts-gpme', 'bts', 2, 'gestion'),
    ]);
    expect(pairs).toEqual([]);
  });

  it('stops at the limit', () => {
    const pairs = suggestedComparisons(
      [
        programme('bts-sisr', 'bts', 2, 'reseaux'),
        programme('bachelor-reseaux', 'bachelor', 3, 'reseaux'),
        programme('mastere-cloud', 'mastere', 5, 'reseaux'),
        programme('mba-si', 'mba', 5, 'reseaux'),
      ],
      2,
    );
    expect(slugsOf(pairs)).toEqual([
      ['bts-sisr', 'bachelor-reseaux'],
      ['mastere-cloud', 'mba-si'],
    ]);
  });

  it('reads programmes without fields or with empty relations', () => {
    expect(suggestedComparisons([{ ...programme('mba', 'mba', 5), fieldsOfStudy: null }, programme('x', 'bts', 2)])).toEqual([]);
  });
});
