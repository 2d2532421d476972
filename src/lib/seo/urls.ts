// Absolute addresses for search engines and social networks: they never resolve relative URLs
// against the page, and the canonical host is the www origin of SITE_URL.
import { localize, type Language } from '../routes';

/** `/agenda` → `https://www.esnum.example/agenda`; the home page keeps its slash (a URL's path is never empty). */
export const absoluteUrl = (origin: string, path: string): string =>
  `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

export const pageUrl = (origin: string, language: Language, route: string) => absoluteUrl(origin, localize(language, route));

/** A CMS media as page queries return it (see the SeoMediaFields fragment). */
export interface SeoMedia {
  url?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  localFile?: { publicURL?: string | null } | null;
}

export interface ShareImage {
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
}

const ABSOLUTE = /^https?:\/\//i;

/**
 * The public address of a CMS picture. The copy Gatsby publishes with the site comes first: the
 * CMS itself is not public (its `/uploads/…` URLs are relative to a private host); an absolute
 * CMS URL (a CDN upload provider) is the fallback.
 */
export const shareImageOf = (origin: string, media: SeoMedia | null | undefined): ShareImage | null => {
  if (!media) return null;
  const publicPath = media.localFile?.publicURL;
  const url = publicPath ? absoluteUrl(origin, publicPath) : media.url && ABSOLUTE.test(media.url) ? media.url : null;
  if (!url) return null;
  return { url, alt: media.alternativeText || null, width: media.width ?? null, height: media.height ?? null };
};
