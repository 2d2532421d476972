// `npm start`: the seeded CMS, the site built against it, and the built site served by the
// production server. A second run reuses the CMS database and Gatsby's build cache.
import path from 'path';
import { ensureCmsAdminBuilt, ROOT_DIR, startCms } from './lib/cms';
import { run, stopProcess } from './lib/processes';
import { startServer } from '../server/main';

const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const SITE_PORT = Number(process.env.PORT || 9000);

const main = async () => {
  process.env.GATSBY_TELEMETRY_DISABLED = '1';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const started = Date.now();

  await ensureCmsAdminBuilt();
  console.log(`[start] starting the CMS on port ${CMS_PORT} (it seeds itself when its database is empty)…`);
  const cms = await startCms({ port: CMS_PORT });
  const stop = async (code: number) => {
    await stopProcess(cms.child);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    console.log('[start] building the site against the CMS…');
    await run('npx', ['gatsby', 'build'], { cwd: ROOT_DIR, env: { ...process.env, STRAPI_URL: cms.url } });
  } catch (error) {
    console.error(`[start] the site build failed: ${(error as Error).message}`);
    return stop(1);
  }

  await startServer({ port: SITE_PORT, host: process.env.HOST || '127.0.0.1', publicDir: path.join(ROOT_DIR, 'public') });
  console.log(
    [
      '',
      `  Site:       http://localhost:${SITE_PORT}`,
      `  CMS admin:  http://localhost:${CMS_PORT}/admin`,
      `  Ready in ${Math.round((Date.now() - started) / 1000)} s. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
