// Where one entry's last change stands on the site, for the editor who made it (issue 42): waiting
// for the next build, being built (with what else), live since when and by which way, or failed
// with the cause. Read from the rebuild service's own record: the changes waiting, the build
// running, the last builds and the fast lane's last run. The webhooks name each change
// "<event> <content type> <documentId> <locale>" (describeWebhook, service.ts).

import { failureKind, type FailureKind } from './failure-kind';
import type { BuildResult, RebuildStatus } from './rebuild-queue';

export interface EntryRef {
  documentId: string;
  /** Without one, any language of the entry. */
  locale?: string | null;
}

export type EntryStatus =
  | { state: 'waiting'; changes: string[] }
  | { state: 'building'; since: string; changes: string[] }
  | { state: 'live'; since: string; through: 'build' | 'fast lane' }
  | { state: 'failed'; at: string; kind: FailureKind; cause: string }
  /** Nothing about it since the service started: the site shows what its last build read. */
  | { state: 'unknown' };

export interface LaneRun {
  documentId: string;
  locale: string;
  at: string;
  published?: string[];
}

/** Whether a change (a reason of the queue) is about the entry. */
export const concerns = (reason: string, { documentId, locale }: EntryRef) => {
  const [, , id, language] = reason.split(' ');
  return id === documentId && (!locale || !language || language === locale);
};

export const endOf = (build: BuildResult) => new Date(Date.parse(build.startedAt) + build.durationMs).toISOString();

export const entryStatus = (
  { status, recent, lastLane }: { status: RebuildStatus; recent: BuildResult[]; lastLane: LaneRun | null },
  entry: EntryRef,
): EntryStatus => {
  if (status.pendingReasons.some((reason) => concerns(reason, entry))) return { state: 'waiting', changes: status.pendingReasons };
  if (status.building?.reasons.some((reason) => concerns(reason, entry))) {
    return { state: 'building', since: status.building.startedAt, changes: status.building.reasons };
  }
  // The newest build that took the change. A build after a failed one reads every change since
  // the last success: a later success puts the entry live too.
  const index = recent.findIndex((build) => build.reasons.some((reason) => concerns(reason, entry)));
  const laneLive =
    lastLane && lastLane.published && lastLane.documentId === entry.documentId && (!entry.locale || lastLane.locale === entry.locale)
      ? lastLane.at
      : null;
  if (index === -1) return laneLive ? { state: 'live', since: laneLive, through: 'fast lane' } : { state: 'unknown' };
  const build = recent[index];
  if (build.result === 'success') {
    // The lane put it live before its build did.
    if (laneLive && laneLive < endOf(build)) return { state: 'live', since: laneLive, through: 'fast lane' };
    return { state: 'live', since: endOf(build), through: 'build' };
  }
  const laterSuccess = recent
    .slice(0, index)
    .reverse()
    .find((later) => later.result === 'success');
  if (laterSuccess) return { state: 'live', since: endOf(laterSuccess), through: 'build' };
  return { state: 'failed', at: endOf(build), kind: failureKind(build.error), cause: build.error };
};
