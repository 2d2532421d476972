// The site as `npm start` serves it, for the benchmarks that publish (bench-build.ts,
// bench-publish.ts): a built working copy snapshotted as the rebuild service deploys it, twice (a
// site that has published before keeps two snapshots, and its next deploy recycles the older),
// with the build's renderer for the fast lane and the pages drawn on request, served by the
// production server on a free loopback port.
import path from 'path';
import { buildServer } from '../../server/app';
import { builtRendererDir, currentDeployDir, deployRendererFile, publishDeploy } from '../../server/rebuild/deploys';
import { pagesOnRequest } from '../../server/pages-on-request';
import { settleDisk } from './bench-content';
import { freePort } from './free-port';

export const serveAsDeployed = async (workdir: string, log: (line: string) => void, before: string) => {
  const deploysDir = path.join(workdir, '.deploys');
  const publicDir = path.join(workdir, 'public');
  const rendererDir = builtRendererDir(workdir);
  const firstSnapshot = publishDeploy({ publicDir, deploysDir, rendererDir });
  log(`first deploy snapshot: ${firstSnapshot.copied} files copied, ${firstSnapshot.linked} linked, in ${firstSnapshot.durationMs} ms`);
  const second = publishDeploy({ publicDir, deploysDir, rendererDir });
  log(`second deploy snapshot: ${second.copied} files copied, ${second.linked} linked, in ${second.durationMs} ms`);
  await settleDisk(log, before);
  const server = await buildServer({
    publicDir: () => currentDeployDir(deploysDir) ?? publicDir,
    pagesOnRequest: pagesOnRequest({ rendererFileOf: (siteDir) => deployRendererFile(deploysDir, siteDir) }),
  });
  await server.listen({ port: await freePort(), host: '127.0.0.1' });
  const siteUrl = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  return { deploysDir, server, siteUrl, firstSnapshot };
};
