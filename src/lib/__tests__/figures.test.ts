import { formatAmount, formatFigure } from '../figures';
import { INTL_LOCALES } from '../intl';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatFigure', () => {
  it.each([
    // A full no-break space between the groups: the brand font's narrow one all but vanishes.
    ['22 000', 'fr', `22${NBSP}000`],
    ['22000', 'fr', `22${NBSP}000`],
    ['22,000', 'fr', `22${NBSP}000`],
    [`1${NARROW_NBSP}250`, 'fr', `1${NBSP}250`],
    ['22 000', 'en', '22,000'],
    ['1.234.567,89', 'en', '1,234,567.89'],
    ['1,234.5', 'fr', `1${NBSP}234,5`],
    ['4,5', 'en', '4.5'],
    ['3.5', 'fr', '3,5'],
    ['92 %', 'en', '92%'],
    ['92%', 'fr', `92${NBSP}%`],
    ['26', 'fr', '26'],
    ['26', 'en', '26'],
  ] as const)('writes %p in %s as %p', (value, language, expected) => {
    expect(formatFigure(value, language)).toBe(expected);
  });

  it.each(['Bac+5', '1er', '+ de 80', '2005', '1,500.000,5', '12 34', 'x'])('keeps %p as typed', (value) => {
    expect(formatFigure(value, 'fr')).toBe(value);
    expect(formatFigure(value, 'en')).toBe(value);
  });

  it.each(['fr', 'en'] as const)(
    'writes numbers and percentages in %s as Intl does, French groups apart with a full no-break space',
    (language) => {
      const samples: Array<[string, number, number, boolean]> = [
        ['7', 7, 0, false],
        ['12', 12, 0, false],
        ['650', 650, 0, false],
        ['12 345', 12345, 0, false],
        ['1 234 567', 1234567, 0, false],
        ['98,5', 98.5, 1, false],
        ['45 000,25', 45000.25, 2, false],
        ['92 %', 92, 0, true],
        ['97,5 %', 97.5, 1, true],
        ['100 %', 100, 0, true],
      ];
      for (const [typed, number, fractionDigits, percent] of samples) {
        const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
        const expected = percent
          ? new Intl.NumberFormat(INTL_LOCALES[language], { ...options, style: 'percent' }).format(number / 100)
          : new Intl.NumberFormat(INTL_LOCALES[language], options).format(number);
        expect(formatFigure(typed, language)).toBe(expected.replace(/\u202f/g, NBSP));
      }
    },
  );
});

describe('formatAmount', () => {
  it('writes a fee as its language does, French thousands with a full no-break space the brand font draws wide enough', () => {
    expect(formatAmount(6400, 'fr')).toBe('6\u00a0400');
    expect(formatAmount(12500, 'fr')).toBe('12\u00a0500');
    expect(formatAmount(950, 'fr')).toBe('950');
    expect(formatAmount(12500, 'en')).toBe('12,500');
  });
});
