// `npm run bench:build`: how the site build grows with the content. For the seeded content and
// the large generated set (`npm run cms:generate`, 10,000 news, 1,000 events, 5,000 redirects),
// it runs a cold build in a fresh working copy (preceded, when the set has more news items or
// events than the build writes the HTML of, by the reference: the same cold build writing every
// page's HTML, in a working copy of its own), then changes the title of the newest news item
// through the CMS admin API, as an editor would, and runs the incremental build the rebuild
// service runs. Last, with the production server and the rebuild service running as `npm start`
// runs them, it asks for the oldest news item's page twice (drawn on request, then from memory),
// publishes a new news item and times how long its page takes to answer 200.
// It prints a table (times, pages, pages per second, peak memory of the build and its workers,
// size of public/), each build's slowest steps (the publication's build included) and what the
// rebuild service reported while publishing, and writes them to reports/bench-build.md. Each
// timed phase starts once the disk has written back what the previous one wrote.
//
//   npm run bench:build                    both sets (the large one is generated on first use)
//   npm run bench:build -- --sets seeded   one set
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cmsTokenFile, ROOT_DIR } from './lib/cms';
import {
  adminHeaders,
  benchLog,
  type BuildStep,
  chosenSets,
  type ContentSet,
  settleDisk,
  slowestOf,
  stepList,
  startSetCms,
  stepOf,
} from './lib/bench-content';
import { serveAsDeployed } from './lib/bench-site';
import { stopProcess } from './lib/processes';
import { samplePeakMemory } from './lib/process-memory';
import { listFiles } from '../shared/precompress';
import { currentDeployDir } from '../server/rebuild/deploys';
import { runGatsbyBuild } from '../server/rebuild/gatsby-build';
import { startRebuildService } from '../server/rebuild/service';
import { prepareSiteWorkdir } from './lib/site-workdir';
import { newsArticlesBuiltPerLanguage } from '../plugins/site-pages/creators/news';
import { pastEventsBuiltPerLanguage } from '../plugins/site-pages/creators/events';

const NEWS_UID = 'api::news-article.news-article';
const MB = 1024 * 1024;

interface BuildFigures {
  seconds: number;
  peakBytes: number;
  pagesChanged: number;
  /** Gatsby's longest steps, longest first. */
  slowest: BuildStep[];
}

/** The first requests of a page whose HTML the build left to the server (the oldest French news item). */
interface OnRequestFigures {
  path: string;
  firstMs: number;
  nextMs: number;
}

interface PublishFigures {
  /** From the publish call's answer to the new article's first 200 on the served site (the fast lane's, when it took it). */
  seconds: number;
  /** From the same answer to the deploy of the build the publication started. */
  buildSeconds: number | null;
  /** The first deploy snapshot taken of the warm build before the service starts (a second one, linked, follows). */
  firstSnapshot: { copied: number; linked: number; durationMs: number };
  /** What the rebuild service logged meanwhile: its build's duration and its deploy's figures. */
  serviceLines: string[];
  /** The longest steps of the service's build, as for the timed builds. */
  slowest: BuildStep[];
  onRequest: OnRequestFigures | null;
}

interface SetFigures {
  name: string;
  entries: number;
  pages: number;
  /** Pages whose HTML the build left to the server (server/pages-on-request.ts). */
  pagesOnRequest: number;
  publicBytes: number;
  /** The same cold build with every page's HTML built (EVERY_PAGE_BUILT), when that differs. */
  reference: (BuildFigures & { pages: number }) | null;
  cold: BuildFigures;
  warm: BuildFigures;
  publish: PublishFigures;
}

const log = benchLog('bench');

const timedBuild = async (workdir: string, env: NodeJS.ProcessEnv, label: string): Promise<BuildFigures> => {
  const started = Date.now();
  let sampler: ReturnType<typeof samplePeakMemory> | undefined;
  let lastProgress = 0;
  const steps: BuildStep[] = [];
  const { pagesChanged } = await runGatsbyBuild({
    rootDir: workdir,
    env,
    onStart: (pid) => (sampler = samplePeakMemory(pid)),
    // Every finished step, and other messages at most every 10 s, so a long build shows it is alive.
    onLine: (line) => {
      const step = stepOf(line);
      if (step) steps.push(step);
      if (step || (/^(info|warn|ERROR)/.test(line) && Date.now() - lastProgress > 10_000)) {
        lastProgress = Date.now();
        log(`${label}: ${line.slice(0, 140)}`);
      }
    },
  });
  const slowest = slowestOf(steps);
  const figures = { seconds: (Date.now() - started) / 1000, peakBytes: sampler?.stop() ?? 0, pagesChanged, slowest };
  log(`${label}: ${figures.seconds.toFixed(1)} s, ${pagesChanged} pages written, peak ${(figures.peakBytes / MB).toFixed(0)} MB`);
  log(`${label}: slowest steps: ${stepList(slowest)}`);
  return figures;
};

const changeNewestNewsTitle = async (cmsUrl: string) => {
  const headers = await adminHeaders(cmsUrl);
  const base = `${cmsUrl}/content-manager/collection-types/${NEWS_UID}`;
  const list = await fetch(`${base}?page=1&pageSize=1&sort=publishDate:DESC&locale=fr`, { headers });
  const [newest] = ((await list.json()) as { results: Array<{ documentId: string; title: string }> }).results;
  const title = `${newest.title.replace(/ \(mis à jour [^)]*\)$/, '')} (mis à jour ${crypto.randomBytes(3).toString('hex')})`;
  const update = await fetch(`${base}/${newest.documentId}?locale=fr`, { method: 'PUT', headers, body: JSON.stringify({ title }) });
  if (!update.ok) throw new Error(`updating news ${newest.documentId}: HTTP ${update.status}`);
  const publish = await fetch(`${base}/${newest.documentId}/actions/publish?locale=fr`, { method: 'POST', headers, body: '{}' });
  if (!publish.ok) throw new Error(`publishing news ${newest.documentId}: HTTP ${publish.status}`);
  return title;
};

/** Publishes a new French news item, then polls its page until it answers 200. */
const timePublishToLive = async (
  cmsUrl: string,
  siteUrl: string,
  onCreated: (documentId: string) => void,
  onPublished: (at: number) => void,
) => {
  const headers = await adminHeaders(cmsUrl);
  const base = `${cmsUrl}/content-manager/collection-types/${NEWS_UID}`;
  const slug = `mesure-de-publication-${crypto.randomBytes(4).toString('hex')}`;
  const data = {
    title: 'Mesure de publication',
    slug,
    summary: 'Article publié par le banc d’essai des builds.',
    publishDate: new Date().toISOString(),
  };
  const created = await fetch(`${base}?locale=fr`, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!created.ok) throw new Error(`creating the measured news item: HTTP ${created.status} ${await created.text()}`);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  onCreated(documentId);
  const publish = await fetch(`${base}/${documentId}/actions/publish?locale=fr`, { method: 'POST', headers, body: '{}' });
  if (!publish.ok) throw new Error(`publishing the measured news item: HTTP ${publish.status}`);
  const published = Date.now();
  onPublished(published);
  const deadline = published + 15 * 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${siteUrl}/actualites/${slug}`).catch(() => null);
    if (response?.status === 200) return (Date.now() - published) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/actualites/${slug} did not answer 200 within 15 minutes of its publication`);
};

/** The last phase: the site served from deploy snapshots and kept up to date by the rebuild service. */
const measurePublishToLive = async (
  workdir: string,
  env: NodeJS.ProcessEnv,
  cmsUrl: string,
  rebuild: { port: number; secret: string },
): Promise<PublishFigures> => {
  const { deploysDir, server, siteUrl, firstSnapshot } = await serveAsDeployed(workdir, log, 'the publication');
  const onRequest = await timePageOnRequest(cmsUrl, env, siteUrl, deploysDir);
  const serviceLines: string[] = [];
  let buildSteps: BuildStep[] = [];
  let publishedAt: number | null = null;
  let builtAt: number | null = null;
  const serviceLog = (line: string) => {
    // The build's own output: only its finished steps are kept, not printed.
    if (line.startsWith('[gatsby] ')) {
      const step = stepOf(line.slice('[gatsby] '.length));
      if (step) buildSteps.push(step);
      return;
    }
    if (line.startsWith('[rebuild] building for')) buildSteps = [];
    if (/^\[rebuild\] (build succeeded|build FAILED|deploy)/.test(line)) serviceLines.push(line.replace(/^\[rebuild\] /, ''));
    if (line.startsWith('[fast lane]')) serviceLines.push(line.replace(/^\[fast lane\] /, 'fast lane: '));
    if (line.startsWith('[rebuild] deploy') && publishedAt !== null) builtAt ??= Date.now();
    log(line);
  };
  const service = await startRebuildService({
    secret: rebuild.secret,
    port: rebuild.port,
    rootDir: workdir,
    deploysDir,
    env,
    log: serviceLog,
    echoBuild: true,
  });
  let measured: string | undefined;
  let seconds: number;
  try {
    seconds = await timePublishToLive(
      cmsUrl,
      siteUrl,
      (documentId) => (measured = documentId),
      (at) => (publishedAt = at),
    );
    log(`publish → live: ${seconds.toFixed(1)} s`);
  } finally {
    // Waits for the running build, whose end the service logs just after its deploy is live, and
    // drops a follow-up one (the creation and the publication may come in two batches).
    service.queue.stop();
    await service.queue.whenIdle();
    await service.app.close();
    await server.close();
    // The content set stays as generated for the next run.
    if (measured) {
      const removed = await fetch(`${cmsUrl}/content-manager/collection-types/${NEWS_UID}/${measured}?locale=fr`, {
        method: 'DELETE',
        headers: await adminHeaders(cmsUrl),
      });
      if (!removed.ok) log(`the measured news item ${measured} could not be deleted (HTTP ${removed.status})`);
    }
  }
  const slowest = slowestOf(buildSteps);
  log(`publication's build: slowest steps: ${stepList(slowest)}`);
  const buildSeconds = builtAt !== null && publishedAt !== null ? (builtAt - publishedAt) / 1000 : null;
  log(`publication's build: its deploy live ${buildSeconds === null ? '(none)' : `${buildSeconds.toFixed(1)} s`} after the publication`);
  const { copied, linked, durationMs } = firstSnapshot;
  return { seconds, buildSeconds, firstSnapshot: { copied, linked, durationMs }, serviceLines, slowest, onRequest };
};

/** The oldest French news item's page, asked twice, when its HTML is not in the deploy. */
const timePageOnRequest = async (
  cmsUrl: string,
  env: NodeJS.ProcessEnv,
  siteUrl: string,
  deploysDir: string,
): Promise<OnRequestFigures | null> => {
  const token = JSON.parse(fs.readFileSync(String(env.STRAPI_TOKEN_FILE), 'utf8')).token as string;
  const response = await fetch(`${cmsUrl}/api/news?locale=fr&sort=publishDate:asc&pagination[pageSize]=1&fields[0]=slug`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [oldest] = ((await response.json()) as { data: Array<{ slug: string }> }).data;
  const pagePath = `/actualites/${oldest.slug}`;
  if (fs.existsSync(path.join(currentDeployDir(deploysDir)!, pagePath, 'index.html'))) return null;
  const timed = async () => {
    const started = performance.now();
    const page = await fetch(`${siteUrl}${pagePath}`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<h1')) throw new Error(`${pagePath}, drawn on request, answered ${page.status}`);
    return performance.now() - started;
  };
  const first = await timed();
  const next = await timed();
  log(`${pagePath} drawn on request: ${first.toFixed(0)} ms the first time, ${next.toFixed(1)} ms the next`);
  return { path: pagePath, firstMs: first, nextMs: next };
};

/** How many pages of the built site have their page data but not their HTML, left to the server. */
const countPagesOnRequest = (publicDir: string) =>
  listFiles(path.join(publicDir, 'page-data')).filter(
    (file) => file.endsWith('page-data.json') && fs.readFileSync(file, 'utf8').includes('"htmlOnRequest":true'),
  ).length;

/** The environment of a build that writes every page's HTML, as every build did before pages were left to the server. */
const EVERY_PAGE_BUILT = { SITE_NEWS_BUILT_PER_LANGUAGE: 'all', SITE_PAST_EVENTS_BUILT_PER_LANGUAGE: 'all' };

const countFrench = async (cmsUrl: string, token: string, plural: 'news' | 'events' | 'redirects') => {
  const response = await fetch(`${cmsUrl}/api/${plural}?locale=fr&pagination[pageSize]=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
};

/** Whether the build may leave pages to the server: more news items, or events, than it writes the HTML of in each language. */
const leavesPagesToServer = (french: { news: number; events: number }, env: NodeJS.ProcessEnv) =>
  french.news > newsArticlesBuiltPerLanguage(env) || french.events > pastEventsBuiltPerLanguage(env);

const benchSet = async (set: ContentSet): Promise<SetFigures> => {
  const { cms, rebuild } = await startSetCms(set, log);
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), `esnum-bench-site-${set.name}-`));
  try {
    const tokenFile = cmsTokenFile(set.dir);
    const token = JSON.parse(fs.readFileSync(tokenFile, 'utf8')).token as string;
    const french = {
      news: await countFrench(cms.url, token, 'news'),
      events: await countFrench(cms.url, token, 'events'),
      redirects: await countFrench(cms.url, token, 'redirects'),
    };
    const entries = french.news + french.events + french.redirects;
    prepareSiteWorkdir(workdir);
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', STRAPI_URL: cms.url, STRAPI_TOKEN_FILE: tokenFile };
    let reference: SetFigures['reference'] = null;
    if (leavesPagesToServer(french, env)) {
      // The reference, in the same run: the cold build as it was before pages were left to the server.
      const referenceDir = fs.mkdtempSync(path.join(os.tmpdir(), `esnum-bench-site-${set.name}-all-`));
      try {
        prepareSiteWorkdir(referenceDir);
        log(`${set.name}: reference cold build, every page's HTML built, in ${referenceDir}…`);
        await settleDisk(log, 'the reference cold build');
        const figures = await timedBuild(referenceDir, { ...env, ...EVERY_PAGE_BUILT }, `${set.name} cold, every page built`);
        const referencePages = listFiles(path.join(referenceDir, 'public')).filter((file) => file.endsWith('.html')).length;
        reference = { ...figures, pages: referencePages };
      } finally {
        fs.rmSync(referenceDir, { recursive: true, force: true });
      }
    }
    log(`${set.name}: ${entries} news, events and redirects (French); cold build in ${workdir}…`);
    await settleDisk(log, 'the cold build');
    const cold = await timedBuild(workdir, env, `${set.name} cold`);
    const publicFiles = listFiles(path.join(workdir, 'public'));
    const pages = publicFiles.filter((file) => file.endsWith('.html')).length;
    const onRequestCount = countPagesOnRequest(path.join(workdir, 'public'));
    log(`${set.name}: ${pages} HTML pages built, ${onRequestCount} left to the server`);
    const publicBytes = publicFiles.reduce((total, file) => total + fs.statSync(file).size, 0);
    const title = await changeNewestNewsTitle(cms.url);
    log(`${set.name}: newest news item renamed "${title}"; incremental build…`);
    await settleDisk(log, 'the warm build');
    const warm = await timedBuild(workdir, env, `${set.name} warm`);
    log(`${set.name}: serving the build and publishing a new news item…`);
    const publish = await measurePublishToLive(workdir, env, cms.url, rebuild);
    return { name: set.name, entries, pages, pagesOnRequest: onRequestCount, publicBytes, reference, cold, warm, publish };
  } finally {
    await stopProcess(cms.child);
    fs.rmSync(workdir, { recursive: true, force: true });
    if (set.name === 'seeded') fs.rmSync(set.dir, { recursive: true, force: true });
  }
};

const table = (results: SetFigures[]) => {
  const rows = [
    [
      'content',
      'news + events + redirects (fr)',
      'HTML pages built',
      'HTML drawn on request',
      'cold build',
      'cold build, every HTML built (reference)',
      'pages/s (cold)',
      'peak memory (cold)',
      'warm build, 1 news changed',
      'pages rendered (warm)',
      'peak memory (warm)',
      'public/',
      'publish → live',
      'publish → built and deployed',
    ],
    ...results.map((r) => [
      r.name,
      String(r.entries),
      String(r.pages),
      r.pagesOnRequest
        ? `${r.pagesOnRequest} (first request ${r.publish.onRequest?.firstMs.toFixed(0) ?? '?'} ms, then ${r.publish.onRequest?.nextMs.toFixed(0) ?? '?'} ms)`
        : '0',
      `${r.cold.seconds.toFixed(0)} s`,
      r.reference ? `${r.reference.seconds.toFixed(0)} s (${r.reference.pages} pages)` : 'same',
      (r.pages / r.cold.seconds).toFixed(1),
      `${(r.cold.peakBytes / MB).toFixed(0)} MB`,
      `${r.warm.seconds.toFixed(0)} s`,
      String(r.warm.pagesChanged),
      `${(r.warm.peakBytes / MB).toFixed(0)} MB`,
      `${(r.publicBytes / MB).toFixed(0)} MB`,
      `${r.publish.seconds.toFixed(1)} s`,
      r.publish.buildSeconds === null ? 'n/a' : `${r.publish.buildSeconds.toFixed(0)} s`,
    ]),
  ];
  return rows.map((row, index) => `| ${row.join(' | ')} |${index === 0 ? `\n|${row.map(() => ' --- ').join('|')}|` : ''}`).join('\n');
};

/** Under the table: where each build spent its time, and what the publication's rebuild did. */
const details = (results: SetFigures[]) => [
  "Slowest steps of each build (Gatsby's own timings; steps can overlap):",
  '',
  ...results.flatMap((r) => [
    ...(r.reference ? [`- ${r.name} cold, every HTML built (reference): ${stepList(r.reference.slowest)}`] : []),
    `- ${r.name} cold: ${stepList(r.cold.slowest)}`,
    `- ${r.name} warm: ${stepList(r.warm.slowest)}`,
  ]),
  '',
  'Publish → live: the two deploy snapshots of the warm build taken before the rebuild service starts (the second one linked to the first, as on a site that has published before), then what the service reported for the publication, whose deploy brings the older snapshot up to date:',
  '',
  ...results.map(({ name, publish: { firstSnapshot, serviceLines, slowest } }) => {
    const first = `first snapshot ${firstSnapshot.copied} files copied, ${firstSnapshot.linked} linked in ${firstSnapshot.durationMs} ms`;
    return `- ${name}: ${first}; ${serviceLines.join('; ') || 'nothing reported'}; its build's slowest steps: ${stepList(slowest)}.`;
  }),
  '',
];

const main = async () => {
  const sets = chosenSets(process.argv, log);
  const results: SetFigures[] = [];
  for (const set of sets) results.push(await benchSet(set));
  const report = [
    `# Build benchmark`,
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}. Each timed phase starts after a sync of the disk. Targets: cold build of the large set under 5 min, one-item incremental build under 60 s, peak memory under 4 GB, publish → live under 30 s for both sets.`,
    '',
    table(results),
    '',
    ...details(results),
  ].join('\n');
  fs.mkdirSync(path.join(ROOT_DIR, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT_DIR, 'reports', 'bench-build.md'), report);
  process.stdout.write(`\n${report}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
