import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface HttpRequest {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  /** A manifest or small JSON as a Buffer; blobs as a stream, never buffered. */
  body?: Buffer | Readable;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  url: URL;
  /** Unread: the caller consumes it, or calls `discard`. */
  body: IncomingMessage;
}

/** Keep-alive HTTP and HTTPS with a bounded number of sockets per host. */
export class HttpTransport {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(
    maxSockets: number,
    private readonly userAgent: string,
    private readonly idleTimeoutMs = 120_000,
  ) {
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets });
  }

  send(request: HttpRequest): Promise<HttpResponse> {
    const secure = request.url.protocol === 'https:';
    const headers: Record<string, string> = { 'User-Agent': this.userAgent, ...request.headers };
    if (Buffer.isBuffer(request.body)) headers['Content-Length'] = String(request.body.length);
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

/** Drops an unwanted body so the keep-alive socket can be reused. */
export function discard(response: HttpResponse): void {
  response.body.resume();
}
