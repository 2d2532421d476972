// The explicit GraphQL schema of every Strapi type the site reads. Declared, not inferred, so an
// editor emptying a field everywhere never breaks a page query. Node type names are the ones
// gatsby-source-strapi gives (STRAPI_<TYPE>, STRAPI__COMPONENT_<CATEGORY>_<NAME>); relations,
// components and media are linked through the `<field>___NODE` ids it writes. Component fields
// are all nullable: they meet in unions (page blocks, menu entries) where GraphQL asks for one type.

import { SECTION_BLOCK_TYPES } from '../../src/sections/block-types';

const link = (type: string, field: string) => `${type} @link(by: "id", from: "${field}___NODE")`;
const links = (type: string, field: string) => `[${type}] @link(by: "id", from: "${field}___NODE")`;
const entry = `
  documentId: String!
  strapi_id: Int
  locale: String
  publishedAt: Date @dateformat
  updatedAt: Date @dateformat
`;

// The page-builder blocks: one list, shared with the registry that renders them.
export const SECTION_TYPES = SECTION_BLOCK_TYPES;

const MENU_ENTRY_TYPES = ['STRAPI__COMPONENT_CORE_MENU', 'STRAPI__COMPONENT_CORE_MENU_DROPDOWN', 'STRAPI__COMPONENT_CORE_MENU_ITEM'];

const component = (name: string, fields: string) => `
type ${name} implements Node @dontInfer {
  strapi_id: Int
  strapi_component: String
${fields}
}`;

export const typeDefs = `
union StrapiSection = ${SECTION_TYPES.join(' | ')}
union StrapiMenuEntry = ${MENU_ENTRY_TYPES.join(' | ')}

type STRAPI__MEDIA implements Node @dontInfer {
  strapi_id: Int
  name: String
  alternativeText: String
  caption: String
  width: Int
  height: Int
  url: String
  mime: String
  ext: String
  size: Float
  updatedAt: Date @dateformat
  localFile: ${link('File', 'localFile')}
}

${component('STRAPI__COMPONENT_SHARED_META', `  type: String\n  key: String\n  value: String`)}
${component('STRAPI__COMPONENT_SHARED_SEO', `  metaTitle: String\n  metaDescription: String\n  twitterSite: String\n  metas: ${links('STRAPI__COMPONENT_SHARED_META', 'metas')}\n  shareImage: ${link('STRAPI__MEDIA', 'shareImage')}`)}
${component('STRAPI__COMPONENT_SHARED_SOCIAL', `  type: String\n  url: String\n  visible: Boolean`)}
${component('STRAPI__COMPONENT_SHARED_SCHOOL', `  name: String\n  phone: String\n  logo: ${link('STRAPI__MEDIA', 'logo')}\n  socials: ${links('STRAPI__COMPONENT_SHARED_SOCIAL', 'socials')}`)}
${component('STRAPI__COMPONENT_SHARED_BANNER', `  text: String\n  linkLabel: String\n  url: String`)}
${component('STRAPI__COMPONENT_CORE_LINK', `  label: String\n  url: String`)}
${component('STRAPI__COMPONENT_CORE_MENU_SECTION', `  Titre: String\n  items: ${links('STRAPI__COMPONENT_CORE_LINK', 'items')}`)}
${component('STRAPI__COMPONENT_CORE_MENU_ITEM', `  slug: String\n  label: String\n  url: String`)}
${component('STRAPI__COMPONENT_CORE_MENU', `  slug: String\n  label: String\n  url: String\n  items: ${links('STRAPI__COMPONENT_CORE_LINK', 'items')}`)}
${component('STRAPI__COMPONENT_CORE_MENU_DROPDOWN', `  slug: String\n  label: String\n  url: String\n  variant: String\n  items: ${links('STRAPI__COMPONENT_CORE_LINK', 'items')}\n  menu_sections: ${links('STRAPI__COMPONENT_CORE_MENU_SECTION', 'menu_sections')}`)}
${component('STRAPI__COMPONENT_CAMPUS_KEY_DATA', `  value: String\n  label: String`)}
${component('STRAPI__COMPONENT_CAMPUS_ACCESS', `  transport: String\n  parking: String\n  accessibility: String`)}
${component('STRAPI__COMPONENT_CAMPUS_OPENING_HOURS', `  firstDay: String\n  lastDay: String\n  opens: String\n  closes: String`)}
${component('STRAPI__COMPONENT_PROGRAMME_UNIT', `  kind: String\n  title: String\n  description: String\n  hours: Int`)}
${component('STRAPI__COMPONENT_SECTIONS_HERO', `  title: String\n  subtitle: String\n  ctaLabel: String\n  ctaUrl: String\n  popinAction: String\n  programmeFinder: Boolean\n  image: ${link('STRAPI__MEDIA', 'image')}`)}
${component('STRAPI__COMPONENT_SECTIONS_RICH_TEXT', `  title: String\n  body: JSON`)}
${component('STRAPI__COMPONENT_SECTIONS_KEY_FIGURES', `  title: String\n  intro: String`)}
${component('STRAPI__COMPONENT_SECTIONS_CARD', `  title: String\n  text: String\n  url: String\n  image: ${link('STRAPI__MEDIA', 'image')}`)}
${component('STRAPI__COMPONENT_SECTIONS_CARDS_GRID', `  title: String\n  cards: ${links('STRAPI__COMPONENT_SECTIONS_CARD', 'cards')}`)}
${component('STRAPI__COMPONENT_SECTIONS_PROGRAMME_LIST', `  title: String\n  category: String`)}
${component('STRAPI__COMPONENT_SECTIONS_CAMPUS_LIST', `  title: String`)}
${component('STRAPI__COMPONENT_SECTIONS_TESTIMONIALS', `  title: String`)}
${component('STRAPI__COMPONENT_SECTIONS_PARTNERS', `  title: String`)}
${component('STRAPI__COMPONENT_SECTIONS_FAQ_ITEM', `  question: String\n  answer: String`)}
${component('STRAPI__COMPONENT_SECTIONS_FAQ', `  title: String\n  items: ${links('STRAPI__COMPONENT_SECTIONS_FAQ_ITEM', 'items')}`)}
${component('STRAPI__COMPONENT_SECTIONS_CTA', `  title: String\n  text: String\n  action: String\n  label: String\n  url: String`)}
${component('STRAPI__COMPONENT_SECTIONS_VIDEO', `  title: String\n  videoUrl: String\n  caption: String`)}
${component('STRAPI__COMPONENT_SECTIONS_EVENTS_LIST', `  title: String\n  limit: Int`)}
${component('STRAPI__COMPONENT_SECTIONS_NEWS_LIST', `  title: String\n  limit: Int`)}

type STRAPI_WEBSITE implements Node @dontInfer {${entry}
  siteName: String!
  email: String
  logo: ${link('STRAPI__MEDIA', 'logo')}
  schools: ${links('STRAPI__COMPONENT_SHARED_SCHOOL', 'schools')}
  companySiteUrl: String
  professionalSiteUrl: String
  careersUrl: String
  complaintFormUrl: String
  footerFrameUrl: String
  banner: ${link('STRAPI__COMPONENT_SHARED_BANNER', 'banner')}
  tagManagerId: String
  englishEnabled: Boolean
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_HOME_PAGE implements Node @dontInfer {${entry}
  title: String!
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
  pageLayout: ${links('StrapiSection', 'pageLayout')}
}

type STRAPI_MENU_ENRICHI implements Node @dontInfer {${entry}
  title: String!
  type: String!
  body: ${links('StrapiMenuEntry', 'body')}
}

type STRAPI_CAMPUS implements Node @dontInfer {${entry}
  name: String!
  slug: String!
  city: String!
  region: String
  address: String
  postalCode: String
  phone: String
  email: String
  intro: String
  description: JSON
  latitude: Float
  longitude: Float
  heroImage: ${link('STRAPI__MEDIA', 'heroImage')}
  keyData: ${links('STRAPI__COMPONENT_CAMPUS_KEY_DATA', 'keyData')}
  access: ${link('STRAPI__COMPONENT_CAMPUS_ACCESS', 'access')}
  openingHours: ${links('STRAPI__COMPONENT_CAMPUS_OPENING_HOURS', 'openingHours')}
  accessMap: ${link('STRAPI__MEDIA', 'accessMap')}
  gallery: ${links('STRAPI__MEDIA', 'gallery')}
  team: ${links('STRAPI_TEAM_MEMBER', 'team')}
  programmes: ${links('STRAPI_PROGRAMME', 'programmes')}
  testimonials: ${links('STRAPI_TESTIMONIAL', 'testimonials')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_PROGRAMME implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  category: String!
  rhythm: String!
  entryLevel: Int!
  graduationLevel: Int!
  durationValue: Int!
  durationScale: String!
  yearlyFee: Int
  summary: String
  image: ${link('STRAPI__MEDIA', 'image')}
  objectives: JSON
  content: ${links('STRAPI__COMPONENT_PROGRAMME_UNIT', 'content')}
  admission: JSON
  certification: JSON
  tarif: JSON
  campuses: ${links('STRAPI_CAMPUS', 'campuses')}
  fieldsOfStudy: ${links('STRAPI_FIELD_OF_STUDY', 'fieldsOfStudy')}
  testimonials: ${links('STRAPI_TESTIMONIAL', 'testimonials')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_FIELD_OF_STUDY implements Node @dontInfer {${entry}
  title: String!
  slug: String!
}

type STRAPI_NEWS_ARTICLE implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  publishDate: Date @dateformat
  summary: String
  body: JSON
  focusImage: ${link('STRAPI__MEDIA', 'focusImage')}
  campus_infos: ${links('STRAPI_CAMPUS', 'campus_infos')}
  cat_news: ${link('STRAPI_NEWS_CATEGORY', 'cat_news')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_NEWS_CATEGORY implements Node @dontInfer {${entry}
  title: String!
  slug: String!
}

type STRAPI_EVENT implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  description: String
  body: JSON
  url: String
  type: String!
  dateStart: Date! @dateformat
  dateEnd: Date @dateformat
  campus: ${link('STRAPI_CAMPUS', 'campus')}
  image: ${link('STRAPI__MEDIA', 'image')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_BLOG_POST implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  publishDate: Date @dateformat
  author: String
  summary: String
  body: JSON
  cover: ${link('STRAPI__MEDIA', 'cover')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_JOB_OFFER implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  company: String!
  city: String!
  level: Int!
  contract: String!
  description: JSON
  applyUrl: String
  publishDate: Date @dateformat
}

type STRAPI_JOB_PROFILE implements Node @dontInfer {${entry}
  title: String!
  slug: String!
  summary: String
  description: JSON
  salaryRange: String
  image: ${link('STRAPI__MEDIA', 'image')}
  programmes: ${links('STRAPI_PROGRAMME', 'programmes')}
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
}

type STRAPI_TEAM_MEMBER implements Node @dontInfer {${entry}
  name: String!
  role: String!
  bio: String
  photo: ${link('STRAPI__MEDIA', 'photo')}
}

type STRAPI_TESTIMONIAL implements Node @dontInfer {${entry}
  author: String!
  role: String
  quote: String!
  photo: ${link('STRAPI__MEDIA', 'photo')}
}

type STRAPI_PARTNER implements Node @dontInfer {${entry}
  name: String!
  url: String
  description: String
  logo: ${link('STRAPI__MEDIA', 'logo')}
}

type STRAPI_KEY_FIGURE implements Node @dontInfer {${entry}
  value: String!
  label: String!
  order: Int
}

type STRAPI_ARTICLE implements Node @dontInfer {${entry}
  title: String!
  rubrique: String!
  slug: String
  summary: String
  seo: ${link('STRAPI__COMPONENT_SHARED_SEO', 'seo')}
  pageLayout: ${links('StrapiSection', 'pageLayout')}
}

type STRAPI_REDIRECT implements Node @dontInfer {${entry}
  from: String!
  to: String!
  note: String
}

type STRAPI_CRM_LINK implements Node @dontInfer {${entry}
  action: String!
  url: String!
  campus: ${link('STRAPI_CAMPUS', 'campus')}
}
`;
