// Gatsby configuration: content from the Strapi CMS in French and English, pages created by the
// local site-pages plugin, URLs without trailing slash.
import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { SITE_LANGUAGES, strapiSourceOptions } from './plugins/strapi-schema/source-options';
import { DEFAULT_LANGUAGE } from './src/lib/routes';
import { siteUrl } from './src/lib/site-url';
import { readCmsConnection } from './plugins/strapi-schema/cms-connection';
import { manifestOptions } from './plugins/site-app/manifest';
import { offlinePluginOptions, serviceWorkerEnabled } from './plugins/site-app/service-worker';
import { pictureFormats } from './plugins/picture-formats';

// Values the browser code needs (Gatsby inlines GATSBY_* variables into the bundles): the CMS it
// calls live, the API product prefix, and the hosts CRM links may lead to.
process.env.GATSBY_CMS_URL ??= process.env.CMS_PUBLIC_URL || readCmsConnection().url;
process.env.GATSBY_SITE_PRODUCT ??= process.env.SITE_PRODUCT || 'esnum';
process.env.GATSBY_CRM_ALLOWED_HOSTS ??= process.env.CRM_ALLOWED_HOSTS || 'crm.esnum.example';
// The tag-manager container; it wins over the CMS website settings (src/lib/analytics/tag-manager-id.ts).
process.env.GATSBY_GTM_ID ??= process.env.GTM_ID || '';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'ESNUM',
    siteUrl: siteUrl(),
  },
  trailingSlash: 'never',
  // On Netlify (NETLIFY=true), the adapter turns Gatsby's redirects into Netlify's; elsewhere the
  // site is served by server/ or by nginx with the generated includes (build/nginx/).
  adapter: process.env.NETLIFY === 'true' ? netlifyAdapter() : undefined,
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    // Page-creation queries live in the creators of the site-pages plugin.
    documentSearchPaths: ['./gatsby-node.ts', './plugins/**/gatsby-node.ts', './plugins/site-pages/creators/*.ts'],
  },
  // The order matters: plugins/plugin-order.ts says which plugin must come before which and why,
  // and its test checks this list.
  plugins: [
    // No gatsby-plugin-image: its image data (gatsby-transformer-sharp) is rendered as plain
    // <picture> markup by src/components/ui/cms-image.tsx, without its per-image scripts.
    {
      resolve: 'gatsby-plugin-sharp',
      // Every CMS picture in AVIF and WebP besides the original format (plugins/picture-formats.ts).
      // No placeholder unless a query asks for one: a blurred copy is about 1 KB of base64 in the
      // page data and in the HTML for every picture, and cards and portraits load below the fold
      // on the brand's own background. The first screen's picture asks for one (placeholder: BLURRED).
      options: { defaults: { formats: pictureFormats(), placeholder: 'none', quality: 70 } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(process.cwd(), 'locales') },
    },
    { resolve: 'gatsby-source-strapi', options: strapiSourceOptions() },
    'strapi-schema',
    'site-chrome',
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: SITE_LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: siteUrl(),
        // The plugin's browser-side redirect breaks hydration and reads localStorage.
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
    'site-pages',
    // The sitemap (/sitemap.xml, with the `sitemap` library, written again only when the pages
    // it lists changed) and robots.txt.
    'site-seo',
    // The positions of the French postcodes, for the campuses near a visitor (/geo/codes-postaux.json).
    'site-geo',
    // The installable app. Its patch removes the plugin's browser file, which only switches between
    // localized manifests (the site has a single one): Gatsby puts the options of every plugin with
    // a browser file in every visitor's first-load JavaScript (here 0.5 KB gzip).
    { resolve: 'gatsby-plugin-manifest', options: manifestOptions(process.cwd()) },
    // SERVICE_WORKER=off (the kill switch) leaves the worker out; site-app then writes a sw.js that
    // removes the one visitors have.
    ...(serviceWorkerEnabled()
      ? [{ resolve: 'gatsby-plugin-offline', options: offlinePluginOptions(process.cwd(), process.env.GATSBY_CMS_URL ?? '') }]
      : []),
    'site-app',
    // Compresses what every plugin above wrote to public/.
    'site-serving',
  ],
};

export default config;
