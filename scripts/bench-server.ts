// `npm run bench:server`: requests per second and p99 latency, with autocannon on loopback.
// - Static: the production server (fastify) for a page, an asset and a redirect, side by side with
//   nginx serving the same build. Needs a build (npm start or npm run build) and nginx.
// - Live data: the calls every visitor's browser makes to the CMS (upcoming events, the pop-in's
//   CRM campuses and link), straight to the CMS and through nginx's cache as the build configures
//   it (plugins/site-serving/nginx-cms.ts), in the same run. A relay between the cache and the CMS
//   counts what the CMS receives. Needs the CMS running (npm start, or npm run cms:start).
// `-- --parts static` or `-- --parts live` runs one half. Writes reports/bench-server.md.
import { execSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import autocannon from 'autocannon';
import { buildServer } from '../server/app';
import { readCmsConnection } from '../plugins/strapi-schema/cms-connection';
import { crmCampusesUrl, crmLinkUrl, upcomingEventsUrl } from '../src/lib/cms-api';
import { product } from '../cms/src/utils/product';
import { ROOT_DIR } from './lib/cms';
import { startNginx } from './lib/nginx';
import { freePort } from './lib/free-port';
import { startCountingRelay } from './lib/counting-relay';

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
/** How many times the cached throughput must be the direct one, and its p99 ceiling (issue 23). */
const TARGET_RATIO = 30;
const TARGET_P99_MS = 20;
const REPORT = path.join(ROOT_DIR, 'reports', 'bench-server.md');

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx3xx: number;
}

const measure = (url: string): Promise<Figures> =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip, br' } }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx3xx: result.non2xx - (result['3xx'] ?? 0),
      });
    });
  });

const warnOnFailures = (label: string, figures: Figures) => {
  if (figures.errors || figures.non2xx3xx)
    console.warn(`[bench] ${label}: ${figures.errors} errors, ${figures.non2xx3xx} unexpected statuses`);
};

const parts = () => {
  const index = process.argv.indexOf('--parts');
  const asked = index === -1 ? 'static,live' : (process.argv[index + 1] ?? '');
  const list = asked.split(',').filter(Boolean);
  if (list.length === 0 || list.some((part) => part !== 'static' && part !== 'live')) {
    console.error(`--parts takes static, live or both (static,live), not "${asked}".`);
    process.exit(2);
  }
  return new Set(list);
};

const newNginx = async (cmsUpstreamUrl?: string) =>
  startNginx({
    siteDir: ROOT_DIR,
    port: await freePort(),
    workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-bench-')),
    cmsUpstreamUrl,
  });

const benchStatic = async (publicDir: string) => {
  const asset = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file));
  const targets = [
    ['page', '/agenda'],
    ['asset', `/${asset}`],
    ['redirect', '/Notre-Histoire/'],
  ] as const;

  const fastify = await buildServer({ publicDir });
  await fastify.listen({ port: await freePort(), host: '127.0.0.1' });
  const fastifyUrl = `http://127.0.0.1:${(fastify.server.address() as { port: number }).port}`;
  const nginx = await newNginx();
  const rows: string[] = [];
  try {
    for (const [name, target] of targets) {
      console.log(`[bench] ${name} ${target}…`);
      const node = await measure(`${fastifyUrl}${target}`);
      const reference = await measure(`${nginx.url}${target}`);
      rows.push(
        `| ${name} | ${node.requestsPerSecond} | ${node.p99Ms} | ${reference.requestsPerSecond} | ${reference.p99Ms} | ${(node.requestsPerSecond / reference.requestsPerSecond).toFixed(2)} |`,
      );
      warnOnFailures(`fastify ${name}`, node);
      warnOnFailures(`nginx ${name}`, reference);
    }
  } finally {
    await fastify.close();
    await nginx.stop();
  }
  return [
    '## Static site: the Node server against nginx',
    '',
    '| request | fastify req/s | fastify p99 ms | nginx req/s | nginx p99 ms | fastify/nginx |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
};

/** The shared-cache period the CMS announces (s-maxage), in seconds. */
const announcedPeriod = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const period = /s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
  if (!period)
    throw new Error(`${url} sends no s-maxage (Cache-Control: ${response.headers.get('cache-control')}): is the CMS up to date?`);
  return Number(period);
};

const benchLive = async () => {
  const cmsUrl = readCmsConnection().url;
  try {
    await fetch(`${cmsUrl}/_health`);
  } catch {
    console.error(`The CMS at ${cmsUrl} cannot be reached: start it (npm start, or npm run cms:start), or set STRAPI_URL.`);
    process.exit(1);
  }
  const relay = await startCountingRelay(cmsUrl);
  const nginx = await newNginx(relay.url);
  // The calls as the site makes them (src/lib/cms-api.ts); each is a URL the cache has not seen.
  const calls = [
    ['upcoming events (fr)', (origin: string) => upcomingEventsUrl(origin, { language: 'fr', now: new Date() })],
    ['CRM campuses (brochure)', (origin: string) => crmCampusesUrl(origin, product, 'brochure', 'fr')],
    ['CRM link (brochure, Lyon)', (origin: string) => crmLinkUrl(origin, product, 'brochure', 'lyon', 'fr')],
  ] as const;
  const rows: string[] = [];
  let period = 0;
  const misses: string[] = [];
  try {
    for (const [name, urlAt] of calls) {
      period = await announcedPeriod(urlAt(cmsUrl));
      console.log(`[bench] ${name}: direct, then through the cache (period ${period} s)…`);
      const direct = await measure(urlAt(cmsUrl));
      relay.reset();
      const cached = await measure(urlAt(nginx.url));
      const cmsRequests = relay.total();
      // One request per period the run touches: the first miss, then one refresh per expiry.
      const allowed = Math.floor(DURATION_S / period) + 1;
      const ratio = cached.requestsPerSecond / direct.requestsPerSecond;
      rows.push(
        `| ${name} | ${direct.requestsPerSecond} | ${direct.p99Ms} | ${cached.requestsPerSecond} | ${cached.p99Ms} | ${ratio.toFixed(1)}× | ${cmsRequests} (≤ ${allowed}) |`,
      );
      warnOnFailures(`direct ${name}`, direct);
      warnOnFailures(`cached ${name}`, cached);
      if (ratio < TARGET_RATIO) misses.push(`${name}: ${ratio.toFixed(1)}× the direct throughput (target ${TARGET_RATIO}×)`);
      if (cached.p99Ms >= TARGET_P99_MS) misses.push(`${name}: p99 ${cached.p99Ms} ms through the cache (target < ${TARGET_P99_MS} ms)`);
      if (cmsRequests > allowed) misses.push(`${name}: the CMS received ${cmsRequests} requests (at most ${allowed})`);
    }
  } finally {
    await nginx.stop();
    await relay.close();
  }
  return {
    misses,
    lines: [
      '## Live data: straight to the CMS, and through the nginx cache',
      '',
      `Targets: through the cache at least ${TARGET_RATIO}× the direct throughput, p99 under ${TARGET_P99_MS} ms, and at most one request to the CMS per cache period (${period} s, the CMS's s-maxage) per URL.`,
      '',
      '| call | direct req/s | direct p99 ms | cached req/s | cached p99 ms | cached/direct | requests the CMS received |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ],
  };
};

const main = async () => {
  const wanted = parts();
  const publicDir = path.join(ROOT_DIR, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html')) || !fs.existsSync(path.join(ROOT_DIR, 'build', 'nginx'))) {
    console.error('No build to serve: run `npm start` (or `npm run build` with the CMS running) first.');
    process.exit(1);
  }
  const header = `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run, on ${os.cpus().length} cores (the load generator shares them with the servers)`;
  console.log(`${header}\n`);
  const sections: string[][] = [];
  let misses: string[] = [];
  if (wanted.has('static')) sections.push(await benchStatic(publicDir));
  if (wanted.has('live')) {
    const live = await benchLive();
    sections.push(live.lines);
    misses = live.misses;
  }
  const report = [
    '# Server benchmark',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, commit ${gitCommit()}. ${header}.`,
    '',
    ...sections.flatMap((section) => [...section, '']),
    ...(misses.length ? ['**Missed targets:**', '', ...misses.map((miss) => `- ${miss}`), ''] : []),
  ].join('\n');
  console.log(`\n${report}`);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, report);
  console.log(`[bench] written to ${path.relative(ROOT_DIR, REPORT)}`);
};

function gitCommit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
