// ESLint for the whole repository (site, server, build plugins, scripts, CMS, tests), run by
// `npm test`. Formatting is Prettier's job: eslint-config-prettier turns off the rules it owns.
//
// The layer rules (boundaries/dependencies) are the architecture of docs/architecture.md made
// checkable: within src/, a layer imports only the layers below it; between the repository's
// folders, each program imports only what FOLDER_IMPORTS lets it (the build and the server share
// shared/, and neither imports the other); and the browser bundle (src/, the gatsby-browser and
// gatsby-ssr files) imports nothing from the CMS, the server, the build plugins, the shared module
// or the scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import importX from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const TESTS = ['**/__tests__/**', 'test/**', 'src/testing/**'];

/** Layers of the browser code, highest first: each may import itself and anything after it. */
const LAYERS = [
  ['pages', 'src/pages'],
  ['templates', 'src/templates'],
  ['sections', 'src/sections'],
  ['components', 'src/components'],
  ['features', 'src/features'],
  ['state', 'src/state'],
  ['content', 'src/content'],
  ['lib', 'src/lib'],
];
const layerTypes = LAYERS.map(([type]) => type);
const below = (type) => layerTypes.slice(layerTypes.indexOf(type) + 1);
const element = (type) => ({ element: { type } });
const elements = (types) => ({ element: { types: { anyOf: types } } });

/**
 * The folders of the repository outside src/'s layers, each an element of the folder rule: the
 * first pattern that matches a file gives its type (paths from the repository's root).
 */
const FOLDERS = [
  // Test code: what a test imports is not checked, but nothing else imports a test or its helpers.
  ['tests', ['test', '**/__tests__', 'src/testing']],
  // What both the build and the server need (redirects, CSP, headers, compression, page renderer).
  ['shared', 'shared'],
  ['server', 'server'],
  // The build's plugins (Gatsby's configuration files, at the root, are GATSBY_CONFIG).
  ['build', 'plugins'],
  ['scripts', 'scripts'],
  // The CMS's framework-free utilities, which the build and the scripts may import; the rest of cms/.
  ['cms-utils', 'cms/src/utils'],
  ['cms', 'cms'],
  // The site code: its pure helpers, which the server may use, and the rest.
  ['site-lib', 'src/lib'],
  ['site', 'src'],
  ['config', 'config'],
  ['locales', 'locales'],
];
/** Who may import whom between FOLDERS: each type may import itself and those listed. */
const FOLDER_IMPORTS = {
  shared: [],
  server: ['shared', 'site-lib', 'config'],
  build: ['shared', 'site', 'site-lib', 'cms-utils', 'config', 'locales'],
  scripts: ['build', 'server', 'shared', 'site', 'site-lib', 'cms-utils', 'config', 'locales'],
  'cms-utils': ['cms'],
  cms: ['cms-utils'],
};
/** Gatsby's configuration files, at the root, and what they may import: the build's. */
const GATSBY_CONFIG = 'gatsby-{config,node}.ts';
const GATSBY_CONFIG_IMPORTS = ['build', 'shared', 'site', 'site-lib', 'cms-utils', 'config'];
const SEE_FOLDERS = 'see docs/architecture.md, "Layers and folders"';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'public/**',
      // The deploys npm start serves (snapshots of public/) and the browser stage's results.
      '.deploys/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'reports/**',
      'cms/dist/**',
      'cms/.strapi/**',
      'cms/public/**',
      'cms/database/**',
      'cms/types/generated/**',
      'src/gatsby-types.d.ts',
      'static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['tsconfig.json', 'cms/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/__tests__/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    // The browser stage imports test and expect from @playwright/test: no jest globals there.
    ignores: ['test/browser/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['test/browser/**/*.ts', 'playwright.config.ts'],
    rules: {
      // Playwright reads a fixture's dependencies from the destructuring of its first parameter:
      // a fixture that needs none is written `async ({}, use) => …`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      // No fixed sleep: too short on a busy machine, too long everywhere else, and blind to what it
      // stands for. A test waits for what the visitor would see or for the event that brings it;
      // a check that something does not happen waits for what would have caused it.
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            "No fixed sleep: wait for what the visitor sees or for the event that brings it (a locator, a URL, a request or response, expect.poll, a page event), and for the page's own timers with ./support/page-timers.",
        },
      ],
    },
  },
  {
    // Every page a browser test opens lives on the suite's day (test/browser/support/page-clock.ts):
    // through the stage's `test` (support/fixtures.ts), whose contexts and `newContext` set it.
    // A context or a browser of a test's own would read the real clock, and Playwright's clock would
    // also empty the performance marks the tests wait on.
    files: ['test/browser/**/*.ts'],
    ignores: ['test/browser/support/fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from './support/fixtures': its pages live on the suite's day.",
            },
            { name: 'playwright-core', allowTypeImports: true, message: "A browser of the test's own reads the real clock." },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='newContext']:not([callee.object.name='newContext'])",
          message: "Ask the fixture `newContext`: it sets the pages' clock to the suite's day.",
        },
        {
          selector: "MemberExpression[property.name='clock']",
          message: "Use setPageClock (./support/page-clock): Playwright's clock also empties the performance marks the tests wait on.",
        },
      ],
    },
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    // Only these render a component; helpers such as renderHead return an element, not a result.
    settings: { 'testing-library/custom-renders': ['renderWithProviders'] },
  },
  {
    // The browser bundle: the code under src/ and every gatsby-browser and gatsby-ssr file.
    files: ['src/**/*.{ts,tsx}', '**/gatsby-browser.tsx', '**/gatsby-ssr.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby-plugin-react-i18next',
              message:
                "Import useTranslation from 'react-i18next': the plugin's CommonJS index puts all of react-i18next in every first load (docs/architecture.md).",
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./|\\./)*(cms|server|shared|scripts|plugins)(/|$)',
              message:
                'The browser bundle imports nothing from the CMS, the server, the shared module, the build plugins or the scripts (see docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'ui', pattern: 'src/components/ui' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        ...LAYERS.filter(([type]) => type !== 'features').map(([type, pattern]) => ({ type, pattern })),
      ],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.element.type}} may not import {{to.element.type}} (see docs/architecture.md, layers)',
          policies: [
            ...LAYERS.filter(([type]) => type !== 'features').map(([type]) => ({
              from: element(type),
              allow: {
                to: elements([type, ...below(type), ...(layerTypes.indexOf(type) <= layerTypes.indexOf('components') ? ['ui'] : [])]),
              },
            })),
            // A feature imports its own files, the stateless building blocks and the shared layers,
            // never another feature.
            {
              from: element('features'),
              allow: [
                { to: { element: { type: 'features', captured: { feature: '{{from.element.captured.feature}}' } } } },
                { to: elements(['ui', ...below('features')]) },
              ],
            },
            // Stateless building blocks (buttons, icons, dialogs): other blocks and pure helpers only.
            { from: element('ui'), allow: { to: elements(['ui', 'lib']) } },
          ],
        },
      ],
    },
  },
  {
    // The folders around src/: the build, the server, the module they share, the scripts and the CMS.
    files: ['{plugins,server,shared,scripts,cms}/**/*.{ts,tsx,js,mjs,cjs}', 'gatsby-config.ts', 'gatsby-node.ts'],
    ignores: TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['**/*'],
      'boundaries/elements': FOLDERS.map(([type, pattern]) => ({ type, pattern, partialMatch: false })),
      // Known files outside every folder, so that the rule checks them too.
      'boundaries/files': [{ category: 'root', pattern: '*.{ts,tsx,js,mjs,cjs}' }],
      'import/resolver': { typescript: { project: ['tsconfig.json', 'cms/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: `{{from.element.type}} may not import {{to.element.type}} ({{to.file.path}}): ${SEE_FOLDERS}`,
          policies: [
            ...Object.entries(FOLDER_IMPORTS).map(([type, allowed]) => ({
              from: element(type),
              allow: { to: elements([type, ...allowed]) },
            })),
            // Gatsby's configuration files belong to no folder: the policy names them.
            {
              from: { file: { path: GATSBY_CONFIG } },
              disallow: { to: elements(['*']) },
              message: `Gatsby's configuration may not import {{to.element.type}} ({{to.file.path}}): ${SEE_FOLDERS}`,
            },
            { from: { file: { path: GATSBY_CONFIG } }, allow: { to: elements(GATSBY_CONFIG_IMPORTS) } },
            // The test runner (npm test) starts the test stages with their helpers.
            { from: { file: { path: 'scripts/test.ts' } }, allow: { to: element('tests') } },
          ],
        },
      ],
    },
  },
  prettier,
);
