// ESLint for the whole repository (site, server, build plugins, scripts, CMS, tests), run by
// `npm test`. Formatting is Prettier's job: eslint-config-prettier turns off the rules it owns.
//
// The layer rule (boundaries/element-types) is the architecture of docs/architecture.md made
// checkable: a layer imports only the layers below it, and the browser bundle (src/, the
// gatsby-browser and gatsby-ssr files) imports nothing from the CMS, the server, the build
// plugins or the scripts.
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'public/**',
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
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({ project: ['tsconfig.json', 'cms/tsconfig.json'] }),
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
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    ignores: TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'cms/**/*', 'server/**/*', 'plugins/**/*', 'scripts/**/*'],
      'boundaries/elements': [
        { type: 'ui', pattern: 'src/components/ui' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        ...LAYERS.filter(([type]) => type !== 'features').map(([type, pattern]) => ({ type, pattern })),
        { type: 'browser-entry', pattern: 'gatsby-(browser|ssr).tsx', mode: 'file' },
        { type: 'not-browser', pattern: '(cms|server|plugins|scripts)' },
      ],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (see docs/architecture.md, layers)',
          rules: [
            { from: 'browser-entry', allow: [...layerTypes, 'ui'] },
            ...LAYERS.filter(([type]) => type !== 'features').map(([type]) => ({
              from: type,
              allow: [type, ...below(type), ...(layerTypes.indexOf(type) <= layerTypes.indexOf('components') ? ['ui'] : [])],
            })),
            // A feature imports its own files and the shared layers, never another feature.
            { from: 'features', allow: [['features', { feature: '${from.feature}' }], 'ui', ...below('features')] },
            // Stateless building blocks (buttons, icons, dialogs): other blocks and pure helpers only.
            { from: 'ui', allow: ['ui', 'lib'] },
          ],
        },
      ],
    },
  },
  prettier,
);
