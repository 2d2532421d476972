// The installable app's manifest (gatsby-plugin-manifest's options): its name, colours, icons,
// the shortcuts a long press on the installed icon offers, and the screenshots the install dialog
// shows. The theme colour is read from the design tokens, so that the two never drift apart.
import fs from 'fs';
import path from 'path';
import { routes } from '../../src/lib/routes';

/** Committed beside the site's other static files; `npm run app-screenshots` draws them again. */
export const APP_SCREENSHOTS = [
  { src: '/app/screenshot-narrow.webp', sizes: '390x844', form_factor: 'narrow', label: 'L’accueil de l’ESNUM sur un téléphone' },
  { src: '/app/screenshot-wide.webp', sizes: '1440x900', form_factor: 'wide', label: 'L’accueil de l’ESNUM sur un ordinateur' },
] as const;

/** The value of a custom property of tokens.css, following `var(--…)` references. */
export const tokenValue = (css: string, name: string): string => {
  const value = new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(css)?.[1]?.trim();
  if (!value) throw new Error(`tokens.css has no ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? tokenValue(css, reference[1]) : value;
};

const ICON_SIZES = [192, 512];

export const manifestOptions = (rootDir: string) => {
  const tokens = fs.readFileSync(path.join(rootDir, 'src', 'styles', 'tokens.css'), 'utf8');
  return {
    name: 'ESNUM – École supérieure du numérique et du management',
    short_name: 'ESNUM',
    description: 'Formations, campus, agenda et actualités de l’ESNUM.',
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokenValue(tokens, '--color-brand'),
    background_color: tokenValue(tokens, '--color-background'),
    icon: 'src/images/app-icon.svg',
    // The artwork is full-bleed with the letter inside the safe zone: the same drawing serves as the
    // plain icon and as the maskable one the system crops to its own shape, listed once for each.
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/icons/icon-${size}x${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: `/icons/maskable-${size}x${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
    shortcuts: [
      { name: 'Formations', short_name: 'Formations', description: 'Toutes les formations de l’ESNUM', url: routes.programmes() },
      { name: 'Agenda', short_name: 'Agenda', description: 'Journées portes ouvertes et événements', url: routes.agenda() },
      { name: 'Recevoir une brochure', short_name: 'Brochure', description: 'La brochure d’un campus', url: routes.brochure() },
    ],
    screenshots: APP_SCREENSHOTS.map((screenshot) => ({ ...screenshot, type: 'image/webp' })),
    // The same artwork as the browser tab's icon.
    include_favicon: true,
  };
};
