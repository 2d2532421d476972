// Pages whose HTML the build leaves to the site's server: the long tail of a large newsroom and
// agenda (plugins/site-pages/html-on-request.ts, `htmlOnRequest` in their context). Gatsby still runs their
// query and writes their page data (so their pictures are made and the browser navigates to them
// as to any page); only their HTML, and its compressed copies, are not written
// (patches/gatsby+5.16.1.patch). The Node server draws that HTML on the first request, with the
// renderer of the build that wrote the page data (shared/pages/page-renderer.ts: the bytes the
// build would have written), and keeps the last pages drawn in memory; nginx passes it those
// requests (plugins/site-serving/nginx.ts). The build removes the HTML an earlier build wrote for
// them (plugins/site-serving/html-left-to-server.ts). Issue 23, docs/scale.md: 22,000 pages fewer
// to render, clean, hash and compress in the cold build of 10,000 news and 1,000 events.
import fs from 'fs';
import path from 'path';
import { addInlineHashes } from '../shared/csp-policy';
import type { FinishedPage } from '../shared/pages/finish-page';
import { loadPageRenderer, type PageData, pageDataFile, type PageRenderer, readPageData } from '../shared/pages/page-renderer';
import type { PagesOnRequest } from './app';

interface Options {
  /** The render-page.js of the build that wrote `siteDir`, or null when there is none. */
  rendererFileOf: (siteDir: string) => string | null;
  /** How many drawn pages are kept in memory (about 40 KB each). */
  keep?: number;
}

/** A path the server may look up in page-data/: no dot segment (no `..`), no NUL or backslash. */
const isPlainPagePath = (pagePath: string) =>
  pagePath.startsWith('/') && !/[\0\\]/.test(pagePath) && pagePath.split('/').every((segment) => !segment.startsWith('.'));

const forgetModulesOf = (rendererFile: string) => {
  const dir = `${path.dirname(path.resolve(rendererFile))}${path.sep}`;
  for (const id of Object.keys(require.cache)) if (id.startsWith(dir)) delete require.cache[id];
};

const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** The page data of `pagePath` when its HTML was left to the server, else null. */
const pageDataLeftToServer = (siteDir: string, pagePath: string): PageData | null => {
  if (!isPlainPagePath(pagePath) || pagePath === '/') return null;
  try {
    const pageData = readPageData(siteDir, pagePath);
    return pageData.path === pagePath && pageData.result.pageContext?.htmlOnRequest === true ? pageData : null;
  } catch {
    return null;
  }
};

export const pagesOnRequest = ({ rendererFileOf, keep = 500 }: Options): PagesOnRequest => {
  // One renderer per build: per deploy, and per rebuild of a folder served in place (public/).
  // The server answers from the current deploy and the one before it.
  let renderers: { key: string; rendererFile: string; renderer: Promise<PageRenderer> }[] = [];
  const rendererOf = (key: string, siteDir: string, rendererFile: string) => {
    const known = renderers.find((entry) => entry.key === key);
    if (known) return known.renderer;
    const renderer = loadPageRenderer(siteDir, rendererFile);
    renderers = [{ key, rendererFile, renderer }, ...renderers];
    // A server up for months sees a deploy per publication: the modules of a renderer it no
    // longer uses leave Node's module cache with it.
    for (const gone of renderers.splice(2)) forgetModulesOf(gone.rendererFile);
    return renderer;
  };
  const drawn = new Map<string, FinishedPage>();
  // The renderer lists a template's bundles from another working directory (page-renderer.ts):
  // one page at a time.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    has: (siteDir, pagePath) => pageDataLeftToServer(siteDir, pagePath) !== null,
    draw: async (siteDir, pagePath, defaultPolicy) => {
      const pageData = pageDataLeftToServer(siteDir, pagePath);
      if (pageData === null) return null;
      const rendererFile = rendererFileOf(siteDir);
      if (rendererFile === null) return null;
      const rendererKey = `${siteDir}\0${rendererFile}\0${modifiedAt(rendererFile)}`;
      const key = `${rendererKey}\0${pagePath}\0${modifiedAt(pageDataFile(siteDir, pagePath))}`;
      let page = drawn.get(key);
      if (page) {
        drawn.delete(key);
      } else {
        const task = queue.then(async () => (await rendererOf(rendererKey, siteDir, rendererFile)).render(pagePath, pageData));
        queue = task.catch(() => undefined);
        page = await task;
      }
      drawn.set(key, page);
      if (drawn.size > keep) drawn.delete(drawn.keys().next().value as string);
      return { html: page.html, policy: addInlineHashes(defaultPolicy, page.hashes) };
    },
  };
};
