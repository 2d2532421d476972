// The site search's index in the rebuild service. Indexing the large content set takes about 10 s,
// which in the build would hold back every publication; so the service's builds leave it out
// (SEARCH_INDEX_DEFERRED), each deploy starts with the index of the deploy before it (publishDeploy
// `carried`), and this indexes the live deploy once it is switched, or once the fast lane has drawn
// a news item into it. The search is then at most one publication behind the pages, for the
// seconds the index takes.
//
// One indexing at a time; a request while one runs asks for one more afterwards (never more: it
// reads the deploy as it is then). The index is written beside the deploys and moved in only if
// its deploy is still the live one.
import path from 'path';
import { indexSite, SEARCH_INDEX_DIR, swapInto, describeSearchIndex, type SearchIndexResult } from '../../shared/search-index';
import { currentDeployDir } from './deploys';

/** A dot folder beside the deploys: never served, never taken for a snapshot. */
const STAGING_DIR = '.search-incoming';

export type SearchIndexRun = ({ deploy: string; at: string } & SearchIndexResult) | { failed: string; at: string };

export interface SearchIndexer {
  /** Indexes the live deploy now, or after the indexing that is running. */
  request: () => void;
  /** The last indexing, for /__status. */
  last: () => SearchIndexRun | null;
  /** Resolves once no indexing is running or asked for. */
  whenIdle: () => Promise<void>;
}

export const createSearchIndexer = ({
  rootDir,
  deploysDir,
  log,
}: {
  rootDir: string;
  deploysDir: string;
  log: (line: string) => void;
}): SearchIndexer => {
  let running: Promise<void> | null = null;
  let again = false;
  let last: SearchIndexRun | null = null;

  const indexLiveDeploy = async () => {
    const deploy = currentDeployDir(deploysDir);
    if (!deploy) return;
    const staging = path.join(deploysDir, STAGING_DIR);
    try {
      const result = await indexSite({ rootDir, siteDir: deploy, outputDir: staging });
      // Published meanwhile: this index is of the deploy before, and the next run indexes the new one.
      if (currentDeployDir(deploysDir) !== deploy) {
        again = true;
        return;
      }
      swapInto(staging, path.join(deploy, SEARCH_INDEX_DIR));
      last = { deploy: path.basename(deploy), at: new Date().toISOString(), ...result };
      log(`[search] deploy ${path.basename(deploy)} indexed: ${describeSearchIndex(result)}`);
    } catch (error) {
      last = { failed: error instanceof Error ? error.message : String(error), at: new Date().toISOString() };
      log(`[search] indexing FAILED; the search keeps the previous index. Cause: ${last.failed}`);
    }
  };

  const run = async () => {
    do {
      again = false;
      await indexLiveDeploy();
    } while (again);
    running = null;
  };

  return {
    request: () => {
      if (running) again = true;
      else running = run();
    },
    last: () => last,
    whenIdle: async () => {
      while (running) await running;
    },
  };
};
