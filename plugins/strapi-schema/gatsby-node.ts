// Local plugin: checks the CMS before sourcing, declares the schema of the Strapi types, and
// fails the build when required content came back empty.
import type { GatsbyNode } from 'gatsby';
import { readCmsConnection } from './cms-connection';
import { checkCmsReachable, findBadSlugs, findMissingContent } from './cms-check';
import { typeDefs } from './type-defs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/routes';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const connection = readCmsConnection();
  const problem = await checkCmsReachable(connection);
  if (problem) {
    reporter.panic(problem);
  }
  reporter.info(`CMS: ${connection.url} (token from ${connection.tokenSource})`);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

// Runs after gatsby-source-strapi's sourceNodes (plugin order in gatsby-config).
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ getNodesByType, reporter }) => {
  const website = getNodesByType('STRAPI_WEBSITE').find((node) => node.locale === 'fr');
  const languages = website?.englishEnabled === false ? [DEFAULT_LANGUAGE] : [...LANGUAGES];
  const missing = findMissingContent((type) => getNodesByType(type) as Array<Record<string, unknown>>, languages);
  if (missing.length > 0) {
    const { url } = readCmsConnection();
    reporter.panic(
      `The CMS at ${url} returned no published content for:\n  - ${missing.join('\n  - ')}\n` +
        'The build stops here rather than publish a site with missing content. Seed the CMS (npm run cms:seed) or publish these entries.',
    );
  }
  const badSlugs = findBadSlugs((type) => getNodesByType(type) as Array<Record<string, unknown>>);
  if (badSlugs.length > 0) {
    reporter.panic(
      `These entries have an address that no visitor could reach (only lower-case letters without accents, digits and hyphens):\n  - ${badSlugs.join('\n  - ')}\n` +
        'Correct them in the CMS: it now refuses such a slug when an entry is saved.',
    );
  }
};
