// The rebuild service: the CMS calls it on every publication (a webhook, configured by the CMS
// bootstrap from SITE_REBUILD_URL and SITE_REBUILD_SECRET), it rebuilds the site incrementally and
// publishes the result as a new deploy. It listens on loopback only:
//   POST /__rebuild   the webhook; `Authorization: Bearer <secret>`; answers 202 at once
//   GET  /__status    the last build: time, duration, result, cause of a failure, pages changed;
//                     the last five builds, each failure with its kind (failure-kind.ts);
//                     the drafts' webhooks ignored (a draft changes nothing on the built site);
//                     the last fast lane (a news item drawn into the live deploy before its build);
//                     the last search index of the live deploy (search-indexer.ts)
//   GET  /__status/entry?documentId=…&locale=…
//                     where one entry's last change stands (entry-status.ts)
// Requests that do not name a loopback host are refused (403).
import crypto from 'crypto';
import path from 'path';
import Fastify, { type FastifyReply } from 'fastify';
import { builtRendererDir, currentDeployDir, publishDeploy } from './deploys';
import { entryStatus } from './entry-status';
import { failureKind } from './failure-kind';
import { createFastLane, type FastLane } from './fast-lane';
import { buildTimeoutMs, runGatsbyBuild } from './gatsby-build';
import { createRebuildQueue, type BuildResult, type RebuildQueue } from './rebuild-queue';
import { createSearchIndexer, type SearchIndexer } from './search-indexer';
import { SEARCH_INDEX_DEFERRED_ENV, SEARCH_INDEX_DIR } from '../../shared/search-index';

// The webhooks of one publication come within milliseconds of each other (Strapi sends
// entry.create and entry.publish for a new item): half a second takes them in one build, and a
// webhook that comes later still finds its content in the build, which reads the CMS a few seconds
// after it starts. Drafts no longer start builds (isDraftOnly), so the pause need not cover an
// editor's save then publish; each second of it is a second of every publication.
export const REBUILD_DEBOUNCE_MS = 500;
export const REBUILD_MAX_WAIT_MS = 30_000;
/** Strapi's webhook sends the entry; only its event, type, id and locale are read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Loopback names only. The service listens on 127.0.0.1, but a page on any site can point its own
 * domain at 127.0.0.1 (DNS rebinding) and have the visitor's browser read /__status: the Host
 * header it sends names that domain.
 */
export const isLoopbackHost = (host: string | undefined) => {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(name);
};

/** Compares digests, so the time taken says nothing about how much of the secret matched. */
const sameSecret = (given: string, expected: string) =>
  crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(expected).digest());

const bearer = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? null;

/** What a Strapi webhook says changed, in a few words (event, content type, entry). */
export const describeWebhook = (body: unknown) => {
  const payload = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const entry = (payload.entry ?? payload.media) as Record<string, unknown> | undefined;
  const parts = [payload.event, payload.uid ?? payload.model, entry?.documentId ?? entry?.id, entry?.locale];
  const described = parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
  return described || 'webhook';
};

/**
 * Whether a webhook is about a draft only. The site is built from published content, and Strapi 5
 * sends each version of an entry with its `publishedAt`: null for a draft saved, created,
 * discarded or deleted; set for a publication, an unpublication (the published version removed),
 * the published version of a deleted entry, and any entry of a type without drafts. A draft's
 * build would change nothing and hold back the publication that follows it.
 */
export const isDraftOnly = (body: unknown) => {
  if (!body || typeof body !== 'object') return false;
  const { event, entry } = body as { event?: unknown; entry?: unknown };
  return (
    typeof event === 'string' &&
    event.startsWith('entry.') &&
    !!entry &&
    typeof entry === 'object' &&
    (entry as { publishedAt?: unknown }).publishedAt === null
  );
};

export interface SiteRebuilderOptions {
  rootDir: string;
  deploysDir: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Passes the build's own output on (it is long: off by default). */
  echoBuild?: boolean;
  /** Called once a new deploy is live (the search indexes it). */
  onPublished?: () => void;
}

/** Build, then publish: what one rebuild does. A failed build publishes nothing. */
export const siteRebuilder =
  ({ rootDir, deploysDir, env, log = console.log, echoBuild = false, onPublished }: SiteRebuilderOptions) =>
  async (reasons: string[]) => {
    log(`[rebuild] building for ${reasons.length} change(s): ${reasons.slice(0, 5).join(', ')}${reasons.length > 5 ? ', …' : ''}`);
    const { pagesChanged } = await runGatsbyBuild({
      rootDir,
      // The search index is written after the switch, not by the build (search-indexer.ts).
      env: { ...env, [SEARCH_INDEX_DEFERRED_ENV]: '1' },
      onLine: echoBuild ? (line) => log(`[gatsby] ${line}`) : undefined,
      timeoutMs: buildTimeoutMs(env),
    });
    const deploy = publishDeploy({
      publicDir: path.join(rootDir, 'public'),
      deploysDir,
      rendererDir: builtRendererDir(rootDir),
      carried: [SEARCH_INDEX_DIR],
    });
    log(
      `[rebuild] deploy ${deploy.id} is live: ${pagesChanged} page(s) changed, ${deploy.copied} file(s) copied, ${deploy.linked} linked, ` +
        `${deploy.recycled ? `${deploy.kept} kept and ${deploy.removed} removed in the recycled oldest snapshot` : 'in a new snapshot'}, in ${deploy.durationMs} ms`,
    );
    onPublished?.();
    return { pagesChanged };
  };

export const logBuildEnd = (log: (line: string) => void) => (result: BuildResult) => {
  const seconds = (result.durationMs / 1000).toFixed(1);
  if (result.result === 'success') log(`[rebuild] build succeeded in ${seconds} s`);
  else log(`[rebuild] build FAILED after ${seconds} s; the previous deploy stays live. Cause:\n${result.error}`);
};

export const buildRebuildService = async ({
  secret,
  queue,
  deploysDir,
  fastLane,
  searchIndexer,
}: {
  secret: string;
  queue: RebuildQueue;
  deploysDir: string;
  /** Publishes a news item into the live deploy before the build does (fast-lane.ts). */
  fastLane?: FastLane;
  /** Indexes the live deploy for the site search (search-indexer.ts). */
  searchIndexer?: SearchIndexer;
}) => {
  if (secret.length < 16) throw new Error('The rebuild secret must be at least 16 characters long.');
  const app = Fastify({ bodyLimit: WEBHOOK_BODY_LIMIT });

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackHost(request.headers.host)) return reply.code(403).send({ error: 'forbidden host' });
  });

  let draftsIgnored = 0;
  const accepted = (reply: FastifyReply, reason: string) => {
    queue.request(reason);
    return reply.code(202).send({ accepted: true, state: queue.status().state });
  };

  app.post('/__rebuild', {
    // The secret is checked before the body is read, let alone parsed.
    onRequest: async (request, reply) => {
      const given = bearer(request.headers.authorization);
      if (given === null || !sameSecret(given, secret)) return reply.code(401).send({ error: 'unauthorized' });
    },
    // The CMS said something changed: an entry too large to read is still a publication.
    errorHandler: (error, request, reply) =>
      (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? accepted(reply, 'webhook (body over the limit)')
        : reply.code(error.statusCode ?? 500).send({ error: error.message }),
    handler: async (request, reply) => {
      if (!isDraftOnly(request.body)) {
        fastLane?.onWebhook(request.body);
        return accepted(reply, describeWebhook(request.body));
      }
      draftsIgnored += 1;
      return reply.code(200).send({ accepted: false, ignored: 'draft', state: queue.status().state });
    },
  });

  app.get('/__status', async () => {
    const deploy = currentDeployDir(deploysDir);
    const recentBuilds = queue
      .recentBuilds()
      .slice(0, 5)
      .map((build) => (build.result === 'failure' ? { ...build, kind: failureKind(build.error) } : build));
    return {
      ...queue.status(),
      recentBuilds,
      draftsIgnored,
      deploy: deploy ? path.basename(deploy) : null,
      lastFastLane: fastLane?.last() ?? null,
      lastSearchIndex: searchIndexer?.last() ?? null,
    };
  });

  // One entry's last change: waiting, building (with what), live since, or failed and why.
  app.get<{ Querystring: { documentId?: string; locale?: string } }>('/__status/entry', async (request, reply) => {
    const { documentId, locale } = request.query;
    if (!documentId) return reply.code(400).send({ error: 'documentId is required' });
    const lastLane = fastLane?.last() ?? null;
    return entryStatus(
      {
        status: queue.status(),
        recent: queue.recentBuilds(),
        lastLane: lastLane && 'published' in lastLane ? lastLane : null,
      },
      { documentId, locale: locale ?? null },
    );
  });

  return app;
};

export interface RebuildServiceOptions extends SiteRebuilderOptions {
  secret: string;
  port: number;
  debounceMs?: number;
  maxWaitMs?: number;
}

/** The queue and its HTTP service, on 127.0.0.1 (never on a public interface). */
export const startRebuildService = async ({
  secret,
  port,
  debounceMs = REBUILD_DEBOUNCE_MS,
  maxWaitMs = REBUILD_MAX_WAIT_MS,
  ...site
}: RebuildServiceOptions) => {
  const log = site.log ?? console.log;
  const searchIndexer = createSearchIndexer({ rootDir: site.rootDir, deploysDir: site.deploysDir, log });
  const queue = createRebuildQueue({
    build: siteRebuilder({ ...site, onPublished: searchIndexer.request }),
    debounceMs,
    maxWaitMs,
    onBuildEnd: logBuildEnd(log),
  });
  const fastLane = createFastLane({
    rootDir: site.rootDir,
    deploysDir: site.deploysDir,
    env: site.env,
    log,
    onPublished: searchIndexer.request,
  });
  const app = await buildRebuildService({ secret, queue, deploysDir: site.deploysDir, fastLane, searchIndexer });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { app, queue, fastLane, searchIndexer, port: boundPort, url: `http://127.0.0.1:${boundPort}` };
};
