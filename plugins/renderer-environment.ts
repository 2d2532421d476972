// What the HTML renderer's webpack build is given of the build's environment.
import webpack, { type Configuration } from 'webpack';

/**
 * The environment variables the HTML renderer's code reads: Gatsby's own, the GATSBY_ ones (as in
 * the browser) and SITE_URL (src/lib/site-url.ts). Code rendered at build time that reads another
 * one must be added here: it would read undefined.
 */
export const RENDERER_ENV_DEFINITION = /^process\.env(?:\.(?:GATSBY_\w+|NODE_ENV|PUBLIC_DIR|BUILD_STAGE|CYPRESS_SUPPORT|SITE_URL))?$/;

/**
 * Gatsby gives the HTML renderer's DefinePlugin every environment variable of the build, and
 * webpack makes every module depend on the list of the definitions' names. A build run with
 * another list (from another shell, with npm's variables, by a service manager, by a build hook on
 * Netlify, which adds its INCOMING_HOOK_ ones) missed the renderer's whole cache and compiled it
 * again, which could come out with other spacing (babel-loader), hence another hash: Gatsby
 * rendered every page again (24,130 pages on the large content set: about 5 minutes instead of
 * 45 s). With only these definitions, such a build takes the renderer from the cache.
 */
export const withoutUnreadEnvironment = (config: Configuration): Configuration => {
  for (const plugin of config.plugins ?? []) {
    if (plugin instanceof webpack.DefinePlugin) {
      plugin.definitions = Object.fromEntries(
        Object.entries(plugin.definitions).filter(([name]) => !name.startsWith('process.env') || RENDERER_ENV_DEFINITION.test(name)),
      );
    }
  }
  return config;
};
