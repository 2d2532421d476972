/**
 * @jest-environment node
 */
import { failureKind } from '../failure-kind';

// Each message as the build reports it (gatsby-build.ts keeps Gatsby's first error block).
describe('the kind of a failed build, from its message', () => {
  it.each([
    [
      'content',
      'gatsby build exited with code 1:\nERROR #11321  PLUGIN\n"site-pages" threw an error while running the createPages lifecycle:\nredirects: 1 problem(s):\n  - /ancienne-page → /ancienne-page redirects to itself',
    ],
    [
      'content',
      'gatsby build exited with code 1:\nERROR\nThese entries have an address that no visitor could reach (only lower-case letters without accents, digits and hyphens):\n  - event "Portes Ouvertes"',
    ],
    [
      'content',
      'gatsby build exited with code 1:\nERROR\nThe CMS at http://127.0.0.1:1337 returned no published content for:\n  - the home page (fr)',
    ],
    [
      'content',
      'gatsby build exited with code 1:\nERROR\nsite-pages: the article "Nos valeurs" (fr) uses the rubrique "agenda", which belongs to a site template (agenda, blog). Change its rubrique in the CMS.',
    ],
    [
      'cms-unreachable',
      'gatsby build exited with code 1:\nERROR\nThe CMS at http://127.0.0.1:1337 cannot be reached (connect ECONNREFUSED 127.0.0.1:1337). Start it (npm run cms:start) or set STRAPI_URL.',
    ],
    ['cms-unreachable', 'gatsby build exited with code 1:\nERROR #gatsby-source-strapi\nAxiosError: timeout of 5000ms exceeded'],
    [
      'deadline',
      'gatsby build stopped: it took longer than its 30 min deadline (SITE_BUILD_TIMEOUT_MS). Its last lines:\nsource and transform nodes',
    ],
    [
      'technical',
      'gatsby build exited with code 1:\nERROR #98123  WEBPACK.BUILD-JAVASCRIPT\nModule not found: Error: Can\'t resolve "./Hero"',
    ],
    ['technical', 'gatsby build exited with SIGKILL:\nsuccess Building production JavaScript and CSS bundles'],
  ])('%s: %s', (kind, message) => {
    expect(failureKind(message)).toBe(kind);
  });
});
