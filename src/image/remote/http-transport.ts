import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DirectBody, sendDirect } from './direct-http.js';
import { type ConnectRoute, RoutedAgent } from './routed-agent.js';

export interface HttpRequest {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  /** A manifest or small JSON as a Buffer; blobs as a stream, never buffered. */
  body?: Buffer | Readable;
  /** A blob GET: on a connection of its own, its body a DirectBody that can be read without copies. */
  direct?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  url: URL;
  /** Unread: the caller consumes it, or calls `discard`. */
  body: Readable;
}

/**
 * Keep-alive HTTP and HTTPS with a bounded number of sockets per host. With a `route`, every connection is the
 * route's and plain HTTP (the route is the secure part), and blob GETs are not direct (those open sockets).
 */
export class HttpTransport {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  // Direct bodies not read to their end: their sockets are closed with the agents'.
  private readonly direct = new Set<DirectBody>();

  constructor(
    maxSockets: number,
    private readonly userAgent: string,
    private readonly idleTimeoutMs = 120_000,
    private readonly route?: ConnectRoute,
  ) {
    this.httpAgent = route
      ? new RoutedAgent(route, maxSockets)
      : new http.Agent({ keepAlive: true, maxSockets });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets });
  }

  send(request: HttpRequest): Promise<HttpResponse> {
    const secure = request.url.protocol === 'https:';
    if (secure && this.route)
      return Promise.reject(
        new Error(`${request.url.host}: only plain HTTP goes through a routed connection`),
      );
    const headers: Record<string, string> = { 'User-Agent': this.userAgent, ...request.headers };
    if (Buffer.isBuffer(request.body)) headers['Content-Length'] = String(request.body.length);
    if (request.direct && !this.route) {
      if (request.body !== undefined) throw new Error('a direct request has no body');
      const { method, url } = request;
      return sendDirect({ method, url, headers, idleTimeoutMs: this.idleTimeoutMs }).then((answer) => {
        this.direct.add(answer.body);
        answer.body.once('close', () => this.direct.delete(answer.body));
        return { ...answer, url };
      });
    }
    return new Promise<HttpResponse>((resolve, reject) => {
      const options = { method: request.method, headers, agent: secure ? this.httpsAgent : this.httpAgent };
      const req = (secure ? https : http).request(request.url, options, (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, url: request.url, body: res });
      });
      req.setTimeout(this.idleTimeoutMs, () => {
        req.destroy(new Error(`no data for ${this.idleTimeoutMs / 1000}s from ${request.url.host}`));
      });
      req.on('error', reject);
      const body = request.body;
      if (body instanceof Readable) {
        // A failing source (e.g. a digest check) destroys the request, so the server never completes it.
        pipeline(body, req).catch((error: unknown) => {
          req.destroy(error as Error);
          reject(error);
        });
      } else {
        req.end(body);
      }
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
    for (const body of this.direct) body.destroy();
  }
}

/** Reads a small body (a manifest, a config, an error document), refusing more than `limit` bytes. */
export async function readBody(response: HttpResponse, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      response.body.destroy();
      throw new Error(`${response.url.href}: response larger than ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Drops an unwanted body so the keep-alive socket can be reused (a direct one's socket is closed). */
export function discard(response: HttpResponse): void {
  if (response.body instanceof DirectBody) response.body.destroy();
  else response.body.resume();
}
