// What the CMS's site status routes answer (src/site-status/routes.ts), as the admin reads it.

// The changes are described by the CMS (src/site-status/changes.ts): the same types, erased from the bundle.
import type { SiteChange } from '../../site-status/changes';

export type { ChangeAction, SiteChange } from '../../site-status/changes';

export interface DescribedChanges {
  changes: SiteChange[];
  /** Changes beyond the ones described. */
  more: number;
}

export type FailureKind = 'content' | 'cms-unreachable' | 'deadline' | 'technical';

/** When the rebuild service cannot be asked, whichever the question. */
export type ServiceProblem = { service: 'not-configured' } | { service: 'unreachable'; reason: string };

export type EntrySiteStatus = {
  /** Whether the entry's type has pages of its own (a menu or a partner shows on others' pages). */
  hasPage: boolean;
  /** The entry's page on the site, from its published version; null when it has none. */
  pageUrl: string | null;
} & (
  | ServiceProblem
  | ({ service: 'ok' } & (
      | ({ state: 'waiting' } & DescribedChanges)
      | ({ state: 'building'; since: string } & DescribedChanges)
      | { state: 'live'; since: string; through: 'build' | 'fast lane' }
      | { state: 'failed'; at: string; kind: FailureKind; cause: string }
      | { state: 'unknown' }
    ))
);

export type BuildSummary = DescribedChanges & { startedAt: string; durationMs: number } & (
    { result: 'success'; pagesChanged: number } | { result: 'failure'; kind: FailureKind; error: string }
  );

export type SiteBuildsStatus =
  | ServiceProblem
  | {
      service: 'ok';
      state: 'idle' | 'waiting' | 'building';
      waiting: DescribedChanges;
      building: ({ startedAt: string } & DescribedChanges) | null;
      recentBuilds: BuildSummary[];
    };
