/** @jest-environment node */
import { blocksToText } from '../plain-text';
import { siteIdentity, type SiteSeoData } from '../site-identity';
import { absoluteUrl, shareImageOf } from '../urls';

const ORIGIN = 'https://www.esnum.test';

describe('absoluteUrl', () => {
  it.each([
    ['/', `${ORIGIN}/`],
    ['/en', `${ORIGIN}/en`],
    ['/campus/lyon', `${ORIGIN}/campus/lyon`],
  ])('%s → %s', (path, expected) => {
    expect(absoluteUrl(`${ORIGIN}/`, path)).toBe(expected);
  });
});

describe('shareImageOf', () => {
  it("uses the copy published with the site, not the CMS's private upload URL", () => {
    expect(
      shareImageOf(ORIGIN, {
        url: '/uploads/a.jpg',
        alternativeText: 'Campus',
        width: 800,
        height: 600,
        localFile: { publicURL: '/static/x/a.jpg' },
      }),
    ).toEqual({
      url: `${ORIGIN}/static/x/a.jpg`,
      alt: 'Campus',
      width: 800,
      height: 600,
    });
  });

  it('keeps an absolute CMS URL (a CDN upload provider) when the file was not downloaded, and gives up on a relative one', () => {
    expect(shareImageOf(ORIGIN, { url: 'https://cdn.esnum.test/a.jpg', localFile: null })?.url).toBe('https://cdn.esnum.test/a.jpg');
    expect(shareImageOf(ORIGIN, { url: '/uploads/a.jpg', localFile: null })).toBeNull();
    expect(shareImageOf(ORIGIN, null)).toBeNull();
  });
});

describe('siteIdentity', () => {
  const data: SiteSeoData = {
    site: { siteMetadata: { siteUrl: ORIGIN, title: 'ESNUM' } },
    websites: {
      nodes: [
        {
          locale: 'fr',
          siteName: 'ESNUM',
          email: 'contact@esnum.test',
          logo: { url: '/uploads/logo.png', localFile: { publicURL: '/static/l/logo.png' } },
          schools: [
            {
              phone: '01 84 00 00 00',
              socials: [
                { url: 'https://x.test/esnum', visible: true },
                { url: 'https://hidden.test', visible: false },
              ],
            },
          ],
          seo: { metaDescription: 'Description.', twitterSite: '@esnum' },
        },
      ],
    },
  };

  it('reads the website settings of the language, falling back to French', () => {
    expect(siteIdentity(data, 'en')).toMatchObject({
      origin: ORIGIN,
      language: 'en',
      name: 'ESNUM',
      description: 'Description.',
      logo: { url: `${ORIGIN}/static/l/logo.png` },
      telephone: '01 84 00 00 00',
      sameAs: ['https://x.test/esnum'],
      twitterSite: '@esnum',
    });
  });
});

describe('blocksToText', () => {
  it('gives one line per paragraph, heading and list item', () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Bonjour ' },
          { type: 'link', url: '/x', children: [{ type: 'text', text: 'le monde' }] },
        ],
      },
      {
        type: 'list',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'un' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'deux' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: '' }] },
    ];
    expect(blocksToText(blocks)).toBe('Bonjour le monde\n- un\n- deux');
  });

  it('accepts plain text and ignores anything else', () => {
    expect(blocksToText('  Texte brut. ')).toBe('Texte brut.');
    expect(blocksToText(null)).toBe('');
    expect(blocksToText({ type: 'paragraph' })).toBe('');
  });
});
