// Runs the repository's ESLint configuration on snippets of code, each written as a file of the
// repository, in one child process: Jest cannot load the configuration (an ES module) itself.
import { spawnSync } from 'child_process';
import path from 'path';

export const REPOSITORY = path.resolve(__dirname, '../..');

export interface Snippet {
  /** Where the snippet is linted as if it were, relative to the repository. */
  file: string;
  code: string;
}

const LINT_IN_CHILD = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(await new Promise((resolve) => {
  let input = '';
  process.stdin.on('data', (chunk) => (input += chunk));
  process.stdin.on('end', () => resolve(input));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map((message) => message.ruleId + ': ' + message.message));
}
process.stdout.write(JSON.stringify(results));
`;

/** A module that imports `specifier` and uses it: the snippet the layer and folder rules are checked on. */
export const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

/** For each snippet, the problems ESLint reports, as `rule: message`. */
export const lintSnippets = (snippets: Snippet[]): string[][] => {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_IN_CHILD], {
    cwd: REPOSITORY,
    input: JSON.stringify(snippets.map(({ file, code }) => ({ file: path.join(REPOSITORY, file), code }))),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`ESLint failed (exit ${child.status}):\n${child.stderr}`);
  return JSON.parse(child.stdout) as string[][];
};
