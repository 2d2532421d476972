// The nginx includes generated from the compiled redirect config.
import { nginxHttpConf } from '../nginx';

describe('a redirect that would leave the site', () => {
  const offSite = (target: string) => ({
    version: 1 as const,
    canonicalOrigin: 'https://www.esnum.example',
    englishEnabled: true,
    exact: { '/sortie': target },
    patterns: [],
    raw: [],
  });

  it.each(['//evil.com', '/\\evil.com', '/a\r\nSet-Cookie: x=1'])('stops the nginx output (%j)', (target) => {
    expect(() => nginxHttpConf(offSite(target))).toThrow(/not a path of the site/);
  });

  it('encodes the targets nginx sends', () => {
    expect(nginxHttpConf(offSite('/événements'))).toContain('"/sortie" "/%C3%A9v%C3%A9nements";');
  });
});
