/**
 * @jest-environment node
 */
import { onCreatePage, sourceNodes } from '../gatsby-node';

const run = (englishEnabled: boolean | undefined, language: string) => {
  const deletePage = jest.fn();
  const page = { path: language === 'en' ? '/en/404' : '/404', context: { language } };
  const website = englishEnabled === undefined ? [] : [{ locale: 'fr', englishEnabled }];
  (onCreatePage as (args: unknown) => void)({
    page,
    actions: { deletePage },
    getNodesByType: (type: string) => (type === 'STRAPI_WEBSITE' ? website : []),
  });
  return deletePage;
};

describe('site-pages onCreatePage', () => {
  it('removes the English copies of file pages when the English option is off', () => {
    expect(run(false, 'en')).toHaveBeenCalledWith(expect.objectContaining({ path: '/en/404' }));
  });

  it('keeps them when the option is on (or not set), and always keeps French pages', () => {
    expect(run(true, 'en')).not.toHaveBeenCalled();
    expect(run(undefined, 'en')).not.toHaveBeenCalled();
    expect(run(false, 'fr')).not.toHaveBeenCalled();
  });
});

describe('site-pages sourceNodes', () => {
  it("keeps every page's node through Gatsby's stale-node pass, so unchanged pages are not written again", () => {
    const pageNodes = [
      { id: 'SitePage /', internal: { type: 'SitePage' } },
      { id: 'SitePage /agenda', internal: { type: 'SitePage' } },
    ];
    const touchNode = jest.fn();
    (sourceNodes as (args: unknown) => void)({
      actions: { touchNode },
      getNodesByType: (type: string) => (type === 'SitePage' ? pageNodes : []),
    });
    expect(touchNode.mock.calls.map(([node]) => node.id)).toEqual(['SitePage /', 'SitePage /agenda']);
  });
});
