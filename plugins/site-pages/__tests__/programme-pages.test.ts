/**
 * @jest-environment node
 */
// The programme pages: the finder's rules without JavaScript are made at page creation, per
// language and per course landing (only the values its programmes have), and the comparison's
// address is never taken by a programme.
import { createProgrammePages } from '../creators/programmes';
import type { CreatorArgs } from '../creators/types';

const programme = (locale: string, slug: string, category: string, rhythm: string, fields: string[], campuses: string[]) => ({
  id: `${locale}-${slug}`,
  documentId: slug,
  locale,
  slug,
  category,
  graduationLevel: category === 'bts' ? 2 : 3,
  rhythm,
  fieldsOfStudy: fields.map((field) => ({ slug: field, title: field })),
  campuses: campuses.map((campus) => ({ slug: campus, name: campus })),
});

const run = async (nodes: Array<ReturnType<typeof programme>>) => {
  const createPage = jest.fn();
  const warn = jest.fn();
  const args = {
    graphql: async () => ({ data: { allStrapiProgramme: { nodes } } }),
    createPage,
    languages: ['fr', 'en'],
    paths: new Set<string>(),
    reporter: { warn, panicOnBuild: jest.fn() },
  } as unknown as CreatorArgs;
  await createProgrammePages(args);
  const context = (path: string) => createPage.mock.calls.find(([page]) => page.path === path)?.[0].context;
  return { createPage, warn, context };
};

describe('programme pages', () => {
  it('give the finder its rules without JavaScript, only for the values its programmes have', async () => {
    const { context } = await run([
      programme('fr', 'bts-sio', 'bts', 'periodic', ['developpement'], ['lyon']),
      programme('fr', 'bachelor-web', 'bachelor', 'both', ['developpement', 'design'], ['lyon', 'lille']),
      programme('en', 'bachelor-web', 'bachelor', 'fulltime', ['design'], ['nantes']),
    ]);
    const french = context('/programmes').noScriptFilterCss as string;
    expect(french).toContain(
      'main:has(input[name="categorie"][value="bts"]:checked) [data-categorie]:not([data-categorie~="bts"]){display:none}',
    );
    expect(french).toContain('input[name="rythme"][value="temps-plein"]');
    expect(french).toContain('option[value="lille"]');
    expect(french).not.toContain('nantes');
    const landing = context('/programmes/categorie/bachelor').noScriptFilterCss as string;
    expect(landing).not.toContain('name="categorie"');
    expect(landing).toContain('input[name="niveau"][value="3"]');
    expect(landing).not.toContain('input[name="niveau"][value="2"]');
    expect(context('/en/programmes').noScriptFilterCss).toContain('option[value="nantes"]');
  });

  it('create the comparison, and no page for a programme slugged like it', async () => {
    const { createPage, warn } = await run([
      programme('fr', 'comparer', 'bts', 'periodic', [], []),
      programme('fr', 'bts-sio', 'bts', 'periodic', [], []),
    ]);
    const pages = createPage.mock.calls.map(([page]) => [page.path, page.component.replace(/^.*\//, '')]);
    expect(pages).toContainEqual(['/programmes/comparer', 'programme-comparison.tsx']);
    expect(pages).toContainEqual(['/programmes/bts-sio', 'programme.tsx']);
    expect(pages.filter(([path]) => path === '/programmes/comparer')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('has the slug "comparer"'));
  });
});
