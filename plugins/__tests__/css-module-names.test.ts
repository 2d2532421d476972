/**
 * @jest-environment node
 */
// The CSS modules' class names (plugins/css-module-names.ts): short, one per file and class, the
// same whichever build computes them.
import fs from 'fs';
import os from 'os';
import path from 'path';
import webpack, { type Configuration } from 'webpack';
import { withShortCssModuleNames } from '../css-module-names';

/** A rule shaped as Gatsby's for `*.module.css` in its HTML renderer's build: nested, css-loader exporting the names only. */
const gatsbyLikeConfig = (dir: string, out: string): Configuration => ({
  mode: 'production',
  context: dir,
  target: 'node',
  entry: path.join(dir, 'entry.js'),
  output: { path: path.join(dir, out), filename: 'bundle.js', library: { type: 'commonjs2' } },
  optimization: { minimize: false },
  module: {
    rules: [
      {
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    namedExport: true,
                    localIdentName: '[name]--[local]--[hash:hex:5]',
                    exportLocalsConvention: 'dashesOnly',
                    exportOnlyLocals: true,
                  },
                },
              },
            ],
          },
        ],
      },
    ],
  },
});

const classNames = async (config: Configuration): Promise<string[]> => {
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(config.output!.path!, 'bundle.js'));
};

describe('withShortCssModuleNames', () => {
  it("names a class by its name and a hash of its file's path and name, instead of Gatsby's file-name prefix", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-module-names-'));
    try {
      fs.writeFileSync(path.join(dir, 'hero.module.css'), '.title { color: navy; }\n.lead { color: grey; }\n');
      fs.writeFileSync(path.join(dir, 'card.module.css'), '.title { color: black; }\n');
      fs.writeFileSync(
        path.join(dir, 'entry.js'),
        "const hero = require('./hero.module.css');\nconst card = require('./card.module.css');\nmodule.exports = [hero.title, hero.lead, card.title];\n",
      );
      const before = await classNames(gatsbyLikeConfig(dir, 'gatsby'));
      expect(before[0]).toMatch(/^hero-module--title--[0-9a-f]{5}$/);
      const [heroTitle, heroLead, cardTitle] = await classNames(withShortCssModuleNames(gatsbyLikeConfig(dir, 'short')));
      expect(heroTitle).toMatch(/^title-[0-9a-f]{5}$/);
      expect(heroLead).toMatch(/^lead-[0-9a-f]{5}$/);
      // Two files' `.title` stay two classes.
      expect(cardTitle).toMatch(/^title-[0-9a-f]{5}$/);
      expect(cardTitle).not.toBe(heroTitle);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
