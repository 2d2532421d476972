// Runs the integration test files in name order: the content-update test (numbered last)
// rebuilds the shared site, so it must come after the tests that read the first build.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class ByName extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
};
