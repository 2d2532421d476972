// A page's <head> for search engines and social networks (Gatsby Head API): language, title,
// description, robots, canonical URL, hreflang alternates, Open Graph, Twitter card, the CMS's own
// metas, the page's JSON-LD and, below the home page, its breadcrumb trail (BreadcrumbList).
import React from 'react';
import type { Alternates } from '@/lib/page-context';
import { localeText } from '@/lib/locale-text';
import { localize, type Language } from '@/lib/routes';
import { buildHead, type HeadInput, isHomePath, type MetaTag } from '@/lib/seo/head-tags';
import { siteIdentity } from '@/lib/seo/site-identity';
import { breadcrumbJsonLd, type SeoPage } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/seo/urls';
import { JsonLd } from './json-ld';
import { useSiteSeoData } from './use-site-seo';

export interface SeoPageContext {
  language: Language;
  alternates?: Alternates;
  i18n?: { path?: string | null } | null;
}

export interface SeoHeadProps extends Omit<HeadInput, 'site' | 'path' | 'alternates'> {
  pageContext: SeoPageContext;
  /** The page query's `locales` (the breadcrumb's first step is the home page, named there). */
  locales?: Parameters<typeof localeText>[0];
  /** The pages between the home page and this one, by route (`routes.programmes()`). */
  parents?: ReadonlyArray<{ name: string; route: string }>;
  /** The page's own JSON-LD, built from its data. */
  structuredData?: (page: SeoPage) => ReadonlyArray<object | null | undefined>;
  children?: React.ReactNode;
}

const META_PROPS: Record<MetaTag['attribute'], string> = { name: 'name', property: 'property', itemprop: 'itemProp' };

export const SeoHead = ({ pageContext, locales, parents = [], structuredData, children, ...input }: SeoHeadProps) => {
  const { language } = pageContext;
  const site = siteIdentity(useSiteSeoData(), language);
  const path = pageContext.i18n?.path ?? pageContext.alternates?.[language] ?? null;
  const head = buildHead({ ...input, site, path, alternates: pageContext.alternates ?? {} });
  const url = head.canonical ?? absoluteUrl(site.origin, path ?? localize(language, '/'));
  const breadcrumbs =
    path && !input.noindex && !isHomePath(path)
      ? breadcrumbJsonLd(site.origin, [
          { name: localeText(locales, 'common', 'breadcrumb.home'), path: localize(language, '/') },
          ...parents.map((parent) => ({ name: parent.name, path: localize(language, parent.route) })),
          { name: input.title || site.name, path },
        ])
      : null;
  const jsonLd = [...(structuredData?.({ site, url }) ?? []), breadcrumbs].filter((item): item is object => Boolean(item));

  return (
    <>
      <html lang={head.language} />
      <title>{head.title}</title>
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {head.metas.map((tag) => (
        <meta key={`${tag.attribute}:${tag.key}:${tag.content}`} {...{ [META_PROPS[tag.attribute]]: tag.key }} content={tag.content} />
      ))}
      {children}
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
};
