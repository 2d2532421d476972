// JSON for an inline <script type="application/ld+json">. The HTML parser ends a script at the
// first `</script`, whatever the JSON says, so `<`, `>` and `&` are written as JSON escapes
// (`\u003c`…): CMS text can never close the tag or open a comment, and JSON.parse reads the same data.
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character]);
