/**
 * @jest-environment node
 */
// The fast lane's process contract: the script the rebuild service runs exists, and reads back
// the arguments the service writes.
import fs from 'fs';
import path from 'path';
import { FAST_LANE_SCRIPT, fastLaneArgv, parseFastLaneArgv } from '../fast-lane';

const ROOT = path.resolve(__dirname, '../..');

describe('the fast lane as a process', () => {
  it('names a script of the site', () => {
    expect(fs.existsSync(path.join(ROOT, FAST_LANE_SCRIPT))).toBe(true);
  });

  it('reads back the arguments the service writes', () => {
    const lane = { deployDir: '/srv/deploys/7', rendererFile: '/srv/renderers/7/render-page.js', documentId: 'doc123', locale: 'fr' };
    expect(parseFastLaneArgv(fastLaneArgv(lane))).toEqual(lane);
  });

  it('refuses arguments that leave one out, with the usage', () => {
    expect(() => parseFastLaneArgv(['--deploy', '/srv/deploys/7', '--document', 'doc123', '--locale', 'fr'])).toThrow(/usage: --deploy/);
  });
});
