// schema.org data (JSON-LD) for dated content: events, news, blog posts and apprenticeship offers.
import type { BlogPosting, Event, Graph, JobPosting, NewsArticle, Place, VirtualLocation, WithContext } from 'schema-dts';
import type { SeoPage } from './structured-data';
import { SCHEMA_CONTEXT, schoolReference, text } from './structured-data';
import { type CampusInput, postalAddress } from './structured-data-campus';
import { blocksToText } from './plain-text';
import { localize, routes } from '../routes';
import { absoluteUrl, shareImageOf, type SeoMedia } from './urls';

const images = (origin: string, ...media: Array<SeoMedia | null | undefined>) => {
  const urls = [...new Set(media.map((item) => shareImageOf(origin, item)?.url).filter((url): url is string => Boolean(url)))];
  return urls.length > 0 ? urls : undefined;
};

/** The school as the publisher of its own pages, with its logo. */
const publisher = ({ site }: SeoPage) => ({
  ...schoolReference(site),
  logo: site.logo ? { '@type': 'ImageObject' as const, url: site.logo.url } : undefined,
});

export interface EventInput {
  title: string;
  description?: string | null;
  dateStart: string;
  dateEnd?: string | null;
  /** The registration link. */
  url?: string | null;
  campus?: (CampusInput & { slug?: string | null }) | null;
  image?: SeoMedia | null;
}

export const eventJsonLd = (page: SeoPage, event: EventInput): WithContext<Event> => {
  const { site, url } = page;
  const campus = event.campus;
  // Every event of the agenda takes place on a campus; one without a campus can only be attended
  // through its link.
  const location: Place | VirtualLocation = campus
    ? {
        '@type': 'Place',
        name: campus.name,
        url: campus.slug ? absoluteUrl(site.origin, localize(site.language, routes.campus(campus.slug))) : undefined,
        address: postalAddress(campus),
      }
    : { '@type': 'VirtualLocation', url: event.url || url };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: text(event.description),
    url,
    startDate: event.dateStart,
    endDate: event.dateEnd || undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: campus ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location,
    image: images(site.origin, event.image),
    organizer: schoolReference(site),
    inLanguage: site.language,
  };
};

export interface ArticleInput {
  title: string;
  summary?: string | null;
  publishDate?: string | null;
  updatedAt?: string | null;
  section?: string | null;
  author?: string | null;
  images?: Array<SeoMedia | null | undefined>;
}

const articleFields = (page: SeoPage, article: ArticleInput) => ({
  // Google truncates longer headlines.
  headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
  description: text(article.summary),
  datePublished: article.publishDate || undefined,
  dateModified: article.updatedAt || article.publishDate || undefined,
  image: images(page.site.origin, ...(article.images ?? [])),
  mainEntityOfPage: page.url,
  url: page.url,
  inLanguage: page.site.language,
  articleSection: text(article.section),
  publisher: publisher(page),
});

export const newsArticleJsonLd = (page: SeoPage, article: ArticleInput): WithContext<NewsArticle> => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'NewsArticle',
  ...articleFields(page, article),
  author: schoolReference(page.site),
});

export const blogPostingJsonLd = (page: SeoPage, post: ArticleInput): WithContext<BlogPosting> => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'BlogPosting',
  ...articleFields(page, post),
  author: post.author?.trim() ? { '@type': 'Person', name: post.author.trim() } : schoolReference(page.site),
});

export interface JobOfferInput {
  slug: string;
  title: string;
  company: string;
  city: string;
  level?: number | null;
  contract?: string | null;
  description?: unknown;
  publishDate?: string | null;
  publishedAt?: string | null;
}

// Google's employment types: an apprenticeship or professionalisation contract is a full-time
// employment contract (school days included); an internship is INTERN.
const EMPLOYMENT_TYPES: Record<string, string> = {
  apprenticeship: 'FULL_TIME',
  professionalisation: 'FULL_TIME',
  internship: 'INTERN',
};

// The level asked of the candidate (0 = Bac … 5 = Bac+5), as Google's credential categories.
const CREDENTIALS = ['high school', 'high school', 'associate degree', 'bachelor degree', 'bachelor degree', 'postgraduate degree'];

export const jobPostingJsonLd = ({ site }: SeoPage, offer: JobOfferInput): JobPosting => {
  const datePosted = offer.publishDate || offer.publishedAt;
  const credential = typeof offer.level === 'number' ? CREDENTIALS[offer.level] : undefined;
  return {
    '@type': 'JobPosting',
    title: offer.title,
    description: blocksToText(offer.description) || offer.title,
    datePosted: datePosted ? datePosted.slice(0, 10) : undefined,
    employmentType: (offer.contract && EMPLOYMENT_TYPES[offer.contract]) || 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: offer.company },
    jobLocation: { '@type': 'Place', address: postalAddress({ city: offer.city }) },
    educationRequirements: credential ? { '@type': 'EducationalOccupationalCredential', credentialCategory: credential } : undefined,
    identifier: { '@type': 'PropertyValue', name: site.name, value: offer.slug },
  };
};

/**
 * The offers page lists every offer and there is no page per offer, so the page carries one
 * JobPosting per offer (one graph, one script). Google's job search only shows offers marked up on
 * a page of their own: a page per offer would make them eligible.
 */
export const jobPostingsJsonLd = (page: SeoPage, offers: readonly JobOfferInput[]): Graph => ({
  '@context': SCHEMA_CONTEXT,
  '@graph': offers.map((offer) => jobPostingJsonLd(page, offer)),
});
