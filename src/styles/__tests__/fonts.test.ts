// The fallback face must keep the brand font's metrics, or the swap moves the page (CLS).
import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import bricolageGrotesque from '@capsizecss/metrics/bricolageGrotesque';
import arial from '@capsizecss/metrics/arial';
import { BRAND_FONT_FILE, BRAND_FONT_PACKAGE, BRAND_FONT_PATH } from '@/lib/brand-font';

const fontsCss = fs.readFileSync(path.join(__dirname, '..', 'fonts.css'), 'utf8');
const overridesOf = (css: string) =>
  Object.fromEntries(
    [...css.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)].map(([, property, value]) => [
      property,
      value,
    ]),
  );

describe('brand font', () => {
  it('has a fallback face with the metric overrides capsize computes for Bricolage Grotesque over Arial', () => {
    const { fontFaces } = createFontStack([bricolageGrotesque, arial], { fontFaceFormat: 'styleString' });
    const fallbackBlock = fontsCss.slice(fontsCss.indexOf("font-family: 'Bricolage Grotesque Fallback'"));
    expect(overridesOf(fallbackBlock)).toEqual(overridesOf(fontFaces));
    expect(Object.keys(overridesOf(fallbackBlock))).toHaveLength(4);
  });

  it('points the face at the file the build copies, which the package ships', () => {
    expect(fontsCss).toContain(`url('${BRAND_FONT_PATH}')`);
    expect(fs.existsSync(require.resolve(`${BRAND_FONT_PACKAGE}/files/${BRAND_FONT_FILE}`))).toBe(true);
  });
});
