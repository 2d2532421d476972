/**
 * @jest-environment node
 */
// Background work (the suite's drafts preview): a process lowered with lowerPriority runs at the
// lowest priority, and so does what it starts in a session of its own with startLabelled, where
// Linux would otherwise schedule it as a new session at the normal priority; restorePriority puts
// the whole of it back at the normal priority once the rest waits for it.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ChildProcess } from 'child_process';
import {
  BACKGROUND_NICE,
  lowerPriority,
  parentPid,
  restorePriority,
  runningPids,
  sessionNice,
  startLabelled,
  stopProcess,
} from '../processes';

const started: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => stopProcess(child, 2_000)));
});

const start = (command: string, args: string[]) => {
  const child = startLabelled('test', command, args, { echo: () => false });
  started.push(child);
  return child;
};

describe('lowerPriority', () => {
  it('puts a process started in a session of its own at the lowest priority', () => {
    const child = start('sleep', ['30']);
    expect(os.getPriority(child.pid!)).toBe(0);

    lowerPriority(child.pid!);

    expect(os.getPriority(child.pid!)).toBe(BACKGROUND_NICE);
    if (sessionNice(child.pid!) !== null) expect(sessionNice(child.pid!)).toBe(BACKGROUND_NICE);
  });

  it('keeps what a lowered process starts with startLabelled in the background', async () => {
    const pidFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-processes-')), 'grandchild.pid');
    const processes = path.resolve(__dirname, '..', 'processes.ts');
    // Waits a moment (to be lowered first), then starts its own child as the drafts preview starts gatsby.
    const script = `
      const fs = require('fs');
      const { startLabelled } = require(${JSON.stringify(processes)});
      setTimeout(() => {
        const grandchild = startLabelled('grandchild', 'sleep', ['30'], { echo: () => false });
        fs.writeFileSync(${JSON.stringify(pidFile)}, String(grandchild.pid));
        setInterval(() => {}, 1000);
      }, 500);`;
    const child = start(process.execPath, ['--import', 'tsx', '-e', script]);
    lowerPriority(child.pid!);

    const deadline = Date.now() + 15_000;
    while (!fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    try {
      // Its own session, as startLabelled starts it…
      expect(fs.readFileSync(`/proc/${grandchild}/stat`, 'utf8').split(' ')[5]).toBe(String(grandchild));
      // …at the priority of the process that started it.
      expect(os.getPriority(grandchild)).toBe(BACKGROUND_NICE);
      if (sessionNice(grandchild) !== null) expect(sessionNice(grandchild)).toBe(BACKGROUND_NICE);
    } finally {
      process.kill(-grandchild, 'SIGTERM');
    }
  });

  it('is undone by restorePriority for the process and what it started since', async () => {
    // A process that starts a child of its own once lowered, as gatsby develop starts its workers.
    const script = `setTimeout(() => { require('child_process').spawn('sleep', ['30'], { stdio: 'ignore' }); setInterval(() => {}, 1000); }, 500);`;
    const child = start(process.execPath, ['-e', script]);
    lowerPriority(child.pid!);
    let grandchildren: number[] = [];
    const deadline = Date.now() + 15_000;
    while (!grandchildren.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      grandchildren = runningPids().filter((pid) => parentPid(pid) === child.pid);
    }
    const grandchild = grandchildren[0];
    expect(os.getPriority(grandchild)).toBe(BACKGROUND_NICE);

    restorePriority(child.pid!);

    // Raising a priority takes root (or CAP_SYS_NICE): elsewhere the call leaves it as it was.
    const expected = process.getuid?.() === 0 ? 0 : BACKGROUND_NICE;
    expect(os.getPriority(child.pid!)).toBe(expected);
    expect(os.getPriority(grandchild)).toBe(expected);
    if (sessionNice(grandchild) !== null) expect(sessionNice(grandchild)).toBe(expected);
  });
});
