// A pass-through HTTP relay that counts the requests it forwards, per URL: put between a cache and
// the CMS, it tells how many requests the CMS really received. It can also play a failing CMS:
// while "down", it answers every request 502 without forwarding it.
import http from 'http';
import type { AddressInfo } from 'net';

export interface CountingRelay {
  url: string;
  /** Requests forwarded (or refused while down), by path and query. */
  counts: Map<string, number>;
  total: () => number;
  reset: () => void;
  /** While down, every request is answered 502 without reaching the upstream. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}

export const startCountingRelay = async (upstreamUrl: string): Promise<CountingRelay> => {
  const upstream = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = new Map<string, number>();
  let down = false;
  const server = http.createServer((request, response) => {
    const target = request.url ?? '/';
    counts.set(target, (counts.get(target) ?? 0) + 1);
    if (down) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream down');
      return;
    }
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: target, method: request.method, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    reset: () => counts.clear(),
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
