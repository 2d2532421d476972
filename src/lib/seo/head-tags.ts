// Everything a page's <head> says to search engines and social networks, computed from the page
// and the CMS: title, description, robots, canonical URL, hreflang alternates, Open Graph,
// Twitter card and the editors' own metas (which win over the generated ones with the same key).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, unlocalize } from '../routes';
import type { Alternates } from '../page-context';
import type { SeoFields, SiteIdentity } from './site-identity';
import { absoluteUrl, shareImageOf, type SeoMedia } from './urls';

export type MetaAttribute = 'name' | 'property' | 'itemprop';

export interface MetaTag {
  attribute: MetaAttribute;
  key: string;
  content: string;
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface HeadInput {
  site: SiteIdentity;
  /** The page's own path (`/en/agenda`); without it there is no canonical URL. */
  path: string | null;
  alternates: Alternates;
  title: string;
  description?: string | null;
  seo?: SeoFields | null;
  /** A picture of the page's own (a news focus image) when its SEO settings have none. */
  image?: SeoMedia | null;
  ogType?: 'website' | 'article';
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string | null };
  noindex?: boolean;
}

export interface HeadModel {
  language: Language;
  title: string;
  canonical: string | null;
  alternates: AlternateLink[];
  metas: MetaTag[];
}

export const OG_LOCALES: Record<Language, string> = { fr: 'fr_FR', en: 'en_GB' };

const META_ATTRIBUTES: readonly string[] = ['name', 'property', 'itemprop'];

export const isHomePath = (path: string | null) => path !== null && unlocalize(path) === '/';

/** "{title} | ESNUM"; the home page (or a page without a title) is the site name alone. */
export const documentTitle = (title: string | null | undefined, siteName: string, home = false) =>
  home || !title || title === siteName ? siteName : `${title} | ${siteName}`;

/**
 * hreflang links, when the page exists in more than one language (that is, when the English option
 * is on and the entry is translated): one per language and x-default, the French page.
 */
export const hreflangLinks = (origin: string, alternates: Alternates): AlternateLink[] => {
  const languages = LANGUAGES.filter((language) => alternates[language]);
  if (languages.length < 2) return [];
  const links = languages.map((language) => ({ hrefLang: language, href: absoluteUrl(origin, alternates[language]!) }));
  const fallback = alternates[DEFAULT_LANGUAGE];
  return fallback ? [...links, { hrefLang: 'x-default', href: absoluteUrl(origin, fallback) }] : links;
};

const twitterHandle = (value: string | null | undefined) => {
  const handle = value?.trim();
  if (!handle) return null;
  return /^[A-Za-z0-9_]+$/.test(handle) ? `@${handle}` : handle;
};

// Keys a page may carry more than once (one per other language).
const REPEATABLE = new Set(['og:locale:alternate']);

/** Editors' metas: well-formed ones only; one replaces a generated meta with the same key. */
export const mergeMetas = (generated: MetaTag[], cms: SeoFields['metas']): MetaTag[] => {
  const byKey = new Map<string, MetaTag>();
  const identity = (tag: MetaTag) =>
    `${tag.attribute}:${tag.key.toLowerCase()}${REPEATABLE.has(tag.key.toLowerCase()) ? `:${tag.content}` : ''}`;
  for (const tag of generated) byKey.set(identity(tag), tag);
  for (const meta of cms ?? []) {
    const attribute = meta?.type?.trim() ?? '';
    const key = meta?.key?.trim();
    const content = meta?.value?.trim();
    if (!META_ATTRIBUTES.includes(attribute) || !key || !content) continue;
    const tag: MetaTag = { attribute: attribute as MetaAttribute, key, content };
    byKey.set(identity(tag), tag);
  }
  return [...byKey.values()];
};

export const buildHead = (input: HeadInput): HeadModel => {
  const { site, path, seo, noindex = false } = input;
  const home = isHomePath(path);
  const pageTitle = seo?.metaTitle || input.title;
  const title = documentTitle(pageTitle, site.name, home);
  const socialTitle = home ? site.name : pageTitle || site.name;
  const description = seo?.metaDescription || input.description || site.description;
  const canonical = path && !noindex ? absoluteUrl(site.origin, path) : null;
  const image = shareImageOf(site.origin, seo?.shareImage) ?? shareImageOf(site.origin, input.image) ?? site.shareImage;
  const twitterSite = twitterHandle(seo?.twitterSite || site.twitterSite);
  const otherLocales = LANGUAGES.filter((language) => language !== site.language && input.alternates[language]);

  const tags: Array<[MetaAttribute, string, string | number | null | undefined]> = [
    ['name', 'description', description],
    ['name', 'robots', noindex ? 'noindex' : null],
    ['property', 'og:site_name', site.name],
    ['property', 'og:title', socialTitle],
    ['property', 'og:description', description],
    ['property', 'og:type', input.ogType ?? 'website'],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', OG_LOCALES[site.language]],
    ...otherLocales.map((language): [MetaAttribute, string, string] => ['property', 'og:locale:alternate', OG_LOCALES[language]]),
    ['property', 'og:image', image?.url],
    ['property', 'og:image:alt', image?.alt],
    ['property', 'og:image:width', image?.width],
    ['property', 'og:image:height', image?.height],
    ['property', 'article:published_time', input.article?.publishedTime],
    ['property', 'article:modified_time', input.article?.modifiedTime],
    ['property', 'article:section', input.article?.section],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:site', twitterSite],
    ['name', 'twitter:title', socialTitle],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image?.url],
    ['name', 'twitter:image:alt', image?.alt],
  ];
  const generated = tags.flatMap(([attribute, key, content]) =>
    content === null || content === undefined || content === '' ? [] : [{ attribute, key, content: String(content) }],
  );

  return {
    language: site.language,
    title,
    canonical,
    alternates: noindex ? [] : hreflangLinks(site.origin, input.alternates),
    metas: mergeMetas(generated, seo?.metas),
  };
};
