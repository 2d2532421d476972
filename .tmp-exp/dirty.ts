// Experiment: which built files an edit changes, and whether their page data changed.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { liveOnSuiteDay } from '../test/integration/support/suite-day';
import { cmsGet, editAndPublish } from '../test/integration/support/cms-api';
import { gatsbyBuild } from '../test/integration/support/gatsby-build';
import { readState } from '../test/integration/support/state';

liveOnSuiteDay();
const state = readState();
const pub = path.join(state.siteDir, 'public');
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const snapshot = () =>
  new Map(
    walk(pub)
      .filter((f) => f.endsWith('.html') || f.endsWith('page-data.json') || f.includes('/sq/d/') || f.includes('slice-data'))
      .map((f) => [path.relative(pub, f), crypto.createHash('md5').update(fs.readFileSync(f)).digest('hex')]),
  );
const build = async () => {
  const r = await gatsbyBuild(state.siteDir, { STRAPI_URL: state.cmsUrl, STRAPI_TOKEN_FILE: path.join(state.tmpDir, 'cms', 'site-build-token.json') });
  if (r.code !== 0) throw new Error(r.output.slice(-3000));
  const line = r.output.split('\n').filter((l) => /Building static HTML|html|Stitching|slice/i.test(l)).slice(-6);
  console.log(`build ${r.seconds.toFixed(1)} s`, line.join('\n'));
};
const compare = (before: Map<string, string>, after: Map<string, string>) => {
  const changed = [...after].filter(([f, h]) => before.get(f) !== h).map(([f]) => f);
  const html = changed.filter((f) => f.endsWith('.html'));
  const data = changed.filter((f) => f.endsWith('page-data.json'));
  const sq = changed.filter((f) => f.includes('/sq/d/'));
  console.log(`html changed ${html.length} of ${[...after.keys()].filter((f) => f.endsWith('.html')).length}; page-data changed ${data.length}; sq changed ${sq.length}: ${sq.join(', ')}`);
  const htmlOnly = html.filter((f) => !data.includes(f.replace(/index\.html$/, '').replace(/^/, 'page-data/') + 'page-data.json'));
  console.log('html without page-data change (sample):', htmlOnly.slice(0, 8));
};

const main = async () => {
  const which = process.argv[2];
  const campuses = await cmsGet<{ data: Array<{ documentId: string; address: string; slug: string }> }>('/api/campuses?locale=fr&filters[slug][$eq]=angers');
  const campus = campuses.data[0];
  const programmes = await cmsGet<{ data: Array<{ documentId: string; title: string; slug: string }> }>('/api/programmes?locale=fr&filters[slug][$eq]=bachelor-cybersecurite');
  const programme = programmes.data[0];
  const before = snapshot();
  const chromeFile = path.join(pub, 'page-data/sq/d/3072032118.json');
  const chromeBefore = fs.readFileSync(chromeFile, 'utf8');
  if (which === 'campus') await editAndPublish('api::campus.campus', campus.documentId, 'fr', { address: `${campus.address} (exp)` });
  else await editAndPublish('api::programme.programme', programme.documentId, 'fr', { title: `${programme.title} (exp)` });
  await build();
  compare(before, snapshot());
  const chromeAfter = fs.readFileSync(chromeFile, 'utf8');
  fs.writeFileSync('/tmp/chrome-before.json', JSON.stringify(JSON.parse(chromeBefore), null, 1));
  fs.writeFileSync('/tmp/chrome-after.json', JSON.stringify(JSON.parse(chromeAfter), null, 1));
  if (which === 'campus') await editAndPublish('api::campus.campus', campus.documentId, 'fr', { address: campus.address });
  else await editAndPublish('api::programme.programme', programme.documentId, 'fr', { title: programme.title });
  await build();
};
main().catch((e) => { console.error(e); process.exit(1); });
