// The nginx includes generated from the compiled redirect config.
import { nginxHttpConf, nginxServerConf } from '../nginx';
import { configRedirectingTo } from '../../../shared/redirects/__tests__/fixtures';
import { IMMUTABLE, REVALIDATE } from '../../../shared/cache-policy';
import { SECURITY_HEADERS } from '../../../shared/security-headers';

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

describe('the pages whose HTML the build left to the Node server', () => {
  const headers = { security: SECURITY_HEADERS, revalidate: REVALIDATE, immutable: IMMUTABLE };

  it('reach the Node server at the address the build was given', () => {
    expect(nginxHttpConf(configRedirectingTo('/agenda'), '10.0.0.7:9100')).toMatch(
      /upstream esnum_site_pages \{\n {4}server 10\.0\.0\.7:9100;/,
    );
  });

  it('are pages for the redirect rules, and go to the Node server without the headers nginx adds to files', () => {
    expect(nginxHttpConf(configRedirectingTo('/agenda'))).toContain('-f "$root/page-data$p/page-data.json"');
    const conf = nginxServerConf(configRedirectingTo('/agenda'), headers);
    expect(conf).toContain('rewrite ^ /__esnum_pages$uri last;');
    const location = conf.slice(conf.indexOf('location /__esnum_pages/ {'));
    expect(location).toContain('internal;');
    expect(location).toContain('proxy_pass http://esnum_site_pages/;');
    expect(location).not.toContain('add_header');
  });
});
