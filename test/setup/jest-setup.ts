import '@testing-library/jest-dom';

// jsdom has no matchMedia: a desktop screen with a mouse, no reduced-motion preference, unless a
// test says otherwise.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('hover: hover'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

// The fixtures are written as of one day (events in December 2026, news of November…): every
// component test (jsdom) runs on that day, so that none depends on the day it runs. Only the date
// is fixed; timers stay real. A test may set its own day or fake its timers with
// jest.useFakeTimers(). Node tests (servers, files) keep the real date: file times follow it.
export const FIXTURES_TODAY = new Date('2026-11-20T10:00:00.000Z');
if (typeof window !== 'undefined') {
  beforeEach(() => {
    jest.useFakeTimers({
      now: FIXTURES_TODAY,
      doNotFake: [
        'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
        'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
