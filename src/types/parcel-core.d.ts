// The one internal of @parcel/core the site patches (patches/@parcel+core+2.8.3.patch) and tests.
declare module '@parcel/core/lib/RequestTracker' {
  /** What Parcel's file watcher skips when it looks for the files changed since its last run. */
  export function getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: string[] };
}
