// HTTP requests exactly as written (no URL normalisation, any Host), for the server tests.
import http from 'http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export const rawRequest = (baseUrl: string, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const request = http.request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
