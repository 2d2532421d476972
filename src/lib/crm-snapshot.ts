// The build-time snapshot of the CRM campuses and links (/data/crm-snapshot.json): written by the
// site-pages plugin, read by the pop-in when the CMS cannot be reached.
import type { Language } from './routes';

/** A campus the CRM offers for an action, as the CMS's live route answers it. */
export interface CrmCampus {
  id: string;
  name: string;
  slug: string;
}

export interface CrmSnapshotCampus extends CrmCampus {
  url: string;
}

export interface CrmSnapshot {
  generatedAt: string;
  actions: Record<string, Partial<Record<Language, CrmSnapshotCampus[]>>>;
}
