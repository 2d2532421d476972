// Site-wide build hooks. Page creation lives in plugins/site-pages and the CMS schema in
// plugins/strapi-schema; this file only wires what belongs to the whole build.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import type { Compilation, Compiler } from 'webpack';
import { withoutUnreadEnvironment } from './plugins/renderer-environment';
import { withShortCssModuleNames } from './plugins/css-module-names';

/**
 * The browser build's compilation hash, made a digest of the bundles' file names (Gatsby names
 * them `[name]-[contenthash]`, and webpack's real content hash is that of the final bytes).
 * Gatsby writes this hash into public/page-data/app-data.json and, through its scripts slice
 * (public/_gatsby/slices/_gatsby-scripts-1.html), into every page: a new one makes it stitch every
 * HTML file again, and the post-build pass, the compression and the deploy snapshot redo them all
 * (24,000 pages on the large content set). Webpack's own hash also covers inputs that never reach
 * the bundles, and it changed while they stayed identical:
 * - mini-css-extract-plugin 1.x runs a child compilation for each CSS file it compiles, none for
 *   one restored from webpack's cache (.cache/webpack), and webpack hashes child compilations:
 *   the first build after a cold one always got a new hash (the content change was a bystander);
 * - a module compiled again after a cache miss can come out of babel-loader with other spacing or
 *   source-map key order, which minification erases.
 * app-data.json and the pages still get one value, which changes exactly when a bundle does, so
 * the browser reloads when, and only when, its bundles are out of date.
 */
class CompilationHashFromBundles {
  apply(compiler: Compiler) {
    const name = 'CompilationHashFromBundles';
    compiler.hooks.thisCompilation.tap(name, (compilation: Compilation) => {
      // The end of sealing: RealContentHashPlugin (processAssets) has given the files their names.
      compilation.hooks.afterSeal.tap(name, () => {
        const files = [...compilation.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith('.map'));
        const { hashFunction = 'md4', hashDigestLength = 20 } = compilation.outputOptions;
        const hash = compiler.webpack.util.createHash(hashFunction).update(JSON.stringify(files.sort()));
        compilation.fullHash = String(hash.digest('hex'));
        compilation.hash = compilation.fullHash.slice(0, hashDigestLength);
      });
    });
  }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig }) => {
  actions.setWebpackConfig({
    resolve: { alias: { '@': path.resolve(process.cwd(), 'src') } },
    plugins: stage === 'build-javascript' ? [new CompilationHashFromBundles()] : [],
  });
  // Every stage alike: the HTML renderer and the browser must name a class the same.
  const config = withShortCssModuleNames(getConfig());
  if (stage === 'build-html') actions.replaceWebpackConfig(withoutUnreadEnvironment(config));
};
