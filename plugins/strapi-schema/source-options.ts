// Options of gatsby-source-strapi: every collection, both languages, and the populate trees
// the templates need (the plugin populates one level by default; dynamic zones need more).
// STRAPI_STATUS=draft sources the latest drafts instead of the published versions (`npm run preview`).
import { MENU_BODY_POPULATE, PAGE_LAYOUT_POPULATE, SEO_POPULATE } from '../../cms/src/utils/populate';
import { LANGUAGES } from '../../src/lib/routes';
import { readCmsConnection } from './cms-connection';
import { incrementalFetch } from './incremental-fetch';

export const SITE_LANGUAGES = [...LANGUAGES];

/** Relations only need their ids and locale: the related entries are sourced in full on their own. */
const ref = { fields: ['locale'] };

export const COLLECTION_TYPES = [
  { singularName: 'menu-enrichi', queryParams: { populate: { body: MENU_BODY_POPULATE } } },
  {
    singularName: 'campus',
    queryParams: {
      populate: {
        heroImage: true,
        keyData: true,
        access: true,
        openingHours: true,
        accessMap: true,
        gallery: true,
        team: ref,
        programmes: ref,
        testimonials: ref,
        seo: SEO_POPULATE,
      },
    },
  },
  {
    singularName: 'programme',
    queryParams: { populate: { image: true, content: true, campuses: ref, fieldsOfStudy: ref, testimonials: ref, seo: SEO_POPULATE } },
  },
  {
    singularName: 'news-article',
    queryParams: { populate: { focusImage: true, campus_infos: ref, cat_news: ref, seo: SEO_POPULATE } },
  },
  { singularName: 'news-category', queryParams: { populate: {} } },
  { singularName: 'field-of-study', queryParams: { populate: {} } },
  { singularName: 'event', queryParams: { populate: { campus: ref, image: true, seo: SEO_POPULATE } } },
  { singularName: 'blog-post', queryParams: { populate: { cover: true, seo: SEO_POPULATE } } },
  { singularName: 'job-offer', queryParams: { populate: {} } },
  { singularName: 'job-profile', queryParams: { populate: { image: true, programmes: ref, seo: SEO_POPULATE } } },
  { singularName: 'team-member', queryParams: { populate: { photo: true } } },
  { singularName: 'testimonial', queryParams: { populate: { photo: true } } },
  { singularName: 'partner', queryParams: { populate: { logo: true } } },
  { singularName: 'key-figure', queryParams: { populate: {} } },
  { singularName: 'article', queryParams: { populate: { seo: SEO_POPULATE, pageLayout: PAGE_LAYOUT_POPULATE } } },
  { singularName: 'crm-link', queryParams: { populate: { campus: ref } } },
  { singularName: 'redirect', queryParams: { populate: {} } },
];

export const SINGLE_TYPES = [
  {
    singularName: 'website',
    queryParams: { populate: { logo: true, banner: true, seo: SEO_POPULATE, schools: { populate: { logo: true, socials: true } } } },
  },
  { singularName: 'home-page', queryParams: { populate: { seo: SEO_POPULATE, pageLayout: PAGE_LAYOUT_POPULATE } } },
];

export type ContentStatus = 'published' | 'draft';

/** Which version of the entries the site shows: `published` (the default) or `draft` (the preview). */
export const contentStatus = (env: NodeJS.ProcessEnv = process.env): ContentStatus => {
  const status = env.STRAPI_STATUS || 'published';
  if (status !== 'published' && status !== 'draft') {
    throw new Error(`STRAPI_STATUS must be "published" or "draft", not "${status}".`);
  }
  return status;
};

interface SourcedType {
  singularName: string;
  queryParams: Record<string, unknown>;
}

/**
 * Strapi 5's `status=draft` gives the draft version of every document (each published one has a
 * draft too, so the preview shows the latest draft of everything). It is passed as is: the
 * plugin's rewrite of v4's `publicationState: 'preview'` builds a new object and so loses the
 * locale it adds afterwards.
 */
const withStatus = (types: SourcedType[], status: ContentStatus): SourcedType[] =>
  status === 'published' ? types : types.map((type) => ({ ...type, queryParams: { ...type.queryParams, status } }));

/** Time one CMS request may take before the build fails (STRAPI_REQUEST_TIMEOUT_MS, 60 s by default). */
export const cmsRequestTimeoutMs = (env: NodeJS.ProcessEnv = process.env) => {
  const value = Number(env.STRAPI_REQUEST_TIMEOUT_MS || 60_000);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`STRAPI_REQUEST_TIMEOUT_MS must be a positive number of milliseconds, not "${env.STRAPI_REQUEST_TIMEOUT_MS}".`);
  return value;
};

export const strapiSourceOptions = (env: NodeJS.ProcessEnv = process.env) => {
  const { url, token } = readCmsConnection(env);
  const status = contentStatus(env);
  return {
    apiURL: url,
    accessToken: token,
    version: 5,
    locales: SITE_LANGUAGES,
    collectionTypes: withStatus(COLLECTION_TYPES, status),
    singleTypes: withStatus(SINGLE_TYPES, status),
    maxParallelRequests: 5,
    // Patched into the plugin's HTTP client: a CMS that stops answering fails the build.
    requestTimeoutMs: cmsRequestTimeoutMs(env),
    queryLimit: 100,
    // A warm build fetches only what changed since the previous one (patched into the plugin).
    incrementalFetch,
  };
};
