import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBatched } from '../../../src/hosts/batched-socket.js';

describe('connectBatched', () => {
  let server: Server;
  let port: number;
  let received: Promise<Buffer>;

  beforeAll(async () => {
    server = createServer((peer) => {
      const chunks: Buffer[] = [];
      received = new Promise((resolve) => {
        peer.on('data', (chunk: Buffer) => chunks.push(chunk));
        peer.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands the writes of one tick to the kernel as one writev, in order, and the next tick as another', async () => {
    const socket = connectBatched(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const batches: number[] = [];
    const writev = socket._writev!.bind(socket);
    socket._writev = (chunks, callback) => {
      batches.push(chunks.length);
      writev(chunks, callback);
    };
    for (const piece of ['length', 'body', 'tag']) socket.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    for (const piece of ['-next', '-packet']) socket.write(Buffer.from(piece));
    socket.end();
    await new Promise((resolve) => socket.once('finish', resolve));
    expect(batches).toEqual([3, 2]);
    expect((await received).toString()).toBe('lengthbodytag-next-packet');
  });

  it("reports a refused connection as the socket's error (what SshExecutor retries on)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unused = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const socket = connectBatched(unused, '127.0.0.1');
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => socket.once('error', resolve));
    expect(error.code).toBe('ECONNREFUSED');
  });
});
