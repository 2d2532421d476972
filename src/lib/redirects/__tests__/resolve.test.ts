import { resolveRequest } from '../resolve';
import { isPage, redirectConfig } from './fixtures';

const resolve = (rawPath: string, { search = '', host = '127.0.0.1:9000', englishEnabled = true } = {}) =>
  resolveRequest({ rawPath, search, host }, redirectConfig({ englishEnabled }), isPage);

describe('resolveRequest', () => {
  it('serves real pages as they are', () => {
    expect(resolve('/agenda')).toEqual({ kind: 'serve' });
    expect(resolve('/')).toEqual({ kind: 'serve' });
  });

  it.each([
    ['/Agenda', '/agenda'],
    ['/agenda/', '/agenda'],
    ['/AGENDA/', '/agenda'],
    ['/Notre-Histoire/', '/ecole/histoire'],
    ['/campus-de-lyon', '/campus/lyon'],
    ['/Campus/Campus-De-Brest', '/campus'],
    ['/campus/campus-de-brest/', '/campus/rennes'],
    ['/campus/campus-de-montpellier', '/campus/montpellier'],
    ['/journee-portes-ouvertes-2019', '/agenda'],
    ['/ESNUM-Lyon/', '/campus/lyon'],
  ])('answers %s with one redirect to %s', (path, location) => {
    expect(resolve(path)).toEqual({ kind: 'redirect', location });
  });

  it('keeps the query string', () => {
    expect(resolve('/Notre-Histoire', { search: '?utm_source=x&a=1' })).toEqual({ kind: 'redirect', location: '/ecole/histoire?utm_source=x&a=1' });
  });

  it('goes to the www host in the same single redirect', () => {
    expect(resolve('/agenda', { host: 'esnum.example' })).toEqual({ kind: 'redirect', location: 'https://www.esnum.example/agenda' });
    expect(resolve('/Campus-De-Lyon/', { host: 'esnum.example', search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: 'https://www.esnum.example/campus/lyon?x=1',
    });
  });

  it('sends every /en path home when the English option is off, and serves them when it is on', () => {
    expect(resolve('/en/agenda', { englishEnabled: false })).toEqual({ kind: 'redirect', location: '/' });
    expect(resolve('/en', { englishEnabled: false })).toEqual({ kind: 'redirect', location: '/' });
    expect(resolve('/en/agenda')).toEqual({ kind: 'serve' });
  });

  it('lets a real page win over a rule', () => {
    const withPage = (path: string) => isPage(path) || path === '/journee-speciale';
    expect(resolveRequest({ rawPath: '/journee-speciale', search: '', host: 'x' }, redirectConfig(), withPage)).toEqual({ kind: 'serve' });
  });

  it('serves unknown paths (the server answers 404)', () => {
    expect(resolve('/nulle-part')).toEqual({ kind: 'serve' });
  });

  it('refuses paths that do not decode', () => {
    expect(resolve('/%')).toEqual({ kind: 'bad-request' });
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'bad-request' });
    expect(resolve('/a%00b')).toEqual({ kind: 'bad-request' });
  });

  it('encodes non-ASCII targets', () => {
    expect(resolve('/%C3%89v%C3%A9nement')).toEqual({ kind: 'redirect', location: '/%C3%A9v%C3%A9nement' });
  });
});
