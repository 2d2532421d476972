// Which media changes reach the site's rebuild service: those the site can show. A file that no
// published entry uses changes no page (a new upload is used by nothing until an entry links it,
// and that entry's own event asks for the build); before this, every upload, rename or deletion in
// the media library started a full rebuild, and four uploads queued one. The rebuild webhook is
// registered without the media events (site-rebuild-webhook.ts); these two listeners send them
// through it when the file is used: an update once it is saved, a deletion once the file is gone,
// judged before it goes (its links go with it).
import type { Core } from '@strapi/strapi';

const FILE_UID = 'plugin::upload.file';

interface RelatedEntity {
  __type?: string;
  publishedAt?: string | null;
}

/**
 * Whether a published entry uses the file. A file in a component (a section, the SEO block) is
 * counted as used: which entry holds the component, and whether it is published, is not looked up.
 */
export const usedByPublishedEntry = async (strapi: Core.Strapi, fileId: number | string): Promise<boolean> => {
  const file = (await strapi.db.query(FILE_UID).findOne({ where: { id: fileId }, populate: { related: true } })) as {
    related?: RelatedEntity[];
  } | null;
  return (file?.related ?? []).some((entity) => {
    const model = entity.__type
      ? (strapi.getModel(entity.__type as never) as { modelType?: string; options?: { draftAndPublish?: boolean } })
      : null;
    if (!model || model.modelType === 'component') return true;
    return !model.options?.draftAndPublish || entity.publishedAt != null;
  });
};

/** Sends a media event to the rebuild webhook (Strapi's own runner, with its headers and body). */
export type SendMediaEvent = (event: 'media.update' | 'media.delete', media: Record<string, unknown>) => Promise<void>;

export const registerMediaRebuilds = (strapi: Core.Strapi, send: SendMediaEvent) => {
  strapi.eventHub.on('media.update', async ({ media }: { media?: { id?: number } }) => {
    if (media?.id && (await usedByPublishedEntry(strapi, media.id))) await send('media.update', media);
  });
  strapi.db.lifecycles.subscribe({
    models: [FILE_UID],
    async beforeDelete(event) {
      const id = (event.params.where as { id?: number } | undefined)?.id;
      event.state.usedBeforeDeletion = id !== undefined && (await usedByPublishedEntry(strapi, id));
    },
    async afterDelete(event) {
      if (event.state.usedBeforeDeletion) await send('media.delete', (event.result ?? {}) as Record<string, unknown>);
    },
  });
};
