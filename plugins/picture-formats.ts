// The formats gatsby-plugin-sharp makes of every CMS picture: the original's format, WebP and AVIF.
// SITE_PICTURE_FORMATS narrows them for a build whose pictures nobody looks at (a test build
// checking HTML only): AVIF takes most of the picture work of a cold build.
export const PICTURE_FORMATS = ['auto', 'webp', 'avif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The formats SITE_PICTURE_FORMATS asks for (comma-separated), or all of them; `auto` always comes first. */
export const pictureFormats = (value = process.env.SITE_PICTURE_FORMATS): PictureFormat[] => {
  if (!value?.trim()) return [...PICTURE_FORMATS];
  const asked = value.split(',').map((format) => format.trim().toLowerCase());
  const unknown = asked.filter((format) => !(PICTURE_FORMATS as readonly string[]).includes(format));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_PICTURE_FORMATS takes formats among ${PICTURE_FORMATS.join(', ')}, separated by commas, not ${unknown.join(', ')}.`,
    );
  }
  // The original's format is the <img> fallback every template renders.
  return PICTURE_FORMATS.filter((format) => format === 'auto' || asked.includes(format));
};
