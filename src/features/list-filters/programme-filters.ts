// Which programmes a filter keeps (category, graduation level, campus), and the options each
// filter offers: only values some programme has, so no option leads to an empty list by itself.
// Relative, not '@/': the build (plugins/site-pages) imports this file, and Gatsby compiles it
// without the alias.
import { isPresent } from '../../lib/is-present';
import { PROGRAMME_CATEGORIES } from '../../lib/programme-categories';
import { byNameIn } from '../../lib/intl';

export { PROGRAMME_CATEGORIES, type ProgrammeCategory } from '../../lib/programme-categories';

export const PROGRAMME_FILTER_KEYS = ['categorie', 'niveau', 'campus'] as const;
export type ProgrammeFilterKey = (typeof PROGRAMME_FILTER_KEYS)[number];

export interface FilterableProgramme {
  category: string | null;
  graduationLevel: number | null;
  campuses: ReadonlyArray<{ name: string; slug: string } | null> | null;
}

export const filterProgrammes = <P extends FilterableProgramme>(
  programmes: readonly P[],
  values: Record<ProgrammeFilterKey, string>,
): P[] =>
  programmes.filter(
    (programme) =>
      (!values.categorie || programme.category === values.categorie) &&
      (!values.niveau || String(programme.graduationLevel) === values.niveau) &&
      (!values.campus || (programme.campuses ?? []).some((campus) => campus?.slug === values.campus)),
  );

export const programmeFilterOptions = (programmes: readonly FilterableProgramme[], language: string) => {
  const categories = PROGRAMME_CATEGORIES.filter((category) => programmes.some((programme) => programme.category === category));
  const levels = [...new Set(programmes.map((programme) => programme.graduationLevel).filter(isPresent))].sort();
  const campuses = new Map<string, string>();
  for (const programme of programmes) for (const campus of programme.campuses ?? []) if (campus) campuses.set(campus.slug, campus.name);
  return {
    categories,
    levels,
    campuses: [...campuses].map(([slug, name]) => ({ slug, name })).sort(byNameIn(language)),
  };
};
