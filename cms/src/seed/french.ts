// French phrasing the seed's texts share.

/** "de Lyon" but "d’Angers": "de" elided before a name starting with a vowel. */
export const deName = (name: string) => (/^[AEÉIOU]/.test(name) ? `d’${name}` : `de ${name}`);
