// ESNUM's logo, the brand mark: the symbol (a navy tile, an orange line rising to a white pixel:
// learning a trade of the digital world by doing it) and the wordmark drawn as strokes, not set in
// a font, so that it looks the same wherever it is drawn. Navy #12355b, orange #f4a259; 3:1, the
// ratio of the header's logo slot. The seed draws it to a PNG (the CMS takes no SVG upload) and
// the site's app icon (src/images/app-icon.svg) is its symbol on its own.
export const ESNUM_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 300 100">
  <g transform="translate(6 10) scale(1.25)">
    <rect width="64" height="64" rx="16" fill="#12355b"/>
    <path d="M15 46 L29 32 L37 40 L49 24" fill="none" stroke="#f4a259" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="44" y="14" width="10" height="10" rx="2" fill="#ffffff"/>
  </g>
  <g transform="translate(102 30)" fill="none" stroke="#12355b" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M26 4 H4 V36 H26 M4 20 H22"/>
    <path d="M65 9 C61 3 53 3 47 4 C39 6 38 16 47 19 L56 22 C65 25 65 34 57 36 C50 38 43 37 39 31"/>
    <path d="M76 36 V4 L100 36 V4"/>
    <path d="M116 4 V24 C116 40 140 40 140 24 V4"/>
    <path d="M156 36 V4 L170 26 L184 4 V36"/>
  </g>
</svg>`;
