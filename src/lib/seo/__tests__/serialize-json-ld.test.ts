/** @jest-environment node */
import { serializeJsonLd } from '../serialize-json-ld';

describe('serializeJsonLd', () => {
  const payloads = ['</script><script>alert(1)</script>', '<!-- <script>', 'Tom & Jerry > Itchy', 'line\u2028separator'];

  it.each(payloads)('writes %j without <, > or & and reads back the same text', (payload) => {
    const json = serializeJsonLd({ name: payload });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: payload });
  });

  it('escapes as JSON unicode escapes', () => {
    expect(serializeJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});
