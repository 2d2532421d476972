// Shapes of the demo content. Data files under ./data describe content in both languages;
// ./content turns them into Strapi documents (fr first, then the en localization). A field the
// seed writes as the CMS stores it takes its type from Strapi's generated types
// (cms/types/generated); the rest is what only the seed has: both languages in one object,
// rich text as a markdown subset, pictures as drawing specs, relations as seed keys.
// The generated types register the CMS's content types with @strapi/strapi; referenced here so
// that the site's tests, which read the seed data, see them too.
/* eslint-disable @typescript-eslint/triple-slash-reference -- an import would not register Strapi's module augmentation for the site's tsconfig */
/// <reference path="../../types/generated/contentTypes.d.ts" />
/// <reference path="../../types/generated/components.d.ts" />
import type { Data, UID } from '@strapi/strapi';
import type { ProgrammeCategory } from '../utils/programme-categories';
import type { CityScene } from './art/landmarks';
import type { Emblem } from './art/emblems';
import type { SceneKind } from './art/scenes';
import type { PartnerLogo } from './art/partner-logos';
import type { PortraitLook } from './art/portraits';

export type { ProgrammeCategory };

/** Fields `K` of the content type `T`, as the CMS types them, all given. */
type EntryFields<T extends UID.ContentType, K extends keyof Data.ContentType<T>> = { [P in K]-?: NonNullable<Data.ContentType<T>[P]> };
/** Fields of the component `C`, as the CMS types them: `K` given, `Optional` when the seed likes. */
type ComponentFields<C extends UID.Component, K extends keyof Data.Component<C>, Optional extends keyof Data.Component<C> = never> = Pick<
  Data.Component<C>,
  K
> &
  Partial<Pick<Data.Component<C>, Optional>>;
/** A page-builder block or menu entry: its component, then its fields. */
type Block<C extends UID.Component, K extends keyof Data.Component<C>, Optional extends keyof Data.Component<C> = never> = {
  component: C;
} & ComponentFields<C, K, Optional>;

/** One value per site language. French is the source of truth. */
export interface Localized<T> {
  fr: T;
  en: T;
}

/**
 * Long text written in a small markdown subset, converted to Strapi blocks by ./blocks.ts:
 * paragraphs separated by a blank line, "## " and "### " headings, "- " list items,
 * "1. " numbered items, **bold**, *italic* and [label](url) links. A body's headings start at
 * "## ": the site places them under the title above the body.
 */
export type RichText = string;

/** A picture drawn at seed time (no network): a gradient and a caption, see ./images.ts. */
export interface ImageSpec {
  /** Unique key: pictures with the same key are uploaded once and shared. */
  key: string;
  /** Short caption drawn on the picture (a city, a topic). */
  caption: string;
  /** Alternative text, read by screen readers. Empty string for a decorative picture. */
  alt: Localized<string>;
  /** Which palette to draw with ('wordmark': a company's mark and name on a transparent ground). */
  palette: 'campus' | 'news' | 'event' | 'blog' | 'programme' | 'portrait' | 'logo' | 'share' | 'wordmark' | 'hero' | 'map' | 'job';
  /**
   * For a campus's city ('campus' with no gallery prefix, and its street front): its landmark and
   * its water; for an item with an emblem, the campus it happens on, drawn on the horizon.
   */
  city?: CityScene;
  /** What a programme, news item, event or blog post is about (art/editorial.ts). */
  emblem?: Emblem;
  /** For a blog post: which of the magazine's colourways (images.ts BLOG_TINTS) it is drawn in, by its place in the list (data/pictures.ts blogTint). */
  tint?: number;
  /** The scene its picture shows (art/scenes.ts: an event, a news item, a programme, a job, a section page), its emblem on the screen or the stand. */
  scene?: SceneKind;
  /** For a portrait: its skin and hair (indexes into art/scenes.ts SKIN and HAIR), chosen apart from its neighbours' (images.ts portraitSpecs). */
  look?: PortraitLook;
  /** For a neighbourhood's plan ('map'): its water, and the station's distance on foot. */
  plan?: { water: 'river' | 'sea' | 'none'; walkMinutes: number };
  /** For a company's logo ('wordmark'): its symbol, its type and its colour. */
  partnerLogo?: PartnerLogo;
}

export interface CampusSeed extends EntryFields<
  'api::campus.campus',
  'slug' | 'city' | 'region' | 'address' | 'postalCode' | 'phone' | 'email' | 'latitude' | 'longitude'
> {
  name: Localized<string>;
  intro: Localized<string>;
  description: Localized<RichText>;
  keyData: Localized<Array<{ value: string; label: string }>>;
  /** Slugs of programmes taught on this campus (see ./ids.ts). */
  programmes: string[];
  /** Keys of team members (see team.ts). */
  team: string[];
  /** Keys of testimonials. */
  testimonials: string[];
  image: ImageSpec;
}

/** A campus's practical side: how to come, when it is open, and what its neighbourhood's plan shows. */
export interface CampusVisitSeed {
  access: Localized<ComponentFields<'campus.access', 'transport' | 'parking' | 'accessibility'>>;
  openingHours: Array<ComponentFields<'campus.opening-hours', 'firstDay' | 'opens' | 'closes', 'lastDay'>>;
  /** The neighbourhood's plan, with the stop and the station. */
  map: ImageSpec;
}

export interface TeamMemberSeed extends EntryFields<'api::team-member.team-member', 'name'> {
  key: string;
  role: Localized<string>;
  bio: Localized<string>;
}

export interface TestimonialSeed extends EntryFields<'api::testimonial.testimonial', 'author'> {
  key: string;
  role: Localized<string>;
  quote: Localized<string>;
}

export interface PartnerSeed extends EntryFields<'api::partner.partner', 'name' | 'url'> {
  key: string;
  logo: PartnerLogo;
  description: Localized<string>;
}

export interface KeyFigureSeed extends EntryFields<'api::key-figure.key-figure', 'order'> {
  value: Localized<string>;
  label: Localized<string>;
}

export interface ProgrammeUnitSeed extends ComponentFields<'programme.unit', 'kind', 'hours'> {
  title: Localized<string>;
  description: Localized<string>;
}

export interface ProgrammeSeed extends EntryFields<
  'api::programme.programme',
  'slug' | 'category' | 'rhythm' | 'entryLevel' | 'graduationLevel' | 'durationValue' | 'durationScale'
> {
  title: Localized<string>;
  summary: Localized<string>;
  objectives: Localized<RichText>;
  content: ProgrammeUnitSeed[];
  admission: Localized<RichText>;
  certification: Localized<RichText>;
  tarif: Localized<RichText>;
  /** Euros a year when it can be taken full-time; none in work-study only, which the company funds. */
  yearlyFee?: number;
  /** Slugs of FIELD_OF_STUDY_SLUGS (see ./data/ids.ts). */
  fieldsOfStudy: string[];
  testimonials: string[];
  metaDescription: Localized<string>;
}

export interface JobProfileSeed extends EntryFields<'api::job-profile.job-profile', 'slug'> {
  title: Localized<string>;
  summary: Localized<string>;
  description: Localized<RichText>;
  salaryRange: Localized<string>;
  /** Programme slugs that lead to this job. */
  programmes: string[];
}

export interface JobOfferSeed extends EntryFields<
  'api::job-offer.job-offer',
  'slug' | 'company' | 'city' | 'level' | 'contract' | 'applyUrl'
> {
  title: Localized<string>;
  description: Localized<RichText>;
  /** Days before the day of seeding. */
  publishedDaysAgo: number;
}

export interface FieldOfStudySeed extends EntryFields<'api::field-of-study.field-of-study', 'slug'> {
  title: Localized<string>;
}

export interface NewsCategorySeed extends EntryFields<'api::news-category.news-category', 'slug'> {
  title: Localized<string>;
}

export interface NewsSeed extends EntryFields<'api::news-article.news-article', 'slug'> {
  title: Localized<string>;
  summary: Localized<string>;
  body: Localized<RichText>;
  /** Days before the day of seeding (0 to 730): news are spread over two years. */
  publishedDaysAgo: number;
  category: string;
  /** Campus slugs; empty for school-wide news. */
  campuses: string[];
  image: ImageSpec;
  /** Where its story takes place, when its emblem's usual place does not fit it (a vineyard's AI in the lab, not at a conference). */
  scene?: SceneKind;
}

export type EventType = EventSeed['type'];

export interface EventSeed extends EntryFields<'api::event.event', 'slug' | 'type' | 'url'> {
  title: Localized<string>;
  description: Localized<string>;
  body: Localized<RichText>;
  /** Days from the day of seeding: negative for past events. */
  startInDays: number;
  /** Local start time, "HH:MM". */
  startTime: string;
  durationHours: number;
  campus: string;
}

export interface BlogPostSeed extends EntryFields<'api::blog-post.blog-post', 'slug' | 'author'> {
  title: Localized<string>;
  summary: Localized<string>;
  body: Localized<RichText>;
  publishedDaysAgo: number;
  image: ImageSpec;
}

/** Page-builder blocks, mirroring the sections.* components of the CMS. */
export type SectionSeed =
  | (Block<'sections.hero', 'title', 'subtitle' | 'ctaLabel' | 'ctaUrl' | 'popinAction' | 'programmeFinder'> & { image?: ImageSpec })
  | (Block<'sections.rich-text', never, 'title'> & { body: RichText })
  | Block<'sections.key-figures', never, 'title' | 'intro'>
  | (Block<'sections.cards-grid', never, 'title'> & {
      cards: Array<ComponentFields<'sections.card', 'title', 'text' | 'url'> & { image?: ImageSpec }>;
    })
  | Block<'sections.programme-list', never, 'title' | 'category'>
  | Block<'sections.campus-list', never, 'title'>
  | Block<'sections.testimonials', never, 'title'>
  | Block<'sections.partners', never, 'title'>
  | (Block<'sections.faq', never, 'title'> & { items: Array<ComponentFields<'sections.faq-item', 'question' | 'answer'>> })
  | Block<'sections.cta', 'title' | 'action' | 'label', 'text' | 'url'>
  | Block<'sections.video', 'videoUrl', 'title' | 'caption'>
  | Block<'sections.events-list', never, 'title' | 'limit'>
  | Block<'sections.news-list', never, 'title' | 'limit'>;

export interface ArticleVersionSeed {
  rubrique: string;
  slug?: string;
  title: string;
  summary: string;
  metaDescription: string;
  pageLayout: SectionSeed[];
}

export interface ArticleSeed {
  /** Unique key (the French path). */
  key: string;
  fr: ArticleVersionSeed;
  en: ArticleVersionSeed;
}

export interface HomePageSeed {
  fr: { title: string; metaDescription: string; pageLayout: SectionSeed[] };
  en: { title: string; metaDescription: string; pageLayout: SectionSeed[] };
}

export type LinkSeed = ComponentFields<'core.link', 'label' | 'url'>;

export type MenuEntrySeed =
  | Block<'core.menu-item', 'label' | 'url', 'slug'>
  | (Block<'core.menu', 'label', 'slug' | 'url'> & { items: LinkSeed[] })
  | (Block<'core.menu-dropdown', 'label' | 'variant', 'slug' | 'url'> & {
      menu_sections: Array<ComponentFields<'core.menu-section', 'Titre'> & { items: LinkSeed[] }>;
      items: LinkSeed[];
    });

export interface MenuSeed extends EntryFields<'api::menu-enrichi.menu-enrichi', 'type'> {
  title: Localized<string>;
  body: Localized<MenuEntrySeed[]>;
}

export interface WebsiteSeed extends EntryFields<
  'api::website.website',
  'siteName' | 'email' | 'englishEnabled' | 'companySiteUrl' | 'professionalSiteUrl' | 'careersUrl' | 'complaintFormUrl'
> {
  /** The school network's footer strip, a page of its static host (https); none in the demo. */
  footerFrameUrl?: string;
  tagManagerId?: string;
  banner?: Localized<ComponentFields<'shared.banner', 'text' | 'linkLabel' | 'url'>>;
  schools: Array<
    ComponentFields<'shared.school', 'name' | 'phone'> & { socials: Array<ComponentFields<'shared.social', 'type' | 'url' | 'visible'>> }
  >;
  metaDescription: Localized<string>;
}
