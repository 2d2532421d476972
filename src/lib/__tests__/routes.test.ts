import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, localize, RESERVED_RUBRIQUES, routes, unlocalize } from '../routes';

describe('the languages of config/languages.json', () => {
  it('are the Language type, each once, the default one first', () => {
    // A key missing here, or one that is not a Language, fails the type check.
    const everyLanguage: Record<Language, true> = { fr: true, en: true };
    expect([...LANGUAGES].sort()).toEqual(Object.keys(everyLanguage).sort());
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
  });
});

describe('localize', () => {
  it.each([
    ['fr', '/', '/'],
    ['fr', '/agenda', '/agenda'],
    ['en', '/', '/en'],
    ['en', '/agenda', '/en/agenda'],
    ['en', '/campus/saint-etienne', '/en/campus/saint-etienne'],
  ] as const)('%s %s → %s', (language, path, expected) => {
    expect(localize(language, path)).toBe(expected);
  });
});

describe('unlocalize', () => {
  it.each([
    ['/en', '/'],
    ['/en/agenda', '/agenda'],
    ['/agenda', '/agenda'],
    ['/entreprise', '/entreprise'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(unlocalize(path)).toBe(expected);
  });
});

describe('routes', () => {
  it('builds the paths of the spec route table, without trailing slash', () => {
    expect(routes.newsPage(1)).toBe('/actualites/page/1');
    expect(routes.newsPage(3)).toBe('/actualites/page/3');
    expect(routes.newsArticle('hackathon')).toBe('/actualites/hackathon');
    expect(routes.event('jpo-lyon')).toBe('/agenda/jpo-lyon');
    expect(routes.eventCalendar('jpo-lyon')).toBe('/agenda/jpo-lyon.ics');
    expect(routes.campus('arras')).toBe('/campus/arras');
    expect(routes.programme('bts-sio-slam')).toBe('/programmes/bts-sio-slam');
    expect(routes.jobProfile('data-analyst')).toBe('/metiers/data-analyst');
    expect(routes.article('ecole', 'nos-engagements')).toBe('/ecole/nos-engagements');
    expect(routes.article('cgv', null)).toBe('/cgv');
  });

  it('reserves the first segments the site templates own', () => {
    for (const segment of ['actualites', 'agenda', 'blog', 'campus', 'programmes', 'metiers', 'crm', 'error', 'en']) {
      expect(RESERVED_RUBRIQUES).toContain(segment);
    }
  });

  it('knows its languages', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});
