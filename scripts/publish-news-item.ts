// The fast lane of one news publication, run by the rebuild service in its own process (as it runs
// Gatsby) before the build: the item's page and `/actualites` written into the live deploy.
//   tsx scripts/publish-news-item.ts --deploy <dir> --renderer <render-page.js> --document <documentId> --locale <fr|en>
// STRAPI_URL and the site's token as for the build (plugins/strapi-schema/cms-connection.ts). It
// prints one line of JSON: what it wrote, or why it left the publication to the build. It exits 1
// on an error, and the build that follows publishes the item then. Its arguments and its report
// are those of shared/fast-lane.ts, which the service holds to too. It is an entry point, run by
// path like the other scripts, so it lives here rather than among the files of the build plugin
// whose code it runs (plugins/site-pages/publication/news-publication.ts): the server names no
// plugin's file.
//
// Nothing of the live deploy is written in place: its files are hard links shared with the other
// snapshots (server/rebuild/deploys.ts), so every file is written in a scratch folder beside it,
// compressed there, then renamed over the live one. The pages' policies go first, so that no page
// is ever served without the hashes of its inline code.
import fs from 'fs';
import path from 'path';
import { LANGUAGES, type Language, localize, routes } from '../src/lib/routes';
import { newsIndexPath } from '../src/features/list-filters/news-index';
import { CSP_CONFIG_FILE, type CspConfig } from '../shared/csp-config';
import { addInlineHashes } from '../shared/csp-policy';
import { type FastLaneReport, type FastLaneSteps, parseFastLaneArgv } from '../shared/fast-lane';
import { htmlFileOf, loadPageRenderer, pageDataFile, readPageData, type PageData } from '../shared/pages/page-renderer';
import { listFiles, precompressDirectory } from '../shared/precompress';
import { readCmsConnection } from '../plugins/strapi-schema/cms-connection';
import {
  composeNewsPublication,
  listedOnSameDate,
  newsEntryQuery,
  newsNodeId,
  type LiveNewsPages,
  type NewsEntry,
} from '../plugins/site-pages/publication/news-publication';

/** `/actualites`, the numbered page below it and the page data of the items they list, from the live deploy. */
const liveNewsPages = (deployDir: string, language: Language): LiveNewsPages => {
  const front = readPageData(deployDir, localize(language, routes.news()));
  const numberedPages = (front.result.pageContext as { newerPages: number }).newerPages;
  const newestNumbered = numberedPages > 0 ? readPageData(deployDir, localize(language, routes.newsPage(numberedPages))) : null;
  const articles = new Map<string, PageData>();
  for (const list of [front, ...(newestNumbered ? [newestNumbered] : [])]) {
    for (const { slug } of (list.result.data as Queries.NewsListTemplateQuery).news) {
      const file = pageDataFile(deployDir, localize(language, routes.newsArticle(slug)));
      if (fs.existsSync(file)) articles.set(slug, JSON.parse(fs.readFileSync(file, 'utf8')) as PageData);
    }
  }
  return { front, newestNumbered, articles };
};

/** A GET of the CMS's public API with the build's token, answered within 10 s. */
const askCms = (apiPath: string) => {
  const { url, token } = readCmsConnection();
  return fetch(`${url}${apiPath}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(10_000) });
};

const fetchEntry = async (documentId: string, language: string): Promise<NewsEntry | null> => {
  const response = await askCms(`/api/news/${encodeURIComponent(documentId)}?${newsEntryQuery(language)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for news ${documentId} (${language})`);
  return ((await response.json()) as { data: NewsEntry }).data;
};

/**
 * The document ids of the listed items dated like `entry`, by node id: the build orders items of
 * the same date by document id, which the live pages do not hold. Asked only when there are such items.
 */
const documentIdsOfSameDate = async (entry: NewsEntry, live: LiveNewsPages, language: string): Promise<Map<string, string>> => {
  if (!entry.publishDate || listedOnSameDate(entry, live).length === 0) return new Map();
  const query = new URLSearchParams({
    locale: language,
    'filters[publishDate][$eq]': entry.publishDate,
    'fields[0]': 'slug',
    'pagination[pageSize]': '100',
  });
  const response = await askCms(`/api/news?${query}`);
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for the news of ${entry.publishDate} (${language})`);
  const { data } = (await response.json()) as { data: Array<{ documentId: string }> };
  return new Map(data.map(({ documentId }) => [newsNodeId(documentId, language), documentId]));
};

const main = async () => {
  const { deployDir, rendererFile, documentId, locale } = parseFastLaneArgv(process.argv.slice(2));
  const started = performance.now();
  // Where the time goes, for the service's log: ms since the start at the end of each step.
  const steps: FastLaneSteps = {};
  const step = (name: string) => (steps[name] = Math.round(performance.now() - started));
  const report = (result: { published: string[]; files: number } | { skipped: string }) => {
    const line: FastLaneReport = { ...result, steps, durationMs: Math.round(performance.now() - started) };
    console.log(JSON.stringify(line));
  };

  if (!LANGUAGES.includes(locale as Language)) return report({ skipped: `the site has no pages in "${locale}"` });
  const language = locale as Language;
  const entry = await fetchEntry(documentId, language);
  step('cms');
  if (!entry) return report({ skipped: 'the CMS has no published version of the item' });
  const live = liveNewsPages(deployDir, language);
  const composed = composeNewsPublication(entry, live, LANGUAGES, await documentIdsOfSameDate(entry, live, language));
  step('composed');
  if ('skipped' in composed) return report(composed);
  const { article, front: newFront, indexItem, followedBy } = composed.publication;

  const renderer = await loadPageRenderer(deployDir, rendererFile);
  step('renderer');
  const scratch = fs.mkdtempSync(path.join(path.dirname(deployDir), '.fast-lane-'));
  try {
    const write = (relative: string, content: string) => {
      const file = path.join(scratch, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    };
    const csp = JSON.parse(fs.readFileSync(path.join(deployDir, CSP_CONFIG_FILE), 'utf8')) as CspConfig;
    for (const pageData of [article, newFront]) {
      const page = await renderer.render(pageData.path, pageData);
      write(htmlFileOf(pageData.path), page.html);
      write(path.relative(deployDir, pageDataFile(deployDir, pageData.path)), JSON.stringify(pageData));
      csp.pages[htmlFileOf(pageData.path)] = addInlineHashes(csp.default, page.hashes);
    }
    const indexFile = newsIndexPath(language).replace(/^\//, '');
    const index = JSON.parse(fs.readFileSync(path.join(deployDir, indexFile), 'utf8')) as Array<{ slug: string }>;
    // In its place: before the item listed after it on /actualites.
    const others = index.filter((other) => other.slug !== indexItem.slug);
    const before = followedBy === null ? 0 : others.findIndex((other) => other.slug === followedBy);
    others.splice(before === -1 ? 0 : before, 0, indexItem);
    write(indexFile, JSON.stringify(others));
    write(CSP_CONFIG_FILE, JSON.stringify(csp));
    step('drawn');
    // Not the policies' file: it is never served (a dot file), and on 10,000 news it is 17 MB.
    await precompressDirectory(scratch, { files: listFiles(scratch).filter((file) => path.basename(file) !== CSP_CONFIG_FILE) });
    step('compressed');
    // A file too small to be compressed must not leave the old page's copies served in its place.
    for (const file of listFiles(scratch).filter((candidate) => !/\.(?:br|gz)$/.test(candidate))) {
      for (const copy of ['.br', '.gz']) {
        if (!fs.existsSync(file + copy)) fs.rmSync(path.join(deployDir, path.relative(scratch, file) + copy), { force: true });
      }
    }

    // The policies first (the server re-reads the file when it changes), the list that links the
    // item last: a visitor who follows its link finds the page and its data in place.
    const files = listFiles(scratch).map((file) => path.relative(scratch, file));
    const frontFiles = [htmlFileOf(newFront.path), path.relative(deployDir, pageDataFile(deployDir, newFront.path))];
    const rank = (file: string) => (file.startsWith(CSP_CONFIG_FILE) ? 0 : frontFiles.some((front) => file.startsWith(front)) ? 2 : 1);
    const ordered = [...files].sort((a, b) => rank(a) - rank(b));
    for (const relative of ordered) {
      fs.mkdirSync(path.dirname(path.join(deployDir, relative)), { recursive: true });
      fs.renameSync(path.join(scratch, relative), path.join(deployDir, relative));
    }
    step('written');
    report({ published: [article.path, newFront.path], files: ordered.length });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
