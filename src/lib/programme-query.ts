// The programme finder's own query parameters, beside the list filters' (categorie, niveau,
// domaine, campus): the rhythm choices, and the postcode the results are sorted from. The home
// page's quick finder writes them, the finder and the campus list read them.

/** ?pres=69003: "près de chez moi". */
export const NEAR_ME_KEY = 'pres';

/** ?rythme=alternance: the CMS rhythms each choice keeps (a programme taken either way, "both", under each). */
export const RHYTHM_CHOICES = { alternance: ['periodic', 'both'], 'temps-plein': ['fulltime', 'both'] } as const;
export type RhythmChoice = keyof typeof RHYTHM_CHOICES;
