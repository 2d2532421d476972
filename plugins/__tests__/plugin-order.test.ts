/**
 * @jest-environment node
 */
// The plugin list of gatsby-config.ts keeps the order its plugins rely on (plugins/plugin-order.ts).
import config from '../../gatsby-config';
import { LAST_PLUGIN, orderViolations, PLUGIN_ORDER, pluginNames } from '../plugin-order';

const plugins = config.plugins as Array<string | { resolve: string }>;

describe('the plugin order of gatsby-config', () => {
  it('lists every plugin the order rules name', () => {
    const names = pluginNames(plugins);
    // gatsby-plugin-offline is left out by the service worker's kill switch (SERVICE_WORKER=off).
    const named = [...new Set(PLUGIN_ORDER.flatMap(({ first, then }) => [first, then]))];
    expect(named.filter((name) => !names.includes(name))).toEqual([]);
    expect(names[names.length - 1]).toBe(LAST_PLUGIN);
  });

  it('breaks no rule', () => {
    expect(orderViolations(plugins)).toEqual([]);
  });

  it('would catch a plugin moved out of its place', () => {
    const names = pluginNames(plugins);
    const swapped = [...names];
    const [chrome, i18n] = [swapped.indexOf('site-chrome'), swapped.indexOf('gatsby-plugin-react-i18next')];
    [swapped[chrome], swapped[i18n]] = [swapped[i18n], swapped[chrome]];
    expect(orderViolations(swapped)).toEqual([expect.stringMatching(/^site-chrome must come before gatsby-plugin-react-i18next/)]);
    expect(
      orderViolations([
        ...names.filter((name) => name !== LAST_PLUGIN && name !== 'gatsby-plugin-manifest'),
        LAST_PLUGIN,
        'gatsby-plugin-manifest',
      ]),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^site-serving must come last/),
        expect.stringMatching(/^gatsby-plugin-manifest must come before gatsby-plugin-offline/),
      ]),
    );
  });
});
