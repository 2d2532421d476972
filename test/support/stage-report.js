// What each stage of the suite writes when it ends, for the summary `npm test` prints
// (scripts/test.ts): the stage's test files, each with its duration and its counts. Both the Jest
// reporter and the Playwright reporter write through here; without ESNUM_TEST_REPORT_DIR (a stage
// run on its own) nothing is written.
const fs = require('fs');
const path = require('path');

const REPOSITORY = path.resolve(__dirname, '../..');

/** `file` relative to the repository, with forward slashes. */
const relativeFile = (file) => path.relative(REPOSITORY, file).split(path.sep).join('/');

/** One line per file as it ends: its duration and counts, so a slow file shows in the log. */
const fileLine = (stage, { file, seconds, passed, failed, skipped }) =>
  `[${stage}] ${file}: ${seconds.toFixed(1)} s, ${passed} passed${failed ? `, ${failed} failed` : ''}${skipped ? `, ${skipped} skipped` : ''}\n`;

/** The first non-empty line of an error message, without terminal colours. */
const firstLine = (message = '') =>
  (
    message
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  ).slice(0, 300);

/** Writes `report` ({ stage, seconds, files: [...] }) where the suite's runner reads it. */
const writeStageReport = (report, dir = process.env.ESNUM_TEST_REPORT_DIR) => {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${report.stage}.json`), JSON.stringify(report, null, 2));
};

module.exports = { fileLine, firstLine, relativeFile, writeStageReport };
