/**
 * @jest-environment node
 */
// The redirects job of site-pages: the compiled config checked against the pages created, the
// build stopped on any problem, and Gatsby's redirects for the hosts that read them.
import type { Reporter } from 'gatsby';
import { compileSiteRedirects, createGatsbyRedirects } from '../site-redirects';

const reporter = () => ({ info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() });

describe('compileSiteRedirects', () => {
  it('stops the build with every problem when targets are not pages', () => {
    const report = reporter();
    const result = compileSiteRedirects({
      getNodesByType: (type) => (type === 'STRAPI_REDIRECT' ? [{ from: '/ancienne', to: '/nulle-part', documentId: 'r1' }] : []),
      pagePaths: new Set(['/']),
      englishEnabled: true,
      reporter: report as unknown as Reporter,
    });
    expect(result.errors.length).toBeGreaterThan(0);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(report.panicOnBuild.mock.calls[0][0]).toContain(`redirects: ${result.errors.length} problem(s):`);
  });
});

describe('createGatsbyRedirects', () => {
  it('creates permanent, server-side redirects', () => {
    const createRedirect = jest.fn();
    const config = {
      version: 1 as const,
      canonicalOrigin: 'https://www.esnum.example',
      englishEnabled: true,
      exact: { '/a': '/b' },
      patterns: [],
      raw: [],
    };
    createGatsbyRedirects({ config, errors: [], warnings: [] }, createRedirect);
    expect(createRedirect).toHaveBeenCalledWith({ fromPath: '/a', toPath: '/b', isPermanent: true, redirectInBrowser: false });
  });
});
