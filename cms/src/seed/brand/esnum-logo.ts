// ESNUM's logo, the brand mark: the symbol (a navy tile, an orange line rising to a white pixel:
// learning a trade of the digital world by doing it) and the wordmark drawn as strokes, not set in
// a font, so that it looks the same wherever it is drawn. Navy #12355b, orange #f4a259; 3:1, the
// ratio of the header's logo slot. Three versions: in colour (on white: the logo the seed uploads),
// in one colour (navy, the line and the pixel cut out of the tile: stamps, forms) and reversed (on
// the navy: the share image). The seed draws them to PNGs (the CMS takes no SVG upload); the site's
// app icon (src/images/app-icon.svg) is the symbol on its own.
// The rising line is also the brand device: src/styles/tokens.css draws it in the corners of the
// heroes, the closing bands and the cards that have no picture.

export type LogoVersion = 'colour' | 'one-colour' | 'reversed';

const NAVY = '#12355b';
const ORANGE = '#f4a259';
const WHITE = '#ffffff';

/** The symbol's rising line and the pixel it reaches, in the symbol's 64 × 64 box. */
export const RISING_LINE = 'M15 46 L29 32 L37 40 L49 24';

const COLOURS: Record<LogoVersion, { tile: string; line: string; pixel: string; word: string }> = {
  colour: { tile: NAVY, line: ORANGE, pixel: WHITE, word: NAVY },
  'one-colour': { tile: NAVY, line: WHITE, pixel: WHITE, word: NAVY },
  reversed: { tile: WHITE, line: ORANGE, pixel: NAVY, word: WHITE },
};

/** The mark's elements in its 300 × 100 box. */
const markElements = (version: LogoVersion) => {
  const { tile, line, pixel, word } = COLOURS[version];
  return `<g transform="translate(6 10) scale(1.25)">
    <rect width="64" height="64" rx="16" fill="${tile}"/>
    <path d="${RISING_LINE}" fill="none" stroke="${line}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="44" y="14" width="10" height="10" rx="2" fill="${pixel}"/>
  </g>
  <g transform="translate(102 30)" fill="none" stroke="${word}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M26 4 H4 V36 H26 M4 20 H22"/>
    <path d="M65 9 C61 3 53 3 47 4 C39 6 38 16 47 19 L56 22 C65 25 65 34 57 36 C50 38 43 37 39 31"/>
    <path d="M76 36 V4 L100 36 V4"/>
    <path d="M116 4 V24 C116 40 140 40 140 24 V4"/>
    <path d="M156 36 V4 L170 26 L184 4 V36"/>
  </g>`;
};

/** The logo, 480 × 160 on a transparent ground. */
export const esnumLogoSvg = (version: LogoVersion = 'colour') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 300 100">
  ${markElements(version)}
</svg>`;

/**
 * The picture a shared link shows when a page has none of its own (1200 × 630, the size social
 * networks ask for): the reversed mark on the navy, the rising line large behind it.
 */
export const esnumShareImageSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2d4d"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(820 300) scale(5.5)">
    <path d="${RISING_LINE}" fill="none" stroke="${ORANGE}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="44" y="14" width="10" height="10" rx="2" fill="${WHITE}"/>
  </g>
  <g transform="translate(150 150) scale(2.4)">${markElements('reversed')}</g>
  <rect x="164" y="470" width="120" height="10" rx="5" fill="${ORANGE}"/>
</svg>`;
