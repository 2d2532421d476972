/**
 * @jest-environment node
 */
import { concerns, entryStatus } from '../entry-status';
import type { BuildResult, RebuildStatus } from '../rebuild-queue';

const NEWS = 'entry.publish api::news-article.news-article doc1 fr';
const EVENT = 'entry.update api::event.event doc2 fr';

const idle: RebuildStatus = {
  state: 'idle',
  pendingReasons: [],
  building: null,
  lastBuild: null,
  lastSuccess: null,
  builds: 0,
  failures: 0,
};

const success = (reasons: string[], startedAt: string, durationMs = 20_000): BuildResult => ({
  result: 'success',
  startedAt,
  durationMs,
  reasons,
  pagesChanged: 12,
});

const failure = (reasons: string[], startedAt: string, error: string): BuildResult => ({
  result: 'failure',
  startedAt,
  durationMs: 8_000,
  reasons,
  error,
});

const entry = { documentId: 'doc1', locale: 'fr' };

describe("an entry's status on the site", () => {
  it('names the changes a webhook described, in the right language', () => {
    expect(concerns(NEWS, entry)).toBe(true);
    expect(concerns(NEWS, { documentId: 'doc1', locale: 'en' })).toBe(false);
    expect(concerns(NEWS, { documentId: 'doc1' })).toBe(true);
    expect(concerns(EVENT, entry)).toBe(false);
    expect(concerns('media.create 14', entry)).toBe(false);
  });

  it('is waiting while its change waits for the next build', () => {
    expect(
      entryStatus({ status: { ...idle, state: 'waiting', pendingReasons: [EVENT, NEWS] }, recent: [], lastLane: null }, entry),
    ).toEqual({
      state: 'waiting',
      changes: [EVENT, NEWS],
    });
  });

  it('is building, with the other changes of that build', () => {
    const building = { startedAt: '2026-11-29T10:00:00.000Z', reasons: [NEWS, EVENT] };
    expect(entryStatus({ status: { ...idle, state: 'building', building }, recent: [], lastLane: null }, entry)).toEqual({
      state: 'building',
      since: '2026-11-29T10:00:00.000Z',
      changes: [NEWS, EVENT],
    });
  });

  it('is live since the end of the build that took it, even when a later build of other changes failed', () => {
    const recent = [failure([EVENT], '2026-11-29T10:05:00.000Z', 'the CMS cannot be reached'), success([NEWS], '2026-11-29T10:00:00.000Z')];
    expect(entryStatus({ status: idle, recent, lastLane: null }, entry)).toEqual({
      state: 'live',
      since: '2026-11-29T10:00:20.000Z',
      through: 'build',
    });
  });

  it('is live since the fast lane drew it, before its build', () => {
    const lane = { documentId: 'doc1', locale: 'fr', at: '2026-11-29T10:00:02.000Z', published: ['/actualites/x', '/actualites'] };
    expect(entryStatus({ status: idle, recent: [success([NEWS], '2026-11-29T10:00:01.000Z')], lastLane: lane }, entry)).toEqual({
      state: 'live',
      since: '2026-11-29T10:00:02.000Z',
      through: 'fast lane',
    });
    expect(
      entryStatus(
        { status: { ...idle, state: 'building', building: { startedAt: lane.at, reasons: [EVENT] } }, recent: [], lastLane: lane },
        entry,
      ),
    ).toEqual({
      state: 'live',
      since: lane.at,
      through: 'fast lane',
    });
  });

  it('is failed, with the cause, when the build that took it failed and none succeeded since', () => {
    const recent = [failure([NEWS], '2026-11-29T10:00:00.000Z', 'The CMS at http://127.0.0.1:1337 cannot be reached')];
    expect(entryStatus({ status: idle, recent, lastLane: null }, entry)).toEqual({
      state: 'failed',
      at: '2026-11-29T10:00:08.000Z',
      kind: 'cms-unreachable',
      cause: 'The CMS at http://127.0.0.1:1337 cannot be reached',
    });
  });

  it('is live once a later build succeeds, since a build reads every change since the last success', () => {
    const recent = [
      success([EVENT], '2026-11-29T10:10:00.000Z'),
      failure([NEWS], '2026-11-29T10:00:00.000Z', 'The CMS at http://127.0.0.1:1337 cannot be reached'),
    ];
    expect(entryStatus({ status: idle, recent, lastLane: null }, entry)).toEqual({
      state: 'live',
      since: '2026-11-29T10:10:20.000Z',
      through: 'build',
    });
  });

  it('is unknown when the service has seen no change of it', () => {
    expect(entryStatus({ status: idle, recent: [success([EVENT], '2026-11-29T10:00:00.000Z')], lastLane: null }, entry)).toEqual({
      state: 'unknown',
    });
  });
});
