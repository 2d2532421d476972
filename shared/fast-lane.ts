// The publication's fast lane as a process (server/rebuild/fast-lane.ts starts it, for each news
// item the CMS publishes): the script it runs, its arguments and the line of JSON it prints. The
// lane composes a page as the build would (the build's page context, the site's routes), so its
// script is an entry point of the build's code, in scripts/; the server runs it as it runs
// `gatsby build`, without importing it, and both sides hold to this file.
import { parseArgs } from 'util';

/** The script, relative to the site's root, run with tsx. */
export const FAST_LANE_SCRIPT = 'scripts/publish-news-item.ts';

export interface FastLaneArguments {
  /** The live deploy, written into. */
  deployDir: string;
  /** The render-page.js of the build that made that deploy. */
  rendererFile: string;
  /** The news item published, as the CMS's webhook names it. */
  documentId: string;
  locale: string;
}

const OPTIONS = {
  deploy: { type: 'string' },
  renderer: { type: 'string' },
  document: { type: 'string' },
  locale: { type: 'string' },
} as const;

/** The script's command-line arguments. */
export const fastLaneArgv = ({ deployDir, rendererFile, documentId, locale }: FastLaneArguments) => [
  '--deploy',
  deployDir,
  '--renderer',
  rendererFile,
  '--document',
  documentId,
  '--locale',
  locale,
];

/** The arguments `fastLaneArgv` wrote; throws, with the usage, when one is missing. */
export const parseFastLaneArgv = (argv: string[]): FastLaneArguments => {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const { deploy: deployDir, renderer: rendererFile, document: documentId, locale } = values;
  if (!deployDir || !rendererFile || !documentId || !locale)
    throw new Error('usage: --deploy <dir> --renderer <file> --document <id> --locale <language>');
  return { deployDir, rendererFile, documentId, locale };
};

/** Milliseconds since the script started, at the end of each of its steps. */
export type FastLaneSteps = Record<string, number>;

/**
 * The last line the script prints when it exits 0: what it wrote, or why it left the publication
 * to the build. On an error it exits 1, and the build that follows publishes the item.
 */
export type FastLaneReport =
  | { published: string[]; files: number; steps: FastLaneSteps; durationMs: number }
  | { skipped: string; steps: FastLaneSteps; durationMs: number };
