// Integration stage, once before all tests: the seeded CMS on a free port with a throw-away
// database, the site built against it in a throw-away working copy, and the production server.
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { cmsFolderEnv, cmsTokenFile, startCms } from '../../../scripts/lib/cms';
import { buildServer } from '../../../server/app';
import { assertChromiumInstalled } from './chromium';
import { freePort } from '../../../scripts/lib/free-port';
import { gatsbyBuild } from './gatsby-build';
import { prepareSiteWorkdir } from '../../../scripts/lib/site-workdir';
import { writeState } from './state';

const log = (message: string) => process.stdout.write(`[integration] ${message}\n`);

export default async () => {
  assertChromiumInstalled();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-it-'));
  const cmsDir = path.join(tmpDir, 'cms');
  const tokenFile = cmsTokenFile(cmsDir);
  const cmsAdmin = { email: 'admin@esnum.example', password: `It${crypto.randomBytes(12).toString('hex')}9A` };

  // The CMS calls the rebuild service on every publication; 09-rebuild-service listens there.
  const rebuild = { port: await freePort(), secret: crypto.randomBytes(24).toString('hex') };

  log(`working in ${tmpDir}`);
  log('starting the CMS on a throw-away SQLite database (it seeds itself, about a minute)…');
  const cms = await startCms({
    port: await freePort(),
    label: 'cms',
    echo: (line) => /\[esnum\]|error|Error/.test(line),
    env: {
      ...cmsFolderEnv(cmsDir),
      CMS_ADMIN_EMAIL: cmsAdmin.email,
      CMS_ADMIN_PASSWORD: cmsAdmin.password,
      SITE_REBUILD_URL: `http://127.0.0.1:${rebuild.port}/__rebuild`,
      SITE_REBUILD_SECRET: rebuild.secret,
    },
  });
  (globalThis as Record<string, unknown>).__ESNUM_CMS__ = cms.child;
  (globalThis as Record<string, unknown>).__ESNUM_TMP__ = tmpDir;

  log(`CMS ready at ${cms.url}; building the site against it…`);
  const siteDir = prepareSiteWorkdir(path.join(tmpDir, 'site'));
  const build = await gatsbyBuild(siteDir, { STRAPI_URL: cms.url, STRAPI_TOKEN_FILE: tokenFile });
  if (build.code !== 0) {
    throw new Error(`the site build failed (exit ${build.code}):\n${build.output.slice(-4000)}`);
  }
  log(`site built in ${build.seconds.toFixed(0)} s`);

  const server = await buildServer({ publicDir: path.join(siteDir, 'public') });
  await server.listen({ port: await freePort(), host: '127.0.0.1' });
  (globalThis as Record<string, unknown>).__ESNUM_SERVER__ = server;
  const address = server.server.address() as { port: number };

  writeState({
    tmpDir,
    cmsUrl: cms.url,
    cmsToken: JSON.parse(fs.readFileSync(tokenFile, 'utf8')).token,
    cmsAdmin,
    siteDir,
    siteUrl: `http://127.0.0.1:${address.port}`,
    firstBuildSeconds: build.seconds,
    rebuild,
  });
};
