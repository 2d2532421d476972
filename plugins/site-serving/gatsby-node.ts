// Last plugin of the build: once every other plugin has written its files to public/ (pages,
// snapshots, the service worker), clean the HTML of NUL bytes and write the brotli and gzip copies
// of every text file for the servers.
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { precompressDirectory } from '../../server/precompress';
import { stripNulBytes } from './strip-nul-bytes';

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const cleaned = stripNulBytes(path.join(process.cwd(), 'public'));
  if (cleaned.length > 0) reporter.info(`site-serving: removed the NUL bytes React's renderer left in ${cleaned.length} HTML files`);
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
