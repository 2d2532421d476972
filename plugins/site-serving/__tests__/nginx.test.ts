// The nginx includes generated from the compiled redirect config.
import { nginxHttpConf, nginxServerConf } from '../nginx';
import { configRedirectingTo } from '../../../server/redirects/__tests__/fixtures';
import { IMMUTABLE, REVALIDATE } from '../../../server/cache-policy';
import { SECURITY_HEADERS } from '../../../server/security-headers';

describe('a redirect that would leave the site', () => {
  it.each(['//evil.com', '/\\evil.com', '/a\r\nSet-Cookie: x=1'])('stops the nginx output (%j)', (target) => {
    expect(() => nginxHttpConf(configRedirectingTo(target))).toThrow(/not a path of the site/);
  });

  it('encodes the targets nginx sends', () => {
    expect(nginxHttpConf(configRedirectingTo('/événements'))).toContain('"/sortie" "/%C3%A9v%C3%A9nements";');
  });
});

describe("the events' calendar files", () => {
  const conf = nginxServerConf(configRedirectingTo('/agenda'), {
    security: SECURITY_HEADERS,
    revalidate: REVALIDATE,
    immutable: IMMUTABLE,
  });
  const location = conf.slice(conf.indexOf('location ~* "\\.ics$"'), conf.indexOf('location / {'));

  it('are sent as UTF-8 text/calendar (mime.types has no .ics), before the catch-all location', () => {
    expect(location).toContain('types { text/calendar ics; }');
    expect(location).toContain('charset_types text/calendar;');
    expect(location).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(location).toContain('try_files $uri @esnum_redirect;');
  });

  it('are gzipped on the fly when they have no compressed copy', () => {
    expect(conf).toMatch(/^gzip_types .*\btext\/calendar\b.*;$/m);
  });
});
