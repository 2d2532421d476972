// JSON from an HTTP API with a timeout and retries; every failure becomes an AppError naming the
// request URL and the status.
import { AppError } from './app-error';

export interface FetchJsonOptions {
  scope: string;
  timeoutMs?: number;
  /** Extra attempts after the first one, for network failures, timeouts and 5xx answers. */
  retries?: number;
  fetchImpl?: typeof fetch;
}

export const fetchJson = async <T>(
  url: string,
  { scope, timeoutMs = 3000, retries = 1, fetchImpl = fetch }: FetchJsonOptions,
): Promise<T> => {
  let lastError: AppError | null = null;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } });
      if (response.ok) return (await response.json()) as T;
      lastError = AppError.fromHttpResponse(scope, url, response, lastError);
      // A client error will not change on retry.
      if (response.status < 500) break;
    } catch (error) {
      const reason = controller.signal.aborted ? new Error(`timed out after ${timeoutMs} ms`) : error;
      lastError = new AppError({ ...AppError.wrap(scope, url, reason).toJSON(), previous: lastError });
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError;
};
