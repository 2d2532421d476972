// The drafts preview the browser stage tests (test/browser/builds/preview.spec.ts): `npm run
// preview` against the test environment's CMS, on the port the environment set aside for it.
//
// Its first start is gatsby develop compiling its bundle (83 s alone here). `npm test` starts it
// as soon as the environment is up (scripts/test.ts), in the background beside the integration
// stage, and the preview's tests then find it ready; run on their own, they start it themselves. Either way
// its state is a file in the environment's folder: where it listens, where its output goes, and
// its exit code once it has stopped.
import fs from 'fs';
import path from 'path';
import type { ChildProcess } from 'child_process';
import { cmsTokenFile, ROOT_DIR } from '../../../scripts/lib/cms';
import { lowerPriority, restorePriority, startLabelled, stopProcess } from '../../../scripts/lib/processes';
import type { IntegrationState } from '../../integration/support/state';

export interface DraftsPreview {
  url: string;
  /** Everything `npm run preview` printed. */
  logFile: string;
  /** When it started (ms since the epoch), to report how long it took to answer. */
  startedAt: number;
  /** Set once the process has stopped. */
  exitCode: number | null;
}

const previewFile = (state: IntegrationState) => path.join(state.tmpDir, 'drafts-preview.json');

/** The preview started for this environment, if any. */
export const readDraftsPreview = (state: IntegrationState): DraftsPreview | undefined =>
  fs.existsSync(previewFile(state)) ? (JSON.parse(fs.readFileSync(previewFile(state), 'utf8')) as DraftsPreview) : undefined;

const writeDraftsPreview = (state: IntegrationState, preview: DraftsPreview) =>
  fs.writeFileSync(previewFile(state), JSON.stringify(preview, null, 2));

/**
 * A request of the preview's sourcing may wait this long in the background: a process that only
 * gets the CPU left over answers late, which is no stalled CMS (60 s by default).
 */
const BACKGROUND_REQUEST_TIMEOUT_MS = 600_000;

/**
 * How long the preview may take to answer in the background: it compiles on the CPU the
 * integration stage leaves, and finishes once `npm test` puts it back at the normal priority
 * (`toForeground`). Its own 15 minutes ran out under a slow CI's integration stage, and the
 * preview's tests then started another one, 4 minutes alone at the end of the run.
 */
const BACKGROUND_START_TIMEOUT_MS = 60 * 60_000;

/**
 * Starts `npm run preview` against the environment's CMS; its own messages and gatsby's errors
 * are echoed with the label `npm run preview` (not the hundreds of fetch lines). `background`: at
 * the lowest priority, with its gatsby develop (scripts/lib/processes.ts, lowerPriority), so that
 * it compiles on the CPU the work beside it leaves.
 */
export const startDraftsPreview = (
  state: IntegrationState,
  { background = false } = {},
): { child: ChildProcess; stop: () => Promise<void>; toForeground: () => void } => {
  const preview: DraftsPreview = {
    url: `http://127.0.0.1:${state.previewPort}`,
    logFile: path.join(state.tmpDir, 'drafts-preview.log'),
    startedAt: Date.now(),
    exitCode: null,
  };
  const log = fs.createWriteStream(preview.logFile);
  const child = startLabelled('npm run preview', process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'preview.ts')], {
    cwd: ROOT_DIR,
    echo: (line) => {
      log.write(`${line}\n`);
      return /^\[preview\] (starting|no SITE_REBUILD)|\bERROR\b|Error:|Ready in|Preview \(latest/.test(line);
    },
    env: {
      ...process.env,
      STRAPI_URL: state.cmsUrl,
      STRAPI_TOKEN_FILE: cmsTokenFile(path.join(state.tmpDir, 'cms')),
      SITE_REBUILD_SECRET: state.rebuild.secret,
      PREVIEW_PORT: String(state.previewPort),
      PREVIEW_DIR: path.join(state.tmpDir, 'drafts-preview'),
      ...(background
        ? {
            STRAPI_REQUEST_TIMEOUT_MS: String(BACKGROUND_REQUEST_TIMEOUT_MS),
            PREVIEW_START_TIMEOUT_MS: String(BACKGROUND_START_TIMEOUT_MS),
          }
        : {}),
    },
  });
  if (background && child.pid) lowerPriority(child.pid);
  writeDraftsPreview(state, preview);
  child.on('exit', (code, signal) => {
    log.end();
    writeDraftsPreview(state, { ...preview, exitCode: code ?? (signal ? 128 : 1) });
  });
  // The script stops its gatsby develop (a process group of its own) when told to stop.
  return {
    child,
    stop: () => stopProcess(child, 60_000),
    /** Back at the normal priority, with its gatsby develop and workers: the rest now waits for it. */
    toForeground: () => {
      if (child.pid && child.exitCode === null) restorePriority(child.pid);
    },
  };
};

/** The last lines the preview printed: a failing test shows them, the CI log being all one sees of it. */
export const draftsPreviewTail = (preview: DraftsPreview, lines = 60) =>
  fs.existsSync(preview.logFile) ? fs.readFileSync(preview.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';

/** Waits until the preview answers its home page (gatsby develop holds it until its bundle is compiled). */
export const waitForDraftsPreview = async (state: IntegrationState, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const preview = readDraftsPreview(state);
    if (!preview) throw new Error('no drafts preview was started for this environment');
    if (preview.exitCode !== null) {
      throw new Error(`npm run preview stopped (exit ${preview.exitCode}) before it answered:\n${draftsPreviewTail(preview)}`);
    }
    const answered = await fetch(`${preview.url}/`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return preview;
    if (Date.now() > deadline) {
      throw new Error(`npm run preview did not answer within ${Math.round(timeoutMs / 1000)} s:\n${draftsPreviewTail(preview)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
};
