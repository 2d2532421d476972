// Small readers for server-rendered HTML in HTTP tests.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name) => ENTITIES[name]);

/**
 * The text of the page's first h1, its non-breaking spaces read as spaces: the site keeps French
 * punctuation with its word (src/lib/typography.ts), the CMS's text has plain spaces.
 */
export const firstHeading = (html: string) => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match
    ? decodeEntities(match[1].replace(/<[^>]+>/g, ''))
        .replace(/\u00a0/g, ' ')
        .trim()
    : null;
};
