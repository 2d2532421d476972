// Key figures are typed by editors as text ("22 000", "9,500", "92 %"). A figure that is a plain
// number, or a percentage, is written again the way the page's language writes numbers; anything
// else ("Bac+5", "1er", "+ de 80") is shown as typed.
import type { Language } from './routes';
import { INTL_LOCALES, numberFormat } from './intl';

// Separators editors use between groups of thousands: spaces (plain, no-break, narrow no-break),
// commas and dots.
const GROUPED = /^\d{1,3}(?:([ \u00a0\u202f,.])\d{3})(?:\1\d{3})*$/;
const PLAIN = /^\d+$/;
const FIGURE = /^(\d[\d \u00a0\u202f,.]*?)(?:([.,])(\d{1,2}))?[ \u00a0\u202f]*(%)?$/;

const parseInteger = (digits: string): number | null => {
  if (PLAIN.test(digits)) return Number(digits);
  return GROUPED.test(digits) ? Number(digits.replace(/\D/g, '')) : null;
};

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
  const number = decimals ? Number(`${integer}.${decimals}`) : integer;
  const fractionDigits = decimals?.length ?? 0;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return percent
    ? numberFormat(INTL_LOCALES[language], { ...options, style: 'percent' }).format(number / 100)
    : numberFormat(INTL_LOCALES[language], options).format(number);
};
