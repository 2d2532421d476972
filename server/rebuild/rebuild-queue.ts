// When to rebuild the site after CMS changes. Editors publish in bursts (an article, its picture,
// a fix to its title), so requests are debounced: one build starts `debounceMs` after the last
// request, or `maxWaitMs` after the first one of a burst that never pauses. Builds never overlap:
// a request that arrives during a build schedules exactly one more build after it, which then
// picks up every change made meanwhile. That build starts as soon as the one before ends, unless
// its last request is younger than the pause: the burst it belongs to may not be over.

export interface BuildOutcome {
  /** Pages Gatsby wrote or removed in this build. */
  pagesChanged: number;
}

export type BuildResult =
  | { result: 'success'; startedAt: string; durationMs: number; reasons: string[]; pagesChanged: number }
  | { result: 'failure'; startedAt: string; durationMs: number; reasons: string[]; error: string };

export interface RebuildStatus {
  state: 'idle' | 'waiting' | 'building';
  /** Requests waiting for the next build. */
  pendingReasons: string[];
  /** The build running now, with what it was started for; null when none is. */
  building: { startedAt: string; reasons: string[] } | null;
  lastBuild: BuildResult | null;
  /** The last build that succeeded: what the site serves. */
  lastSuccess: BuildResult | null;
  builds: number;
  failures: number;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RebuildQueueOptions {
  build: (reasons: string[]) => Promise<BuildOutcome>;
  debounceMs: number;
  maxWaitMs: number;
  clock?: Clock;
  onBuildEnd?: (result: BuildResult) => void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const MAX_LISTED_REASONS = 50;
/** The builds kept for the editors' view of their entries (entry-status.ts), newest first. */
const RECENT_BUILDS = 20;

export const createRebuildQueue = ({ build, debounceMs, maxWaitMs, clock = systemClock, onBuildEnd }: RebuildQueueOptions) => {
  let timer: unknown = null;
  let firstRequestAt: number | null = null;
  let lastRequestAt = 0;
  let running: Promise<void> | null = null;
  let pending: string[] = [];
  let lastBuild: BuildResult | null = null;
  let lastSuccess: BuildResult | null = null;
  let current: RebuildStatus['building'] = null;
  const recent: BuildResult[] = [];
  let builds = 0;
  let failures = 0;
  const idleWaiters: Array<() => void> = [];

  const schedule = () => {
    const now = clock.now();
    firstRequestAt ??= now;
    if (timer !== null) clock.clearTimeout(timer);
    const delay = Math.max(0, Math.min(lastRequestAt + debounceMs - now, firstRequestAt + maxWaitMs - now));
    timer = clock.setTimeout(startBuild, delay);
  };

  const settleIdle = () => {
    if (running || timer !== null) return;
    idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  const startBuild = () => {
    timer = null;
    firstRequestAt = null;
    const reasons = pending;
    pending = [];
    const startedAt = clock.now();
    current = { startedAt: new Date(startedAt).toISOString(), reasons };
    running = (async () => {
      let result: BuildResult;
      try {
        const outcome = await build(reasons);
        result = {
          result: 'success',
          startedAt: new Date(startedAt).toISOString(),
          durationMs: clock.now() - startedAt,
          reasons,
          pagesChanged: outcome.pagesChanged,
        };
        lastSuccess = result;
      } catch (error) {
        failures += 1;
        result = {
          result: 'failure',
          startedAt: new Date(startedAt).toISOString(),
          durationMs: clock.now() - startedAt,
          reasons,
          error: (error as Error)?.message ?? String(error),
        };
      }
      builds += 1;
      lastBuild = result;
      recent.unshift(result);
      recent.splice(RECENT_BUILDS);
      current = null;
      running = null;
      // Requests made during the build: one more build, once their burst has paused.
      if (pending.length > 0) schedule();
      onBuildEnd?.(result);
      settleIdle();
    })();
  };

  return {
    /** Asks for a rebuild; `reason` says what changed (for the logs and the status). */
    request(reason: string) {
      if (pending.length < MAX_LISTED_REASONS) pending.push(reason);
      else pending[MAX_LISTED_REASONS - 1] = `${reason} (and more)`;
      lastRequestAt = clock.now();
      firstRequestAt ??= lastRequestAt;
      // During a build the follow-up is scheduled when it ends.
      if (!running) schedule();
    },
    status(): RebuildStatus {
      return {
        state: running ? 'building' : timer !== null ? 'waiting' : 'idle',
        pendingReasons: [...pending],
        building: current,
        lastBuild,
        lastSuccess,
        builds,
        failures,
      };
    },
    /** The last builds, newest first (20 at most). */
    recentBuilds(): BuildResult[] {
      return [...recent];
    },
    /** Resolves when nothing is scheduled or running. */
    whenIdle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    /** Drops what is scheduled (a running build still finishes). */
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = [];
      settleIdle();
    },
  };
};

export type RebuildQueue = ReturnType<typeof createRebuildQueue>;
