import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../../../src/image/digest.js';
import { DigestMismatchError, ImageFormatError } from '../../../src/image/errors.js';
import { parseReference } from '../../../src/image/reference.js';
import { type DirectResponse, sendDirect } from '../../../src/image/remote/direct-http.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { LocalImages } from '../../../src/image/store/local-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { selfSignedCertificate } from '../../lab/self-signed.js';

const stops: (() => Promise<void>)[] = [];
const clients: RegistryClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const stop of stops.splice(0)) await stop();
});

/** A node:http server on loopback (the other end of the wire); records the requests' heads. */
async function server(
  handler: http.RequestListener,
): Promise<{ port: number; seen: http.IncomingMessage[] }> {
  const seen: http.IncomingMessage[] = [];
  const made = http.createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
  stops.push(async () => {
    made.closeAllConnections();
    await new Promise<void>((resolve) => made.close(() => resolve()));
  });
  return { port: (made.address() as net.AddressInfo).port, seen };
}

/** A raw TCP server that answers every connection with `answer` bytes, then closes. */
async function rawServer(answer: (socket: net.Socket) => void): Promise<number> {
  const made = net.createServer((socket) => {
    socket.once('data', () => answer(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise<void>((resolve) => made.close(() => resolve())));
  return (made.address() as net.AddressInfo).port;
}

function get(
  port: number,
  pathname = '/blob',
  headers: Record<string, string> = {},
): Promise<DirectResponse> {
  return sendDirect({
    method: 'GET',
    url: new URL(`http://127.0.0.1:${port}${pathname}`),
    headers,
    idleTimeoutMs: 30_000,
  });
}

/** What `consume` hands over, copied (the pieces are views of a buffer read into again). */
async function consumed(response: DirectResponse): Promise<{ bytes: Buffer; pieces: number }> {
  const copies: Buffer[] = [];
  await response.body.consume((piece) => copies.push(Buffer.from(piece)));
  return { bytes: Buffer.concat(copies), pieces: copies.length };
}

describe('direct HTTP for blob GETs', () => {
  it('sends the head it is given with Connection: close, and hands a Content-Length body to a sink intact', async () => {
    const content = randomBytes(5 * 1024 * 1024 + 17);
    const { port, seen } = await server((_req, res) => {
      res.writeHead(200, { 'Content-Length': content.length, 'Docker-Content-Digest': sha256Of(content) });
      // In pieces, so that the body crosses many reads.
      for (let at = 0; at < content.length; at += 100_000) res.write(content.subarray(at, at + 100_000));
      res.end();
    });
    const response = await get(port, '/v2/app/blobs/x?a=1', {
      Authorization: 'Bearer t',
      'User-Agent': 'ua',
    });
    expect(response.status).toBe(200);
    expect(response.headers['docker-content-digest']).toBe(sha256Of(content));
    const { bytes } = await consumed(response);
    expect(bytes.equals(content)).toBe(true);
    expect(seen[0]?.url).toBe('/v2/app/blobs/x?a=1');
    expect(seen[0]?.headers).toMatchObject({
      host: `127.0.0.1:${port}`,
      authorization: 'Bearer t',
      'user-agent': 'ua',
      connection: 'close',
    });
  });

  it('decodes a chunked body, as a stream and through a sink', async () => {
    const pieces = ['first piece;', 'x'.repeat(70_000), 'last'];
    const { port } = await server((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      for (const piece of pieces) res.write(piece);
      res.end();
    });
    const streamed = await get(port);
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(await text(streamed.body)).toBe(pieces.join(''));
    const sunk = await consumed(await get(port));
    expect(sunk.bytes.toString()).toBe(pieces.join(''));
  });

  it('reads a body without length or chunks to the end of the connection', async () => {
    const port = await rawServer((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nX-A: 1\r\nX-A: 2\r\n\r\nuntil close'),
    );
    const response = await get(port);
    expect(response.headers['x-a']).toBe('1, 2');
    expect(await text(response.body)).toBe('until close');
  });

  it('reads a head that comes in pieces, after an interim 100 Continue', async () => {
    const port = await rawServer((socket) => {
      socket.setNoDelay(true);
      socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Le');
      // The rest a moment later, most likely in a read of its own.
      setTimeout(() => socket.end('ngth: 2\r\nX-B: b\r\n\r\nok'), 20);
    });
    const response = await get(port);
    expect([response.status, response.headers['content-length'], response.headers['x-b']]).toEqual([
      200,
      '2',
      'b',
    ]);
    expect((await consumed(response)).bytes.toString()).toBe('ok');
  });

  it('fails a body cut short, saying how much is missing', async () => {
    const port = await rawServer((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly ten b'),
    );
    const error = await consumed(await get(port)).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'connection closed before the end of the response body (90 bytes missing)',
    );
  });

  it('fails a chunked body whose size line is not hex', async () => {
    const port = await rawServer((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n'),
    );
    const error = await text((await get(port)).body).catch((e: unknown) => e);
    expect((error as Error).message).toBe('chunked response: bad chunk size line "zz"');
  });

  it('refuses an answer that is not HTTP, and a header value that would start a header of its own', async () => {
    const port = await rawServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    await expect(get(port)).rejects.toThrow('not an HTTP/1.1 response: "SSH-2.0-OpenSSH_9.6"');
    await expect(get(port, '/', { Authorization: 'Bearer t\r\nX-Evil: 1' })).rejects.toThrow(
      'invalid header "Authorization"',
    );
  });

  it('hands a sink what a stream reader left buffered, then the rest', async () => {
    const content = randomBytes(3 * 1024 * 1024);
    const { port } = await server((_req, res) => {
      res.writeHead(200, { 'Content-Length': content.length });
      res.end(content);
    });
    const response = await get(port);
    // Some of the body is read into the stream's buffer before the sink comes.
    await new Promise<void>((resolve) => response.body.once('readable', () => resolve()));
    const { bytes } = await consumed(response);
    expect(bytes.equals(content)).toBe(true);
  });
});

describe('direct HTTP over TLS', () => {
  let dir: string;
  let tls: { key: Buffer; cert: Buffer };
  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'direct-tls-'));
    tls = await selfSignedCertificate(dir);
    // The certificate is self-signed; what is tested is reading through TLS, not trust.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  });
  afterAll(async () => {
    if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized;
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a large body through TLS, as a stream and through a sink', async () => {
    const content = randomBytes(5 * 1024 * 1024);
    const made = https.createServer(tls, (_req, res) => {
      res.writeHead(200, { 'Content-Length': content.length });
      res.end(content);
    });
    await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve));
    stops.push(async () => {
      made.closeAllConnections();
      await new Promise<void>((resolve) => made.close(() => resolve()));
    });
    const url = new URL(`https://127.0.0.1:${(made.address() as net.AddressInfo).port}/blob`);
    const send = () => sendDirect({ method: 'GET', url, headers: {}, idleTimeoutMs: 30_000 });
    expect((await consumed(await send())).bytes.equals(content)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of (await send()).body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });
});

describe('a blob read into the store piece by piece (openBlob)', () => {
  function client(directBlobMinimum?: number): RegistryClient {
    const made = new RegistryClient({
      logger: memoryLogger().logger,
      retries: 0,
      retryDelayMs: 1,
      ...(directBlobMinimum !== undefined && { directBlobMinimum }),
    });
    clients.push(made);
    return made;
  }

  async function store(): Promise<{ local: LocalImages; root: string }> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'direct-blob-'));
    stops.push(() => rm(root, { recursive: true, force: true }));
    return { local: new LocalImages(root), root };
  }

  // 0: every blob on a connection of its own; the default (16 MiB): these small ones over kept-alive sockets.
  for (const [minimum, connection] of [
    [0, 'close'],
    [undefined, 'keep-alive'],
  ] as const) {
    it(`stores a blob whose digest matches, and nothing (not even a partial file) when it does not (direct from ${minimum ?? 'default'})`, async () => {
      const content = randomBytes(2 * 1024 * 1024);
      const good = sha256Of(content);
      const wrong = sha256Of('what the manifest promised');
      const { port, seen } = await server((_req, res) => {
        res.writeHead(200, { 'Content-Length': content.length });
        res.end(content);
      });
      const ref = parseReference(`127.0.0.1:${port}/app/x`);
      const { local, root } = await store();
      const stored = await local.addVerifiedBlob(good, async (write) =>
        (await client(minimum).openBlob(ref, good, content.length)).readInto(write),
      );
      expect(stored).toBe(content.length);
      expect((await readFile(local.blobFile(good))).equals(content)).toBe(true);
      expect(seen[0]?.headers.connection).toBe(connection);

      const error = await local
        .addVerifiedBlob(wrong, async (write) =>
          (await client(minimum).openBlob(ref, wrong, content.length)).readInto(write),
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DigestMismatchError);
      expect((error as DigestMismatchError).actual).toBe(good);
      expect(await local.hasBlob(wrong)).toBe(false);
      expect((await readdir(path.join(root, 'blobs', 'sha256'))).sort()).toEqual([good.slice(7)]);
    });

    it(`stops a blob as soon as it runs over its descriptor size (direct from ${minimum ?? 'default'})`, async () => {
      const { port } = await server((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        // Endless: only the client's limit ends this.
        const chunk = Buffer.alloc(64 * 1024, 1);
        const push = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', push);
        };
        push();
      });
      const digest = sha256Of('what the manifest promised');
      const download = await client(minimum).openBlob(
        parseReference(`127.0.0.1:${port}/app/x`),
        digest,
        1024,
      );
      const error = await download.readInto(() => {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageFormatError);
      expect((error as Error).message).toMatch(/content is \d+\+ bytes, expected 1024$/);
    });
  }

  it('follows a redirect to blob storage on another host, on a connection of its own there too', async () => {
    const content = randomBytes(64 * 1024);
    const digest = sha256Of(content);
    const storage = await server((_req, res) => {
      res.writeHead(200, { 'Content-Length': content.length });
      res.end(content);
    });
    const registry = await server((_req, res) => {
      res.writeHead(307, { Location: `http://127.0.0.1:${storage.port}/storage/${digest}` }).end();
    });
    const download = await client(0).openBlob(
      parseReference(`127.0.0.1:${registry.port}/app/x`),
      digest,
      content.length,
    );
    const copies: Buffer[] = [];
    expect(await download.readInto((chunk) => copies.push(Buffer.from(chunk)))).toBe(content.length);
    expect(Buffer.concat(copies).equals(content)).toBe(true);
    expect(registry.seen.map((req) => req.url)).toEqual([`/v2/app/x/blobs/${digest}`]);
    expect(storage.seen.map((req) => [req.url, req.headers.connection])).toEqual([
      [`/storage/${digest}`, 'close'],
    ]);
  });
});
