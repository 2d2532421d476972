// Populate trees for the nested parts of the content model. Strapi populates one level by
// default; page-builder blocks and menus nest components and media deeper.
export const SEO_POPULATE = { populate: { metas: true, shareImage: true } };

export const PAGE_LAYOUT_POPULATE = {
  on: {
    'sections.hero': { populate: { image: true } },
    'sections.rich-text': { populate: '*' },
    'sections.key-figures': { populate: '*' },
    'sections.cards-grid': { populate: { cards: { populate: { image: true } } } },
    'sections.programme-list': { populate: '*' },
    'sections.campus-list': { populate: '*' },
    'sections.testimonials': { populate: '*' },
    'sections.partners': { populate: '*' },
    'sections.faq': { populate: { items: true } },
    'sections.cta': { populate: '*' },
    'sections.video': { populate: '*' },
    'sections.events-list': { populate: '*' },
    'sections.news-list': { populate: '*' },
  },
};

export const MENU_BODY_POPULATE = {
  on: {
    'core.menu': { populate: { items: true } },
    'core.menu-item': { populate: '*' },
    'core.menu-dropdown': { populate: { items: true, menu_sections: { populate: { items: true } } } },
  },
};
