// `npm run bench:publish`: an editor's day, timed. With the site served and kept up to date by the
// rebuild service as `npm start` runs them, it makes a series of 22 mixed edits through the CMS's
// admin API, as the admin panel does (publish, update, unpublish, delete; news, events, blog posts,
// programmes, campuses, job offers, the navbar menu, the home page), one after the other, each once
// the one before is live. Each edit is timed from the CMS's answer to its last call to the first
// answer of the served site that shows it (its page with the new text, a 404 for an entry taken
// off, a list with or without it). It prints each edit's time and what put it live (the fast lane
// or a build), the p50 and p95, and writes them to reports/bench-publish.md.
//
//   npm run bench:publish                    both sets (the large one is generated on first use)
//   npm run bench:publish -- --sets seeded   one set
//
// The large set is kept from one run to the next: its edits are undone after the series (with the
// rebuild service stopped), and the entries it created are deleted.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cmsTokenFile, ROOT_DIR } from './lib/cms';
import { adminHeaders, benchLog, chosenSets, type ContentSet, startSetCms } from './lib/bench-content';
import { stopProcess } from './lib/processes';
import { prepareSiteWorkdir } from './lib/site-workdir';
import { serveAsDeployed } from './lib/bench-site';
import { runGatsbyBuild } from '../server/rebuild/gatsby-build';
import { startRebuildService } from '../server/rebuild/service';

const log = benchLog('bench:publish');

/** The target of issue 42: every edit live within 30 s, p95. */
const TARGET_P95_S = 30;
/** An edit not live after this is recorded as such, and the series goes on. */
const EDIT_DEADLINE_MS = 240_000;
const POLL_MS = 250;

const UID = {
  news: 'api::news-article.news-article',
  event: 'api::event.event',
  blog: 'api::blog-post.blog-post',
  programme: 'api::programme.programme',
  campus: 'api::campus.campus',
  jobOffer: 'api::job-offer.job-offer',
  menu: 'api::menu-enrichi.menu-enrichi',
  home: 'api::home-page.home-page',
} as const;

type Action = 'publish' | 'update' | 'unpublish' | 'delete';

/** What the served site answers once an edit is live. */
interface Probe {
  path: string;
  /** Said in the report: "shows …", "answers 404"… */
  expectation: string;
  isLive: (status: number, html: string) => boolean;
}

interface Edit {
  label: string;
  type: string;
  action: Action;
  /** Makes the edit; resolves at the CMS's answer to its last call, with what to wait for. */
  run: () => Promise<Probe>;
}

interface EditResult {
  label: string;
  type: string;
  action: Action;
  expectation: string;
  /** Seconds from the CMS's answer to the site showing it; null when past the deadline. */
  seconds: number | null;
  /** What the rebuild service logged while the edit was on its way: the fast lane or a build. */
  via: string;
}

/** The text as React writes it into HTML. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const shows = (pagePath: string, text: string): Probe => ({
  path: pagePath,
  expectation: `${pagePath} shows "${text}"`,
  isLive: (status, html) => status === 200 && html.includes(inHtml(text)),
});

const showsNoMore = (pagePath: string, text: string): Probe => ({
  path: pagePath,
  expectation: `${pagePath} no longer shows "${text}"`,
  isLive: (status, html) => status === 200 && !html.includes(inHtml(text)),
});

/** Taken off: 404, or a redirect the editors set for the old address. */
const gone = (pagePath: string): Probe => ({
  path: pagePath,
  expectation: `${pagePath} answers 404`,
  isLive: (status) => status === 404 || (status >= 300 && status < 400),
});

/** The admin API, as the admin panel calls it: each method resolves once the CMS has answered. */
const adminApi = (cmsUrl: string, headers: Record<string, string>) => {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${cmsUrl}/content-manager/${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  };
  const entry = (uid: string, documentId: string, action = '') => `collection-types/${uid}/${documentId}${action}?locale=fr`;
  return {
    list: <T>(uid: string, query: string) => call<{ results: T[] }>('GET', `collection-types/${uid}?locale=fr&${query}`),
    get: <T>(uid: string, documentId: string) => call<{ data: T }>('GET', entry(uid, documentId)),
    create: async (uid: string, data: Record<string, unknown>) =>
      (await call<{ data: { documentId: string } }>('POST', `collection-types/${uid}?locale=fr`, data)).data.documentId,
    update: (uid: string, documentId: string, data: Record<string, unknown>) => call('PUT', entry(uid, documentId), data),
    publish: (uid: string, documentId: string) => call('POST', entry(uid, documentId, '/actions/publish'), {}),
    unpublish: (uid: string, documentId: string) => call('POST', entry(uid, documentId, '/actions/unpublish'), {}),
    remove: (uid: string, documentId: string) => call('DELETE', entry(uid, documentId)),
    getSingle: <T>(uid: string) => call<{ data: T }>('GET', `single-types/${uid}?locale=fr`),
    updateSingle: (uid: string, data: Record<string, unknown>) => call('PUT', `single-types/${uid}?locale=fr`, data),
    publishSingle: (uid: string) => call('POST', `single-types/${uid}/actions/publish?locale=fr`, {}),
  };
};

type AdminApi = ReturnType<typeof adminApi>;

interface Titled {
  documentId: string;
  title: string;
  slug: string;
}

/**
 * The series, on the set's own entries: what it changes is chosen from the CMS when it starts.
 * `undo` collects how to put back what the series changed or made, for a set kept between runs.
 */
const editorsDay = async (api: AdminApi, undo: Array<() => Promise<unknown>>): Promise<Edit[]> => {
  const stamp = crypto.randomBytes(3).toString('hex');
  const now = new Date();
  const inDays = (days: number, hour: number) => {
    const day = new Date(now.getTime() + days * 86_400_000);
    day.setUTCHours(hour, 0, 0, 0);
    return day.toISOString();
  };
  const [newestNews] = (await api.list<Titled>(UID.news, 'page=1&pageSize=1&sort=publishDate:DESC')).results;
  const events = (
    await api.list<Titled & { dateStart: string; dateEnd: string | null }>(
      UID.event,
      `page=1&pageSize=2&sort=dateStart:ASC&filters[$and][0][dateStart][$gt]=${encodeURIComponent(inDays(3, 0))}`,
    )
  ).results;
  const [blogPost] = (await api.list<Titled>(UID.blog, `page=1&pageSize=1&sort=publishDate:DESC`)).results;
  const [programme] = (await api.list<Titled>(UID.programme, 'page=1&pageSize=1&sort=slug:ASC')).results;
  const [campus] = (await api.list<{ documentId: string; slug: string; address: string }>(UID.campus, 'page=1&pageSize=1&sort=slug:ASC'))
    .results;
  const offers = (await api.list<Titled>(UID.jobOffer, 'page=1&pageSize=2&sort=slug:ASC')).results;
  const menus = (await api.list<{ documentId: string; type: string }>(UID.menu, 'page=1&pageSize=10')).results;
  const navbar = menus.find((menu) => menu.type === 'navbarproto');
  const missing = Object.entries({
    'a news item': newestNews,
    'two events to come': events[1],
    'a blog post': blogPost,
    'a programme': programme,
    'a campus': campus,
    'two job offers': offers[1],
    'the navbar menu': navbar,
  })
    .filter(([, found]) => !found)
    .map(([what]) => what);
  if (missing.length > 0 || !navbar) throw new Error(`the set lacks what the series edits: ${missing.join(', ')}`);

  /** Changes fields of an entry and publishes it; undone with the fields it had. */
  const updateAndPublish = async (uid: string, documentId: string, changes: Record<string, unknown>, before: Record<string, unknown>) => {
    undo.push(async () => {
      await api.update(uid, documentId, before);
      await api.publish(uid, documentId);
    });
    await api.update(uid, documentId, changes);
    await api.publish(uid, documentId);
  };
  /** Creates and publishes an entry; the series' own entries are deleted after it, whatever it did with them. */
  const createAndPublish = async (uid: string, data: Record<string, unknown>) => {
    const documentId = await api.create(uid, data);
    undo.push(() => api.remove(uid, documentId).catch(() => undefined));
    await api.publish(uid, documentId);
    return documentId;
  };

  const created: Record<string, string> = {};
  const newsA = { title: `Rentrée décalée : mesure ${stamp} A`, slug: `mesure-${stamp}-a`, publishDate: now.toISOString() };
  const newsB = { title: `Rentrée décalée : mesure ${stamp} B`, slug: `mesure-${stamp}-b`, publishDate: now.toISOString() };
  const newsE = {
    title: `Salon étudiant : mesure ${stamp} E`,
    slug: `mesure-${stamp}-e`,
    publishDate: new Date(now.getTime() + 60_000).toISOString(),
  };
  const eventC = { title: `Conférence mesure ${stamp} C`, slug: `conference-mesure-${stamp}-c` };
  const eventF = { title: `Atelier mesure ${stamp} F`, slug: `atelier-mesure-${stamp}-f` };
  const blogD = { title: `Carnet de bord : mesure ${stamp} D`, slug: `carnet-mesure-${stamp}-d` };
  const newsFields = (item: { title: string; slug: string; publishDate: string }) => ({
    ...item,
    summary: 'Une information de service publiée pendant la mesure de publication.',
  });
  const eventFields = (item: { title: string; slug: string }, days: number) => ({
    ...item,
    type: 'conference',
    dateStart: inDays(days, 9),
    dateEnd: inDays(days, 11),
    description: 'Une rencontre publiée pendant la mesure de publication.',
  });
  const [firstEvent, secondEvent] = events;
  const movedStart = new Date(Date.parse(secondEvent.dateStart) + 7 * 86_400_000).toISOString();
  const movedEnd = secondEvent.dateEnd ? new Date(Date.parse(secondEvent.dateEnd) + 7 * 86_400_000).toISOString() : null;
  const [offer, filledOffer] = offers;

  return [
    {
      label: 'a news item of the day',
      type: 'news',
      action: 'publish',
      run: async () => {
        created.newsA = await createAndPublish(UID.news, newsFields(newsA));
        return shows(`/actualites/${newsA.slug}`, newsA.title);
      },
    },
    {
      label: 'a second news item, with the same date and time',
      type: 'news',
      action: 'publish',
      run: async () => {
        created.newsB = await createAndPublish(UID.news, newsFields(newsB));
        return shows(`/actualites/${newsB.slug}`, newsB.title);
      },
    },
    {
      label: "a typo fixed in the newest seeded item's title",
      type: 'news',
      action: 'update',
      run: async () => {
        const title = `${newestNews.title} (${stamp})`;
        await updateAndPublish(UID.news, newestNews.documentId, { title }, { title: newestNews.title });
        return shows(`/actualites/${newestNews.slug}`, title);
      },
    },
    {
      label: 'an event to come renamed',
      type: 'event',
      action: 'update',
      run: async () => {
        const title = `${firstEvent.title} (${stamp})`;
        await updateAndPublish(UID.event, firstEvent.documentId, { title }, { title: firstEvent.title });
        return shows(`/agenda/${firstEvent.slug}`, title);
      },
    },
    {
      label: 'an event to come moved a week later',
      type: 'event',
      action: 'update',
      run: async () => {
        await updateAndPublish(
          UID.event,
          secondEvent.documentId,
          { dateStart: movedStart, dateEnd: movedEnd },
          { dateStart: secondEvent.dateStart, dateEnd: secondEvent.dateEnd },
        );
        const pagePath = `/agenda/${secondEvent.slug}`;
        return {
          path: pagePath,
          expectation: `${pagePath} gives the new start, ${movedStart}`,
          isLive: (status, html) => status === 200 && html.includes(`dateTime="${movedStart}"`),
        };
      },
    },
    {
      label: 'a new event',
      type: 'event',
      action: 'publish',
      run: async () => {
        created.eventC = await createAndPublish(UID.event, eventFields(eventC, 30));
        return shows(`/agenda/${eventC.slug}`, eventC.title);
      },
    },
    {
      label: "the newest blog post's title fixed",
      type: 'blog post',
      action: 'update',
      run: async () => {
        const title = `${blogPost.title} (${stamp})`;
        await updateAndPublish(UID.blog, blogPost.documentId, { title }, { title: blogPost.title });
        return shows(`/blog/${blogPost.slug}`, title);
      },
    },
    {
      label: 'a new blog post',
      type: 'blog post',
      action: 'publish',
      run: async () => {
        created.blogD = await createAndPublish(UID.blog, {
          ...blogD,
          publishDate: now.toISOString(),
          summary: 'Un billet publié pendant la mesure.',
        });
        return shows(`/blog/${blogD.slug}`, blogD.title);
      },
    },
    {
      label: "a programme's title corrected",
      type: 'programme',
      action: 'update',
      run: async () => {
        const title = `${programme.title} (${stamp})`;
        await updateAndPublish(UID.programme, programme.documentId, { title }, { title: programme.title });
        return shows(`/programmes/${programme.slug}`, title);
      },
    },
    {
      label: "a campus's address changed",
      type: 'campus',
      action: 'update',
      run: async () => {
        const address = `${campus.address} (entrée ${stamp})`;
        await updateAndPublish(UID.campus, campus.documentId, { address }, { address: campus.address });
        return shows(`/campus/${campus.slug}`, address);
      },
    },
    {
      label: "a job offer's title changed",
      type: 'job offer',
      action: 'update',
      run: async () => {
        const title = `${offer.title} (${stamp})`;
        await updateAndPublish(UID.jobOffer, offer.documentId, { title }, { title: offer.title });
        return shows('/offres-alternance', title);
      },
    },
    {
      label: 'a filled job offer unpublished',
      type: 'job offer',
      action: 'unpublish',
      run: async () => {
        undo.push(() => api.publish(UID.jobOffer, filledOffer.documentId));
        await api.unpublish(UID.jobOffer, filledOffer.documentId);
        return showsNoMore('/offres-alternance', filledOffer.title);
      },
    },
    {
      label: 'a navbar label changed',
      type: 'menu',
      action: 'update',
      run: async () => {
        const { data } = await api.get<{ body: Array<Record<string, unknown> & { label: string }> }>(UID.menu, navbar.documentId);
        const label = `${data.body[0].label} ${stamp}`;
        const body = data.body.map((item, index) => (index === 0 ? { ...item, label } : item));
        await updateAndPublish(UID.menu, navbar.documentId, { body }, { body: data.body });
        return shows('/', label);
      },
    },
    {
      label: "the home page's hero title changed",
      type: 'home page',
      action: 'update',
      run: async () => {
        const { data } = await api.getSingle<{ pageLayout: Array<Record<string, unknown> & { title?: string }> }>(UID.home);
        const title = `${data.pageLayout[0].title ?? ''} (${stamp})`;
        const pageLayout = data.pageLayout.map((section, index) => (index === 0 ? { ...section, title } : section));
        undo.push(async () => {
          await api.updateSingle(UID.home, { pageLayout: data.pageLayout });
          await api.publishSingle(UID.home);
        });
        await api.updateSingle(UID.home, { pageLayout });
        await api.publishSingle(UID.home);
        return shows('/', title);
      },
    },
    {
      label: 'the second news item of the day unpublished',
      type: 'news',
      action: 'unpublish',
      run: async () => {
        await api.unpublish(UID.news, created.newsB);
        return gone(`/actualites/${newsB.slug}`);
      },
    },
    {
      label: 'the first news item of the day deleted',
      type: 'news',
      action: 'delete',
      run: async () => {
        await api.remove(UID.news, created.newsA);
        return gone(`/actualites/${newsA.slug}`);
      },
    },
    {
      label: 'the new event unpublished',
      type: 'event',
      action: 'unpublish',
      run: async () => {
        await api.unpublish(UID.event, created.eventC);
        return gone(`/agenda/${eventC.slug}`);
      },
    },
    {
      label: 'the new blog post deleted',
      type: 'blog post',
      action: 'delete',
      run: async () => {
        await api.remove(UID.blog, created.blogD);
        return gone(`/blog/${blogD.slug}`);
      },
    },
    {
      label: 'the job offer published again',
      type: 'job offer',
      action: 'publish',
      run: async () => {
        await api.publish(UID.jobOffer, filledOffer.documentId);
        return shows('/offres-alternance', filledOffer.title);
      },
    },
    {
      label: 'a third news item of the day',
      type: 'news',
      action: 'publish',
      run: async () => {
        created.newsE = await createAndPublish(UID.news, newsFields(newsE));
        return shows(`/actualites/${newsE.slug}`, newsE.title);
      },
    },
    {
      label: 'another new event',
      type: 'event',
      action: 'publish',
      run: async () => {
        created.eventF = await createAndPublish(UID.event, eventFields(eventF, 45));
        return shows(`/agenda/${eventF.slug}`, eventF.title);
      },
    },
    {
      label: 'that event deleted',
      type: 'event',
      action: 'delete',
      run: async () => {
        await api.remove(UID.event, created.eventF);
        return gone(`/agenda/${eventF.slug}`);
      },
    },
  ];
};

/** Polls the served site until `probe` holds; the seconds since `since`, or null past the deadline. */
const waitUntilLive = async (siteUrl: string, probe: Probe, since: number): Promise<number | null> => {
  while (Date.now() - since < EDIT_DEADLINE_MS) {
    const response = await fetch(`${siteUrl}${encodeURI(probe.path)}`, { redirect: 'manual' }).catch(() => null);
    if (response && probe.isLive(response.status, await response.text())) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
};

/** Nearest-rank percentile of the times; an edit never live counts as the slowest. */
const percentile = (times: Array<number | null>, rank: number) => {
  const sorted = times.map((time) => time ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)];
};

interface SetResult {
  name: string;
  coldBuildSeconds: number;
  edits: EditResult[];
  builds: number;
}

const benchSet = async (set: ContentSet): Promise<SetResult> => {
  const { cms, rebuild } = await startSetCms(set, log);
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), `esnum-bench-publish-${set.name}-`));
  const undo: Array<() => Promise<unknown>> = [];
  try {
    prepareSiteWorkdir(workdir);
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
      STRAPI_URL: cms.url,
      STRAPI_TOKEN_FILE: cmsTokenFile(set.dir),
    };
    log(`${set.name}: cold build in ${workdir}…`);
    const coldStarted = Date.now();
    await runGatsbyBuild({ rootDir: workdir, env });
    const coldBuildSeconds = (Date.now() - coldStarted) / 1000;
    log(`${set.name}: cold build ${coldBuildSeconds.toFixed(0)} s`);

    const { deploysDir, server, siteUrl } = await serveAsDeployed(workdir, log, 'the series');
    const serviceLines: Array<{ at: number; line: string }> = [];
    let builds = 0;
    const service = await startRebuildService({
      secret: rebuild.secret,
      port: rebuild.port,
      rootDir: workdir,
      deploysDir,
      env,
      log: (line) => {
        if (line.startsWith('[gatsby] ')) return;
        if (line.startsWith('[rebuild] build succeeded') || line.startsWith('[rebuild] build FAILED')) builds += 1;
        serviceLines.push({ at: Date.now(), line });
        log(line.slice(0, 400));
      },
    });
    const edits: EditResult[] = [];
    try {
      const api = adminApi(cms.url, await adminHeaders(cms.url));
      const series = await editorsDay(api, undo);
      for (const [index, edit] of series.entries()) {
        const probe = await edit.run();
        const answered = Date.now();
        const seconds = await waitUntilLive(siteUrl, probe, answered);
        // The lane reports once its files are in place: the page may answer a moment before.
        const during = serviceLines.filter(
          ({ at }) => at >= answered && at <= answered + (seconds ?? EDIT_DEADLINE_MS / 1000) * 1000 + 3000,
        );
        const lane = during.find(({ line }) => line.startsWith('[fast lane]') && / live in /.test(line));
        const deploy = during.find(({ line }) => line.startsWith('[rebuild] deploy'));
        const via = lane ? 'fast lane' : deploy ? 'build' : seconds === null ? 'never' : 'build (started before)';
        edits.push({ label: edit.label, type: edit.type, action: edit.action, expectation: probe.expectation, seconds, via });
        log(
          `${set.name} ${index + 1}/${series.length} ${edit.type} ${edit.action} (${edit.label}): ${seconds === null ? `not live after ${EDIT_DEADLINE_MS / 1000} s` : `live in ${seconds.toFixed(1)} s`} via ${via}`,
        );
      }
    } finally {
      // The running build ends and deploys; the ones the undo would start are not made.
      service.queue.stop();
      await service.queue.whenIdle();
      await service.fastLane.whenIdle();
      await service.app.close();
      await server.close();
    }
    return { name: set.name, coldBuildSeconds, edits, builds };
  } finally {
    if (set.name === 'large') {
      log(`${set.name}: undoing the series' ${undo.length} changes…`);
      for (const step of undo.reverse()) await step().catch((error: unknown) => log(`undo failed: ${String(error)}`));
    }
    await stopProcess(cms.child);
    fs.rmSync(workdir, { recursive: true, force: true });
    if (set.name === 'seeded') fs.rmSync(set.dir, { recursive: true, force: true });
  }
};

const formatSeconds = (seconds: number | null) => (seconds === null || !Number.isFinite(seconds) ? 'not live' : `${seconds.toFixed(1)} s`);

const report = (results: SetResult[]) => {
  const lines = [
    '# Publication benchmark',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.version}. An editor's series of ${results[0]?.edits.length ?? 0} mixed edits through the CMS's admin API, one after the other, each once the one before is live; each timed from the CMS's answer to the served site showing it. Target: p95 at most ${TARGET_P95_S} s for each set.`,
    '',
    '| content | edits | p50 | p95 | slowest | target (p95) | live through the fast lane | builds run | cold build before the series |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((result) => {
      const times = result.edits.map((edit) => edit.seconds);
      const p95 = percentile(times, 95);
      return `| ${result.name} | ${result.edits.length} | ${formatSeconds(percentile(times, 50))} | ${formatSeconds(p95)} | ${formatSeconds(percentile(times, 100))} | ${p95 <= TARGET_P95_S ? `✅ ≤ ${TARGET_P95_S} s` : `❌ > ${TARGET_P95_S} s`} | ${result.edits.filter((edit) => edit.via === 'fast lane').length} | ${result.builds} | ${result.coldBuildSeconds.toFixed(0)} s |`;
    }),
    '',
  ];
  for (const result of results) {
    lines.push(
      `## ${result.name}`,
      '',
      '| # | type | action | edit | live when | time | through |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    result.edits.forEach((edit, index) =>
      lines.push(
        `| ${index + 1} | ${edit.type} | ${edit.action} | ${edit.label} | ${edit.expectation.replace(/\|/g, '\\|')} | ${formatSeconds(edit.seconds)} | ${edit.via} |`,
      ),
    );
    lines.push('');
  }
  return lines.join('\n');
};

const main = async () => {
  const results: SetResult[] = [];
  for (const set of chosenSets(process.argv, log)) results.push(await benchSet(set));
  const text = report(results);
  fs.mkdirSync(path.join(ROOT_DIR, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT_DIR, 'reports', 'bench-publish.md'), `${text}\n`);
  process.stdout.write(`\n${text}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
