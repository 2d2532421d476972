/**
 * @jest-environment node
 */
// The folder rule of eslint.config.mjs (FOLDERS, FOLDER_IMPORTS; docs/architecture.md, "Layers and
// folders"): between the build, the server, the module they share, the scripts, the CMS and the
// tests, each import a folder may not make is reported, and one it may make is not. Each snippet
// is linted as if it were a file of the repository, with the repository's own configuration.
import { importing, lintSnippets } from '../lint-snippets';

/** [what the case shows, the file the snippet stands for, what it imports, the folder it is refused] */
const FORBIDDEN: Array<[string, string, string, string]> = [
  // The shared module stands on its own: neither the build nor the server, nor site code.
  ['the shared module importing the server', 'shared/probe.ts', '../server/app', 'server'],
  ['the shared module importing a build plugin', 'shared/pages/probe.ts', '../../plugins/site-serving/built-pages', 'build'],
  ['the shared module importing site code', 'shared/probe.ts', '../src/lib/site-url', 'site-lib'],
  // The server: the shared module and the site's pure helpers, not the build.
  ['the server importing a build plugin', 'server/probe.ts', '../plugins/site-serving/nginx', 'build'],
  ['the server importing browser code beyond src/lib', 'server/probe.ts', '../src/components/ui/button', 'site'],
  ['the server importing a script', 'server/rebuild/probe.ts', '../../scripts/lib/free-port', 'scripts'],
  // The build: not the server, which it shares code with only through shared/.
  ['a build plugin importing the server', 'plugins/site-serving/probe.ts', '../../server/app', 'server'],
  ['a build plugin importing a script', 'plugins/site-pages/probe.ts', '../../scripts/lib/free-port', 'scripts'],
  ['a build plugin importing the CMS beyond its utilities', 'plugins/strapi-schema/probe.ts', '../../cms/src/seed/data/news', 'cms'],
  ["Gatsby's configuration importing the server", 'gatsby-node.ts', './server/app', 'server'],
  // The scripts: anything of the site's, not the CMS's internals nor the tests.
  ['a script importing the CMS beyond its utilities', 'scripts/probe.ts', '../cms/src/seed/data/news', 'cms'],
  ['a script importing test helpers', 'scripts/probe.ts', '../test/integration/support/environment', 'tests'],
  // The CMS is a project of its own.
  ['the CMS importing site code', 'cms/src/probe.ts', '../../src/lib/routes', 'site-lib'],
  ['the CMS importing the shared module', 'cms/src/bootstrap/probe.ts', '../../../shared/csp-config', 'shared'],
  // Nothing but a test imports a test's helpers or fixtures.
  ['the server importing test fixtures', 'server/probe.ts', '../shared/redirects/__tests__/fixtures', 'tests'],
  ['a build plugin importing the test helpers of src/', 'plugins/probe.ts', '../src/testing/render', 'tests'],
];

/** [what the case shows, the file the snippet stands for, what it imports] */
const ALLOWED: Array<[string, string, string]> = [
  ['the shared module importing itself', 'shared/pages/probe.ts', '../precompress'],
  ['the shared module importing a package', 'shared/probe.ts', 'gatsby/dist/utils/slices/stitching'],
  ['the server importing the shared module', 'server/probe.ts', '../shared/redirects/resolve'],
  ["the server importing the site's pure helpers", 'server/probe.ts', '../src/lib/site-url'],
  ['a build plugin importing the shared module', 'plugins/site-serving/probe.ts', '../../shared/pages/page-renderer'],
  ['a build plugin importing site code', 'plugins/site-chrome/probe.ts', '../../src/components/layout/site-frame'],
  ["a build plugin importing the CMS's utilities", 'plugins/strapi-schema/probe.ts', '../../cms/src/utils/slugs'],
  ["Gatsby's configuration importing a build plugin", 'gatsby-config.ts', './plugins/strapi-schema/source-options'],
  ['a script importing a build plugin', 'scripts/probe.ts', '../plugins/strapi-schema/cms-connection'],
  ['a script importing the server', 'scripts/probe.ts', '../server/app'],
  ["a script importing the CMS's utilities", 'scripts/probe.ts', '../cms/src/utils/product'],
  ['the test runner importing the test stages’ helpers', 'scripts/test.ts', '../test/integration/support/environment'],
  ["the CMS's utilities importing the rest of the CMS", 'cms/src/utils/probe.ts', '../api/programme/content-types/programme/schema.json'],
  ['the CMS importing its utilities', 'cms/src/bootstrap/probe.ts', '../utils/slugs'],
  ['a test importing a script', 'test/integration/probe.test.ts', '../../scripts/lib/free-port'],
  [
    'a unit test importing another folder’s fixtures',
    'plugins/site-serving/__tests__/probe.test.ts',
    '../../../shared/redirects/__tests__/fixtures',
  ],
];

const reported = lintSnippets([...FORBIDDEN, ...ALLOWED].map(([, file, specifier]) => ({ file, code: importing(specifier) })));
const forbiddenReports = reported.slice(0, FORBIDDEN.length);
const allowedReports = reported.slice(FORBIDDEN.length);

describe('the folder rule', () => {
  it.each(FORBIDDEN.map((testCase, index) => [...testCase, forbiddenReports[index]] as const))(
    'reports %s',
    (_case, _file, _specifier, folder, messages) => {
      expect(messages).toEqual([expect.stringMatching(new RegExp(`^boundaries/dependencies: .* may not import ${folder} \\(`))]);
    },
  );

  it.each(ALLOWED.map((testCase, index) => [...testCase, allowedReports[index]] as const))(
    'allows %s',
    (_case, _file, _specifier, messages) => {
      expect(messages).toEqual([]);
    },
  );
});
