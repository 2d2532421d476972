// The brand font's one file (latin subset, every weight): where it comes from and where the site
// serves it. A stable address lets every page preload it before the style sheet asks for it.
export const BRAND_FONT_PACKAGE = '@fontsource-variable/bricolage-grotesque';
export const BRAND_FONT_FILE = 'bricolage-grotesque-latin-wght-normal.woff2';
/** The family fonts.css declares it under. */
export const BRAND_FONT_FAMILY = 'Bricolage Grotesque Variable';
export const BRAND_FONT_PATH = `/fonts/${BRAND_FONT_FILE}`;
