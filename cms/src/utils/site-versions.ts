// The answer of `GET /api/site-build/versions` (src/api/site-build/), shared with the site build
// that reads it (plugins/strapi-schema/incremental-fetch.ts).

/** One entry in one language: Strapi 5 gives a published version a new row id and updatedAt. */
export type EntryVersion = [documentId: string, locale: string | null, id: number, updatedAt: string];
/** One uploaded file. */
export type FileVersion = [id: number, updatedAt: string];

export interface SiteVersions {
  /** By content type uid. */
  entries: Record<string, EntryVersion[]>;
  files: FileVersion[];
}

export const SITE_VERSIONS_PATH = '/api/site-build/versions';
