// Experiment: on the large set, which pages each slow edit re-renders, and why.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { adminHeaders, benchLog, contentSets, startSetCms } from '../scripts/lib/bench-content';
import { cmsTokenFile } from '../scripts/lib/cms';
import { prepareSiteWorkdir } from '../scripts/lib/site-workdir';
import { runGatsbyBuild } from '../server/rebuild/gatsby-build';
import { stopProcess } from '../scripts/lib/processes';

const log = benchLog('exp');
const WORKDIR = process.env.EXP_WORKDIR || '/tmp/esnum-large-exp';
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const snapshot = (pub: string) =>
  new Map(
    walk(pub)
      .filter((f) => f.endsWith('.html') || f.endsWith('page-data.json') || (f.includes('/sq/d/') && f.endsWith('.json')))
      .map((f) => [path.relative(pub, f), crypto.createHash('md5').update(fs.readFileSync(f)).digest('hex')]),
  );

const main = async () => {
  const set = contentSets(log).find((s) => s.name === 'large')!;
  const { cms } = await startSetCms(set, log);
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', STRAPI_URL: cms.url, STRAPI_TOKEN_FILE: cmsTokenFile(set.dir) };
  const pub = path.join(WORKDIR, 'public');
  const build = async (label: string) => {
    const started = Date.now();
    const lines: string[] = [];
    await runGatsbyBuild({ rootDir: WORKDIR, env, onLine: (line) => lines.push(line) });
    const steps = lines.filter((l) => /^success .* - \d/.test(l)).map((l) => l.replace(/^success /, '')).filter((l) => !/- 0\.0\d\ds/.test(l));
    log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s; ${steps.join(' | ')}`);
  };
  try {
    if (!fs.existsSync(pub)) {
      prepareSiteWorkdir(WORKDIR);
      await build('cold');
    } else {
      for (const link of ['node_modules', 'cms']) fs.rmSync(path.join(WORKDIR, link), { force: true });
      prepareSiteWorkdir(WORKDIR);
      if (process.env.EXP_NO_CHROME_EVENTS) {
        // Prototype: the chrome without its events snapshot (the menus would read them live).
        const chrome = path.join(WORKDIR, 'src/content/site-chrome.tsx');
        const text = fs.readFileSync(chrome, 'utf8');
        const from = text.indexOf('      eventsFr: upcomingEvents');
        const to = text.indexOf('    }\n\n    fragment MenuLinkFields');
        fs.writeFileSync(chrome, text.slice(0, from) + text.slice(to));
        const root = path.join(WORKDIR, 'src/components/layout/state-root.tsx');
        fs.writeFileSync(root, fs.readFileSync(root, 'utf8').replace('{ fr: chrome.eventsFr, en: chrome.eventsEn }', '{ fr: [], en: [] }'));
        log('prototype: no events in the chrome');
      }
      await build('warm (code as now)');
    }
    const headers = await adminHeaders(cms.url);
    const call = async (method: string, p: string, body?: unknown) => {
      const r = await fetch(`${cms.url}/content-manager/${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<any>;
    };
    const list = (uid: string, q: string) => call('GET', `collection-types/${uid}?locale=fr&${q}`).then((r) => r.results);
    const edit = async (uid: string, id: string, data: Record<string, unknown>) => {
      await call('PUT', `collection-types/${uid}/${id}?locale=fr`, data);
      await call('POST', `collection-types/${uid}/${id}/actions/publish?locale=fr`, {});
    };
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const [programme] = await list('api::programme.programme', 'page=1&pageSize=1&sort=slug:ASC');
    const [campus] = await list('api::campus.campus', 'page=1&pageSize=1&sort=slug:ASC');
    const [event] = await list('api::event.event', `page=1&pageSize=1&sort=dateStart:ASC&filters[$and][0][dateStart][$gt]=${encodeURIComponent(soon)}`);
    const menus = await list('api::menu-enrichi.menu-enrichi', 'page=1&pageSize=10');
    const navbar = menus.find((m: any) => m.type === 'navbarproto');
    const navbarFull = (await call('GET', `collection-types/api::menu-enrichi.menu-enrichi/${navbar.documentId}?locale=fr`)).data;
    const strip = (v: any): any => (Array.isArray(v) ? v.map(strip) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'id').map(([k, x]) => [k, strip(x)])) : v);
    const edits: Record<string, [() => Promise<void>, () => Promise<void>]> = {
      programme: [() => edit('api::programme.programme', programme.documentId, { title: `${programme.title} (x)` }), () => edit('api::programme.programme', programme.documentId, { title: programme.title })],
      campus: [() => edit('api::campus.campus', campus.documentId, { address: `${campus.address} (x)` }), () => edit('api::campus.campus', campus.documentId, { address: campus.address })],
      event: [() => edit('api::event.event', event.documentId, { title: `${event.title} (x)` }), () => edit('api::event.event', event.documentId, { title: event.title })],
      navbar: [
        () => edit('api::menu-enrichi.menu-enrichi', navbar.documentId, { body: strip(navbarFull.body).map((b: any, i: number) => (i === 0 ? { ...b, label: `${b.label} x` } : b)) }),
        () => edit('api::menu-enrichi.menu-enrichi', navbar.documentId, { body: strip(navbarFull.body) }),
      ],
    };
    for (const name of (process.argv[2] ?? 'programme,campus,event,navbar').split(',')) {
      const before = snapshot(pub);
      const sqDir = path.join(pub, 'page-data', 'sq', 'd');
      const sqBefore = new Map(fs.readdirSync(sqDir).filter((f) => f.endsWith('.json')).map((f) => [f, fs.readFileSync(path.join(sqDir, f), 'utf8')]));
      await edits[name][0]();
      await build(`${name} edit`);
      const after = snapshot(pub);
      const changed = [...after].filter(([f, h]) => before.get(f) !== h).map(([f]) => f);
      const html = changed.filter((f) => f.endsWith('.html'));
      const data = changed.filter((f) => f.endsWith('page-data.json'));
      const sq = changed.filter((f) => f.includes('/sq/d/'));
      const kinds = new Map<string, number>();
      for (const f of data) kinds.set(f.split('/')[1] ?? '', (kinds.get(f.split('/')[1] ?? '') ?? 0) + 1);
      log(`${name}: html ${html.length}, page-data ${data.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}), sq ${sq.map((f) => `${path.basename(f)}:${fs.readFileSync(path.join(pub, f), 'utf8').slice(9, 40)}`).join(' ')}`);
      for (const f of sq) {
        const name2 = path.basename(f);
        fs.writeFileSync(`/tmp/sq-${name}-${name2}.before`, JSON.stringify(JSON.parse(sqBefore.get(name2) ?? '{}'), null, 1));
        fs.writeFileSync(`/tmp/sq-${name}-${name2}.after`, JSON.stringify(JSON.parse(fs.readFileSync(path.join(pub, f), 'utf8')), null, 1));
      }
      await edits[name][1]();
      await build(`${name} undo`);
    }
  } finally {
    await stopProcess(cms.child);
  }
};
main().catch((e) => { console.error(e); process.exit(1); });
