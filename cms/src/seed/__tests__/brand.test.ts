import fs from 'fs';
import path from 'path';
import { esnumLogoSvg } from '../brand/esnum-logo';
import { BRAND_PICTURES, SITE_IMAGES } from '../brand/site-pictures';
import { drawSvg } from '../images';

describe("the school's logo", () => {
  const logo = drawSvg({ key: 'logo-esnum', caption: 'ESNUM', alt: { fr: 'Logo ESNUM', en: 'ESNUM logo' }, palette: 'logo' });

  it('is the brand mark at 480 × 160, the 3:1 of the header', () => {
    expect(logo).toMatch(/^<svg [^>]*width="480" height="160" viewBox="0 0 300 100"/);
  });

  it('draws its wordmark as strokes, so that no machine draws it in another font', () => {
    expect(logo).not.toMatch(/<text|font-family/);
    // The symbol's rising line and the five letters.
    expect(logo.match(/<path /g)).toHaveLength(6);
  });
});

describe("the logo's versions", () => {
  const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g));

  it('has a one-colour version: navy, the line and the pixel cut out in white', () => {
    expect(colours(esnumLogoSvg('one-colour'))).toEqual(new Set(['#12355b', '#ffffff']));
  });

  it('has a reversed version for the navy: the wordmark and the tile in white, the line still orange', () => {
    const reversed = esnumLogoSvg('reversed');
    expect(reversed).toMatch(/<g transform="translate\(102 30\)" fill="none" stroke="#ffffff"/);
    expect(reversed).toMatch(/<rect width="64" height="64" rx="16" fill="#ffffff"\/>/);
    expect(reversed).toContain('stroke="#f4a259"');
  });

  it('makes the default share image from the reversed mark, at the 1200 × 630 social networks ask for', () => {
    const share = drawSvg({ key: 'share-esnum', caption: 'ESNUM', alt: { fr: '', en: '' }, palette: 'share' });
    expect(share).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(share).toContain(esnumLogoSvg('reversed').split('\n')[1].trim());
    expect(share).not.toMatch(/<text/);
  });
});

describe("the site's brand pictures (static/images)", () => {
  const pictures = BRAND_PICTURES();

  it.each(Object.keys(pictures))('%s is the drawing of site-pictures.ts, written again after a change to it', (name) => {
    expect(fs.readFileSync(path.join(SITE_IMAGES, name), 'utf8')).toBe(pictures[name as keyof typeof pictures]);
  });

  it("draws the closing bands' skyline as the cities alone, six across and three on a phone, in the band's 12:1 and 6:1", () => {
    expect(pictures['skyline.svg']).toMatch(/viewBox="0 0 2400 200"/);
    expect(pictures['skyline-narrow.svg']).toMatch(/viewBox="0 0 1200 200"/);
    // No pins nor arcs: under a band's buttons they would read as controls.
    expect(pictures['skyline.svg']).not.toContain('stroke-dasharray');
    expect(pictures['skyline.svg']).toContain('aria-hidden="true"');
  });

  it("shows the error pages' student and signpost in the brand's orange before the cities", () => {
    expect(pictures['lost.svg']).toMatch(/viewBox="0 0 560 440"/);
    expect(pictures['lost.svg']).toContain('#f4a259');
    // The student's face: two eyes and a smile.
    expect(pictures['lost.svg']).toMatch(/<path d="M [^"]+ Q [^"]+" fill="none" stroke="#0b2239"/);
  });
});
