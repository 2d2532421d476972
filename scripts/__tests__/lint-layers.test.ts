/**
 * @jest-environment node
 */
// The layer rules of eslint.config.mjs, checked by linting small modules as if they sat at a given
// place in src/: each forbidden import is reported, and each allowed one is not.
import { execFileSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The rules ESLint reports for `source` if it were the file at `filePath`. */
const reportedRules = (filePath: string, source: string): string[] => {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '-f', 'json'],
      {
        cwd: ROOT,
        input: source,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // ESLint exits with 1 when it reports errors; its JSON report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as Array<{ messages: LintMessage[] }>;
  return result.messages.map((message) => message.ruleId ?? message.message);
};

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('layer rules', () => {
  it.each([
    ['a feature importing another feature', 'src/features/consent/probe.ts', '@/features/popin/use-popin', 'boundaries/dependencies'],
    ['a feature importing a layout component', 'src/features/popin/probe.ts', '@/components/layout/link-list', 'boundaries/dependencies'],
    ['a stateless block importing state', 'src/components/ui/probe.ts', '@/state/datas', 'boundaries/dependencies'],
    ['a pure helper importing a feature', 'src/lib/probe.ts', '@/features/popin/use-popin', 'boundaries/dependencies'],
    ['a section importing a template', 'src/sections/probe.ts', '@/templates/agenda', 'boundaries/dependencies'],
    ['browser code importing the server', 'src/lib/probe.ts', '../../server/security-headers', 'no-restricted-imports'],
    ['browser code importing the CMS', 'src/components/probe.ts', '../../cms/src/utils/slugs', 'no-restricted-imports'],
    ['the browser entry importing a build plugin', 'gatsby-browser.tsx', './plugins/plugin-order', 'no-restricted-imports'],
  ])('reports %s', (_case, filePath, specifier, rule) => {
    expect(reportedRules(filePath, importing(specifier))).toContain(rule);
  });

  it.each([
    ['a feature importing its own files', 'src/features/popin/probe.ts', './use-popin'],
    ['a feature importing building blocks, state and helpers', 'src/features/popin/probe.ts', '@/components/ui/use-escape'],
    ['a layout component importing a feature', 'src/components/layout/probe.ts', '@/features/popin/use-popin'],
    ['a template importing a section', 'src/templates/probe.ts', '@/sections/registry'],
    ['a build plugin importing the server', 'plugins/site-serving/probe.ts', '../../server/security-headers'],
  ])('allows %s', (_case, filePath, specifier) => {
    expect(reportedRules(filePath, importing(specifier))).toEqual([]);
  });
});
