// Where the admin's preview button leads: the page of an entry on the preview site (`npm run
// preview`, which shows the latest drafts), in the entry's language. The path shapes repeat the
// site's src/lib/routes.ts, which the CMS cannot import (a separate package);
// plugins/site-pages/__tests__/cms-preview-paths.test.ts checks that both give the same paths.

import { DEFAULT_LANGUAGE, LANGUAGES as SITE_LANGUAGES } from './languages';

type EntryFields = Record<string, unknown>;

interface PageOfType {
  /** The fields the path is made of, read from the entry. */
  fields: string[];
  /** The site path (without language prefix), or null when the entry has no page. */
  path: (entry: EntryFields) => string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** `/{prefix}/{slug}`; a draft may have no slug yet, and then no page. */
const slugPage = (prefix: string): PageOfType => ({
  fields: ['slug'],
  path: (entry) => (text(entry.slug) ? `${prefix}/${text(entry.slug)}` : null),
});

/** The content types that have a page of their own; other types (menus, partners…) have none. */
export const PAGES_OF_TYPES: Record<string, PageOfType> = {
  'api::home-page.home-page': { fields: [], path: () => '/' },
  // The site lists and shows only the news that have a publication date (site-pages/creators/news.ts).
  'api::news-article.news-article': {
    fields: ['slug', 'publishDate'],
    path: (entry) => (entry.publishDate && text(entry.slug) ? `/actualites/${text(entry.slug)}` : null),
  },
  'api::event.event': slugPage('/agenda'),
  'api::blog-post.blog-post': slugPage('/blog'),
  'api::campus.campus': slugPage('/campus'),
  'api::programme.programme': slugPage('/programmes'),
  'api::job-profile.job-profile': slugPage('/metiers'),
  // Section pages: `/{rubrique}/{slug}`, or `/{rubrique}` when the slug is empty.
  'api::article.article': {
    fields: ['rubrique', 'slug'],
    path: (entry) => {
      const rubrique = text(entry.rubrique);
      if (!rubrique) return null;
      return text(entry.slug) ? `/${rubrique}/${text(entry.slug)}` : `/${rubrique}`;
    },
  },
};

/** The site path of an entry in a language, or null when the site has no page for it. */
export const sitePathOf = (uid: string, entry: EntryFields, locale: string): string | null => {
  const page = PAGES_OF_TYPES[uid];
  if (!page || !SITE_LANGUAGES.includes(locale)) return null;
  const path = page.path(entry);
  if (path === null || locale === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
};

export interface PreviewUrlRequest {
  /** The preview site, e.g. http://127.0.0.1:8000. */
  siteUrl: string;
  uid: string;
  /** The entry's language; null or absent for a type that is not localized. */
  locale?: string | null;
  /** Reads the given fields of the entry shown in the admin (in its language), or null if it is gone. */
  findEntry: (fields: string[]) => Promise<EntryFields | null>;
}

/** The preview URL of the entry, or null (no preview button) when it has no page on the site. */
export const previewUrlOf = async ({ siteUrl, uid, locale, findEntry }: PreviewUrlRequest): Promise<string | null> => {
  const page = PAGES_OF_TYPES[uid];
  const language = locale || DEFAULT_LANGUAGE;
  if (!page || !SITE_LANGUAGES.includes(language)) return null;
  const entry = page.fields.length > 0 ? await findEntry(page.fields) : {};
  if (!entry) return null;
  const path = sitePathOf(uid, entry, language);
  return path === null ? null : `${siteUrl.replace(/\/+$/, '')}${path}`;
};
