import http from 'node:http';
import type net from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
}

/** What the proxy answers itself instead of forwarding: a registry fault (a 500, a 401). */
export interface ProxyAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface CountingProxyOptions {
  /** Called for every request; an answer is sent instead of forwarding, undefined forwards. */
  answer?: (request: ProxiedRequest) => ProxyAnswer | undefined;
}

export interface CountingProxy {
  /** `127.0.0.1:port`, to use as the registry host in references. */
  host: string;
  requests: ProxiedRequest[];
  /** The most requests that were in flight at once. */
  maxInFlight(): number;
  stop(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a registry that records every request, to count network use; `answer`
 * makes it a faulty registry for chosen requests.
 */
export async function startCountingProxy(
  target: string,
  options: CountingProxyOptions = {},
): Promise<CountingProxy> {
  const targetUrl = new URL(target);
  const requests: ProxiedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const request = { method: req.method ?? '', path: req.url ?? '' };
    requests.push(request);
    const answer = options.answer?.(request);
    if (answer) {
      req.resume();
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
      return;
    }
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.once('close', () => {
      inFlight--;
    });
    const upstream = http.request(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    maxInFlight: () => maxInFlight,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
