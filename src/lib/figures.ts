// Key figures are typed by editors as text ("22 000", "9,500", "92 %"). A figure that is a plain
// number, or a percentage, is written again the way the page's language writes numbers; anything
// else ("Bac+5", "1er", "+ de 80") is shown as typed.
import type { Language } from './routes';

// Used at build time (the STRAPI_KEY_FIGURE.displayValue resolver of plugins/site-pages), so that
// no page's JavaScript carries it. Written out rather than with Intl.NumberFormat, as when pages
// formatted figures while hydrating: the two languages' own conventions, as Intl writes them
// (fr-FR, en-GB); a test holds them to Intl's output. One exception: French groups thousands
// with a narrow no-break space, which the brand font draws at under a tenth of an em, and at a
// key figure's display size "22 000" read as "22000". A full no-break space keeps the groups
// apart, and the number on one line.
const NUMBER_STYLE: Record<Language, { group: string; decimal: string; percent: string }> = {
  fr: { group: '\u00a0', decimal: ',', percent: '\u00a0%' },
  en: { group: ',', decimal: '.', percent: '%' },
};

const writeNumber = (integer: number, decimals: string | undefined, language: Language): string => {
  const style = NUMBER_STYLE[language];
  const grouped = String(integer).replace(/\B(?=(\d{3})+$)/g, style.group);
  return decimals ? `${grouped}${style.decimal}${decimals}` : grouped;
};

// Separators editors use between groups of thousands: spaces (plain, no-break, narrow no-break),
// commas and dots.
const GROUPED = /^\d{1,3}(?:([ \u00a0\u202f,.])\d{3})(?:\1\d{3})*$/;
const PLAIN = /^\d+$/;
const FIGURE = /^(\d[\d \u00a0\u202f,.]*?)(?:([.,])(\d{1,2}))?[ \u00a0\u202f]*(%)?$/;

const parseInteger = (digits: string): number | null => {
  if (PLAIN.test(digits)) return Number(digits);
  return GROUPED.test(digits) ? Number(digits.replace(/\D/g, '')) : null;
};

/** An amount as its language writes it: "6 400" (a full no-break space, which the brand font draws wide enough), "6,400". */
export const formatAmount = (amount: number, language: Language): string => writeNumber(Math.round(amount), undefined, language);

export const formatFigure = (value: string, language: Language): string => {
  const text = value.trim();
  const match = FIGURE.exec(text);
  if (!match) return value;
  const [, integerPart, decimalSeparator, decimals, percent] = match;
  const integer = parseInteger(integerPart);
  if (integer === null) return value;
  // A separator between groups of thousands is never the decimal one ("1,500.5" is not "1.500,5").
  if (decimalSeparator && integerPart.includes(decimalSeparator)) return value;
  // A bare four-digit number is more likely a year ("2005") than a count: never "2 005".
  if (!decimals && !percent && PLAIN.test(integerPart) && integerPart.length === 4) return value;
  const written = writeNumber(integer, decimals, language);
  return percent ? `${written}${NUMBER_STYLE[language].percent}` : written;
};
