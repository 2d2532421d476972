// Last plugin of the build: once every other plugin has written its files to public/ (pages,
// snapshots, later the service worker), write their brotli and gzip copies for the servers.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { precompressDirectory } from '../../server/precompress';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const activity = reporter.createProgress('site-serving: brotli and gzip copies of public/');
  activity.start();
  const result = await precompressDirectory(path.join(process.cwd(), 'public'), {
    onProgress: (_done, total) => {
      activity.total = total;
      activity.tick();
    },
  });
  activity.done();
  const ratio = result.sourceBytes ? ` (${(result.brotliBytes / result.sourceBytes * 100).toFixed(1)} % of the size with brotli)` : '';
  reporter.info(
    `site-serving: ${result.compressed} files compressed${ratio}, ${result.upToDate} already up to date, ${result.removedStale} stale copies removed`,
  );
};
