// Maps a decoded request path to a file of the built site: the file itself, or the `index.html` of
// a page directory (URLs have no trailing slash). Never leaves the site's folder, and never serves
// dot-files (the compiled redirect rules live in one) nor the compressed copies of files, which are
// only sent through content negotiation (shared/precompress.ts), nor the build's own files: source
// maps and webpack's chunk lists serve the build and the audit (scripts/audit/js-weight.ts), not
// visitors, and would publish the code's structure and comments.
import fs from 'fs';
import path from 'path';

export type FileResolution = { kind: 'file'; file: string } | { kind: 'not-found' } | { kind: 'bad-request' };

const ENCODED_COPY = /\.(?:br|gz)$/;
const BUILD_ONLY = /\.map$|^\/(?:webpack\.stats|chunk-map)\.json$/;

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

export const resolveFile = (publicDir: string, decodedPath: string): FileResolution => {
  if (!decodedPath.startsWith('/') || decodedPath.includes('\0') || decodedPath.includes('\\')) return { kind: 'bad-request' };
  const root = path.resolve(publicDir);
  const target = path.resolve(root, `.${decodedPath}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return { kind: 'bad-request' };
  if (decodedPath.split('/').some((segment) => segment.startsWith('.')) || ENCODED_COPY.test(decodedPath) || BUILD_ONLY.test(decodedPath)) {
    return { kind: 'not-found' };
  }
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (isFile(candidate)) return { kind: 'file', file: path.relative(root, candidate) };
  }
  return { kind: 'not-found' };
};

/** A path the site answers with content (a page or a file); "/x/" is not one: it redirects. */
export const isServedPath = (publicDir: string, decodedPath: string) =>
  (decodedPath === '/' || !decodedPath.endsWith('/')) && resolveFile(publicDir, decodedPath).kind === 'file';
