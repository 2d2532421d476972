// A stable fragment id from a title: "Auvergne-Rhône-Alpes" → "auvergne-rhone-alpes", accents
// dropped, anything but letters and digits a single hyphen. Ids for in-page links (regions, the
// headings of a long text).
export const anchorId = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
