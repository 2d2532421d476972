/**
 * @jest-environment node
 */
import { createRebuildQueue, type BuildResult } from '../rebuild-queue';

/** A build the test finishes by hand, recording overlaps. */
const fakeBuilds = () => {
  const calls: string[][] = [];
  const finishers: Array<{ succeed: (pages?: number) => void; fail: (message: string) => void }> = [];
  let running = 0;
  let maxRunning = 0;
  const build = (reasons: string[]) =>
    new Promise<{ pagesChanged: number }>((resolve, reject) => {
      calls.push(reasons);
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      finishers.push({
        succeed: (pages = 1) => {
          running -= 1;
          resolve({ pagesChanged: pages });
        },
        fail: (message) => {
          running -= 1;
          reject(new Error(message));
        },
      });
    });
  return { build, calls, finishers, maxRunning: () => maxRunning };
};

/** Lets the queue's promise callbacks run. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('rebuild queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounces a burst of publications into one build that lists them all', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 2000, maxWaitMs: 20000 });

    queue.request('entry.publish api::news.news');
    jest.advanceTimersByTime(1500);
    queue.request('media.create');
    jest.advanceTimersByTime(1500);
    queue.request('entry.update api::news.news');
    expect(queue.status().state).toBe('waiting');
    expect(builds.calls).toHaveLength(0);

    jest.advanceTimersByTime(2000);
    expect(builds.calls).toEqual([['entry.publish api::news.news', 'media.create', 'entry.update api::news.news']]);
    expect(queue.status().state).toBe('building');

    builds.finishers[0].succeed(3);
    await flush();
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 1, failures: 0, lastBuild: { result: 'success', pagesChanged: 3 } });
  });

  it('starts the build after maxWaitMs when requests never pause', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 2000, maxWaitMs: 5000 });
    for (let elapsed = 0; elapsed < 5000; elapsed += 1000) {
      queue.request(`publish ${elapsed}`);
      jest.advanceTimersByTime(1000);
    }
    expect(builds.calls).toHaveLength(1);
    expect(builds.calls[0]).toHaveLength(5);
  });

  it('never runs two builds at once: publications during a build make exactly one more build after it', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 1000, maxWaitMs: 10000 });

    queue.request('first');
    jest.advanceTimersByTime(1000);
    expect(builds.calls).toHaveLength(1);

    queue.request('during 1');
    queue.request('during 2');
    jest.advanceTimersByTime(60000);
    expect(builds.calls).toHaveLength(1);
    expect(queue.status()).toMatchObject({ state: 'building', pendingReasons: ['during 1', 'during 2'] });

    // Their burst paused long ago: the next build starts as soon as this one ends.
    builds.finishers[0].succeed();
    await flush();
    jest.advanceTimersByTime(0);
    expect(builds.calls).toEqual([['first'], ['during 1', 'during 2']]);

    builds.finishers[1].succeed();
    await flush();
    jest.advanceTimersByTime(60000);
    expect(builds.calls).toHaveLength(2);
    expect(builds.maxRunning()).toBe(1);
    expect(queue.status().state).toBe('idle');
  });

  it('after a build, waits out the pause of a burst that was still going on when it ended', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 1000, maxWaitMs: 10000 });
    queue.request('first');
    jest.advanceTimersByTime(1000);

    jest.advanceTimersByTime(20000);
    queue.request('entry.create api::news.news');
    jest.advanceTimersByTime(200);
    builds.finishers[0].succeed();
    await flush();
    jest.advanceTimersByTime(700);
    expect(builds.calls).toHaveLength(1);
    expect(queue.status().state).toBe('waiting');

    queue.request('entry.publish api::news.news');
    jest.advanceTimersByTime(999);
    expect(builds.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(builds.calls).toEqual([['first'], ['entry.create api::news.news', 'entry.publish api::news.news']]);
  });

  it('reports a failed build with its cause and keeps the last success as what is served', async () => {
    const ended: BuildResult[] = [];
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 100, maxWaitMs: 1000, onBuildEnd: (result) => ended.push(result) });

    queue.request('good');
    jest.advanceTimersByTime(100);
    builds.finishers[0].succeed(2);
    await flush();

    queue.request('bad');
    jest.advanceTimersByTime(100);
    builds.finishers[1].fail('the CMS did not answer (ECONNREFUSED)');
    await flush();

    const status = queue.status();
    expect(status).toMatchObject({ state: 'idle', builds: 2, failures: 1 });
    expect(status.lastBuild).toMatchObject({ result: 'failure', reasons: ['bad'], error: 'the CMS did not answer (ECONNREFUSED)' });
    expect(status.lastSuccess).toMatchObject({ result: 'success', reasons: ['good'], pagesChanged: 2 });
    expect(ended.map((result) => result.result)).toEqual(['success', 'failure']);

    // The next publication is tried again.
    queue.request('retry');
    jest.advanceTimersByTime(100);
    expect(builds.calls).toHaveLength(3);
  });

  it('resolves whenIdle only once nothing is scheduled or running', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 100, maxWaitMs: 1000 });
    let idle = false;
    queue.request('one');
    void queue.whenIdle().then(() => {
      idle = true;
    });
    jest.advanceTimersByTime(100);
    await flush();
    expect(idle).toBe(false);
    builds.finishers[0].succeed();
    await flush();
    expect(idle).toBe(true);
  });

  it('caps the reasons kept for a long burst', () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ build: builds.build, debounceMs: 100, maxWaitMs: 1000 });
    for (let i = 0; i < 500; i += 1) queue.request(`publish ${i}`);
    const reasons = queue.status().pendingReasons;
    expect(reasons).toHaveLength(50);
    expect(reasons[49]).toBe('publish 499 (and more)');
  });
});
