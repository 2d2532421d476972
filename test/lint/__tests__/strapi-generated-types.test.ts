/**
 * @jest-environment node
 */
// cms/types/generated/ is committed exactly as Strapi writes it: `strapi develop` rewrites it at
// every start (a TypeScript project cannot turn that off) and `strapi ts:generate-types` writes
// the same bytes, formatted by the CMS's Prettier with the repository's .prettierrc.json. Prettier
// and ESLint leave the folder alone, so a start with no schema change leaves the tree clean. This
// test runs Strapi's own generator on the current schemas and compares byte for byte: a schema
// changed without its types fails here rather than as a diff after the next `npm run develop`.
//
// The generator runs in a node process of its own: it needs the registered app (the plugins'
// content types, the fields Strapi adds to every model), so the CMS's TypeScript, and it formats
// with an ESM import of Prettier, which jest's module system cannot load. The TypeScript is only
// transpiled (no type check: `strapi ts:generate-types` compiles it all, about three times as long)
// into cms/.tmp, under the repository because the CMS looks upwards for config/languages.json.
// No database: registering the app opens none.
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const CMS = path.resolve(__dirname, '../../../cms');
const COMMITTED = path.join(CMS, 'types', 'generated');
const REGENERATE = 'cd cms && npx strapi ts:generate-types (or npm run develop), then commit cms/types/generated/';

/** Run with the CMS as working directory (Strapi's Prettier looks for its configuration from there) and the output folder as argument. */
const GENERATE = `
const fs = require('fs');
const path = require('path');
const outDir = process.argv[1];
const cmsDir = process.cwd();
const fromCms = (id) => require(require.resolve(id, { paths: [cmsDir] }));
const ts = fromCms('typescript');
const tmpDir = path.join(cmsDir, '.tmp');
const ownTmpDir = !fs.existsSync(tmpDir);
fs.mkdirSync(tmpDir, { recursive: true });
const distDir = fs.mkdtempSync(path.join(tmpDir, 'types-check-'));

const transpile = () => {
  const { config } = ts.readConfigFile(path.join(cmsDir, 'tsconfig.json'), ts.sys.readFile);
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, cmsDir);
  for (const file of fileNames) {
    if (file.endsWith('.d.ts')) continue;
    const target = path.join(distDir, path.relative(cmsDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith('.json')) fs.copyFileSync(file, target);
    else fs.writeFileSync(target.replace(/\\.ts$/, '.js'), ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file }).outputText);
  }
};

const main = async () => {
  transpile();
  const app = await fromCms('@strapi/strapi').createStrapi({ appDir: cmsDir, distDir }).register();
  try {
    await fromCms('@strapi/typescript-utils').generators.generate({
      strapi: app,
      pwd: outDir,
      rootDir: '.',
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
  } finally {
    await app.destroy();
  }
};

main()
  .then(() => 0, (error) => (console.error(error), 1))
  .then((code) => {
    fs.rmSync(distDir, { recursive: true, force: true });
    // Only if it is still empty: a CMS started meanwhile keeps its database there.
    if (ownTmpDir) fs.rmdir(tmpDir, () => process.exit(code));
    else process.exit(code);
  });
`;

/** The first line where the committed file and Strapi's output part, or undefined when they are the same bytes. */
const firstDifference = (name: string, committed: Buffer, generated: Buffer): string | undefined => {
  if (committed.equals(generated)) return undefined;
  const a = committed.toString('utf8').split('\n');
  const b = generated.toString('utf8').split('\n');
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line += 1;
  return `${name}, line ${line + 1}: committed ${JSON.stringify(a[line])}, Strapi writes ${JSON.stringify(b[line])}. ${REGENERATE}`;
};

describe("Strapi's generated types (cms/types/generated)", () => {
  it('are, byte for byte, what Strapi generates from the current schemas', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-strapi-types-'));
    try {
      fs.mkdirSync(path.join(out, 'public', 'uploads'), { recursive: true });
      const run = spawnSync(process.execPath, ['-e', GENERATE, out], {
        cwd: CMS,
        env: {
          ...process.env,
          // As `strapi develop` runs it, and independent of the local cms/.env.
          NODE_ENV: 'development',
          ENV_PATH: path.join(out, 'no.env'),
          // Strapi's upload plugin wants its folder to exist.
          CMS_PUBLIC_DIR: path.join(out, 'public'),
        },
        encoding: 'utf8',
        timeout: 90_000,
      });
      if (run.status !== 0) throw new Error(`the generator failed (${run.status ?? run.signal}):\n${run.stderr}`);

      const generatedDir = path.join(out, 'generated');
      expect(fs.readdirSync(COMMITTED).sort()).toEqual(fs.readdirSync(generatedDir).sort());
      const differences = fs
        .readdirSync(generatedDir)
        .map((name) => firstDifference(name, fs.readFileSync(path.join(COMMITTED, name)), fs.readFileSync(path.join(generatedDir, name))))
        .filter(Boolean);
      expect(differences).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
