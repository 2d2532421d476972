// `npm run bench:server`: requests per second and p99 latency of the production server (fastify)
// for a page, an asset and a redirect, side by side with nginx serving the same build, with
// autocannon on loopback. Needs a build (npm start or npm run build) and nginx with its perl module.
import fs from 'fs';
import os from 'os';
import path from 'path';
import autocannon from 'autocannon';
import { buildServer } from '../server/app';
import { ROOT_DIR } from './lib/cms';
import { startNginx } from './lib/nginx';
import { freePort } from './lib/free-port';

const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);

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

const main = async () => {
  const publicDir = path.join(ROOT_DIR, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html')) || !fs.existsSync(path.join(ROOT_DIR, 'build', 'nginx'))) {
    console.error('No build to serve: run `npm start` (or `npm run build` with the CMS running) first.');
    process.exit(1);
  }
  const asset = fs.readdirSync(publicDir).find((file) => /^app-[0-9a-f]+\.js$/.test(file));
  const targets = [
    ['page', '/agenda'],
    ['asset', `/${asset}`],
    ['redirect', '/Notre-Histoire/'],
  ] as const;

  const fastify = await buildServer({ publicDir });
  await fastify.listen({ port: await freePort(), host: '127.0.0.1' });
  const fastifyUrl = `http://127.0.0.1:${(fastify.server.address() as { port: number }).port}`;
  const nginx = await startNginx({
    siteDir: ROOT_DIR,
    port: await freePort(),
    workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-bench-')),
  });

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run, on ${os.cpus().length} cores (the load generator shares them)\n`,
  );
  const rows: string[] = [];
  try {
    for (const [name, target] of targets) {
      console.log(`[bench] ${name} ${target}…`);
      const node = await measure(`${fastifyUrl}${target}`);
      const reference = await measure(`${nginx.url}${target}`);
      rows.push(
        `| ${name} | ${node.requestsPerSecond} | ${node.p99Ms} | ${reference.requestsPerSecond} | ${reference.p99Ms} | ${(node.requestsPerSecond / reference.requestsPerSecond).toFixed(2)} |`,
      );
      for (const [server, figures] of [
        ['fastify', node],
        ['nginx', reference],
      ] as const) {
        if (figures.errors || figures.non2xx3xx)
          console.warn(`[bench] ${server} ${name}: ${figures.errors} errors, ${figures.non2xx3xx} unexpected statuses`);
      }
    }
  } finally {
    await fastify.close();
    await nginx.stop();
  }
  console.log(
    [
      '',
      '| request | fastify req/s | fastify p99 ms | nginx req/s | nginx p99 ms | fastify/nginx |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
