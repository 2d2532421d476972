// Build side of the installable app: the build stamp appended to the service worker, or, with the
// kill switch (SERVICE_WORKER=off), the self-removing worker in place of gatsby-plugin-offline's.
import crypto from 'crypto';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { serviceWorkerEnabled, writeBuildStamp, writeKillSwitch } from './service-worker';

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter }) => {
  if (!serviceWorkerEnabled()) return;
  const buildId = `${new Date().toISOString()}-${crypto.randomBytes(4).toString('hex')}`;
  writeBuildStamp(process.cwd(), buildId);
  reporter.info(`site-app: service worker build ${buildId}`);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  if (serviceWorkerEnabled()) return;
  const file = writeKillSwitch(path.join(process.cwd(), 'public'));
  reporter.warn(`site-app: SERVICE_WORKER=off, wrote the self-removing service worker ${path.relative(process.cwd(), file)}`);
};
