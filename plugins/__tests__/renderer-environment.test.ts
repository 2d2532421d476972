/**
 * @jest-environment node
 */
// What the HTML renderer's build keeps of the environment (plugins/renderer-environment.ts): the
// variables its code reads, and nothing whose mere presence would change its webpack hash.
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack, { type Configuration } from 'webpack';
import { listFiles } from '../../shared/precompress';
import { RENDERER_ENV, withoutUnreadEnvironment } from '../renderer-environment';

/** The definitions Gatsby gives the renderer (webpack.config.js, processEnv for a Node target). */
const gatsbyDefinitions = (env: Record<string, string>) => ({
  'process.env': '({})',
  ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
  __PATH_PREFIX__: '""',
});

const READS = `module.exports = [process.env.GATSBY_CMS_URL, process.env.SITE_URL, process.env.NODE_ENV, process.env.STRAPI_TOKEN, __PATH_PREFIX__];`;

/**
 * Compiles READS with the definitions left by withoutUnreadEnvironment, with webpack's file cache
 * in `cacheDir` as Gatsby's .cache/webpack: what it evaluates to, and whether webpack built the
 * module again rather than take it from the cache.
 */
const compile = async (env: Record<string, string>, cacheDir: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-env-'));
  try {
    const config = withoutUnreadEnvironment({
      mode: 'none',
      target: 'node',
      context: cacheDir,
      entry: './entry.js',
      output: { path: dir, filename: 'out.js', library: { type: 'commonjs2' } },
      cache: { type: 'filesystem', cacheDirectory: path.join(cacheDir, 'webpack') },
      plugins: [new webpack.DefinePlugin(gatsbyDefinitions(env))],
    } satisfies Configuration);
    const compiler = webpack(config);
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    // Closing writes the cache, as at the end of a Gatsby build.
    await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    const code = fs.readFileSync(path.join(dir, 'out.js'), 'utf8');
    const values = new Function('module', `${code}; return module.exports;`)({ exports: {} }) as unknown[];
    const entry = stats.toJson({ modules: true }).modules?.find((module) => module.name === './entry.js');
    return { values, builtAgain: entry?.built ?? true };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

let cacheDir: string;
beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-env-cache-'));
  fs.writeFileSync(path.join(cacheDir, 'entry.js'), READS);
  // Webpack trusts a file's date only once it is older than its measure of the file system's
  // accuracy: a source written a moment ago would be built again whatever the definitions.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(path.join(cacheDir, 'entry.js'), anHourAgo, anHourAgo);
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const BUILD_ENV = { GATSBY_CMS_URL: 'https://cms.esnum.example', SITE_URL: 'https://www.esnum.example', NODE_ENV: 'production' };

describe('the environment of the HTML renderer', () => {
  it('keeps the variables its code reads, and leaves the others undefined as in the browser', async () => {
    const { values } = await compile({ ...BUILD_ENV, STRAPI_TOKEN: 'secret-build-token' }, cacheDir);
    expect(values).toEqual(['https://cms.esnum.example', 'https://www.esnum.example', 'production', undefined, '']);
  });

  it('takes its modules from the cache whatever other variables the build was started with', async () => {
    expect((await compile(BUILD_ENV, cacheDir)).builtAgain).toBe(true);
    expect((await compile(BUILD_ENV, cacheDir)).builtAgain).toBe(false);
    // npm's variables, a service manager's, a Netlify build hook's.
    const fromAnotherShell = {
      ...BUILD_ENV,
      GATSBY_TELEMETRY_DISABLED: '1',
      npm_lifecycle_event: 'start',
      INVOCATION_ID: '3f2a9c',
      INCOMING_HOOK_TITLE: 'CMS publication',
    };
    expect((await compile(fromAnotherShell, cacheDir)).builtAgain).toBe(false);
    // A variable the renderer reads still counts.
    expect((await compile({ ...BUILD_ENV, SITE_URL: 'https://preprod.esnum.example' }, cacheDir)).builtAgain).toBe(true);
  });

  it('is given every variable the code of the site reads', () => {
    const root = path.resolve(__dirname, '..', '..');
    const files = [
      ...listFiles(path.join(root, 'src')).filter((file) => /\.(?:ts|tsx|js)$/.test(file) && !file.split(path.sep).includes('__tests__')),
      ...['gatsby-ssr.tsx', 'gatsby-browser.tsx'].map((file) => path.join(root, file)),
      ...fs
        .readdirSync(path.join(root, 'plugins'))
        .flatMap((plugin) =>
          ['gatsby-ssr.tsx', 'gatsby-ssr.ts', 'gatsby-browser.tsx', 'gatsby-browser.ts'].map((file) =>
            path.join(root, 'plugins', plugin, file),
          ),
        )
        .filter((file) => fs.existsSync(file)),
    ];
    const read = new Set(
      files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/process\.env\.(\w+)/g)].map((match) => match[1])),
    );
    read.delete('NODE_ENV');
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !RENDERER_ENV.includes(name))).toEqual([]);
  });
});
