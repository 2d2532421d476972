import { parseAllowedHosts, safeCrmUrl, withTracking } from '../crm-url';
import { crmAllowedHosts, isAllowedCrmUrl } from '../../../cms/src/utils/crm-url';

const HOSTS = parseAllowedHosts('crm.esnum.example, Forms.ESNUM.example');

describe('safeCrmUrl', () => {
  it.each([
    ['https://crm.esnum.example/formulaires/contact?campus=lyon', true],
    ['https://forms.esnum.example/x', true],
    ['http://crm.esnum.example/formulaires/contact', false],
    ['https://evil.example/phish', false],
    ['https://crm.esnum.example.evil.example/', false],
    ['https://user:pass@crm.esnum.example/', false],
    ['javascript:alert(1)', false],
    ['//crm.esnum.example/x', false],
    ['', false],
    [null, false],
  ])('%p allowed: %p, by the site and by the CMS alike', (url, allowed) => {
    expect(safeCrmUrl(url, HOSTS) !== null).toBe(allowed);
    expect(isAllowedCrmUrl(url, crmAllowedHosts('crm.esnum.example, Forms.ESNUM.example'))).toBe(allowed);
  });

  it('reads the same default hosts in the CMS as in the site', () => {
    expect(crmAllowedHosts(undefined)).toEqual(parseAllowedHosts('crm.esnum.example'));
    expect(crmAllowedHosts(' ')).toEqual(['crm.esnum.example']);
  });
});

describe('withTracking', () => {
  const url = new URL('https://crm.esnum.example/formulaires/contact?campus=saint-etienne');

  it('appends the tracking, encoded', () => {
    expect(withTracking(url, { origin: 'REFERRAL_blog.example', source: 'blog & co', medium: 'referral', campaign: 'none' })).toBe(
      'https://crm.esnum.example/formulaires/contact?campus=saint-etienne&origine-tracking=REFERRAL_blog.example&utm_source=blog+%26+co&utm_medium=referral',
    );
  });

  it('skips "none" values and parameters the URL already has', () => {
    const withSource = new URL('https://crm.esnum.example/f?utm_source=crm-default');
    expect(withTracking(withSource, { origin: 'direct', source: 'newsletter', medium: 'none', campaign: 'none' })).toBe(
      'https://crm.esnum.example/f?utm_source=crm-default&origine-tracking=direct',
    );
  });

  it('leaves the URL as it is without tracking', () => {
    expect(withTracking(url, null)).toBe(url.href);
  });
});
