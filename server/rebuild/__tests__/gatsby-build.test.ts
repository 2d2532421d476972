/**
 * @jest-environment node
 */
// The build's deadline, with a stand-in for Gatsby's CLI that starts a worker of its own and then
// never finishes: what a build does when the CMS accepts its connections and never answers.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRebuildQueue } from '../rebuild-queue';
import { currentDeployDir, publishDeploy } from '../deploys';
import { runGatsbyBuild } from '../gatsby-build';
import { buildRebuildService, siteRebuilder } from '../service';

const STALLED_CLI = `
const { spawn } = require('child_process');
const fs = require('fs');
const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' });
fs.writeFileSync('pids.json', JSON.stringify([process.pid, worker.pid]));
console.log('info sourcing from the CMS');
// Like a worker that shields itself from the first signal.
process.on('SIGTERM', () => console.log('info still waiting for the CMS'));
setInterval(() => {}, 1000);
`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let rootDir: string;
beforeEach(() => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-stalled-build-'));
  fs.mkdirSync(path.join(rootDir, 'node_modules', 'gatsby'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'node_modules', 'gatsby', 'cli.js'), STALLED_CLI);
  fs.writeFileSync(path.join(rootDir, 'node_modules', 'gatsby', 'package.json'), '{"name":"gatsby","version":"0.0.0"}');
});
afterEach(() => {
  fs.rmSync(rootDir, { recursive: true, force: true });
});

const pidsOf = (dir: string): number[] => JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));

describe('the build deadline', () => {
  it('stops a build that never ends, with every process it started, and fails with the cause', async () => {
    await expect(runGatsbyBuild({ rootDir, env: process.env, timeoutMs: 1_000 })).rejects.toThrow(
      /took longer than its 1 s deadline[\s\S]*sourcing from the CMS/,
    );
    const pids = pidsOf(rootDir);
    expect(pids).toHaveLength(2);
    expect(pids.filter(isRunning)).toEqual([]);
  }, 20_000);

  it('shows the stopped build at /__status and keeps the live deploy', async () => {
    const deploysDir = path.join(rootDir, 'deploys');
    fs.mkdirSync(path.join(rootDir, 'public'));
    fs.writeFileSync(path.join(rootDir, 'public', 'index.html'), '<h1>Accueil</h1>');
    const live = publishDeploy({ publicDir: path.join(rootDir, 'public'), deploysDir });
    const queue = createRebuildQueue({
      build: siteRebuilder({ rootDir, deploysDir, env: { ...process.env, SITE_BUILD_TIMEOUT_MS: '1000' }, log: () => undefined }),
      debounceMs: 10,
      maxWaitMs: 100,
    });
    const app = await buildRebuildService({ secret: 'a-long-enough-shared-secret', queue, deploysDir });
    queue.request('entry.publish api::news-article.news-article abc fr');
    await queue.whenIdle();
    const status = (await app.inject({ url: '/__status' })).json();
    expect(status).toMatchObject({ state: 'idle', failures: 1, lastBuild: { result: 'failure' }, deploy: path.basename(live.dir) });
    expect(status.lastBuild.error).toMatch(/deadline \(SITE_BUILD_TIMEOUT_MS\)/);
    expect(currentDeployDir(deploysDir)).toBe(live.dir);
    // The next publication is not held behind it.
    expect(queue.status().state).toBe('idle');
    await app.close();
  }, 20_000);

  it("reports Gatsby's error block even when a long stack trace follows it", async () => {
    fs.writeFileSync(
      path.join(rootDir, 'node_modules', 'gatsby', 'cli.js'),
      `console.log(' ERROR #11321  API.NODE.EXECUTION'); console.log('timeout of 5000ms exceeded');
       for (let i = 0; i < 200; i += 1) console.log('  - frame ' + i); process.exit(1);`,
    );
    await expect(runGatsbyBuild({ rootDir, env: process.env, timeoutMs: 10_000 })).rejects.toThrow(
      /exited with code 1:\n ERROR #11321[^\n]*\ntimeout of 5000ms exceeded/,
    );
  });
});
