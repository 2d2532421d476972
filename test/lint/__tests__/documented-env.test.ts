/**
 * @jest-environment node
 */
// Every environment variable the code reads is named in docs/operations.md: a setting that is only
// in the code is one nobody can find.
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const DOC = 'docs/operations.md';

/**
 * Names the code reads that are not configuration, so the docs leave them out. Each is set by the
 * code itself for a process of its own.
 */
const NOT_CONFIGURATION: Record<string, string> = {
  // test/integration/support/state.ts, test/browser/support/global-setup.ts
  ESNUM_IT_STATE: "the test stages' global setup sets it to its state file for its own workers, which read it back",
};

const NAME = '[A-Z][A-Z0-9_]*';
/** Not `X = …` (the code setting a variable for itself or its children); `X ??= …` reads it first. */
const NOT_ASSIGNED = '(?!\\s*=(?!=))';
/** `process.env`, or `env` as a name of its own: not `ensureEnv`, not `strapi.env`. */
const ENV = '(?:(?<![\\w$])process\\.env|(?<![\\w$.])env)';

const JS_READS = [
  // process.env.X, process.env?.X, and env.X where env is a NodeJS.ProcessEnv parameter.
  new RegExp(`${ENV}\\??\\.(${NAME})\\b${NOT_ASSIGNED}`, 'g'),
  // process.env['X'], env["X"]
  new RegExp(`${ENV}(?:\\?\\.)?\\[\\s*(?:'|"|\`)(${NAME})(?:'|"|\`)\\s*\\]${NOT_ASSIGNED}`, 'g'),
  // Strapi's configuration functions: env('X', …), env.int('X'), env.bool('X'), env.array('X')…
  new RegExp(`(?<![\\w$.])env(?:\\.(?:int|float|bool|json|array|date))?\\(\\s*(?:'|"|\`)(${NAME})(?:'|"|\`)`, 'g'),
];
const DESTRUCTURING = /\{([^{}]*)\}\s*=\s*(?:process\.)?env(?![\w$.])/g;
// $X and ${X…}: shell variables of the scripts' own are written in lower case.
const SHELL_READS = [new RegExp(`\\$\\{?(${NAME})`, 'g')];

interface Read {
  name: string;
  line: number;
}

const lineAt = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** The environment variables a source reads, by name and line. A name built at run time (env[variable]) is not seen. */
const envReads = (code: string, { shell = false } = {}): Read[] => {
  const reads: Array<{ name: string; index: number }> = [];
  for (const pattern of shell ? SHELL_READS : JS_READS) {
    for (const match of code.matchAll(pattern)) reads.push({ name: match[1], index: (match.index ?? 0) + match[0].lastIndexOf(match[1]) });
  }
  if (!shell) {
    for (const match of code.matchAll(DESTRUCTURING)) {
      let offset = (match.index ?? 0) + 1;
      for (const part of match[1].split(',')) {
        // `X`, `X: x`, `X = 'default'`, `'X': x`; not `...rest`.
        const key = /^\s*['"]?([A-Z][A-Z0-9_]*)['"]?\s*(?:[:=]|$)/.exec(part);
        if (key) reads.push({ name: key[1], index: offset + part.indexOf(key[1]) });
        offset += part.length + 1;
      }
    }
  }
  return reads.sort((a, b) => a.index - b.index).map(({ name, index }) => ({ name, line: lineAt(code, index) }));
};

const SOURCE = /\.(ts|tsx|js|mjs|cjs|sh)$/;
// Unit tests (__tests__) hand made-up environments to the code they test, and hold this file's snippets.
const LEFT_OUT = /(^|\/)(node_modules|reports|docs|public|\.cache|__tests__)\//;

/** The repository's sources, tracked or new, as git lists them (ignored files left out). */
const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => (SOURCE.test(file) || file === '.ci/run') && !LEFT_OUT.test(file))
    // Listed by git but deleted in the working tree.
    .filter((file) => fs.existsSync(path.join(ROOT, file)));

/** Where each variable is read: name → `file:line` list. */
const readsInRepository = () => {
  const places = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const code = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const { name, line } of envReads(code, { shell: file.endsWith('.sh') || file === '.ci/run' })) {
      places.set(name, [...(places.get(name) ?? []), `${file}:${line}`]);
    }
  }
  return places;
};

describe('the environment variables of docs/operations.md', () => {
  const places = readsInRepository();
  const doc = fs.readFileSync(path.join(ROOT, DOC), 'utf8');

  it('name every variable the code reads', () => {
    const missing = [...places]
      .filter(([name]) => !(name in NOT_CONFIGURATION) && !doc.includes(`\`${name}\``))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, where]) => `${name}, read at ${[...new Set(where)].join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('leave out only names the code still reads and the docs do not give', () => {
    for (const name of Object.keys(NOT_CONFIGURATION)) {
      expect({ name, read: places.has(name), documented: doc.includes(`\`${name}\``) }).toEqual({ name, read: true, documented: false });
    }
  });

  it('are found in every form the code reads them', () => {
    const code = [
      "const a = process.env.FOO || 'x';",
      "const b = process.env['BAR'];",
      "export default ({ env }) => ({ url: env('BAZ', 'x'), port: env.int('QUX', 1337), keys: env.array('KEYS') });",
      'const { A_B, C_D: renamed, E = 1, ...rest } = process.env;',
      'const fromParameter = (env: NodeJS.ProcessEnv) => env.FROM_PARAM ?? env?.["OPTIONAL"];',
      "process.env.SET_HERE = 'no read';",
      "process.env.DEFAULTED ??= 'read first';",
      'ensureEnv(); strapi.env.NOT_THE_ENV; const lower = process.env.lowercase;',
      'if (process.env.SAME === process.env.OTHER) void 0;',
      'const viaGlobal = globalThis.process.env.GLOBAL;',
    ].join('\n');
    expect(envReads(code)).toEqual([
      { name: 'FOO', line: 1 },
      { name: 'BAR', line: 2 },
      { name: 'BAZ', line: 3 },
      { name: 'QUX', line: 3 },
      { name: 'KEYS', line: 3 },
      { name: 'A_B', line: 4 },
      { name: 'C_D', line: 4 },
      { name: 'E', line: 4 },
      { name: 'FROM_PARAM', line: 5 },
      { name: 'OPTIONAL', line: 5 },
      { name: 'DEFAULTED', line: 7 },
      { name: 'SAME', line: 9 },
      { name: 'OTHER', line: 9 },
      { name: 'GLOBAL', line: 10 },
    ]);
  });

  it('are found in shell scripts', () => {
    const script = [
      'export CI=true',
      '[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)',
      'echo "$HOME ${packages[*]} $(id -u)"',
    ];
    expect(envReads(script.join('\n'), { shell: true }).map(({ name }) => name)).toEqual(['CHROME_PATH', 'HOME']);
  });
});
