// French typography in text from the CMS: the space before a colon, semicolon, exclamation or
// question mark and closing guillemet, and after an opening one, does not break, so that no line
// starts with ":" or "»" ("48 heures pour une IA responsable : le hackathon"). English text has no
// space there to begin with. A dash between two parts of a title stays with the first part in
// either language ("Journée portes ouvertes — campus de Paris"), so no line starts with "—".
// Applied where CMS text is drawn large: titles, leads, rich text.
const BEFORE = / ([:;!?»—–])/g;
const AFTER = /« /g;

export const keepPunctuationAttached = (text: string) => text.replace(BEFORE, '\u00a0$1').replace(AFTER, '«\u00a0');

/** The same for a React child that is a string; anything else is given back as it is. */
export const withAttachedPunctuation = <T>(node: T): T | string => (typeof node === 'string' ? keepPunctuationAttached(node) : node);
