import { esnumLogoSvg } from '../brand/esnum-logo';
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
