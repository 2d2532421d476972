// Site-wide build hooks. Page creation lives in plugins/site-pages and the CMS schema in
// plugins/strapi-schema; this file only wires what belongs to the whole build.
import path from 'path';
import type { GatsbyNode } from 'gatsby';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: { '@': path.resolve(process.cwd(), 'src') } },
  });
};
