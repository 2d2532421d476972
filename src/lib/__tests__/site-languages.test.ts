import { englishEnabledOf, siteLanguages } from '../site-languages';

describe('the English option', () => {
  it.each([
    ['on', [{ locale: 'fr', englishEnabled: true }], true],
    ['not set', [{ locale: 'fr', englishEnabled: null }], true],
    ['absent from the entry', [{ locale: 'fr' }], true],
    ['without settings at all', [], true],
    ['off', [{ locale: 'fr', englishEnabled: false }], false],
    [
      'off in French, whatever the English entry says',
      [
        { locale: 'en', englishEnabled: true },
        { locale: 'fr', englishEnabled: false },
      ],
      false,
    ],
    ['set on the English entry only (not read)', [{ locale: 'en', englishEnabled: false }, null], true],
  ])('%s', (_name, websites, enabled) => {
    expect(englishEnabledOf(websites)).toBe(enabled);
  });

  it('turns the English option into the list of languages', () => {
    expect(siteLanguages(true)).toEqual(['fr', 'en']);
    expect(siteLanguages(englishEnabledOf([{ locale: 'fr' }]))).toEqual(['fr', 'en']);
    expect(siteLanguages(false)).toEqual(['fr']);
  });
});
