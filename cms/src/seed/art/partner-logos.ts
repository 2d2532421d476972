// The invented partners' logos: each company its own symbol and its own type, as companies have,
// so that a wall of partners reads as fourteen firms and not as one template with initials. Drawn
// in the fonts every Debian machine of the project has (DejaVu's sans, condensed, light, serif and
// mono), in 480 × 160, the shape of the header's logo.

/** The symbols, each drawn in the 112 × 112 square at (16, 24), in one colour and white. */
export type PartnerMark =
  | 'aurora'
  | 'chevrons'
  | 'keystone'
  | 'orbit'
  | 'bars'
  | 'shield'
  | 'diamond'
  | 'hands'
  | 'turbine'
  | 'strata'
  | 'cross'
  | 'arch'
  | 'crescent'
  | 'brackets';

/** How the name is set. */
export type PartnerType = 'sans' | 'caps' | 'light' | 'serif' | 'mono';

export interface PartnerLogo {
  mark: PartnerMark;
  type: PartnerType;
  colour: string;
}

const X = 16;
const Y = 24;
const S = 112;
const C = { x: X + S / 2, y: Y + S / 2 };

const MARKS: Record<PartnerMark, (colour: string) => string> = {
  // Three arcs of light over a horizon.
  aurora: (colour) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${X + 8 + i * 10} ${Y + 92} A${48 - i * 10} ${60 - i * 14} 0 0 1 ${X + S - 8 - i * 10} ${Y + 92}" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-opacity="${1 - i * 0.28}"/>`,
      )
      .join('') + `<rect x="${X}" y="${Y + 100}" width="${S}" height="8" rx="4" fill="${colour}"/>`,
  // Forward chevrons, a road.
  chevrons: (colour) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${X + 10 + i * 30} ${Y + 16} L${X + 44 + i * 30} ${C.y} L${X + 10 + i * 30} ${Y + S - 16}" fill="none" stroke="${colour}" stroke-width="14" stroke-linejoin="round" stroke-opacity="${0.45 + i * 0.27}"/>`,
      )
      .join(''),
  // A keystone in an arch of stones.
  keystone: (colour) =>
    `<path d="M${X + 8} ${Y + S} V${Y + 56} A48 48 0 0 1 ${X + S - 8} ${Y + 56} V${Y + S} H${X + S - 30} V${Y + 60} A26 26 0 0 0 ${X + 30} ${Y + 60} V${Y + S} Z" fill="${colour}"/>` +
    `<path d="M${C.x - 13} ${Y + 4} H${C.x + 13} L${C.x + 8} ${Y + 36} H${C.x - 8} Z" fill="${colour}" stroke="#ffffff" stroke-width="4"/>`,
  // A ring and the point that travels it.
  orbit: (colour) =>
    `<circle cx="${C.x}" cy="${C.y}" r="44" fill="none" stroke="${colour}" stroke-width="12" stroke-dasharray="220 56" transform="rotate(-40 ${C.x} ${C.y})"/>` +
    `<circle cx="${C.x + 31}" cy="${C.y - 31}" r="12" fill="${colour}"/>`,
  // Rising bars on a rounded tile.
  bars: (colour) =>
    `<rect x="${X}" y="${Y}" width="${S}" height="${S}" rx="24" fill="${colour}"/>` +
    [0, 1, 2, 3]
      .map((i) => `<rect x="${X + 20 + i * 20}" y="${Y + 84 - i * 18}" width="12" height="${12 + i * 18}" rx="6" fill="#ffffff"/>`)
      .join(''),
  // A shield with a keyhole.
  shield: (colour) =>
    `<path d="M${C.x} ${Y + 2} L${X + S - 10} ${Y + 20} V${Y + 56} C${X + S - 10} ${Y + 84} ${C.x + 26} ${Y + 102} ${C.x} ${Y + S - 2} C${C.x - 26} ${Y + 102} ${X + 10} ${Y + 84} ${X + 10} ${Y + 56} V${Y + 20} Z" fill="${colour}"/>` +
    `<circle cx="${C.x}" cy="${C.y - 6}" r="12" fill="#ffffff"/><path d="M${C.x - 7} ${C.y} H${C.x + 7} L${C.x + 4} ${C.y + 28} H${C.x - 4} Z" fill="#ffffff"/>`,
  // A faceted diamond, a craftsman's mark.
  diamond: (colour) =>
    `<path d="M${X + 20} ${Y + 38} L${X + 40} ${Y + 14} H${X + S - 40} L${X + S - 20} ${Y + 38} L${C.x} ${Y + S - 8} Z" fill="${colour}"/>` +
    `<path d="M${X + 20} ${Y + 38} H${X + S - 20} M${X + 40} ${Y + 14} L${C.x} ${Y + 38} L${X + S - 40} ${Y + 14} M${C.x} ${Y + 38} V${Y + S - 10}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>`,
  // Two hands of squares that meet: bits shared.
  hands: (colour) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const row = Math.floor(i / 2);
        return `<rect x="${X + 8 + (i % 2) * 26 + row * 13}" y="${Y + 14 + row * 30}" width="22" height="22" rx="5" fill="${colour}"/>`;
      })
      .join('') +
    [0, 1, 2, 3, 4]
      .map((i) => {
        const row = Math.floor(i / 2);
        return `<rect x="${X + S - 30 - (i % 2) * 26 - row * 13}" y="${Y + 14 + row * 30}" width="22" height="22" rx="5" fill="${colour}" fill-opacity="0.55"/>`;
      })
      .join(''),
  // Three blades.
  turbine: (colour) =>
    [0, 120, 240]
      .map(
        (angle) =>
          `<path d="M${C.x} ${C.y} C${C.x - 12} ${C.y - 20} ${C.x - 8} ${C.y - 44} ${C.x} ${Y + 2} C${C.x + 10} ${C.y - 40} ${C.x + 10} ${C.y - 20} ${C.x} ${C.y} Z" fill="${colour}" transform="rotate(${angle} ${C.x} ${C.y})"/>`,
      )
      .join('') + `<circle cx="${C.x}" cy="${C.y}" r="9" fill="#ffffff" stroke="${colour}" stroke-width="5"/>`,
  // Layers of cloud, the highest the lightest.
  strata: (colour) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${X + 4 + i * 14}" y="${Y + 20 + i * 28}" width="${S - 8 - i * 28}" height="20" rx="10" fill="${colour}" fill-opacity="${0.4 + i * 0.3}"/>`,
      )
      .join(''),
  // A cross of care in a circle.
  cross: (colour) =>
    `<circle cx="${C.x}" cy="${C.y}" r="54" fill="${colour}"/>` +
    `<path d="M${C.x - 11} ${C.y - 34} H${C.x + 11} V${C.y - 11} H${C.x + 34} V${C.y + 11} H${C.x + 11} V${C.y + 34} H${C.x - 11} V${C.y + 11} H${C.x - 34} V${C.y - 11} H${C.x - 11} Z" fill="#ffffff"/>`,
  // A workshop's window: an arch over panes.
  arch: (colour) =>
    `<path d="M${X + 14} ${Y + S - 4} V${Y + 52} A42 42 0 0 1 ${X + S - 14} ${Y + 52} V${Y + S - 4} Z" fill="none" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M${C.x} ${Y + 14} V${Y + S - 4} M${X + 14} ${Y + 66} H${X + S - 14}" stroke="${colour}" stroke-width="7"/>`,
  // A crescent moon made of a pixel grid's corner.
  crescent: (colour) =>
    `<path d="M${C.x + 30} ${Y + 12} A50 50 0 1 0 ${X + S - 2} ${Y + 74} A40 40 0 0 1 ${C.x + 30} ${Y + 12} Z" fill="${colour}"/>` +
    `<rect x="${X + S - 36}" y="${Y + 8}" width="14" height="14" fill="${colour}"/><rect x="${X + S - 18}" y="${Y + 26}" width="10" height="10" fill="${colour}" fill-opacity="0.6"/>`,
  // Code's brackets around a spark.
  brackets: (colour) =>
    `<path d="M${X + 34} ${Y + 18} L${X + 6} ${C.y} L${X + 34} ${Y + S - 18} M${X + S - 34} ${Y + 18} L${X + S - 6} ${C.y} L${X + S - 34} ${Y + S - 18}" fill="none" stroke="${colour}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${C.x}" cy="${C.y}" r="13" fill="${colour}"/>`,
};

interface TypeStyle {
  font: string;
  /** Average advance of a letter, in ems, with room to spare (capitals for `caps`). */
  letterWidth: number;
  transform: (name: string) => string;
  letterSpacing: number;
}

const TYPES: Record<PartnerType, TypeStyle> = {
  sans: { font: 'font-family="DejaVu Sans" font-weight="700"', letterWidth: 0.66, transform: (name) => name, letterSpacing: 0 },
  caps: {
    font: 'font-family="DejaVu Sans Condensed" font-weight="700"',
    letterWidth: 0.68,
    transform: (name) => name.toLocaleUpperCase('fr'),
    letterSpacing: 0.06,
  },
  light: {
    font: 'font-family="DejaVu Sans" font-weight="200"',
    letterWidth: 0.6,
    transform: (name) => name.toLocaleLowerCase('fr'),
    letterSpacing: 0,
  },
  serif: { font: 'font-family="DejaVu Serif" font-weight="700"', letterWidth: 0.7, transform: (name) => name, letterSpacing: 0 },
  mono: { font: 'font-family="DejaVu Sans Mono" font-weight="700"', letterWidth: 0.62, transform: (name) => name, letterSpacing: 0 },
};

/** Every symbol and type, and the colours they are drawn in, for a company the seed has no logo for. */
export const PARTNER_MARKS = Object.keys(MARKS) as PartnerMark[];
export const PARTNER_TYPES = Object.keys(TYPES) as PartnerType[];
export const PARTNER_COLOURS = ['#12355b', '#c2551b', '#1b6e41', '#4b3f72', '#8a3412', '#2f5a8a', '#0f766e', '#9d174d'] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** A name of more than one word on two lines, broken at the space nearest its middle. */
const nameLines = (name: string): string[] => {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index as number);
  if (name.length <= 11 || spaces.length === 0) return [name];
  const middle = spaces.reduce((best, index) => (Math.abs(index - name.length / 2) < Math.abs(best - name.length / 2) ? index : best));
  return [name.slice(0, middle), name.slice(middle + 1)];
};

/** The company's logo, 480 × 160: its symbol, then its name as large as the room beside it allows. */
export const partnerLogoSvg = (name: string, { mark, type, colour }: PartnerLogo): string => {
  const width = 480;
  const height = 160;
  const style = TYPES[type];
  const lines = nameLines(style.transform(name));
  const textX = 148;
  const longest = Math.max(...lines.map((line) => line.length));
  const perLetter = style.letterWidth + style.letterSpacing;
  const fontSize = Math.min(50, Math.floor((width - textX - 10) / (perLetter * longest)));
  const lineHeight = Math.round(fontSize * 1.12);
  const firstBaseline = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36);
  // The second line in the colour of the mark: the name's two words read as one signature.
  const text = lines
    .map(
      (line, index) =>
        `<text x="${textX}" y="${firstBaseline + index * lineHeight}" ${style.font} font-size="${fontSize}" letter-spacing="${(style.letterSpacing * fontSize).toFixed(1)}" fill="${index === 0 ? '#1c2430' : colour}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${MARKS[mark](colour)}${text}</svg>`;
};
