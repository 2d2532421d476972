// After a build, the pages whose HTML the build left to the server (server/pages-on-request.ts
// draws them on request): the HTML an earlier build wrote for them is removed, with its compressed
// copies, or nginx and the server would serve it as a file.
import fs from 'fs';
import path from 'path';
import { ENCODED_COPIES } from '../../shared/precompress';
import { htmlFileOf } from '../../shared/pages/page-renderer';

/** The paths of the SitePage nodes whose HTML the build leaves to the server. */
export const pathsLeftToServer = (sitePages: readonly Record<string, unknown>[] /* SitePage nodes: path, context */) =>
  sitePages.flatMap((page) => {
    const context = page.context as { htmlOnRequest?: boolean } | undefined;
    return context?.htmlOnRequest && typeof page.path === 'string' ? [page.path] : [];
  });

/**
 * After a build, the HTML an earlier build wrote for pages now left to the server: served as a
 * file, it would hide the page data's newer content. Returns how many were removed.
 */
export const removeHtmlLeftToServer = (publicDir: string, pagePaths: readonly string[]) => {
  let removed = 0;
  for (const pagePath of pagePaths) {
    const file = path.join(publicDir, htmlFileOf(pagePath));
    for (const copy of [file, ...ENCODED_COPIES.map((extension) => file + extension)]) {
      try {
        fs.unlinkSync(copy);
        if (copy === file) removed += 1;
      } catch {
        // Not there: the usual case.
      }
    }
  }
  return removed;
};
