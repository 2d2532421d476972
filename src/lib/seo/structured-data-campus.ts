// schema.org data (JSON-LD) for a campus (its page) and a postal address (a campus's, an event's).
// Apart from the programmes' (structured-data-course.ts): a module shared by two templates is
// bundled whole in each, so the campus page would carry the course's code.
import type { CollegeOrUniversity, OpeningHoursSpecification, PostalAddress, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, schoolReference, type SeoPage, text } from './structured-data';
import { shareImageOf, type SeoMedia } from './urls';

export interface CampusInput {
  name: string;
  city?: string | null;
  address?: string | null;
  postalCode?: string | null;
  region?: string | null;
  phone?: string | null;
  email?: string | null;
  intro?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  image?: SeoMedia | null;
  /** Already as schema.org reads them: STRAPI_CAMPUS.openingHoursJsonLd, formatted at build time (plugins/site-pages/resolvers.ts). */
  openingHours?: OpeningHoursSpecification[];
}

export const postalAddress = (place: Pick<CampusInput, 'address' | 'postalCode' | 'city' | 'region'>): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: text(place.address),
  postalCode: text(place.postalCode),
  addressLocality: text(place.city),
  addressRegion: text(place.region),
  addressCountry: 'FR',
});

export const campusJsonLd = ({ site, url }: SeoPage, campus: CampusInput): WithContext<CollegeOrUniversity> => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'CollegeOrUniversity',
  '@id': `${url}#campus`,
  name: campus.name,
  url,
  description: text(campus.intro),
  address: postalAddress(campus),
  geo:
    typeof campus.latitude === 'number' && typeof campus.longitude === 'number'
      ? { '@type': 'GeoCoordinates', latitude: campus.latitude, longitude: campus.longitude }
      : undefined,
  telephone: text(campus.phone),
  email: text(campus.email),
  image: shareImageOf(site.origin, campus.image)?.url,
  openingHoursSpecification: campus.openingHours?.length ? campus.openingHours : undefined,
  parentOrganization: schoolReference(site),
});
