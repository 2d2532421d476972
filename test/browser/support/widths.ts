// The viewports of the browser stage, one Playwright project each (playwright.config.ts), and the
// tags that choose them: a test tagged `@w390` runs in project `w390` only; a test with no width
// tag runs in every project. Heights are those of common devices at these widths.
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

export type ViewportWidth = (typeof VIEWPORTS)[number]['width'];

export const widthTag = (width: ViewportWidth) => `@w${width}`;

/** The tags that run a test (or a describe block) at these widths: `test('…', at(390, 1440), …)`. */
export const at = (...widths: ViewportWidth[]) => ({ tag: widths.map(widthTag) });
