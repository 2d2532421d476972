// What the HTML renderer's webpack build is given of the build's environment.
import webpack, { type Configuration } from 'webpack';

/** Gatsby's own definitions for the renderer (webpack.config.js, processEnv), and the one its runtime reads. */
const GATSBY_OWN = ['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT', 'GATSBY_QUERY_ON_DEMAND', 'GATSBY_SLICES'];

/**
 * The variables the site's code reads (src/ and the gatsby-ssr and gatsby-browser files), in the
 * browser and when it renders at build time alike. A test holds this list to the code: a variable
 * missing here would read undefined at build time.
 */
export const RENDERER_ENV = ['GATSBY_CMS_URL', 'GATSBY_CRM_ALLOWED_HOSTS', 'GATSBY_GTM_ID', 'GATSBY_SITE_PRODUCT', 'SITE_URL'];

const KEPT = new Set(['process.env', ...[...GATSBY_OWN, ...RENDERER_ENV].map((name) => `process.env.${name}`)]);

/**
 * Gatsby gives the HTML renderer's DefinePlugin every environment variable of the build, and
 * webpack makes every module depend on the list of the definitions' names. A build run with
 * another list (from another shell, with npm's variables, by a service manager, with or without
 * GATSBY_TELEMETRY_DISABLED, by a build hook on Netlify, which adds its INCOMING_HOOK_ ones) missed
 * the renderer's whole cache and compiled it again, which could come out with other spacing
 * (babel-loader), hence another hash: Gatsby rendered every page again (24,130 pages on the large
 * content set: about 5 minutes instead of 45 s). With only these definitions, such a build takes
 * the renderer from the cache.
 */
export const withoutUnreadEnvironment = (config: Configuration): Configuration => {
  for (const plugin of config.plugins ?? []) {
    if (plugin instanceof webpack.DefinePlugin) {
      plugin.definitions = Object.fromEntries(
        Object.entries(plugin.definitions).filter(([name]) => !name.startsWith('process.env') || KEPT.has(name)),
      );
    }
  }
  return config;
};
