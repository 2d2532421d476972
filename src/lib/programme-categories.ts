// The programme categories, in the course dictionary's order (the CMS schema's enumeration, which
// a test holds this list to). On its own so that the pages naming categories do not carry the
// list filters with them. Imported by the build too (plugins/site-pages): no '@/' imports here.
export const PROGRAMME_CATEGORIES = ['bts', 'bachelor', 'mastere', 'mba', 'pge'] as const;
export type ProgrammeCategory = (typeof PROGRAMME_CATEGORIES)[number];

/** The categories of the programmes that lead to a job, in the catalogue's order: its tags, and its filter. */
export const profileCategories = (profile: { programmes: ReadonlyArray<{ category: string | null } | null> | null }) =>
  PROGRAMME_CATEGORIES.filter((category) => (profile.programmes ?? []).some((programme) => programme?.category === category));
