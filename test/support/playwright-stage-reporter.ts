// A Playwright reporter (playwright.config.ts): prints each test file's duration and counts once
// all its tests have run, and writes the stage's report for the suite's summary (stage-report.js).
// A file's duration is the sum of its tests' durations (its tests run in several projects and
// workers at once).
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { fileLine, firstLine, relativeFile, writeStageReport } from './stage-report';

interface FileTotals {
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  left: number;
}

export default class PlaywrightStageReporter implements Reporter {
  private readonly files = new Map<string, FileTotals>();
  private started = Date.now();

  onBegin(_config: unknown, suite: Suite) {
    this.started = Date.now();
    for (const test of suite.allTests()) {
      const file = relativeFile(test.location.file);
      const totals = this.files.get(file) ?? { file, seconds: 0, passed: 0, failed: 0, skipped: 0, failures: [], left: 0 };
      totals.left += 1;
      this.files.set(file, totals);
    }
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const totals = this.files.get(relativeFile(test.location.file))!;
    totals.seconds += result.duration / 1000;
    const outcome = test.outcome();
    if (outcome === 'skipped') totals.skipped += 1;
    else if (outcome === 'expected' || outcome === 'flaky') totals.passed += 1;
    else {
      totals.failed += 1;
      const project = test.parent.project()?.name;
      totals.failures.push(
        `${project ? `[${project}] ` : ''}${test.titlePath().slice(3).join(' › ')}: ${firstLine(result.error?.message)}`,
      );
    }
    totals.left -= 1;
    if (totals.left === 0) process.stdout.write(fileLine('browser', totals));
  }

  onEnd(_result: FullResult) {
    // Tests that never ran (the run stopped, a serial group gave up): counted as skipped.
    for (const totals of this.files.values()) {
      if (totals.left === 0) continue;
      totals.skipped += totals.left;
      totals.left = 0;
      process.stdout.write(fileLine('browser', totals));
    }
    const files = [...this.files.values()].map(({ left: _left, ...file }) => file);
    writeStageReport({ stage: 'browser', seconds: (Date.now() - this.started) / 1000, files });
  }

  printsToStdio() {
    return false;
  }
}
