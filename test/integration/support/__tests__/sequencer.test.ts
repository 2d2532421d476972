/**
 * @jest-environment node
 */
// The integration files' order: numbered by default, shuffled reproducibly with INTEGRATION_SHUFFLE.
import type { Test } from '@jest/test-result';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the sequencer is CommonJS: jest requires it untransformed
const IntegrationSequencer = require('../sequencer');

const files = ['00-cms-api', '01-routes', '02-browser', '03-chrome', '04-sourcing', '05-build-guards', '06-seed', '07-content-update'];
const tests = files.map((name) => ({ path: `/repo/test/integration/${name}.test.ts` }) as Test);
const names = (sorted: Test[]) => sorted.map((test) => test.path.replace(/^.*\/(.*)\.test\.ts$/, '$1'));

const sortWith = (shuffle: string | undefined) => {
  const saved = process.env.INTEGRATION_SHUFFLE;
  if (shuffle === undefined) delete process.env.INTEGRATION_SHUFFLE;
  else process.env.INTEGRATION_SHUFFLE = shuffle;
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const sequencer = new IntegrationSequencer({ contexts: [], globalConfig: {} });
    return names(sequencer.sort([...tests].reverse()));
  } finally {
    if (saved === undefined) delete process.env.INTEGRATION_SHUFFLE;
    else process.env.INTEGRATION_SHUFFLE = saved;
  }
};

describe('integration sequencer', () => {
  it('runs the files in the order of their numbers by default', () => {
    expect(sortWith(undefined)).toEqual(files);
    expect(sortWith('')).toEqual(files);
    expect(sortWith('0')).toEqual(files);
  });

  it('shuffles the same way for the same seed, and another way for another seed', () => {
    const first = sortWith('42');
    expect(first).not.toEqual(files);
    expect([...first].sort()).toEqual(files);
    expect(sortWith('42')).toEqual(first);
    expect(sortWith('43')).not.toEqual(first);
  });

  it('draws a new seed for INTEGRATION_SHUFFLE=1 and prints it with the order, to replay it', () => {
    const order = sortWith('1');
    const printed = String((process.stdout.write as jest.Mock).mock.calls[0][0]);
    const [, seed, list] = /INTEGRATION_SHUFFLE=(\d+): (.*)\n$/.exec(printed)!;
    expect(list.split(', ')).toEqual(order);
    expect(sortWith(seed)).toEqual(order);
  });
});
