/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's scripts are CommonJS
const { transpileCms } = require('../transpile') as { transpileCms: (appDir: string) => { distDir: string; changed: number } };

describe('transpileCms', () => {
  let appDir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    fs.writeFileSync(path.join(appDir, file), content);
  };

  beforeEach(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-transpile-'));
    write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          module: 'CommonJS',
          target: 'ES2019',
          esModuleInterop: true,
          resolveJsonModule: true,
          outDir: 'dist',
          rootDir: '.',
        },
        include: ['./**/*.ts', 'src/**/*.json'],
        exclude: ['dist/', '**/*.test.*'],
      }),
    );
    // A type error: a start does not check types (npm run typecheck does), it runs the code.
    write(
      'src/greeting.ts',
      "import words from './words.json';\nconst count: number = 'two' as never;\nexport const greet = (name: string) => `${words.hello} ${name}`;\nexport default count;\n",
    );
    write('src/words.json', '{ "hello": "Bonjour" }\n');
    write('config/server.ts', 'export default { port: 1337 };\n');
    write('types/generated/schema.d.ts', 'export interface Nothing {}\n');
    write('src/greeting.test.ts', "throw new Error('tests are not part of the CMS');\n");
  });
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('writes runnable CommonJS beside the JSON files, in the layout of the TypeScript project', () => {
    const { distDir, changed } = transpileCms(appDir);
    expect(distDir).toBe(path.join(appDir, 'dist'));
    expect(changed).toBe(3);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require(path.join(distDir, 'src', 'greeting.js')).greet('Inès')).toBe('Bonjour Inès');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require(path.join(distDir, 'config', 'server.js')).default).toEqual({ port: 1337 });
    expect(fs.existsSync(path.join(distDir, 'src', 'greeting.test.js'))).toBe(false);
    expect(fs.existsSync(path.join(distDir, 'types'))).toBe(false);
  });

  it('rewrites only the files whose source changed', () => {
    const { distDir } = transpileCms(appDir);
    const config = path.join(distDir, 'config', 'server.js');
    const writtenAt = fs.statSync(config).mtimeMs;
    expect(transpileCms(appDir).changed).toBe(0);

    write('src/words.json', '{ "hello": "Salut" }\n');
    expect(transpileCms(appDir).changed).toBe(1);
    expect(fs.statSync(config).mtimeMs).toBe(writtenAt);
    expect(JSON.parse(fs.readFileSync(path.join(distDir, 'src', 'words.json'), 'utf8'))).toEqual({ hello: 'Salut' });
    expect(fs.readdirSync(path.join(distDir, 'src')).filter((file) => file.endsWith('.partial'))).toEqual([]);
  });
});
