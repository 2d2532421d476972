/**
 * @jest-environment node
 */
// The patch of @parcel/core (patches/@parcel+core+2.8.3.patch). Gatsby compiles gatsby-config and
// the gatsby-node files with Parcel, which walks the site root at each build to find what changed.
// The folders it is told to skip hold no input of those files, and walking them cost 20 s per
// build for public/ and 16 s per publication for the deploy snapshots.
import path from 'path';
import { getWatcherOptions } from '@parcel/core/lib/RequestTracker';

const root = path.join(path.sep, 'srv', 'site');
const options = { projectRoot: root, cacheDir: path.join(root, '.cache', '.parcel-cache') };

describe('the folders Parcel skips when it looks for changed files', () => {
  const deploysDir = process.env.SITE_DEPLOYS_DIR;
  afterEach(() => {
    if (deploysDir === undefined) delete process.env.SITE_DEPLOYS_DIR;
    else process.env.SITE_DEPLOYS_DIR = deploysDir;
  });

  it('skips the built site, the deploy snapshots and both dependency folders, besides its own cache', () => {
    delete process.env.SITE_DEPLOYS_DIR;
    const { ignore } = getWatcherOptions(options);
    expect(ignore).toEqual(
      expect.arrayContaining([
        options.cacheDir,
        path.join(root, 'public'),
        path.join(root, '.deploys'),
        path.join(root, 'node_modules'),
        path.join(root, 'cms', 'node_modules'),
      ]),
    );
  });

  it('skips the deploy folder SITE_DEPLOYS_DIR names, as the rebuild service does', () => {
    process.env.SITE_DEPLOYS_DIR = path.join(root, 'snapshots');
    expect(getWatcherOptions(options).ignore).toContain(path.join(root, 'snapshots'));
  });

  it('still looks at the sources: the compiled files come from them', () => {
    delete process.env.SITE_DEPLOYS_DIR;
    const { ignore } = getWatcherOptions(options);
    for (const input of ['plugins', 'shared', 'src', 'server', 'cms', 'gatsby-node.ts', 'gatsby-config.ts']) {
      expect(ignore).not.toContain(path.join(root, input));
    }
  });
});
