/**
 * @jest-environment node
 */
import { AppError } from '../app-error';
import { fetchJson } from '../fetch-json';

const answer = (status: number, body: unknown = {}) =>
  ({ ok: status >= 200 && status < 300, status, statusText: status === 200 ? 'OK' : 'Error', json: async () => body }) as Response;

describe('fetchJson', () => {
  it('returns the JSON of a successful answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(200, { url: 'https://x' }));
    await expect(fetchJson('https://cms/api', { scope: 'crm', fetchImpl })).resolves.toEqual({ url: 'https://x' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries once after a server error, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200, [1]));
    await expect(fetchJson('https://cms/api', { scope: 'crm', fetchImpl })).resolves.toEqual([1]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry a client error, and reports its status', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(404));
    const error = await fetchJson('https://cms/api/x', { scope: 'crm', fetchImpl }).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, source: 'https://cms/api/x', scope: 'crm' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after a timeout and one retry, with the chain of failures', async () => {
    const fetchImpl = jest.fn(
      (_: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const error = await fetchJson('https://cms/api', { scope: 'crm', timeoutMs: 20, fetchImpl: fetchImpl as typeof fetch }).catch(
      (e: AppError) => e,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect((error as AppError).message).toBe('timed out after 20 ms');
    expect((error as AppError).previous?.message).toBe('timed out after 20 ms');
  });

  it('wraps a network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    const error = await fetchJson('https://cms/api', { scope: 'events', retries: 0, fetchImpl }).catch((e: AppError) => e);
    expect(error).toMatchObject({ statusCode: 0, message: 'fetch failed', scope: 'events' });
  });
});
