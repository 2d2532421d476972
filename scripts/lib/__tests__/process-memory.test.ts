/** @jest-environment node */
import { spawn } from 'child_process';
import { treeResidentBytes } from '../process-memory';

const MB = 1024 * 1024;

// A parent that starts a child holding 200 MB: the tree's memory must count the grandchild's.
const PARENT = `
const { spawn } = require('child_process');
spawn(process.execPath, ['-e', "const b = Buffer.alloc(200 * 1024 * 1024, 1); console.log('ready'); setInterval(() => b[0]++, 1000)"], { stdio: ['ignore', 'inherit', 'inherit'] });
setInterval(() => {}, 1000);
`;

describe('treeResidentBytes', () => {
  it('adds up the memory of a process and of the processes it started', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    try {
      await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
      expect(treeResidentBytes(parent.pid!)).toBeGreaterThan(200 * MB);
      expect(treeResidentBytes(process.pid)).toBeGreaterThan(treeResidentBytes(parent.pid!));
    } finally {
      process.kill(-parent.pid!, 'SIGKILL');
    }
  });

  it('is 0 for a process that does not exist', () => {
    expect(treeResidentBytes(2 ** 22 + 1)).toBe(0);
  });
});
