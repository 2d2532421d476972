// Whether an error means "the code this page needs is gone from the server" (a deploy removed the
// chunk an older page asks for): webpack's ChunkLoadError and its CSS twin, the native dynamic
// import failures of Chromium, Firefox and Safari, and Gatsby's loader when a page's component or
// resources cannot be loaded.
const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk \S+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /couldn't find the correct component chunk/i,
  /page resources for \S+ not found/i,
];

export const isChunkLoadError = (reason: unknown): boolean => {
  if (reason == null) return false;
  const { name, code, message } =
    typeof reason === 'object' ? (reason as { name?: unknown; code?: unknown; message?: unknown }) : { message: reason };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
};
