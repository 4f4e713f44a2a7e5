import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import tls from 'node:tls';

/**
 * HTTP/1.1 for blob GETs, on a socket of its own (`Connection: close`), read into one reused 1 MiB buffer.
 * node:http copies every body chunk the socket gives (~64 KiB) into a fresh buffer and hands it through
 * stream stages; for a 400 MB pull that work on the main thread cost more than the transfer itself
 * (bench/RESULTS.md §6c). Here a body is either read as a stream (a copy of each read, for error and
 * redirect answers and stream consumers) or handed to a sink read by read, with no copy (`consume`).
 */

const readBufferSize = 1024 * 1024;
const headerLimit = 64 * 1024;
const chunkLineLimit = 4096;

export interface DirectRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  idleTimeoutMs: number;
}

export interface DirectResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: DirectBody;
}

type Framing =
  | { kind: 'length'; remaining: number }
  | { kind: 'chunked' }
  | { kind: 'close' }
  | { kind: 'none' };

/**
 * A response body. Read it as a stream, or call `consume(sink)` once: every later piece goes to `sink`
 * synchronously, and `sink` must not keep it (the buffer is read into again). The socket is closed at the end.
 */
export class DirectBody extends Readable {
  private sink?: (chunk: Buffer) => void;
  private complete = false;
  private settled?: { resolve: () => void; reject: (error: Error) => void };
  // Chunked framing: what the decoder is reading, the rest of the current chunk, a line being gathered.
  private chunkState: 'size' | 'data' | 'data-end' | 'trailer' = 'size';
  private chunkLeft = 0;
  private line = '';
  /** Whether the socket should go on reading: not before a reader asks (a stream read, or `consume`). */
  wantsData = false;
  onWantData: () => void = () => {};

  constructor(
    private readonly framing: Framing,
    private readonly closeSocket: (error?: Error) => void,
  ) {
    super({ highWaterMark: readBufferSize });
    // A failure before anyone reads (the head and the start of the body come in one read) is not lost: a
    // reader that comes later finds the body destroyed with it; `consume` rejects with it.
    this.on('error', () => {});
    if (framing.kind === 'none' || (framing.kind === 'length' && framing.remaining === 0)) this.finish();
  }

  /** Hands every piece of the body to `sink` from now on; resolves at its end. */
  consume(sink: (chunk: Buffer) => void): Promise<void> {
    if (this.sink) throw new Error('body already consumed');
    this.sink = sink;
    try {
      for (let chunk = this.read() as Buffer | null; chunk !== null; chunk = this.read() as Buffer | null)
        sink(chunk);
    } catch (error) {
      this.destroy(error as Error);
      return Promise.reject(error);
    }
    if (this.complete) return Promise.resolve();
    if (this.destroyed) return Promise.reject(this.errored ?? new Error('response body destroyed'));
    return new Promise<void>((resolve, reject) => {
      this.settled = { resolve, reject };
      this.wantsData = true;
      this.onWantData();
    });
  }

  /** Bytes of the body as they came off the socket (a view of the read buffer); false: stop reading. */
  feed(data: Buffer): boolean {
    if (this.complete || this.destroyed) return false;
    try {
      if (this.framing.kind === 'chunked') this.unchunk(data);
      else if (this.framing.kind === 'length') {
        const piece = data.subarray(0, this.framing.remaining);
        this.framing.remaining -= piece.length;
        this.deliver(piece);
        if (this.framing.remaining === 0) this.finish();
      } else if (this.framing.kind === 'close') this.deliver(data);
    } catch (error) {
      this.fail(error as Error);
      return false;
    }
    return this.wantsData && !this.complete;
  }

  /** The connection closed (or failed): the end of a body read to close, else cut short. */
  connectionClosed(error?: Error): void {
    if (this.complete || this.destroyed) return;
    if (!error && this.framing.kind === 'close') {
      this.finish();
      return;
    }
    const left = this.framing.kind === 'length' ? ` (${this.framing.remaining} bytes missing)` : '';
    this.fail(error ?? new Error(`connection closed before the end of the response body${left}`));
  }

  override _read(): void {
    if (this.sink || this.wantsData) return;
    this.wantsData = true;
    this.onWantData();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.complete) this.closeSocket();
    if (!this.complete) this.settled?.reject(error ?? new Error('response body destroyed'));
    callback(error);
  }

  private deliver(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.sink) this.sink(piece);
    else if (!this.push(Buffer.from(piece))) this.wantsData = false;
  }

  private finish(): void {
    this.complete = true;
    this.closeSocket();
    if (this.sink) {
      this.settled?.resolve();
      // Nothing reads a sunk body's end: destroyed here, so that 'close' says it is done.
      this.destroy();
    } else this.push(null);
  }

  private fail(error: Error): void {
    this.destroy(error);
  }

  private unchunk(data: Buffer): void {
    let at = 0;
    while (at < data.length && !this.complete) {
      if (this.chunkState === 'data') {
        const piece = data.subarray(at, at + this.chunkLeft);
        at += piece.length;
        this.chunkLeft -= piece.length;
        this.deliver(piece);
        if (this.chunkLeft === 0) this.chunkState = 'data-end';
        continue;
      }
      const newline = data.indexOf(10, at);
      const end = newline < 0 ? data.length : newline;
      this.line += data.toString('latin1', at, end);
      if (this.line.length > chunkLineLimit) throw new Error('chunked response: line too long');
      if (newline < 0) return;
      at = newline + 1;
      const line = this.line.replace(/\r$/, '');
      this.line = '';
      if (this.chunkState === 'size') {
        const size = /^([0-9a-fA-F]{1,12})(?:[ \t]*;.*)?$/.exec(line)?.[1];
        if (size === undefined)
          throw new Error(`chunked response: bad chunk size line "${line.slice(0, 80)}"`);
        this.chunkLeft = Number.parseInt(size, 16);
        this.chunkState = this.chunkLeft === 0 ? 'trailer' : 'data';
      } else if (this.chunkState === 'data-end') {
        if (line !== '') throw new Error('chunked response: chunk longer than its size');
        this.chunkState = 'size';
      } else if (line === '') {
        this.finish();
      }
    }
  }
}

function framingOf(method: string, status: number, headers: IncomingHttpHeaders): Framing {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 304) return { kind: 'none' };
  const encoding = headers['transfer-encoding'];
  if (typeof encoding === 'string') {
    if (/(?:^|,)\s*chunked\s*$/i.test(encoding)) return { kind: 'chunked' };
    return { kind: 'close' };
  }
  const length = headers['content-length'];
  if (typeof length === 'string') {
    if (!/^\d{1,15}$/.test(length.trim())) throw new Error(`bad Content-Length "${length.slice(0, 40)}"`);
    return { kind: 'length', remaining: Number(length) };
  }
  return { kind: 'close' };
}

/** Status line and header fields; repeated fields joined as node:http does (set-cookie as a list). */
function parseHead(text: string): { status: number; headers: IncomingHttpHeaders } {
  const [statusLine = '', ...lines] = text.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP/1.1 response: "${statusLine.slice(0, 80)}"`);
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`bad header line "${line.slice(0, 80)}"`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const previous = headers[name];
    if (name === 'set-cookie') headers[name] = [...((previous as string[] | undefined) ?? []), value];
    else headers[name] = previous === undefined ? value : `${previous as string}, ${value}`;
  }
  return { status: Number(match[1]), headers };
}

function requestHead(request: DirectRequest): string {
  const fields = { Host: request.url.host, ...request.headers, Connection: 'close' };
  const lines = Object.entries(fields).map(([name, value]) => {
    // A CR or LF in a field would let a value start a header (or a request) of its own.
    if (/[\r\n]/.test(name) || /[\r\n]/.test(value) || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
      throw new Error(`invalid header ${JSON.stringify(name)}`);
    return `${name}: ${value}\r\n`;
  });
  return `${request.method} ${request.url.pathname}${request.url.search} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

/** Sends a request without a body; resolves once the response head is in, its body still unread. */
export function sendDirect(request: DirectRequest): Promise<DirectResponse> {
  const secure = request.url.protocol === 'https:';
  const host = request.url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(request.url.port) || (secure ? 443 : 80);
  return new Promise<DirectResponse>((resolve, reject) => {
    const head = requestHead(request);
    let pendingHead: Buffer | undefined;
    let body: DirectBody | undefined;
    const onread = {
      buffer: Buffer.allocUnsafe(readBufferSize),
      callback: (length: number, buffer: Buffer): boolean => {
        const data = buffer.subarray(0, length);
        if (body) return body.feed(data);
        try {
          return received(data);
        } catch (error) {
          socket.destroy(error as Error);
          return false;
        }
      },
    };
    const options = { host, port, onread };
    const socket = secure
      ? tls.connect({
          ...options,
          ALPNProtocols: ['http/1.1'],
          ...(net.isIP(host) ? {} : { servername: host }),
        })
      : net.connect(options);
    // Everything before the body: the head is gathered (and kept short) until its blank line.
    // `data` is a view of the read buffer: only a head that spans reads is copied, to be completed.
    const received = (data: Buffer): boolean => {
      const all = pendingHead ? Buffer.concat([pendingHead, data]) : data;
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) {
        if (all.length > headerLimit) throw new Error(`response head larger than ${headerLimit} bytes`);
        pendingHead = Buffer.from(all);
        return true;
      }
      pendingHead = undefined;
      const parsed = parseHead(all.toString('latin1', 0, end));
      const rest = all.subarray(end + 4);
      // Interim answers (100 Continue, 103 Early Hints) come before the real one.
      if (parsed.status < 200) return rest.length === 0 || received(rest);
      body = new DirectBody(framingOf(request.method, parsed.status, parsed.headers), (error) =>
        socket.destroy(error),
      );
      body.onWantData = () => {
        if (!socket.destroyed) socket.resume();
      };
      resolve({ status: parsed.status, headers: parsed.headers, body });
      return rest.length > 0 ? body.feed(rest) : false;
    };
    socket.setTimeout(request.idleTimeoutMs, () => {
      socket.destroy(new Error(`no data for ${request.idleTimeoutMs / 1000}s from ${request.url.host}`));
    });
    socket.on('error', (error) => {
      if (body) body.connectionClosed(error);
      else reject(error);
    });
    socket.on('close', () => {
      if (body) body.connectionClosed();
      else reject(new Error(`${request.url.host} closed the connection before answering`));
    });
    socket.write(head);
  });
}
