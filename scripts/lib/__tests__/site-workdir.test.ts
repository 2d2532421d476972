/**
 * @jest-environment node
 */
// A site copy made again in the same folder: `fresh` starts it from an empty folder (a rerun in a
// kept test environment, a cold build).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { prepareSiteWorkdir } from '../site-workdir';

let workdir: string;
beforeEach(() => {
  workdir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-site-workdir-')), 'site');
});
afterEach(() => fs.rmSync(path.dirname(workdir), { recursive: true, force: true }));

describe('prepareSiteWorkdir', () => {
  it('makes the copy again in the same folder when fresh, leaving nothing of the earlier one', () => {
    prepareSiteWorkdir(workdir);
    fs.mkdirSync(path.join(workdir, '.cache'));
    fs.writeFileSync(path.join(workdir, '.cache', 'left-over'), '');

    expect(prepareSiteWorkdir(workdir, { fresh: true })).toBe(workdir);

    expect(fs.existsSync(path.join(workdir, '.cache'))).toBe(false);
    expect(fs.existsSync(path.join(workdir, 'gatsby-config.ts'))).toBe(true);
    expect(fs.realpathSync(path.join(workdir, 'node_modules'))).toBe(fs.realpathSync(path.resolve(__dirname, '../../../node_modules')));
  });
});
