import { resolveRequest } from '../resolve';
import { specAddressRules } from '../rules';
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
    expect(resolve('/Notre-Histoire', { search: '?utm_source=x&a=1' })).toEqual({
      kind: 'redirect',
      location: '/ecole/histoire?utm_source=x&a=1',
    });
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

  // Hostile paths, as received (still percent-encoded): a Location that starts with "//" or "/\"
  // sends the browser to another host.
  it.each([
    ['//evil.com/', '/evil.com'],
    ['//Evil.com', '/evil.com'],
    ['///evil.com/', '/evil.com'],
    ['/%2Fevil.com/', '/evil.com'],
    ['/%2fevil.com', '/evil.com'],
    ['/%2F%2Fevil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/%5Cevil.com/', '/evil.com'],
    ['/%5C%5Cevil.com', '/evil.com'],
    ['/\\/evil.com', '/evil.com'],
    ['/%09/evil.com/', '/%09/evil.com'],
    ['/a%0D%0ASet-Cookie:%20x=1/', '/a%0D%0Aset-cookie:%20x=1'],
  ])('never sends %s off-site (one redirect to %s)', (path, location) => {
    const resolution = resolve(path);
    expect(resolution).toEqual({ kind: 'redirect', location });
  });

  it.each(['/.//evil.com/', '/%2E%2F%2Fevil.com', '/a/..//evil.com', '/a%5C..%5C..%5Cetc', '/..'])(
    'refuses the dot segments of %s',
    (path) => {
      expect(resolve(path)).toEqual({ kind: 'bad-request' });
    },
  );

  it('never answers with a location outside the site, whatever the path', () => {
    const pieces = ['/', '\\', '%2F', '%2f', '%5C', '%5c', '.', '%2E', 'Evil.com', '%0D%0A', '%09', 'en'];
    const failures: string[] = [];
    // Every path of up to four pieces.
    const paths = pieces.flatMap((a) => pieces.flatMap((b) => pieces.flatMap((c) => pieces.map((d) => `/${a}${b}${c}${d}`))));
    for (const path of paths) {
      const resolution = resolve(path);
      // eslint-disable-next-line no-control-regex -- the check is precisely that no control character is sent
      if (resolution.kind === 'redirect' && !/^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(resolution.location)) {
        failures.push(`${path} → ${resolution.location}`);
      }
    }
    expect(paths.length).toBe(pieces.length ** 4);
    expect(failures).toEqual([]);
  });

  it('refuses a rule whose target would leave the site', () => {
    const config = { ...redirectConfig(), raw: [{ name: 'bad', pattern: '^/sortie$', target: '//evil.com', targets: ['//evil.com'] }] };
    expect(resolveRequest({ rawPath: '/sortie', search: '', host: 'x' }, config, isPage)).toEqual({ kind: 'bad-request' });
  });

  it('sends an English address with no English page to the French page of the same path, else to the English home', () => {
    expect(resolve('/en/actualites/hackathon-lille')).toEqual({ kind: 'redirect', location: '/actualites/hackathon-lille' });
    expect(resolve('/EN/Actualites/Hackathon-Lille/', { search: '?x=1' })).toEqual({
      kind: 'redirect',
      location: '/actualites/hackathon-lille?x=1',
    });
    expect(resolve('/en/nulle-part')).toEqual({ kind: 'redirect', location: '/en' });
    expect(resolve('/en/agenda')).toEqual({ kind: 'serve' });
    expect(resolve('/en/actualites/hackathon-lille', { englishEnabled: false })).toEqual({ kind: 'redirect', location: '/' });
    // Only /en addresses: a French unknown path is still a 404.
    expect(resolve('/nulle-part')).toEqual({ kind: 'serve' });
  });
});

describe("the spec's addresses that are not pages", () => {
  const pages = new Set([
    '/actualites',
    '/en/actualites',
    '/mentions-legales',
    '/charte-donnees-personnelles',
    '/en/legal-notices',
    '/en/data-privacy-policy',
    '/',
    '/en',
  ]);
  const isSpecPage = (path: string) => pages.has(path);
  const resolveWith = (rawPath: string, englishEnabled = true) =>
    resolveRequest(
      { rawPath, search: '', host: 'x' },
      redirectConfig({
        englishEnabled,
        exact: {},
        patterns: specAddressRules({ englishEnabled, isPage: (path) => isSpecPage(path) && (englishEnabled || !path.startsWith('/en')) }),
      }),
      isSpecPage,
    );

  it.each([
    ['/actualites/page', '/actualites'],
    ['/actualites/page/1', '/actualites'],
    ['/Actualites/Page/1/', '/actualites'],
    ['/en/actualites/page', '/en/actualites'],
    ['/en/actualites/page/1', '/en/actualites'],
    ['/legal-notices', '/en/legal-notices'],
    ['/Legal-Notices/', '/en/legal-notices'],
    ['/Data-privacy-policy', '/en/data-privacy-policy'],
    ['/DATA-PRIVACY-POLICY', '/en/data-privacy-policy'],
  ])('answers %s with one redirect to %s', (path, location) => {
    expect(resolveWith(path)).toEqual({ kind: 'redirect', location });
  });

  it('sends the English addresses to the French pages when English is off', () => {
    expect(resolveWith('/legal-notices', false)).toEqual({ kind: 'redirect', location: '/mentions-legales' });
    expect(resolveWith('/Data-privacy-policy', false)).toEqual({ kind: 'redirect', location: '/charte-donnees-personnelles' });
    expect(resolveWith('/en/actualites/page/1', false)).toEqual({ kind: 'redirect', location: '/' });
  });

  it('leaves out a rule whose page is gone rather than fail the build', () => {
    const rules = specAddressRules({ englishEnabled: true, isPage: (path) => path !== '/en/legal-notices' });
    expect(rules.map((rule) => rule.name)).not.toContain('/legal-notices');
    expect(rules.map((rule) => rule.name)).toContain('/data-privacy-policy');
  });
});
