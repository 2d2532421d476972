// The class names CSS modules get: `title-1a2b3` rather than Gatsby's `hero-module--title--1a2b3`.
// Every page's JavaScript carries the names of the classes its components use (236 of them on a
// campus page, 7.9 KB before compression), its HTML and its CSS again: the file's name in each
// was a third of the bytes. The hash is still of the file's path and the class's name, so two
// modules' `.title` stay two classes, and the browser and the HTML renderer compute the same one.
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';

export const CSS_MODULE_CLASS_NAME = '[local]-[hash:hex:5]';

const isRule = (rule: unknown): rule is RuleSetRule => typeof rule === 'object' && rule !== null;

const shorten = (use: RuleSetUseItem) => {
  if (typeof use !== 'object' || typeof use.loader !== 'string' || !use.loader.includes('css-loader')) return;
  const options = use.options;
  if (typeof options === 'object' && options !== null && typeof options.modules === 'object' && options.modules !== null) {
    options.modules.localIdentName = CSS_MODULE_CLASS_NAME;
  }
};

const visit = (rule: RuleSetRule) => {
  const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
  for (const use of uses) if (typeof use !== 'function') shorten(use as RuleSetUseItem);
  for (const inner of [...(rule.oneOf ?? []), ...(rule.rules ?? [])]) if (isRule(inner)) visit(inner);
};

/** `config` with every CSS module rule's class names shortened (changed in place, as Gatsby's getConfig() allows). */
export const withShortCssModuleNames = (config: Configuration): Configuration => {
  for (const rule of config.module?.rules ?? []) if (isRule(rule)) visit(rule);
  return config;
};
