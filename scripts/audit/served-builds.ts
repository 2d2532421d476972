// What the browser audits that measure a build against a reference share (`npm run profile`,
// `audit:revisit`, `audit:interactions`): each build served by the production server on a free
// loopback port, the order in which a run visits them, and the median of the runs.
import path from 'path';
import { buildServer } from '../../server/app';
import { freePort } from '../lib/free-port';

export interface ServedBuild {
  label: string;
  publicDir: string;
  app: Awaited<ReturnType<typeof buildServer>>;
  /** On localhost, not 127.0.0.1: a secure context, where the service worker registers. */
  baseUrl: string;
}

/** This build (`publicDir`) and, when given, the reference, each served until `app.close()`. */
export const serveBuilds = (publicDir: string, reference?: string): Promise<ServedBuild[]> => {
  const builds = [{ label: 'this build', publicDir: path.resolve(publicDir) }];
  if (reference) builds.push({ label: 'reference', publicDir: path.resolve(reference) });
  return Promise.all(
    builds.map(async (build) => {
      const app = await buildServer({ publicDir: build.publicDir });
      const port = await freePort();
      await app.listen({ port, host: '127.0.0.1' });
      return { ...build, app, baseUrl: `http://localhost:${port}` };
    }),
  );
};

/** The builds' indexes in a run's order: A B, then B A, so a busier moment of the machine weighs on both alike. */
export const alternation = (run: number, count: number) =>
  Array.from({ length: count }, (_, index) => (run % 2 === 0 ? index : count - 1 - index));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
