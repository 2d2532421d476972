// The programme categories, in the course dictionary's order (the CMS schema's enumeration, which
// a test holds this list to). On its own so that the pages naming categories do not carry the
// list filters with them. Imported by the build too (plugins/site-pages): no '@/' imports here.
export const PROGRAMME_CATEGORIES = ['bts', 'bachelor', 'mastere', 'mba', 'pge'] as const;
export type ProgrammeCategory = (typeof PROGRAMME_CATEGORIES)[number];
