// The publication's fast lane: when the CMS publishes a news item, its page and `/actualites` are
// drawn into the live deploy within seconds, with the renderer of the build that made that deploy,
// while the incremental build (about a minute on 10,000 news) runs as before and then replaces
// them. The work is done by the script shared/fast-lane.ts names (scripts/publish-news-item.ts) in a
// process of its own, as Gatsby is run: the renderer bundle is loaded fresh for each deploy, and its
// memory goes with the process; its arguments and report are that file's. What the lane leaves to
// the build, and why: plugins/site-pages/publication/news-publication.ts.
//
// A build that finishes while the lane writes switches to a deploy the lane did not write into; the
// build the same webhook queued publishes the item a minute later.
import { spawn } from 'child_process';
import path from 'path';
import { FAST_LANE_SCRIPT, fastLaneArgv, type FastLaneReport } from '../../shared/fast-lane';
import { currentDeployDir, deployRendererFile } from './deploys';

const NEWS_TYPE = 'api::news-article.news-article';
/** Past it the lane is stopped; the build still publishes the item. */
const FAST_LANE_TIMEOUT_MS = 30_000;

export interface NewsPublicationEvent {
  documentId: string;
  locale: string;
}

/** The news item a Strapi webhook says was published, or null for any other event. */
export const newsPublicationOf = (body: unknown): NewsPublicationEvent | null => {
  if (!body || typeof body !== 'object') return null;
  const { event, uid, entry } = body as { event?: unknown; uid?: unknown; entry?: Record<string, unknown> | null };
  if (event !== 'entry.publish' || uid !== NEWS_TYPE || !entry) return null;
  const { documentId, locale, publishedAt } = entry;
  return typeof documentId === 'string' && typeof locale === 'string' && typeof publishedAt === 'string' ? { documentId, locale } : null;
};

/** The script's report, with the lane's own duration; or a skip before the script; or a failure. */
export type FastLaneResult = FastLaneReport | { skipped: string; durationMs?: number } | { failed: string; durationMs: number };

export interface FastLaneOptions {
  rootDir: string;
  deploysDir: string;
  env: NodeJS.ProcessEnv;
  publication: NewsPublicationEvent;
}

/** The last line of `stdout` that is the script's report (a JSON object), or null. */
const reportIn = (stdout: string): FastLaneReport | null => {
  for (const line of stdout.split('\n').reverse()) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const report = JSON.parse(line) as FastLaneReport;
      if ('published' in report || 'skipped' in report) return report;
    } catch {
      // not the report: an earlier line may be
    }
  }
  return null;
};

/**
 * What a run of the script came to, from its exit and its output: its report when it exited 0
 * (with the lane's own duration, which counts starting the process), else a failure with the whole
 * of what it printed on stderr. A skip is never a failure: the build publishes the entry, as planned.
 */
export const readLaneOutput = ({
  code,
  stdout,
  stderr,
  durationMs,
}: {
  code: number | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}): FastLaneResult => {
  if (code === null) return { failed: `stopped after ${FAST_LANE_TIMEOUT_MS / 1000} s`, durationMs };
  const report = reportIn(stdout);
  if (code === 0 && report) return { ...report, durationMs };
  if (code === 0) return { failed: `it printed no report:\n${stdout.trim() || '(nothing)'}`, durationMs };
  return { failed: stderr.trim() || stdout.trim() || `exit ${code}`, durationMs };
};

export const runFastLane = ({ rootDir, deploysDir, env, publication }: FastLaneOptions): Promise<FastLaneResult> => {
  const deployDir = currentDeployDir(deploysDir);
  if (!deployDir) return Promise.resolve({ skipped: 'no deploy is live yet' });
  const rendererFile = deployRendererFile(deploysDir, deployDir);
  if (!rendererFile) return Promise.resolve({ skipped: 'the live deploy was published without its renderer' });
  const started = Date.now();
  return new Promise((resolve) => {
    const tsx = require.resolve('tsx/cli', { paths: [rootDir] });
    const args = [tsx, FAST_LANE_SCRIPT, ...fastLaneArgv({ deployDir, rendererFile, ...publication })];
    const child = spawn(process.execPath, args, {
      cwd: rootDir,
      // The renderer's bare imports (react…) resolve from the site's modules wherever the deploys are kept.
      env: { ...env, NODE_PATH: path.join(rootDir, 'node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), FAST_LANE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(readLaneOutput({ code, stdout, stderr, durationMs: Date.now() - started }));
    });
  });
};

export const describeFastLane = ({ documentId, locale }: NewsPublicationEvent, result: FastLaneResult) => {
  const what = `news ${documentId} (${locale})`;
  if ('published' in result) {
    const steps = Object.entries(result.steps ?? {})
      .map(([name, at]) => `${name} ${at}`)
      .join(', ');
    return `[fast lane] ${what} live in ${result.durationMs} ms: ${result.published.join(', ')} (${result.files} files; ms into the script: ${steps})`;
  }
  if ('failed' in result)
    return `[fast lane] ${what} FAILED after ${result.durationMs} ms; the build publishes it. Cause: ${result.failed}`;
  return `[fast lane] ${what} left to the build: ${result.skipped}`;
};

export interface FastLane {
  /** Starts the lane for a webhook that publishes a news item; anything else is ignored. */
  onWebhook: (body: unknown) => void;
  /** The last lane run, for /__status. */
  last: () => (FastLaneResult & { documentId: string; locale: string; at: string }) | null;
  /** Resolves once no lane is running. */
  whenIdle: () => Promise<void>;
}

/** One lane at a time, in the order of the publications: each one reads what the one before wrote. */
export const createFastLane = (
  options: Omit<FastLaneOptions, 'publication'> & {
    log: (line: string) => void;
    /** Called once a news item is live (the search indexes the deploy again). */
    onPublished?: () => void;
  },
): FastLane => {
  let chain = Promise.resolve();
  let last: ReturnType<FastLane['last']> = null;
  return {
    onWebhook: (body) => {
      const publication = newsPublicationOf(body);
      if (!publication) return;
      chain = chain.then(async () => {
        const result = await runFastLane({ ...options, publication });
        last = { ...result, ...publication, at: new Date().toISOString() };
        options.log(describeFastLane(publication, result));
        if ('published' in result) options.onPublished?.();
      });
    },
    last: () => last,
    whenIdle: () => chain,
  };
};
