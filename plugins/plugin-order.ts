// The order gatsby-config.ts must keep its plugins in, and why. Gatsby runs each API through the
// plugins in their listed order (the site's own gatsby-* files last), and for wrapPageElement each
// plugin wraps what the ones before it returned. Checked against the real config by
// plugins/__tests__/plugin-order.test.ts.
export interface OrderRule {
  first: string;
  then: string;
  why: string;
}

export const PLUGIN_ORDER: OrderRule[] = [
  { first: 'gatsby-source-strapi', then: 'strapi-schema', why: 'its sourceNodes checks what the source plugin returned' },
  {
    first: 'site-chrome',
    then: 'gatsby-plugin-react-i18next',
    why: "later plugins wrap outside: the i18n plugin's wrapPageElement must wrap the site frame, which translates",
  },
  { first: 'gatsby-plugin-manifest', then: 'gatsby-plugin-offline', why: 'the offline plugin caches the manifest' },
  {
    first: 'site-pages',
    then: 'site-serving',
    why: "in its onPostBuild, site-pages writes the redirect config and the events' calendar files; site-serving then writes the nginx includes from that config, and the Netlify headers that serve those files as calendars",
  },
];

/** The plugin that must be last: it compresses what every plugin above wrote to public/. */
export const LAST_PLUGIN = 'site-serving';

type PluginEntry = string | { resolve: string };

export const pluginNames = (plugins: PluginEntry[]) => plugins.map((plugin) => (typeof plugin === 'string' ? plugin : plugin.resolve));

/** The rules a plugin list breaks (a rule whose plugins are not both listed is kept). */
export const orderViolations = (plugins: PluginEntry[]): string[] => {
  const names = pluginNames(plugins);
  const violations = PLUGIN_ORDER.filter(({ first, then }) => {
    const [a, b] = [names.indexOf(first), names.indexOf(then)];
    return a !== -1 && b !== -1 && a > b;
  }).map(({ first, then, why }) => `${first} must come before ${then}: ${why}`);
  if (names[names.length - 1] !== LAST_PLUGIN)
    violations.push(`${LAST_PLUGIN} must come last: it compresses what every plugin above wrote`);
  return violations;
};
