// A throw-away copy of the site sources (for the test builds, the build benchmark and the drafts
// preview), so their .cache, public and generated types never touch the working tree. Sources
// are copied (Gatsby keys static queries and local plugins by real path); node_modules (unless
// the copy asks for its own) and the CMS sources are linked.
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { FAST_LANE_SCRIPT } from '../../shared/fast-lane';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');

const COPIED = [
  'src',
  'plugins',
  'shared',
  'server',
  // The fast lane's script, which the rebuild service runs in the copy.
  FAST_LANE_SCRIPT,
  'locales',
  'config',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
];
const LINKED = ['node_modules', 'cms'];

/**
 * `fresh`: the folder emptied first, so that nothing of an earlier copy is left (its Gatsby cache,
 * its links, which a second copy could not create again).
 *
 * `ownDependencies`: node_modules hard-linked into the copy instead of linked to the checkout's. A
 * build through the link names its dependencies by their real path, relative to the copy
 * (`../../<checkout>/node_modules/…`), and webpack's module ids are hashes of those names: the
 * same code gave bundles whose gzip size moved by 0.3 KB with the checkout's folder name, enough to
 * cross the first-load JS ceiling of 17-quality-gates. With its own node_modules the copy builds
 * the bundles a build in the checkout builds, wherever both are.
 */
export const prepareSiteWorkdir = (workdir: string, { ownDependencies = false, fresh = false } = {}) => {
  if (fresh) fs.rmSync(workdir, { recursive: true, force: true });
  fs.mkdirSync(workdir, { recursive: true });
  for (const entry of COPIED) {
    const source = path.join(ROOT_DIR, entry);
    if (fs.existsSync(source)) {
      fs.cpSync(source, path.join(workdir, entry), { recursive: true, filter: (file) => !file.includes(`${path.sep}__tests__`) });
    }
  }
  for (const entry of LINKED) {
    if (entry === 'node_modules' && ownDependencies) hardLinkDependencies(workdir);
    else fs.symlinkSync(path.join(ROOT_DIR, entry), path.join(workdir, entry));
  }
  return workdir;
};

/** Hard links cost no space (a copy where the two folders are on different disks); the tools' caches are left behind. */
const hardLinkDependencies = (workdir: string) => {
  const target = path.join(workdir, 'node_modules');
  try {
    execFileSync('cp', ['-al', path.join(ROOT_DIR, 'node_modules'), target], { stdio: 'pipe' });
  } catch {
    fs.rmSync(target, { recursive: true, force: true });
    execFileSync('cp', ['-a', path.join(ROOT_DIR, 'node_modules'), target], { stdio: 'pipe' });
  }
  fs.rmSync(path.join(target, '.cache'), { recursive: true, force: true });
};
