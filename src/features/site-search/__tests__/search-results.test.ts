import { excerptParts, groupHits, hitOf } from '../search-results';

describe('search results', () => {
  it("takes a hit from Pagefind's data: the address without its final slash, the title, the kind", () => {
    expect(
      hitOf({ url: '/programmes/bachelor-cybersecurite/', excerpt: 'x', meta: { title: ' Bachelor Cybersécurité ', kind: 'programme' } }),
    ).toEqual({
      url: '/programmes/bachelor-cybersecurite',
      title: 'Bachelor Cybersécurité',
      kind: 'programme',
      excerpt: 'x',
    });
    expect(hitOf({ url: '/', excerpt: '', meta: {} })).toMatchObject({ url: '/', title: '/', kind: 'page' });
    // A kind the site does not know (an index older than the code) is shown with the pages.
    expect(hitOf({ url: '/a/', excerpt: '', meta: { title: 'A', kind: 'toString' } }).kind).toBe('page');
  });

  it('groups the hits by kind, programmes first, each group in the order Pagefind ranked them', () => {
    const hit = (url: string, kind: string) => hitOf({ url, excerpt: '', meta: { title: url, kind } });
    const groups = groupHits([
      hit('/actualites/a', 'news'),
      hit('/programmes/b', 'programme'),
      hit('/campus/c', 'campus'),
      hit('/programmes/d', 'programme'),
    ]);
    expect(groups.map((group) => [group.kind, group.hits.map((found) => found.url)])).toEqual([
      ['programme', ['/programmes/b', '/programmes/d']],
      ['campus', ['/campus/c']],
      ['news', ['/actualites/a']],
    ]);
    expect(groupHits([])).toEqual([]);
  });

  it("cuts an excerpt into text and marked words, decoding Pagefind's entities", () => {
    expect(excerptParts('Le <mark>cyber</mark>&nbsp;: défense &amp; <mark>sécurité</mark>.')).toEqual([
      { text: 'Le ', marked: false },
      { text: 'cyber', marked: true },
      { text: '\u00a0: défense & ', marked: false },
      { text: 'sécurité', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it("never lets a page's text become markup: tags other than <mark> are dropped, escaped ones stay text", () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; <b>gras</b> <mark><script>x</script>mot</mark> &#60;a&#x3e;');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> gras ', marked: false },
      { text: 'xmot', marked: true },
      { text: ' <a>', marked: false },
    ]);
    // A name that is not an entity stays as written, even one an object has by inheritance.
    expect(excerptParts('&constructor; &toString;')).toEqual([{ text: '&constructor; &toString;', marked: false }]);
  });
});
