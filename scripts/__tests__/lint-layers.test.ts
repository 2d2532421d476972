/**
 * @jest-environment node
 */
// The layer rules of eslint.config.mjs, checked by linting small modules as if they sat at a given
// place in src/: each forbidden import is reported, and each allowed one is not. The rule between
// the folders around src/ is test/lint/__tests__/folder-boundaries.test.ts. All the snippets are
// linted in one ESLint process (test/lint/lint-snippets.ts).
import { importing, lintSnippets } from '../../test/lint/lint-snippets';

const FORBIDDEN: Array<[string, string, string, string]> = [
  ['a feature importing another feature', 'src/features/consent/probe.ts', '@/features/popin/use-popin', 'boundaries/dependencies'],
  ['a feature importing a layout component', 'src/features/popin/probe.ts', '@/components/layout/link-list', 'boundaries/dependencies'],
  ['a stateless block importing state', 'src/components/ui/probe.ts', '@/state/datas', 'boundaries/dependencies'],
  ['a pure helper importing a feature', 'src/lib/probe.ts', '@/features/popin/use-popin', 'boundaries/dependencies'],
  ['a section importing a template', 'src/sections/probe.ts', '@/templates/agenda', 'boundaries/dependencies'],
  ['browser code importing the server', 'src/lib/probe.ts', '../../server/app', 'no-restricted-imports'],
  [
    'browser code importing the shared module',
    'src/features/consent/probe.ts',
    '../../../shared/security-headers',
    'no-restricted-imports',
  ],
  ['browser code importing the CMS', 'src/components/probe.ts', '../../cms/src/utils/slugs', 'no-restricted-imports'],
  ['the browser entry importing a build plugin', 'gatsby-browser.tsx', './plugins/plugin-order', 'no-restricted-imports'],
];

const ALLOWED: Array<[string, string, string]> = [
  ['a feature importing its own files', 'src/features/popin/probe.ts', './use-popin'],
  ['a feature importing building blocks, state and helpers', 'src/features/popin/probe.ts', '@/components/ui/use-escape'],
  ['a layout component importing a feature', 'src/components/layout/probe.ts', '@/features/popin/use-popin'],
  ['a template importing a section', 'src/templates/probe.ts', '@/sections/registry'],
  ['a build plugin importing the shared module', 'plugins/site-serving/probe.ts', '../../shared/security-headers'],
];

/** The rules ESLint reports for each snippet, forbidden ones first. */
const reported = lintSnippets([...FORBIDDEN, ...ALLOWED].map(([, file, specifier]) => ({ file, code: importing(specifier) }))).map(
  (messages) => messages.map((message) => message.slice(0, message.indexOf(': '))),
);

describe('layer rules', () => {
  it.each(FORBIDDEN.map((testCase, index) => [...testCase, reported[index]] as const))(
    'reports %s',
    (_case, _file, _specifier, rule, rules) => {
      expect(rules).toContain(rule);
    },
  );

  it.each(ALLOWED.map((testCase, index) => [...testCase, reported[FORBIDDEN.length + index]] as const))(
    'allows %s',
    (_case, _file, _specifier, rules) => {
      expect(rules).toEqual([]);
    },
  );
});
