import { canonicalHostFor, normalizePath } from '../normalize';

describe('normalisation', () => {
  it.each([
    ['/Campus/LYON', '/campus/lyon'],
    ['/agenda/', '/agenda'],
    ['/agenda///', '/agenda'],
    ['/', '/'],
    ['//', '/'],
    ['/En/Agenda/', '/en/agenda'],
  ])('%s → %s (English on)', (path, expected) => {
    expect(normalizePath(path, { englishEnabled: true })).toBe(expected);
  });

  it.each([
    ['/en', '/'],
    ['/en/agenda', '/'],
    ['/EN/legal-notices/', '/'],
    ['/entreprise', '/entreprise'],
    ['/english', '/english'],
  ])('%s → %s (English off)', (path, expected) => {
    expect(normalizePath(path, { englishEnabled: false })).toBe(expected);
  });

  it('sends the bare host to the www host, and leaves other hosts alone', () => {
    expect(canonicalHostFor('esnum.example', 'www.esnum.example')).toBe('www.esnum.example');
    expect(canonicalHostFor('ESNUM.example:443', 'www.esnum.example')).toBe('www.esnum.example');
    expect(canonicalHostFor('www.esnum.example', 'www.esnum.example')).toBeNull();
    expect(canonicalHostFor('127.0.0.1:9000', 'www.esnum.example')).toBeNull();
  });
});
