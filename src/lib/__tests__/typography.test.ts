import { keepPunctuationAttached, withAttachedPunctuation } from '../typography';

const NBSP = '\u00a0';

describe('French punctuation kept with its word', () => {
  it.each([
    ['48 heures pour une IA responsable : le hackathon', `48 heures pour une IA responsable${NBSP}: le hackathon`],
    ['Prêts ? Partez !', `Prêts${NBSP}? Partez${NBSP}!`],
    ['les frais ; le calendrier', `les frais${NBSP}; le calendrier`],
    ['« C’était un vrai projet »', `«${NBSP}C’était un vrai projet${NBSP}»`],
    ['Journée portes ouvertes — campus de Paris', `Journée portes ouvertes${NBSP}— campus de Paris`],
    ['Bloc 1 – Sécuriser une infrastructure', `Bloc 1${NBSP}– Sécuriser une infrastructure`],
    ['Open day — Paris campus', `Open day${NBSP}— Paris campus`],
    ['Time: 10:00', 'Time: 10:00'],
    ['https://esnum.example/a?b=c', 'https://esnum.example/a?b=c'],
  ])('%s', (text, expected) => {
    expect(keepPunctuationAttached(text)).toBe(expected);
  });

  it('leaves what is not a string alone', () => {
    const element = { type: 'strong' };
    expect(withAttachedPunctuation(element)).toBe(element);
    expect(withAttachedPunctuation(null)).toBeNull();
    expect(withAttachedPunctuation('Oups !')).toBe(`Oups${NBSP}!`);
  });
});
