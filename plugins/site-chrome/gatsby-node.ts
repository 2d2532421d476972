// Says at build time which tag-manager container the site will load after consent, and warns
// about an id that is not one (it is then ignored: no script, no banner). Copies the brand font
// to the address the pages preload.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { BRAND_FONT_FILE, BRAND_FONT_PACKAGE, BRAND_FONT_PATH } from '../../src/lib/brand-font';
import { tagManagerIdOf } from '../../src/lib/analytics/tag-manager-id';

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, reporter }) => {
  const { id, source, invalid } = tagManagerIdOf(getNodesByType('STRAPI_WEBSITE'));
  for (const skipped of invalid) {
    reporter.warn(
      `site-chrome: the tag-manager id "${skipped.value}" (${skipped.source === 'env' ? 'GTM_ID' : 'CMS website settings, tagManagerId'}) ` +
        'is not a container id of the form GTM-XXXXXXX; it is ignored.',
    );
  }
  reporter.info(
    id
      ? `site-chrome: tag manager ${id} (from ${source === 'env' ? 'GTM_ID' : 'the CMS'}), loaded only after the visitor's consent`
      : `site-chrome: no tag manager${source === 'env' ? ' (GTM_ID=off)' : ''}: no consent banner, no data layer`,
  );
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const target = path.join(process.cwd(), 'public', BRAND_FONT_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Resolved from the site's folder: Parcel, which compiles this file for the build, turns a
  // `require.resolve` of a computed name into `(void 0)(…)`, and the build failed on it.
  const resolveFromSite = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  fs.copyFileSync(resolveFromSite(`${BRAND_FONT_PACKAGE}/files/${BRAND_FONT_FILE}`), target);
  reporter.verbose(`site-chrome: brand font copied to ${BRAND_FONT_PATH}`);
};
