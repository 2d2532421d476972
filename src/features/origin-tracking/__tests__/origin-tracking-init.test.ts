import { initOriginTracking } from '../use-origin-tracking-init';

/** The document's cookies read as `cookie`; what is written is collected instead of stored. */
const fakeDocument = (cookie = '', referrer = '') => {
  const written: string[] = [];
  jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  return { doc: { referrer }, written };
};

describe('origin tracking at the first page load', () => {
  it('computes the tracking of a campaign visit and stores it in cookies, once', () => {
    const { doc, written } = fakeDocument('', 'https://mail.example/');
    const tracking = initOriginTracking(
      'https://www.esnum.example/?utm_source=newsletter&utm_medium=email&utm_campaign=rentree',
      doc.referrer,
    );
    expect(tracking).toEqual({ origin: 'newsletter', source: 'newsletter', medium: 'email', campaign: 'rentree' });
    expect(written).toEqual([
      'origine-tracking=newsletter; Max-Age=172800; Path=/; SameSite=Lax; Secure',
      'utm_source=newsletter; Max-Age=172800; Path=/; SameSite=Lax; Secure',
      'utm_medium=email; Max-Age=172800; Path=/; SameSite=Lax; Secure',
      'utm_campaign=rentree; Max-Age=172800; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('keeps the tracking of an earlier visit (within its 2 days) instead of computing it again', () => {
    const { doc, written } = fakeDocument('origine-tracking=ORGANIC_GOOGLE; utm_source=google; utm_medium=organic', '');
    expect(initOriginTracking('http://localhost:9000/agenda', doc.referrer)).toEqual({
      origin: 'ORGANIC_GOOGLE',
      source: 'google',
      medium: 'organic',
      campaign: 'none',
    });
    expect(written).toEqual([]);
  });

  it('lets the first arrival win: a second campaign within the 2 days changes none of its values', () => {
    const first = fakeDocument('', '');
    initOriginTracking('https://www.esnum.example/?utm_source=newsletter&utm_medium=email', first.doc.referrer);
    const jar = first.written.map((cookie) => cookie.split(';')[0]).join('; ');
    const second = fakeDocument(jar, 'https://www.facebook.com/');
    const tracking = initOriginTracking(
      'https://www.esnum.example/?utm_source=facebook&utm_medium=social&utm_campaign=jpo',
      second.doc.referrer,
    );
    expect(tracking).toEqual({ origin: 'newsletter', source: 'newsletter', medium: 'email', campaign: 'none' });
    expect(second.written).toEqual([]);
  });

  it('does not mark cookies Secure on plain http', () => {
    const { doc, written } = fakeDocument();
    initOriginTracking('http://localhost:9000/', doc.referrer);
    expect(written[0]).toBe('origine-tracking=direct; Max-Age=172800; Path=/; SameSite=Lax');
  });

  it('stores a campaign link of 4,000 characters once, capped, in well under a kilobyte of cookies', () => {
    const { doc, written } = fakeDocument();
    const long = `printemps${'x'.repeat(4000)}`;
    const tracking = initOriginTracking(
      `https://www.esnum.example/?utm_content=${long}&utm_campaign=${long}&utm_source=%0D%0Anews%3Cscript%3E`,
      doc.referrer,
    );
    expect(tracking.origin).toBe(long.slice(0, 100));
    expect(tracking.source).toBe('news script');
    expect(written.map((cookie) => cookie.split('=')[0])).toEqual(['origine-tracking', 'utm_source', 'utm_campaign']);
    const stored = written.map((cookie) => cookie.split(';')[0]).join('; ');
    expect(stored.length).toBeLessThan(400);
  });

  it('reads an oversized cookie left from before the cap as capped', () => {
    const { doc } = fakeDocument(`origine-tracking=${'a'.repeat(4000)}; utm_source=x`);
    expect(initOriginTracking('http://localhost:9000/', doc.referrer).origin).toBe('a'.repeat(100));
  });
});
