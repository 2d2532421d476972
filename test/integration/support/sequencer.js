// The order of the integration test files: by name (their numbers) by default, or shuffled with a
// seed (INTEGRATION_SHUFFLE=<seed>, or =1 / =random for a new seed) to show that no file depends
// on another having run first. The seed and the order are printed, so a failing order can be
// replayed. (Jest's --randomize only shuffles the tests within a file.)
const crypto = require('crypto');
const Sequencer = require('@jest/test-sequencer').default;

/** mulberry32: a small seeded generator, the same order for the same seed on every machine. */
const seededRandom = (seed) => {
  let state = crypto.createHash('sha256').update(String(seed)).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The seed INTEGRATION_SHUFFLE asks for, or null for the numbered order. */
const shuffleSeed = (value = '') => {
  if (value === '' || value === '0' || value === 'false') return null;
  if (value === '1' || value === 'true' || value === 'random') return crypto.randomBytes(4).readUInt32LE(0).toString();
  return value;
};

/** Fisher–Yates with the seeded generator. */
const shuffle = (items, seed) => {
  const random = seededRandom(seed);
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
};

const byName = (tests) => [...tests].sort((a, b) => a.path.localeCompare(b.path));

class IntegrationSequencer extends Sequencer {
  sort(tests) {
    const ordered = byName(tests);
    const seed = shuffleSeed(process.env.INTEGRATION_SHUFFLE);
    if (seed === null || ordered.length < 2) return ordered;
    const shuffled = shuffle(ordered, seed);
    const names = shuffled.map((test) =>
      test.path
        .split(/[\\/]/)
        .pop()
        .replace(/\.test\.ts$/, ''),
    );
    process.stdout.write(`[integration] INTEGRATION_SHUFFLE=${seed}: ${names.join(', ')}\n`);
    return shuffled;
  }
}

module.exports = IntegrationSequencer;
module.exports.shuffle = shuffle;
module.exports.shuffleSeed = shuffleSeed;
