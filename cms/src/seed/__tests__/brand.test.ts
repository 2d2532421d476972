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
