// Maps a request path to a file of the built site: the file itself, or the `index.html` of a
// page directory (URLs have no trailing slash). Never leaves the site's folder.
import fs from 'fs';
import path from 'path';

export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** `rawPath` is the path as received (still percent-encoded), without the query string. */
export const resolveFile = (publicDir: string, rawPath: string): Resolution => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) {
    return { kind: 'bad-request' };
  }
  if (decoded.length > 1 && decoded.endsWith('/')) {
    return { kind: 'redirect', location: rawPath.replace(/\/+$/, '') || '/' };
  }
  const root = path.resolve(publicDir);
  const target = path.resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
    return { kind: 'bad-request' };
  }
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (isFile(candidate)) return { kind: 'file', file: path.relative(root, candidate) };
  }
  return { kind: 'not-found' };
};
