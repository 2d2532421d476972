// The nginx includes generated from the compiled redirect config.
import { nginxHttpConf } from '../nginx';
import { configRedirectingTo } from '../../../server/redirects/__tests__/fixtures';

describe('a redirect that would leave the site', () => {
  it.each(['//evil.com', '/\\evil.com', '/a\r\nSet-Cookie: x=1'])('stops the nginx output (%j)', (target) => {
    expect(() => nginxHttpConf(configRedirectingTo(target))).toThrow(/not a path of the site/);
  });

  it('encodes the targets nginx sends', () => {
    expect(nginxHttpConf(configRedirectingTo('/événements'))).toContain('"/sortie" "/%C3%A9v%C3%A9nements";');
  });
});
