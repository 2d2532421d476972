import { pageDataChanged, pageDataUrl, type ShownPage } from '../page-data-check';

const shown: ShownPage = {
  page: { path: '/agenda' },
  json: { data: { events: { nodes: [{ slug: 'jpo-lyon' }] } }, pageContext: { language: 'fr' } },
  staticQueryResults: { '111': { data: { menus: ['a'] } }, '222': { data: { site: 'ESNUM' } } },
};

/** The server's answers by URL, as they would be after the deploy (or not) the test describes. */
const server = (overrides: Record<string, unknown> = {}) => {
  const answers: Record<string, unknown> = {
    '/page-data/app-data.json': { webpackCompilationHash: 'build-1' },
    '/page-data/agenda/page-data.json': { result: shown.json, staticQueryHashes: ['111', '222'] },
    '/page-data/sq/d/111.json': { data: { menus: ['a'] } },
    '/page-data/sq/d/222.json': { data: { site: 'ESNUM' } },
    ...overrides,
  };
  return jest.fn(async (url: string) => {
    if (!(url in answers)) throw new Error(`unexpected ${url}`);
    return answers[url];
  });
};

describe('page data check', () => {
  it('builds Gatsby page-data URLs', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/agenda')).toBe('/page-data/agenda/page-data.json');
    expect(pageDataUrl('/en/campus/lyon/')).toBe('/page-data/en/campus/lyon/page-data.json');
    expect(pageDataUrl('/404.html')).toBe('/page-data/404.html/page-data.json');
    expect(pageDataUrl('/agenda?type=open-door')).toBe('/page-data/agenda/page-data.json');
    expect(pageDataUrl('/?utm_source=salon')).toBe('/page-data/index/page-data.json');
  });

  it('asks the server again for the build, the page data and every static query, and finds nothing changed', async () => {
    const getJson = server();
    await expect(pageDataChanged(shown, 'build-1', getJson)).resolves.toBe(false);
    expect(getJson.mock.calls.map(([url]) => url).sort()).toEqual([
      '/page-data/agenda/page-data.json',
      '/page-data/app-data.json',
      '/page-data/sq/d/111.json',
      '/page-data/sq/d/222.json',
    ]);
  });

  it.each([
    ['a new build', { '/page-data/app-data.json': { webpackCompilationHash: 'build-2' } }],
    [
      'new page data',
      { '/page-data/agenda/page-data.json': { result: { data: { events: { nodes: [] } } }, staticQueryHashes: ['111', '222'] } },
    ],
    ['a changed static query', { '/page-data/sq/d/222.json': { data: { site: 'ESNUM Paris' } } }],
    [
      'a static query the page did not have',
      { '/page-data/agenda/page-data.json': { result: shown.json, staticQueryHashes: ['111', '333'] } },
    ],
  ])('sees %s', async (_label, overrides) => {
    await expect(pageDataChanged(shown, 'build-1', server(overrides))).resolves.toBe(true);
  });

  it('fails (and so changes nothing) when the server cannot be reached', async () => {
    const getJson = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(pageDataChanged(shown, 'build-1', getJson)).rejects.toThrow('Failed to fetch');
  });
});
