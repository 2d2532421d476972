// Shapes of the demo content. Data files under ./data describe content in both languages;
// ./run.ts turns them into Strapi documents (fr first, then the en localization).

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
  /** Which palette to draw with. */
  palette: 'campus' | 'news' | 'event' | 'blog' | 'programme' | 'portrait' | 'logo' | 'hero';
}

export interface CampusSeed {
  slug: string;
  city: string;
  region: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
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

export interface TeamMemberSeed {
  key: string;
  name: string;
  role: Localized<string>;
  bio: Localized<string>;
}

export interface TestimonialSeed {
  key: string;
  author: string;
  role: Localized<string>;
  quote: Localized<string>;
}

export interface PartnerSeed {
  key: string;
  name: string;
  url: string;
  description: Localized<string>;
}

export interface KeyFigureSeed {
  value: Localized<string>;
  label: Localized<string>;
  order: number;
}

export type { ProgrammeCategory } from '../utils/programme-categories';
import type { ProgrammeCategory } from '../utils/programme-categories';

export interface ProgrammeUnitSeed {
  kind: 'teaching' | 'skill';
  title: Localized<string>;
  description: Localized<string>;
  hours?: number;
}

export interface ProgrammeSeed {
  slug: string;
  category: ProgrammeCategory;
  rhythm: 'fulltime' | 'periodic';
  entryLevel: 0 | 1 | 2 | 3 | 4 | 5;
  graduationLevel: 0 | 1 | 2 | 3 | 4 | 5;
  durationValue: number;
  durationScale: 'year' | 'years' | 'months' | 'days' | 'hours';
  title: Localized<string>;
  summary: Localized<string>;
  objectives: Localized<RichText>;
  content: ProgrammeUnitSeed[];
  admission: Localized<RichText>;
  certification: Localized<RichText>;
  tarif: Localized<RichText>;
  testimonials: string[];
  metaDescription: Localized<string>;
}

export interface JobProfileSeed {
  slug: string;
  title: Localized<string>;
  summary: Localized<string>;
  description: Localized<RichText>;
  salaryRange: Localized<string>;
  /** Programme slugs that lead to this job. */
  programmes: string[];
}

export interface JobOfferSeed {
  slug: string;
  title: Localized<string>;
  company: string;
  city: string;
  level: 0 | 1 | 2 | 3 | 4 | 5;
  contract: 'apprenticeship' | 'professionalisation' | 'internship';
  description: Localized<RichText>;
  applyUrl: string;
  /** Days before the day of seeding. */
  publishedDaysAgo: number;
}

export interface NewsCategorySeed {
  slug: string;
  title: Localized<string>;
}

export interface NewsSeed {
  slug: string;
  title: Localized<string>;
  summary: Localized<string>;
  body: Localized<RichText>;
  /** Days before the day of seeding (0 to 730): news are spread over two years. */
  publishedDaysAgo: number;
  category: string;
  /** Campus slugs; empty for school-wide news. */
  campuses: string[];
  image: ImageSpec;
}

export type EventType = 'open-door' | 'admission-test' | 'conference' | 'convention' | 'live-my-life' | 'job-dating';

export interface EventSeed {
  slug: string;
  type: EventType;
  title: Localized<string>;
  description: Localized<string>;
  body: Localized<RichText>;
  /** Days from the day of seeding: negative for past events. */
  startInDays: number;
  /** Local start time, "HH:MM". */
  startTime: string;
  durationHours: number;
  campus: string;
  /** Registration link (https). */
  url: string;
}

export interface BlogPostSeed {
  slug: string;
  title: Localized<string>;
  summary: Localized<string>;
  body: Localized<RichText>;
  author: string;
  publishedDaysAgo: number;
  image: ImageSpec;
}

/** Page-builder blocks, mirroring the sections.* components of the CMS. */
export type SectionSeed =
  | { component: 'sections.hero'; title: string; subtitle?: string; ctaLabel?: string; ctaUrl?: string; image?: ImageSpec }
  | { component: 'sections.rich-text'; title?: string; body: RichText }
  | { component: 'sections.key-figures'; title?: string; intro?: string }
  | { component: 'sections.cards-grid'; title?: string; cards: Array<{ title: string; text?: string; url?: string }> }
  | { component: 'sections.programme-list'; title?: string; category?: ProgrammeCategory }
  | { component: 'sections.campus-list'; title?: string }
  | { component: 'sections.testimonials'; title?: string }
  | { component: 'sections.partners'; title?: string }
  | { component: 'sections.faq'; title?: string; items: Array<{ question: string; answer: string }> }
  | { component: 'sections.cta'; title: string; text?: string; action: 'brochure' | 'contact' | 'registration' | 'link'; label: string; url?: string }
  | { component: 'sections.video'; title?: string; videoUrl: string; caption?: string }
  | { component: 'sections.events-list'; title?: string; limit?: number }
  | { component: 'sections.news-list'; title?: string; limit?: number };

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

export interface LinkSeed {
  label: string;
  url: string;
}

export type MenuEntrySeed =
  | { component: 'core.menu-item'; slug?: string; label: string; url: string }
  | { component: 'core.menu'; slug?: string; label: string; url?: string; items: LinkSeed[] }
  | {
      component: 'core.menu-dropdown';
      slug?: string;
      label: string;
      url?: string;
      variant: 'sections' | 'campus';
      menu_sections: Array<{ Titre: string; items: LinkSeed[] }>;
      items: LinkSeed[];
    };

export interface MenuSeed {
  type: 'navbarproto' | 'footer';
  title: Localized<string>;
  body: Localized<MenuEntrySeed[]>;
}

export interface WebsiteSeed {
  siteName: string;
  email: string;
  englishEnabled: boolean;
  companySiteUrl: string;
  professionalSiteUrl: string;
  careersUrl: string;
  complaintFormUrl: string;
  footerFrameUrl: string;
  tagManagerId?: string;
  banner?: Localized<{ text: string; linkLabel: string; url: string }>;
  schools: Array<{
    name: string;
    phone: string;
    socials: Array<{ type: 'instagram' | 'facebook' | 'youtube' | 'linkedin' | 'twitter' | 'discord' | 'tiktok'; url: string; visible: boolean }>;
  }>;
  metaDescription: Localized<string>;
}
