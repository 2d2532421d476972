import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { FIXTURES_TODAY, setToday } from '@/testing/today';

// How long findBy* and waitFor wait for what a user would see: Testing Library's 1 s was too
// short for a section that arrives in its own chunk (React.lazy) while `npm test` builds the test
// environment on the same two cores (registry.test.tsx failed so in one clean-clone run of four).
// A guard against waiting forever, like the test timeout, not a speed target.
configure({ asyncUtilTimeout: 10_000 });

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

// The day knobs of the test environment (test/integration/support/suite-day.ts) are not the unit
// tests' day: a unit test sets its clock itself, whatever the shell or `npm test` it runs under has set.
delete process.env.SITE_BUILD_DAY;
delete process.env.CMS_SEED_TODAY;

// Every component test (jsdom) runs on the fixtures' day, so that none depends on the day it
// runs. A test may set its own day (setToday) or fake its timers with jest.useFakeTimers(). Node
// tests (servers, files) keep the real date: file times follow it.
if (typeof window !== 'undefined') {
  beforeEach(() => {
    setToday(FIXTURES_TODAY);
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
