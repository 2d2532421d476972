// Options of gatsby-source-strapi: every collection, both languages, and the populate trees
// the templates need (the plugin populates one level by default; dynamic zones need more).
import { MENU_BODY_POPULATE, PAGE_LAYOUT_POPULATE, SEO_POPULATE } from '../../cms/src/utils/populate';
import { readCmsConnection } from './cms-connection';

export const SITE_LANGUAGES = ['fr', 'en'];

/** Relations only need their ids and locale: the related entries are sourced in full on their own. */
const ref = { fields: ['locale'] };

export const COLLECTION_TYPES = [
  { singularName: 'menu-enrichi', queryParams: { populate: { body: MENU_BODY_POPULATE } } },
  {
    singularName: 'campus',
    queryParams: {
      populate: { heroImage: true, keyData: true, team: ref, programmes: ref, testimonials: ref, seo: SEO_POPULATE },
    },
  },
  {
    singularName: 'programme',
    queryParams: { populate: { image: true, content: true, campuses: ref, testimonials: ref, seo: SEO_POPULATE } },
  },
  {
    singularName: 'news-article',
    queryParams: { populate: { focusImage: true, campus_infos: ref, cat_news: ref, seo: SEO_POPULATE } },
  },
  { singularName: 'news-category', queryParams: { populate: {} } },
  { singularName: 'event', queryParams: { populate: { campus: ref, image: true, seo: SEO_POPULATE } } },
  { singularName: 'blog-post', queryParams: { populate: { cover: true, seo: SEO_POPULATE } } },
  { singularName: 'job-offer', queryParams: { populate: {} } },
  { singularName: 'job-profile', queryParams: { populate: { programmes: ref, seo: SEO_POPULATE } } },
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

export const strapiSourceOptions = () => {
  const { url, token } = readCmsConnection();
  return {
    apiURL: url,
    accessToken: token,
    version: 5,
    locales: SITE_LANGUAGES,
    collectionTypes: COLLECTION_TYPES,
    singleTypes: SINGLE_TYPES,
    maxParallelRequests: 5,
    queryLimit: 100,
  };
};
