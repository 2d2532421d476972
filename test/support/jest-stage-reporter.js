// A Jest reporter (jest.config.js, jest.integration.config.js): prints each test file's duration
// and counts as it ends, and writes the stage's report for the suite's summary (stage-report.js).
const { fileLine, firstLine, relativeFile, writeStageReport } = require('./stage-report');

class JestStageReporter {
  constructor(_globalConfig, { stage }) {
    this.stage = stage;
    this.files = [];
  }

  onTestResult(test, result) {
    const file = {
      file: relativeFile(test.path),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      passed: result.numPassingTests,
      // A file that could not run at all counts as one failure.
      failed: result.numFailingTests + (result.testExecError ? 1 : 0),
      skipped: result.numPendingTests + result.numTodoTests,
      failures: [
        ...result.testResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${test.fullName}: ${firstLine(test.failureMessages[0])}`),
        ...(result.testExecError ? [`the file could not run: ${firstLine(result.testExecError.message)}`] : []),
      ],
    };
    this.files.push(file);
    process.stdout.write(fileLine(this.stage, file));
  }

  onRunComplete(_contexts, results) {
    writeStageReport({ stage: this.stage, seconds: (Date.now() - results.startTime) / 1000, files: this.files });
  }
}

module.exports = JestStageReporter;
