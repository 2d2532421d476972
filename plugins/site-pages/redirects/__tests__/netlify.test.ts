// Gatsby's redirects for the hosts that read them (the Netlify adapter): what they can express.
import { compileRedirects } from '../compile';
import { simpleRedirects } from '../netlify';
import { RAW_RULES } from '../../../../shared/redirects/rules';
import { configRedirectingTo, PATTERNS, isPage } from '../../../../shared/redirects/__tests__/fixtures';

describe('redirects for hosts without regular expressions', () => {
  it('lists the exact table, the enumerable rules flattened, and folders as splats', () => {
    const { config } = compileRedirects({
      table: [{ from: '/notre-histoire', to: '/ecole/histoire', origin: 't' }],
      cms: [],
      patterns: PATTERNS,
      raw: RAW_RULES,
      isPage: (path) => isPage(path) || path === '/ecole/histoire',
      englishEnabled: true,
      canonicalOrigin: 'https://www.esnum.example',
    });
    const redirects = Object.fromEntries(simpleRedirects(config).map(({ fromPath, toPath }) => [fromPath, toPath]));
    expect(redirects).toMatchObject({
      '/notre-histoire': '/ecole/histoire',
      '/campus/campus-de-lyon': '/campus/lyon',
      '/campus/campus-darras': '/campus/arras',
      '/campus/campus-de-montpellier': '/campus/montpellier',
      '/esnum-saint-etienne': '/campus/saint-etienne',
      '/innovation-lab/*': '/innovation-lab',
      '/contact/*': '/',
      '/emploi-entreprise/observatoire-des-metiers/data-analyst': '/metiers/data-analyst',
    });
    expect(Object.keys(redirects).some((from) => from.startsWith('/journee'))).toBe(false);
  });
});

describe('a redirect that would leave the site', () => {
  it.each(['//evil.com', '/\\evil.com', '/a\r\nSet-Cookie: x=1'])('stops the Netlify output (%j)', (target) => {
    expect(() => simpleRedirects(configRedirectingTo(target))).toThrow(/leave the site/);
  });
});
