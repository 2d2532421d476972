import { localeText } from '../locale-text';

const locales = {
  edges: [
    { node: { ns: 'news', data: JSON.stringify({ title: 'Actualités', nested: { key: 'Valeur' } }) } },
    { node: { ns: 'common', data: null } },
  ],
};

describe('localeText', () => {
  it('reads a key, nested keys included', () => {
    expect(localeText(locales, 'news', 'title')).toBe('Actualités');
    expect(localeText(locales, 'news', 'nested.key')).toBe('Valeur');
  });

  it('falls back to the key when the namespace, the data or the key is missing', () => {
    expect(localeText(locales, 'agenda', 'title')).toBe('title');
    expect(localeText(locales, 'common', 'title')).toBe('title');
    expect(localeText(locales, 'news', 'missing')).toBe('missing');
    expect(localeText(undefined, 'news', 'title')).toBe('title');
  });
});
