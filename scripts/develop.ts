// `npm run develop`: the CMS (Strapi develop: admin with hot reload) and `gatsby develop`
// on GATSBY_PORT (8000; GraphiQL at http://localhost:8000/___graphql).
import { CMS_DIR, ROOT_DIR } from './lib/cms';
import { startLabelled, stopProcess, waitForHttp } from './lib/processes';

const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const GATSBY_PORT = Number(process.env.GATSBY_PORT || 8000);

const main = async () => {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true' };
  const cms = startLabelled('cms', 'npm', ['run', 'develop'], { cwd: CMS_DIR, env: { ...env, PORT: String(CMS_PORT) } });
  await waitForHttp(`http://127.0.0.1:${CMS_PORT}/_health`, { timeoutMs: 10 * 60_000, process: cms });
  const gatsby = startLabelled('gatsby', 'npx', ['gatsby', 'develop', '--host', '127.0.0.1', '--port', String(GATSBY_PORT)], {
    cwd: ROOT_DIR,
    env: { ...env, STRAPI_URL: `http://127.0.0.1:${CMS_PORT}` },
  });
  const stop = async () => {
    await Promise.all([stopProcess(gatsby), stopProcess(cms)]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  gatsby.on('exit', () => void stop());
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
