// schema.org data (JSON-LD) for a programme's page: a Course with its campuses as instances.
import type { Course, WithContext } from 'schema-dts';
import { localize, routes } from '../routes';
import { SCHEMA_CONTEXT, schoolReference, type SeoPage, text } from './structured-data';
import { absoluteUrl, shareImageOf, type SeoMedia } from './urls';

export interface CourseInput {
  title: string;
  description?: string | null;
  /** Labels in the page's language (from the course dictionary). */
  categoryLabel?: string | null;
  entryLevelLabel?: string | null;
  durationValue?: number | null;
  durationScale?: string | null;
  campuses?: ReadonlyArray<{ name?: string | null; slug?: string | null } | null> | null;
  image?: SeoMedia | null;
}

const DURATION_UNITS: Record<string, (value: number) => string> = {
  year: (value) => `P${value}Y`,
  years: (value) => `P${value}Y`,
  months: (value) => `P${value}M`,
  days: (value) => `P${value}D`,
  hours: (value) => `PT${value}H`,
};

/** A programme's length as an ISO 8601 duration (`3 years` → `P3Y`, `600 hours` → `PT600H`). */
export const isoDuration = (value: number | null | undefined, scale: string | null | undefined) =>
  typeof value === 'number' && value > 0 && scale && DURATION_UNITS[scale] ? DURATION_UNITS[scale](value) : undefined;

export const courseJsonLd = ({ site, url }: SeoPage, course: CourseInput): WithContext<Course> => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'Course',
  name: course.title,
  description: text(course.description) ?? course.title,
  url,
  inLanguage: site.language,
  provider: schoolReference(site),
  educationalCredentialAwarded: text(course.categoryLabel),
  coursePrerequisites: text(course.entryLevelLabel),
  timeRequired: isoDuration(course.durationValue, course.durationScale),
  image: shareImageOf(site.origin, course.image)?.url,
  hasCourseInstance: course.campuses?.flatMap((campus) =>
    campus?.name && campus.slug
      ? [
          {
            '@type': 'CourseInstance' as const,
            courseMode: 'Onsite',
            location: {
              '@type': 'Place' as const,
              name: campus.name,
              url: absoluteUrl(site.origin, localize(site.language, routes.campus(campus.slug))),
            },
          },
        ]
      : [],
  ),
});
