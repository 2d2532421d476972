// HTTP requests exactly as written (no URL normalisation, any Host), for the server tests.
import http from 'http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when the response says so). */
  raw: Buffer;
  body: string;
}

export const rawRequest = (
  baseUrl: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<RawResponse>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const request = http.request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body: raw.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
