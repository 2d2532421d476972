import { rememberedLanguage, rememberLanguage } from '../language-cookie';

const setCookies = (cookies: string) => jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);

describe('rememberedLanguage', () => {
  it.each([
    ['i18n_redirected=en', 'en'],
    ['utm_source=newsletter; i18n_redirected=fr; utm_medium=email', 'fr'],
    ['xi18n_redirected=en', null],
    ['i18n_redirected=de', null],
    ['i18n_redirected=', null],
    ['', null],
  ])('%j → %s', (cookies, expected) => {
    setCookies(cookies);
    expect(rememberedLanguage()).toBe(expected);
  });

  it('reads back what the switch wrote', () => {
    rememberLanguage('en', 'http:');
    expect(rememberedLanguage()).toBe('en');
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });
});
