import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

/** The unit project's guard (test/loopback-only.ts, its setup file) refuses what is not loopback, and only that. */
describe('unit tests reach loopback only', () => {
  it('refuses a lookup of a public name and a connection to a lab address with no lab behind it', async () => {
    await expect(lookup('registry-1.docker.io')).rejects.toThrow(/loopback only: .*registry-1\.docker\.io/);
    expect(() => net.connect(22, '10.77.0.2')).toThrow(/loopback only: .*10\.77\.0\.2/);
    expect(() => net.connect({ port: 443, host: 'ghcr.io' })).toThrow(/ghcr\.io/);
  });

  it('lets loopback through', async () => {
    const server = net.createServer((socket) => socket.end('ok'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect(port, 'localhost');
    const [data] = await once(socket, 'data');
    expect(String(data)).toBe('ok');
    server.close();
  });
});
