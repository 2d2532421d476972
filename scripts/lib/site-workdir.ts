// A throw-away copy of the site sources (for the test builds, the build benchmark and the drafts
// preview), so their .cache, public and generated types never touch the working tree. Sources
// are copied (Gatsby keys static queries and local plugins by real path); node_modules and the
// CMS sources are linked.
import fs from 'fs';
import path from 'path';

export const ROOT_DIR = path.resolve(__dirname, '..', '..');

const COPIED = [
  'src',
  'plugins',
  'server',
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

export const prepareSiteWorkdir = (workdir: string) => {
  fs.mkdirSync(workdir, { recursive: true });
  for (const entry of COPIED) {
    const source = path.join(ROOT_DIR, entry);
    if (fs.existsSync(source)) {
      fs.cpSync(source, path.join(workdir, entry), { recursive: true, filter: (file) => !file.includes(`${path.sep}__tests__`) });
    }
  }
  for (const entry of LINKED) fs.symlinkSync(path.join(ROOT_DIR, entry), path.join(workdir, entry));
  return workdir;
};
