// The brand font's one file (latin subset, every weight): where it comes from and where the site
// serves it. A stable address lets every page preload it before the style sheet asks for it.
export const BRAND_FONT_PACKAGE = '@fontsource-variable/plus-jakarta-sans';
export const BRAND_FONT_FILE = 'plus-jakarta-sans-latin-wght-normal.woff2';
export const BRAND_FONT_PATH = `/fonts/${BRAND_FONT_FILE}`;
