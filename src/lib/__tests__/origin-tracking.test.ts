import { computeOriginTracking, searchEngineOf, trackingParameters } from '../origin-tracking';

const PAGE = 'https://www.esnum.example/programmes';

describe('computeOriginTracking', () => {
  it.each([
    [
      'campaign with content',
      `${PAGE}?utm_source=newsletter&utm_medium=email&utm_content=bts-nov&utm_campaign=rentree-2027`,
      '',
      { origin: 'bts-nov', source: 'newsletter', medium: 'email', campaign: 'rentree-2027' },
    ],
    [
      'campaign without content',
      `${PAGE}?utm_source=newsletter&utm_medium=email`,
      '',
      { origin: 'newsletter', source: 'newsletter', medium: 'email', campaign: 'none' },
    ],
    [
      'campaign with neither content nor source',
      `${PAGE}?utm_campaign=rentree`,
      '',
      { origin: 'utm', source: 'none', medium: 'none', campaign: 'rentree' },
    ],
    [
      'campaign wins over a referrer',
      `${PAGE}?utm_source=facebook`,
      'https://www.google.fr/',
      { origin: 'facebook', source: 'facebook', medium: 'none', campaign: 'none' },
    ],
    [
      'Google, organic',
      PAGE,
      'https://www.google.fr/',
      { origin: 'ORGANIC_GOOGLE', source: 'google', medium: 'organic', campaign: 'none' },
    ],
    [
      'Google, paid click',
      `${PAGE}?gclid=abc123`,
      'https://www.google.com/',
      { origin: 'SEARCH_GOOGLE', source: 'google', medium: 'cpc', campaign: 'none' },
    ],
    [
      'Bing, paid click',
      `${PAGE}?msclkid=x`,
      'https://www.bing.com/search?q=esnum',
      { origin: 'SEARCH_BING', source: 'bing', medium: 'cpc', campaign: 'none' },
    ],
    ['Ecosia', PAGE, 'https://www.ecosia.org/', { origin: 'ORGANIC_ECOSIA', source: 'ecosia', medium: 'organic', campaign: 'none' }],
    ['Qwant', PAGE, 'https://www.qwant.com/?q=esnum', { origin: 'ORGANIC_QWANT', source: 'qwant', medium: 'organic', campaign: 'none' }],
    ['Yahoo', PAGE, 'https://fr.search.yahoo.com/', { origin: 'ORGANIC_YAHOO', source: 'yahoo', medium: 'organic', campaign: 'none' }],
    ['Baidu', PAGE, 'https://www.baidu.com/', { origin: 'ORGANIC_BAIDU', source: 'baidu', medium: 'organic', campaign: 'none' }],
    ['Lilo', PAGE, 'https://search.lilo.org/', { origin: 'ORGANIC_LILO', source: 'lilo', medium: 'organic', campaign: 'none' }],
    [
      'another site',
      PAGE,
      'https://blog.orientation.example/article',
      { origin: 'REFERRAL_blog.orientation.example', source: 'blog.orientation.example', medium: 'referral', campaign: 'none' },
    ],
    ['no referrer', PAGE, '', { origin: 'direct', source: 'none', medium: 'none', campaign: 'none' }],
    ['the site itself', PAGE, 'https://www.esnum.example/agenda', { origin: 'direct', source: 'none', medium: 'none', campaign: 'none' }],
    ['an unreadable referrer', PAGE, 'not a url', { origin: 'direct', source: 'none', medium: 'none', campaign: 'none' }],
  ])('%s', (_, pageUrl, referrer, expected) => {
    expect(computeOriginTracking(pageUrl, referrer)).toEqual(expected);
  });

  it('does not mistake a host that merely contains an engine name for the engine', () => {
    expect(searchEngineOf('googleish.example')).toBeNull();
    expect(searchEngineOf('www.google.co.uk')).toBe('google');
  });
});

describe('trackingParameters', () => {
  it('keeps only values present and not "none"', () => {
    expect(trackingParameters({ origin: 'newsletter', source: 'newsletter', medium: 'email', campaign: 'rentree' })).toEqual([
      ['origine-tracking', 'newsletter'],
      ['utm_source', 'newsletter'],
      ['utm_medium', 'email'],
      ['utm_campaign', 'rentree'],
    ]);
    expect(trackingParameters({ origin: 'direct', source: 'none', medium: 'none', campaign: 'none' })).toEqual([
      ['origine-tracking', 'direct'],
    ]);
    expect(trackingParameters(null)).toEqual([]);
  });
});
