import http from 'node:http';
import type net from 'node:net';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { explicitCredentials } from '../../../src/image/auth/credentials.js';
import { sha256Of } from '../../../src/image/digest.js';
import { RegistryAuthError, RegistryError } from '../../../src/image/errors.js';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { memoryLogger } from '../../lab/memory-log.js';

interface Seen {
  method: string;
  path: string;
  authorization?: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Stand-ins for behaviour the real docker-registry does not show on loopback: redirects to blob storage on
 * another host, and transient 503/429 answers. Small node HTTP servers, each recording what it saw.
 */
async function standIn(
  address: string,
  handler: Handler,
): Promise<{ host: string; seen: Seen[]; stop: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      ...(req.headers.authorization && { authorization: req.headers.authorization }),
    });
    req.resume();
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    host: `${address}:${port}`,
    seen,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('registry client: redirects, retries and where credentials go (stand-in servers)', () => {
  const stops: (() => Promise<void>)[] = [];
  const clients: RegistryClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const stop of stops.splice(0)) await stop();
  });
  const content = Buffer.from('blob stored elsewhere');
  const digest = sha256Of(content);

  it('follows a redirect to blob storage on another host without sending the Authorization header', async () => {
    const storage = await standIn('127.0.0.2', (_req, res) => {
      res.writeHead(200, { 'Content-Length': content.length });
      res.end(content);
    });
    stops.push(storage.stop);
    const registry = await standIn('127.0.0.1', (req, res) => {
      if (!req.headers.authorization) {
        res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="stand-in"' }).end();
        return;
      }
      res.writeHead(307, { Location: `http://${storage.host}/storage/${digest}?signature=abc` }).end();
    });
    stops.push(registry.stop);
    const client = new RegistryClient({
      logger: memoryLogger({ debug: true }).logger,
      credentials: explicitCredentials([{ registry: registry.host, username: 'u', password: 'secret' }]),
    });
    clients.push(client);

    const body = await text(await client.fetchBlob(parseReference(`${registry.host}/app/x`), digest));
    expect(body).toBe(content.toString());
    expect(registry.seen.map((s) => s.authorization)).toEqual([
      undefined,
      `Basic ${Buffer.from('u:secret').toString('base64')}`,
    ]);
    expect(storage.seen).toEqual([{ method: 'GET', path: `/storage/${digest}?signature=abc` }]);
  });

  it('retries 503 and 429 (Retry-After) before the body starts, then streams the blob', async () => {
    const answers = [503, 429, 503, 200];
    const registry = await standIn('127.0.0.1', (_req, res) => {
      const status = answers.shift() ?? 500;
      if (status === 200) {
        res.writeHead(200, { 'Content-Length': content.length }).end(content);
      } else {
        res.writeHead(status, status === 429 ? { 'Retry-After': '0' } : {}).end('busy');
      }
    });
    stops.push(registry.stop);
    const client = new RegistryClient({ logger: memoryLogger({ debug: true }).logger, retryDelayMs: 1 });
    clients.push(client);
    expect(await text(await client.fetchBlob(parseReference(`${registry.host}/app/x`), digest))).toBe(
      content.toString(),
    );
    expect(registry.seen).toHaveLength(4);
  });

  it('gives up after the configured retries with the last status, and never retries a 404', async () => {
    const registry = await standIn('127.0.0.1', (req, res) => {
      res
        .writeHead(req.url?.includes('missing') ? 404 : 502)
        .end('{"errors":[{"code":"UNAVAILABLE","message":"down"}]}');
    });
    stops.push(registry.stop);
    const client = new RegistryClient({
      logger: memoryLogger({ debug: true }).logger,
      retries: 2,
      retryDelayMs: 1,
    });
    clients.push(client);
    const error = await client
      .fetchBlob(parseReference(`${registry.host}/app/x`), digest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).status).toBe(502);
    expect((error as RegistryError).message).toContain('UNAVAILABLE: down');
    expect((error as RegistryError).temporary).toBe(true);
    expect(registry.seen).toHaveLength(3);
    await expect(client.getManifest(parseReference(`${registry.host}/app/missing:v1`))).rejects.toMatchObject(
      { status: 404 },
    );
    expect(registry.seen).toHaveLength(4);
  });

  it('keeps every diagnostic of an error document; an invalid manifest is not temporary and not retried', async () => {
    const registry = await standIn('127.0.0.1', (_req, res) => {
      res.writeHead(400).end(
        JSON.stringify({
          errors: [
            { code: 'MANIFEST_INVALID', message: 'manifest invalid' },
            { code: 'BLOB_UNKNOWN', message: `blob unknown to registry: ${digest}` },
          ],
        }),
      );
    });
    stops.push(registry.stop);
    const client = new RegistryClient({ logger: memoryLogger().logger, retries: 2, retryDelayMs: 1 });
    clients.push(client);
    const error = await client
      .putManifest(parseReference(`${registry.host}/app/x:v1`), Buffer.from('{}'), 'application/json')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    const failure = error as RegistryError;
    expect(failure.diagnostics.map((d) => d.code)).toEqual(['MANIFEST_INVALID', 'BLOB_UNKNOWN']);
    expect(failure.code).toBe('MANIFEST_INVALID');
    expect(failure.message).toContain(
      `MANIFEST_INVALID: manifest invalid; BLOB_UNKNOWN: blob unknown to registry: ${digest}`,
    );
    expect(failure.temporary).toBe(false);
    expect(registry.seen).toHaveLength(1);
  });

  it('a registry that cannot be reached is a temporary RegistryError that keeps the network error', async () => {
    const closed = await standIn('127.0.0.1', (_req, res) => res.end());
    await closed.stop();
    const client = new RegistryClient({ logger: memoryLogger().logger, retries: 0 });
    clients.push(client);
    const error = await client
      .getManifest(parseReference(`${closed.host}/app/x:v1`))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).status).toBeUndefined();
    expect((error as RegistryError).temporary).toBe(true);
    expect(((error as RegistryError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('refuses to send credentials to a plain-HTTP token realm that is not loopback (before connecting)', async () => {
    const registry = await standIn('127.0.0.1', (_req, res) => {
      res
        .writeHead(401, { 'WWW-Authenticate': 'Bearer realm="http://10.77.0.99/token",service="svc"' })
        .end();
    });
    stops.push(registry.stop);
    const client = new RegistryClient({
      logger: memoryLogger({ debug: true }).logger,
      credentials: explicitCredentials([{ registry: registry.host, username: 'u', password: 'secret' }]),
    });
    clients.push(client);
    const error = await client
      .hasBlob(parseReference(`${registry.host}/app/x`), digest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryAuthError);
    expect((error as Error).message).toContain(
      'refusing to send credentials over plain HTTP to token realm 10.77.0.99',
    );
  });
});
