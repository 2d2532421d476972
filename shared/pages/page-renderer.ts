// Renders a page of a built site outside a Gatsby build: with the HTML renderer bundle that build
// compiled (.cache/page-ssr/routes/render-page.js), from the page's data, then through the same
// post-build step as every built page (finish-page.ts). The bytes are those the build writes for
// the same data; a page takes about 13 ms once the renderer is loaded (0.2 s), where a whole
// incremental build of the large content set takes about a minute. The build's pages, the fast
// lane (scripts/publish-news-item.ts) and the server's pages on request (server/pages-on-request.ts)
// all read page data through it.
//
// The publication's fast lane draws with it (issue 23, docs/scale.md): a published news item's
// page written into the live deploy within seconds, before the build that follows replaces it.
// The rebuild service runs the lane in a child process, as it runs Gatsby: the renderer bundle
// keeps module state, and each deploy brings its own. It follows Gatsby's own HTML
// step (gatsby/dist/utils/worker/child/render-html.js): the renderer's arguments, then the slices
// stitched in (stitchSliceForAPage).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { getScriptsAndStylesForTemplate, readWebpackStats } from 'gatsby/dist/utils/client-assets-for-template';
import { stitchSliceForAPage } from 'gatsby/dist/utils/slices/stitching';
import { finishBuiltPage, type FinishedPage } from './finish-page';

/** A page's data as Gatsby writes it to page-data/<path>/page-data.json. */
export interface PageData {
  componentChunkName: string;
  path: string;
  matchPath?: string;
  result: { data?: unknown; pageContext?: Record<string, unknown> };
  staticQueryHashes: string[];
  slicesMap: Record<string, string>;
}

interface RendererBundle {
  default: (args: Record<string, unknown>) => Promise<{ html: string }>;
}

export interface PageRenderer {
  /** The page at `pagePath` drawn from `pageData`, as the build would serve it. */
  render: (pagePath: string, pageData: PageData) => Promise<FinishedPage>;
}

/** page-data/<path>/page-data.json of the page at `pagePath` ("/" is page-data/index/). */
export const pageDataFile = (siteDir: string, pagePath: string) => {
  const segments = pagePath.split('/').filter(Boolean);
  return path.join(siteDir, 'page-data', ...(segments.length ? segments : ['index']), 'page-data.json');
};

/** The HTML file of the page at `pagePath`, relative to the site's root ("actualites/x/index.html"): where Gatsby writes a page whose path has no .html suffix (gatsby-core-utils' generateHtmlPath). */
export const htmlFileOf = (pagePath: string) => [...pagePath.split('/').filter(Boolean), 'index.html'].join('/');

export const readPageData = (siteDir: string, pagePath: string): PageData =>
  JSON.parse(fs.readFileSync(pageDataFile(siteDir, pagePath), 'utf8')) as PageData;

/**
 * `siteDir`: the built site (public/ or a deploy of it); `rendererFile`: the render-page.js of the
 * build that wrote it. Other files the renderer reads come from `siteDir`: the bundles' names
 * (webpack.stats.json), the compilation hash (page-data/app-data.json), the static queries' results
 * (page-data/sq/d/) and the slices (_gatsby/slices/).
 */
export const loadPageRenderer = async (siteDir: string, rendererFile: string): Promise<PageRenderer> => {
  // Modules the renderer leaves to Node (Gatsby's own, React's) read NODE_ENV when they load, as
  // in the build's workers.
  process.env.NODE_ENV = 'production';
  // A server that outlives a build in the same folder loads the new bundle, not Node's cached one.
  const bundleFile = path.resolve(rendererFile);
  delete require.cache[bundleFile];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is only known at run time
  const bundle = require(bundleFile) as RendererBundle;
  const webpackStats = await readWebpackStats(siteDir);
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(siteDir, 'page-data', 'app-data.json'), 'utf8')) as {
    webpackCompilationHash: string;
  };
  const staticQueryResult = (hash: string) =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'page-data', 'sq', 'd', `${hash}.json`), 'utf8')) as unknown;

  // Gatsby reads the style sheets it may inline from public/ under the working directory, which is
  // the build's folder, not the deploy's: the template's bundles are listed from a working
  // directory whose public/ is the deploy. Once per template; nothing else runs meanwhile in the
  // processes that call this (the rebuild service's child, a test).
  const assetsByTemplate = new Map<string, Awaited<ReturnType<typeof getScriptsAndStylesForTemplate>>>();
  const templateAssets = async (componentChunkName: string) => {
    const known = assetsByTemplate.get(componentChunkName);
    if (known) return known;
    const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-assets-'));
    const previous = process.cwd();
    try {
      fs.symlinkSync(path.resolve(siteDir), path.join(workdir, 'public'));
      process.chdir(workdir);
      const assets = await getScriptsAndStylesForTemplate(componentChunkName, webpackStats);
      assetsByTemplate.set(componentChunkName, assets);
      return assets;
    } finally {
      process.chdir(previous);
      fs.rmSync(workdir, { recursive: true, force: true });
    }
  };

  return {
    render: async (pagePath, pageData) => {
      const assets = await templateAssets(pageData.componentChunkName);
      const staticQueryContext = Object.fromEntries(pageData.staticQueryHashes.map((hash) => [hash, staticQueryResult(hash)]));
      const { html } = await bundle.default({
        pagePath,
        pageData,
        webpackCompilationHash,
        context: { isDuringBuild: true },
        staticQueryContext,
        ...assets,
      });
      // Gatsby stitches the slices (its scripts are one) into the file it wrote, from the slices of
      // the same public folder: the page is written in a scratch folder that sees the site's slices.
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-page-'));
      try {
        fs.symlinkSync(path.resolve(siteDir, '_gatsby'), path.join(scratch, '_gatsby'));
        const file = path.join(scratch, htmlFileOf(pagePath));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
        await stitchSliceForAPage({ pagePath, publicDir: scratch });
        return finishBuiltPage(fs.readFileSync(file));
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
};
