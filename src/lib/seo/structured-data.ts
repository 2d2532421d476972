// schema.org data (JSON-LD) that every page uses: the school and the breadcrumbs, built from page
// data (campuses: structured-data-campus.ts; programmes: structured-data-course.ts; dated content:
// structured-data-content.ts; apart, so that a page carries only the builders it uses). Types come
// from schema-dts, so a misspelt property or a wrong enumeration fails the typecheck.
import type { BreadcrumbList, EducationalOrganization, EducationalOrganizationLeaf, WithContext } from 'schema-dts';
import { localize } from '../routes';
import type { SiteIdentity } from './site-identity';
import { absoluteUrl } from './urls';

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** The page the data describes: the site in the page's language and the page's canonical URL. */
export interface SeoPage {
  site: SiteIdentity;
  url: string;
}

export const text = (value: string | null | undefined) => value?.trim() || undefined;

/** The school, as the entities that belong to it point at it (one `@id` for the whole site). */
export const schoolReference = (site: SiteIdentity): EducationalOrganizationLeaf => ({
  '@type': 'EducationalOrganization',
  '@id': `${site.origin}/#organization`,
  name: site.name,
  url: absoluteUrl(site.origin, localize(site.language, '/')),
});

/** The home page: the school itself. */
export const schoolJsonLd = (site: SiteIdentity): WithContext<EducationalOrganization> => ({
  '@context': SCHEMA_CONTEXT,
  ...schoolReference(site),
  description: text(site.description),
  logo: site.logo?.url,
  email: text(site.email),
  telephone: text(site.telephone),
  sameAs: site.sameAs.length > 0 ? site.sameAs : undefined,
});

export interface Crumb {
  name: string;
  path: string;
}

export const breadcrumbJsonLd = (origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(origin, crumb.path),
  })),
});
