// The changes a site build takes, as the rebuild service names them ("<event> <content type>
// <documentId> <locale>", server/rebuild/service.ts, describeWebhook), turned into what an editor
// recognises: what was done, to which kind of entry, and its title.

export type ChangeAction = 'create' | 'update' | 'publish' | 'unpublish' | 'delete' | 'discard' | 'media' | 'other';

export interface SiteChange {
  action: ChangeAction;
  /** The content type's uid (api::news-article.news-article); null for a media file or a restart. */
  uid: string | null;
  /** The content type's name in the CMS (News), for a type the admin has no translation of. */
  typeName: string | null;
  documentId: string | null;
  locale: string | null;
  /** The entry's title (or name, label…), null when it is gone or has none. */
  title: string | null;
}

const ACTIONS: Record<string, ChangeAction> = {
  'entry.create': 'create',
  'entry.update': 'update',
  'entry.publish': 'publish',
  'entry.unpublish': 'unpublish',
  'entry.delete': 'delete',
  'entry.draft-discard': 'discard',
  'media.create': 'media',
  'media.update': 'media',
  'media.delete': 'media',
};

/** The fields that name an entry, the first one a type has (the site's types, cms/src/api). */
export const TITLE_FIELDS = ['title', 'name', 'label', 'fullName', 'from', 'slug'];

/** One change named by the rebuild service, read into its parts. */
export const parseChange = (reason: string) => {
  const [event = '', uid = '', documentId = '', locale = ''] = reason.replace(/ \(and more\)$/, '').split(' ');
  const action = ACTIONS[event] ?? 'other';
  const isEntry = event.startsWith('entry.') && uid.startsWith('api::');
  return {
    action,
    uid: isEntry ? uid : null,
    documentId: isEntry && documentId ? documentId : null,
    locale: isEntry && locale ? locale : null,
  };
};

export interface ChangeLookup {
  /** The content type's name, or null when the CMS has no such type. */
  typeName(uid: string): string | null;
  /** The entry's title in that language (any version of it), or null. */
  titleOf(uid: string, documentId: string, locale: string | null): Promise<string | null>;
}

/** At most this many changes are described; a burst of a hundred edits is summed up by its count. */
export const DESCRIBED_CHANGES = 12;

/**
 * The changes, one per entry and language, with the last thing done to it: Strapi sends
 * entry.create then entry.publish for one publication, entry.unpublish then entry.delete for a
 * deletion.
 */
export const describeChanges = async (reasons: string[], lookup: ChangeLookup): Promise<{ changes: SiteChange[]; more: number }> => {
  const byEntry = new Map<string, ReturnType<typeof parseChange>>();
  reasons.map(parseChange).forEach((change, index) => {
    const key = change.documentId ? `${change.uid} ${change.documentId} ${change.locale}` : String(index);
    const first = byEntry.get(key);
    // Keeps the entry's first place in the list, and its last action.
    if (first) first.action = change.action;
    else byEntry.set(key, change);
  });
  const parsed = [...byEntry.values()];
  const described = await Promise.all(
    parsed.slice(0, DESCRIBED_CHANGES).map(async (change): Promise<SiteChange> => {
      const typeName = change.uid ? lookup.typeName(change.uid) : null;
      const title =
        change.uid && change.documentId && typeName !== null ? await lookup.titleOf(change.uid, change.documentId, change.locale) : null;
      return { ...change, typeName, title };
    }),
  );
  return { changes: described, more: Math.max(0, parsed.length - DESCRIBED_CHANGES) };
};
