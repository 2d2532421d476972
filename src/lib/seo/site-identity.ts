// The school as search engines and social networks see it, in one language: name, origin, logo,
// contact, social profiles and the site-wide SEO defaults (from the CMS website settings).
import { DEFAULT_LANGUAGE, type Language } from '../routes';
import { siteUrl } from '../site-url';
import { shareImageOf, type SeoMedia, type ShareImage } from './urls';

export interface CmsMeta {
  type?: string | null;
  key?: string | null;
  value?: string | null;
}

/** The CMS `shared.seo` component, as the SeoFields fragment returns it. */
export interface SeoFields {
  metaTitle?: string | null;
  metaDescription?: string | null;
  twitterSite?: string | null;
  metas?: ReadonlyArray<CmsMeta | null> | null;
  shareImage?: SeoMedia | null;
}

interface WebsiteSeo {
  locale?: string | null;
  siteName?: string | null;
  email?: string | null;
  logo?: SeoMedia | null;
  schools?: ReadonlyArray<{
    phone?: string | null;
    socials?: ReadonlyArray<{ url?: string | null; visible?: boolean | null } | null> | null;
  } | null> | null;
  seo?: SeoFields | null;
}

/** What the SiteSeo static query returns. */
export interface SiteSeoData {
  site?: { siteMetadata?: { siteUrl?: string | null; title?: string | null } | null } | null;
  websites: { nodes: ReadonlyArray<WebsiteSeo> };
}

export interface SiteIdentity {
  /** The canonical origin: www host, no trailing slash. */
  origin: string;
  language: Language;
  name: string;
  description: string | null;
  logo: ShareImage | null;
  email: string | null;
  telephone: string | null;
  /** The school's visible social profiles. */
  sameAs: string[];
  twitterSite: string | null;
  shareImage: ShareImage | null;
}

export const siteIdentity = (data: SiteSeoData, language: Language): SiteIdentity => {
  const origin = siteUrl(data.site?.siteMetadata?.siteUrl ?? undefined);
  const websites = data.websites.nodes;
  const website = websites.find((node) => node.locale === language) ?? websites.find((node) => node.locale === DEFAULT_LANGUAGE);
  const school = website?.schools?.find(Boolean);
  return {
    origin,
    language,
    name: website?.siteName || data.site?.siteMetadata?.title || 'ESNUM',
    description: website?.seo?.metaDescription || null,
    logo: shareImageOf(origin, website?.logo),
    email: website?.email || null,
    telephone: school?.phone || null,
    sameAs: (school?.socials ?? []).flatMap((social) => (social?.visible !== false && social?.url ? [social.url] : [])),
    twitterSite: website?.seo?.twitterSite || null,
    shareImage: shareImageOf(origin, website?.seo?.shareImage),
  };
};
