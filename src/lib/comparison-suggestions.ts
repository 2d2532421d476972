// Comparisons worth making, for a visitor who has picked no programme yet: two programmes of one
// field of study at the two steps a visitor hesitates between (a BTS or a Bachelor after the bac, a
// Bachelor or a Mastère, a Mastère or an MBA). Read from the catalogue, so that they follow what
// editors publish.

import { PROGRAMME_CATEGORIES } from './programme-categories';

export interface SuggestableProgramme {
  slug: string;
  title: string;
  category: string;
  graduationLevel: number | null;
  fieldsOfStudy: ReadonlyArray<{ slug: string | null } | null> | null;
}

export interface SuggestedComparison<P extends SuggestableProgramme> {
  field: string;
  programmes: [P, P];
}

/**
 * Up to `limit` pairs, ordered by level (after the bac first). Each pair is two programmes of one
 * field, the second the nearest level above the first of another category; no two pairs of the same
 * two categories (not three "BTS or Bachelor"), and no programme in two pairs. Fields in the order
 * of their first programme in `programmes`.
 */
export const suggestedComparisons = <P extends SuggestableProgramme>(
  programmes: readonly P[],
  limit = 3,
): Array<SuggestedComparison<P>> => {
  const byField = new Map<string, P[]>();
  for (const programme of programmes) {
    for (const field of programme.fieldsOfStudy ?? []) {
      if (!field?.slug) continue;
      byField.set(field.slug, [...(byField.get(field.slug) ?? []), programme]);
    }
  }
  const level = (programme: P) => programme.graduationLevel ?? 0;
  // At one level, the usual path first (a Mastère before an MBA, a Bachelor's next step).
  const rank = (programme: P) => {
    const index = (PROGRAMME_CATEGORIES as readonly string[]).indexOf(programme.category);
    return index === -1 ? PROGRAMME_CATEGORIES.length : index;
  };
  const candidates = [...byField].flatMap(([field, members]) => {
    const ladder = [...members].sort((a, b) => level(a) - level(b) || rank(a) - rank(b));
    return ladder.flatMap((lower, index) => {
      const upper = ladder.slice(index + 1).find((programme) => programme.category !== lower.category);
      return upper ? [{ field, programmes: [lower, upper] as [P, P] }] : [];
    });
  });
  const usedProgrammes = new Set<string>();
  const usedCategoryPairs = new Set<string>();
  const pairs: Array<SuggestedComparison<P>> = [];
  for (const candidate of candidates) {
    if (pairs.length >= limit) break;
    const categories = candidate.programmes.map((programme) => programme.category).join(' ');
    if (usedCategoryPairs.has(categories) || candidate.programmes.some((programme) => usedProgrammes.has(programme.slug))) continue;
    usedCategoryPairs.add(categories);
    for (const programme of candidate.programmes) usedProgrammes.add(programme.slug);
    pairs.push(candidate);
  }
  return pairs.sort((a, b) => level(a.programmes[0]) - level(b.programmes[0]));
};
