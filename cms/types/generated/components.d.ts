import type { Schema, Struct } from '@strapi/strapi';

export interface CampusAccess extends Struct.ComponentSchema {
  collectionName: 'components_campus_accesses';
  info: {
    description: 'How to come to the campus: public transport, parking, accessibility';
    displayName: 'Access';
    icon: 'pinMap';
  };
  attributes: {
    accessibility: Schema.Attribute.Text;
    parking: Schema.Attribute.Text;
    transport: Schema.Attribute.Text;
  };
}

export interface CampusKeyData extends Struct.ComponentSchema {
  collectionName: 'components_campus_key_datas';
  info: {
    displayName: 'Key data';
    icon: 'chartBubble';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface CampusOpeningHours extends Struct.ComponentSchema {
  collectionName: 'components_campus_opening_hours';
  info: {
    description: 'A run of days with the same hours, e.g. Monday to Friday, 08:30 to 19:00';
    displayName: 'Opening hours';
    icon: 'clock';
  };
  attributes: {
    closes: Schema.Attribute.Time & Schema.Attribute.Required;
    firstDay: Schema.Attribute.Enumeration<['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']> &
      Schema.Attribute.Required;
    lastDay: Schema.Attribute.Enumeration<['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']>;
    opens: Schema.Attribute.Time & Schema.Attribute.Required;
  };
}

export interface CoreLink extends Struct.ComponentSchema {
  collectionName: 'components_core_links';
  info: {
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface CoreMenu extends Struct.ComponentSchema {
  collectionName: 'components_core_menus';
  info: {
    displayName: 'Menu';
    icon: 'bulletList';
  };
  attributes: {
    items: Schema.Attribute.Component<'core.link', true>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    slug: Schema.Attribute.String;
    url: Schema.Attribute.String;
  };
}

export interface CoreMenuDropdown extends Struct.ComponentSchema {
  collectionName: 'components_core_menu_dropdowns';
  info: {
    displayName: 'Menu dropdown';
    icon: 'layout';
  };
  attributes: {
    items: Schema.Attribute.Component<'core.link', true>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    menu_sections: Schema.Attribute.Component<'core.menu-section', true>;
    slug: Schema.Attribute.String;
    url: Schema.Attribute.String;
    variant: Schema.Attribute.Enumeration<['sections', 'campus']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'sections'>;
  };
}

export interface CoreMenuItem extends Struct.ComponentSchema {
  collectionName: 'components_core_menu_items';
  info: {
    displayName: 'Menu item';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    slug: Schema.Attribute.String;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface CoreMenuSection extends Struct.ComponentSchema {
  collectionName: 'components_core_menu_sections';
  info: {
    displayName: 'Menu section';
    icon: 'bulletList';
  };
  attributes: {
    items: Schema.Attribute.Component<'core.link', true>;
    Titre: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ProgrammeUnit extends Struct.ComponentSchema {
  collectionName: 'components_programme_units';
  info: {
    displayName: 'Teaching or skill unit';
    icon: 'book';
  };
  attributes: {
    description: Schema.Attribute.Text;
    hours: Schema.Attribute.Integer;
    kind: Schema.Attribute.Enumeration<['teaching', 'skill']> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsCampusList extends Struct.ComponentSchema {
  collectionName: 'components_sections_campus_lists';
  info: {
    displayName: 'Campus list';
    icon: 'pinMap';
  };
  attributes: {
    title: Schema.Attribute.String;
  };
}

export interface SectionsCard extends Struct.ComponentSchema {
  collectionName: 'components_sections_cards';
  info: {
    displayName: 'Card';
    icon: 'dashboard';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String;
  };
}

export interface SectionsCardsGrid extends Struct.ComponentSchema {
  collectionName: 'components_sections_cards_grids';
  info: {
    displayName: 'Cards grid';
    icon: 'apps';
  };
  attributes: {
    cards: Schema.Attribute.Component<'sections.card', true>;
    title: Schema.Attribute.String;
  };
}

export interface SectionsCta extends Struct.ComponentSchema {
  collectionName: 'components_sections_ctas';
  info: {
    displayName: 'Call to action';
    icon: 'cursor';
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['brochure', 'contact', 'registration', 'link']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'link'>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String;
  };
}

export interface SectionsEventsList extends Struct.ComponentSchema {
  collectionName: 'components_sections_events_lists';
  info: {
    displayName: 'Events list';
    icon: 'calendar';
  };
  attributes: {
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 6;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    title: Schema.Attribute.String;
  };
}

export interface SectionsFaq extends Struct.ComponentSchema {
  collectionName: 'components_sections_faqs';
  info: {
    displayName: 'FAQ';
    icon: 'question';
  };
  attributes: {
    items: Schema.Attribute.Component<'sections.faq-item', true>;
    title: Schema.Attribute.String;
  };
}

export interface SectionsFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_sections_faq_items';
  info: {
    displayName: 'FAQ item';
    icon: 'question';
  };
  attributes: {
    answer: Schema.Attribute.Text & Schema.Attribute.Required;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsHero extends Struct.ComponentSchema {
  collectionName: 'components_sections_heros';
  info: {
    displayName: 'Hero';
    icon: 'picture';
  };
  attributes: {
    ctaLabel: Schema.Attribute.String;
    ctaUrl: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    popinAction: Schema.Attribute.Enumeration<['brochure', 'contact', 'registration']> & Schema.Attribute.DefaultTo<'brochure'>;
    programmeFinder: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    subtitle: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsKeyFigures extends Struct.ComponentSchema {
  collectionName: 'components_sections_key_figuress';
  info: {
    displayName: 'Key figures';
    icon: 'chartPie';
  };
  attributes: {
    intro: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

export interface SectionsNewsList extends Struct.ComponentSchema {
  collectionName: 'components_sections_news_lists';
  info: {
    displayName: 'News list';
    icon: 'feather';
  };
  attributes: {
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    title: Schema.Attribute.String;
  };
}

export interface SectionsPartners extends Struct.ComponentSchema {
  collectionName: 'components_sections_partnerss';
  info: {
    displayName: 'Partner logos';
    icon: 'handHeart';
  };
  attributes: {
    title: Schema.Attribute.String;
  };
}

export interface SectionsProgrammeList extends Struct.ComponentSchema {
  collectionName: 'components_sections_programme_lists';
  info: {
    displayName: 'Programme list';
    icon: 'book';
  };
  attributes: {
    category: Schema.Attribute.Enumeration<['bts', 'bachelor', 'mastere', 'mba', 'pge']>;
    title: Schema.Attribute.String;
  };
}

export interface SectionsRichText extends Struct.ComponentSchema {
  collectionName: 'components_sections_rich_texts';
  info: {
    displayName: 'Rich text';
    icon: 'paragraph';
  };
  attributes: {
    body: Schema.Attribute.Blocks;
    title: Schema.Attribute.String;
  };
}

export interface SectionsTestimonials extends Struct.ComponentSchema {
  collectionName: 'components_sections_testimonialss';
  info: {
    displayName: 'Testimonials';
    icon: 'quote';
  };
  attributes: {
    title: Schema.Attribute.String;
  };
}

export interface SectionsVideo extends Struct.ComponentSchema {
  collectionName: 'components_sections_videos';
  info: {
    displayName: 'Video';
    icon: 'play';
  };
  attributes: {
    caption: Schema.Attribute.Text;
    title: Schema.Attribute.String;
    videoUrl: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedBanner extends Struct.ComponentSchema {
  collectionName: 'components_shared_banners';
  info: {
    displayName: 'Banner';
    icon: 'bell';
  };
  attributes: {
    linkLabel: Schema.Attribute.String;
    text: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String;
  };
}

export interface SharedMeta extends Struct.ComponentSchema {
  collectionName: 'components_shared_metas';
  info: {
    displayName: 'Meta';
    icon: 'code';
  };
  attributes: {
    key: Schema.Attribute.String & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['name', 'property', 'itemprop']> & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSchool extends Struct.ComponentSchema {
  collectionName: 'components_shared_schools';
  info: {
    displayName: 'School';
    icon: 'house';
  };
  attributes: {
    logo: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    phone: Schema.Attribute.String;
    socials: Schema.Attribute.Component<'shared.social', true>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    displayName: 'Seo';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text;
    metas: Schema.Attribute.Component<'shared.meta', true>;
    metaTitle: Schema.Attribute.String;
    shareImage: Schema.Attribute.Media<'images'>;
    twitterSite: Schema.Attribute.String;
  };
}

export interface SharedSocial extends Struct.ComponentSchema {
  collectionName: 'components_shared_socials';
  info: {
    displayName: 'Social link';
    icon: 'link';
  };
  attributes: {
    type: Schema.Attribute.Enumeration<['instagram', 'facebook', 'youtube', 'linkedin', 'twitter', 'discord', 'tiktok']> &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
    visible: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'campus.access': CampusAccess;
      'campus.key-data': CampusKeyData;
      'campus.opening-hours': CampusOpeningHours;
      'core.link': CoreLink;
      'core.menu': CoreMenu;
      'core.menu-dropdown': CoreMenuDropdown;
      'core.menu-item': CoreMenuItem;
      'core.menu-section': CoreMenuSection;
      'programme.unit': ProgrammeUnit;
      'sections.campus-list': SectionsCampusList;
      'sections.card': SectionsCard;
      'sections.cards-grid': SectionsCardsGrid;
      'sections.cta': SectionsCta;
      'sections.events-list': SectionsEventsList;
      'sections.faq': SectionsFaq;
      'sections.faq-item': SectionsFaqItem;
      'sections.hero': SectionsHero;
      'sections.key-figures': SectionsKeyFigures;
      'sections.news-list': SectionsNewsList;
      'sections.partners': SectionsPartners;
      'sections.programme-list': SectionsProgrammeList;
      'sections.rich-text': SectionsRichText;
      'sections.testimonials': SectionsTestimonials;
      'sections.video': SectionsVideo;
      'shared.banner': SharedBanner;
      'shared.meta': SharedMeta;
      'shared.school': SharedSchool;
      'shared.seo': SharedSeo;
      'shared.social': SharedSocial;
    }
  }
}
