// What every step of the seed shares: the idempotent upsert (French, then the English
// localization), the picture uploader, the helpers that turn seed data into document fields, and
// the progress log.
import type { Core } from '@strapi/strapi';
import { createImageUploader } from './images';
import type { Localized } from './types';
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from '../utils/languages';

export type Data = Record<string, unknown>;

/** The document service, loosely typed: the seed addresses every content type by its uid. */
export interface SeedDocuments {
  findFirst(params: Data): Promise<{ documentId: string } | null>;
  findOne(params: Data): Promise<{ documentId: string } | null>;
  create(params: Data): Promise<{ documentId: string }>;
  update(params: Data): Promise<unknown>;
  publish(params: Data): Promise<unknown>;
}

/** documentId by seed key (slug, author, name…), for the relations of later steps. */
export type Ids = Map<string, string>;

export const createSeedContext = (strapi: Core.Strapi, today: Date) => {
  const started = Date.now();
  const documentsOf = (uid: string) => strapi.documents(uid as never) as unknown as SeedDocuments;
  const pictures = createImageUploader(strapi);
  // Documents (one language of one entry) created since the last progress line.
  let created = 0;

  return {
    strapi,
    /** The day the relative dates of the demo content are counted from. */
    today,
    started,
    /** Uploads a drawn picture (once per key) and returns its id. */
    image: pictures.image,
    /** Starts drawing the pictures a step is about to upload (see images.ts). */
    drawAhead: pictures.drawAhead,
    discardDrawn: pictures.discardDrawn,
    documentsOf,
    /** Counts a document created outside `upsert`. */
    countCreated: () => {
      created += 1;
    },
    progress: (what: string, count: number) => {
      strapi.log.info(`[esnum] seed: ${what} ${count}, ${created} documents created (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      created = 0;
    },

    /**
     * Finds the default-language (French) entry matching `filters`, creates it when missing, then
     * does the same for its other localizations. All are published. Returns the documentId. With
     * no filters (single types) the one French document is used.
     */
    upsert: async (uid: string, filters: Data, build: (lang: Lang) => Data | Promise<Data>) => {
      const documents = documentsOf(uid);
      let documentId = (await documents.findFirst({ filters, locale: DEFAULT_LANGUAGE }))?.documentId;
      if (!documentId) {
        documentId = (await documents.create({ data: await build(DEFAULT_LANGUAGE), locale: DEFAULT_LANGUAGE, status: 'published' }))
          .documentId;
        created += 1;
      }
      for (const locale of LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE)) {
        if (await documents.findOne({ documentId, locale })) continue;
        await documents.update({ documentId, locale, data: await build(locale) });
        await documents.publish({ documentId, locale });
        created += 1;
      }
      return documentId;
    },
  };
};

export type SeedContext = ReturnType<typeof createSeedContext>;

export const seo = (metaDescription: string, shareImage?: number) => ({
  metaDescription,
  ...(shareImage ? { shareImage } : {}),
});

export const pick = <T>(value: Localized<T>, lang: Lang): T => value[lang];

/** The documentIds of `keys`; an unknown key is a mistake in the seed data. */
export const ids = (map: Ids, keys: readonly string[], what: string) =>
  keys.map((key) => {
    const id = map.get(key);
    if (!id) throw new Error(`seed: unknown ${what} "${key}"`);
    return id;
  });
