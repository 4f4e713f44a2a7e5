import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HostKeyError } from '../../src/hosts/errors.js';
import { checkHostKey } from '../../src/hosts/host-key.js';
import { sha256Of } from '../../src/image/digest.js';
import { ImageFormatError, RegistryError } from '../../src/image/errors.js';
import { parseReference } from '../../src/image/reference.js';
import { RegistryClient } from '../../src/image/remote/registry-client.js';
import { memoryLogger } from '../lab/memory-log.js';
import { selfSignedCertificate } from '../lab/self-signed.js';

/** A stand-in registry on loopback (HTTP, or HTTPS with a throwaway self-signed certificate). */
async function standIn(
  server: http.Server | https.Server,
  address: string,
): Promise<{ port: number; seen: string[]; stop: () => Promise<void> }> {
  const seen: string[] = [];
  server.prependListener('request', (req: http.IncomingMessage) => seen.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    seen,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const stops: (() => Promise<void>)[] = [];
const clients: RegistryClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const stop of stops.splice(0)) await stop();
});

function client(): RegistryClient {
  const made = new RegistryClient({ logger: memoryLogger().logger, retries: 0, retryDelayMs: 1 });
  clients.push(made);
  return made;
}

describe('a registry that redirects from HTTPS to plain HTTP', () => {
  let tls: { key: Buffer; cert: Buffer };
  let dir: string;
  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'registry-tls-'));
    tls = await selfSignedCertificate(dir);
    // The stand-in's certificate is self-signed; what is tested is where the client goes next, not trust.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  });

  afterAll(async () => {
    if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized;
    await rm(dir, { recursive: true, force: true });
  });

  it('is refused with a RegistryError naming the downgrade; the HTTP side gets no request', async () => {
    const content = Buffer.from('layer bytes');
    const digest = sha256Of(content);
    const plain = await standIn(
      http.createServer((_req, res) => res.end(content)),
      '127.0.0.2',
    );
    stops.push(plain.stop);
    const secure = await standIn(
      https.createServer(tls, (_req, res) => {
        res.writeHead(307, { Location: `http://127.0.0.2:${plain.port}/storage/${digest}` }).end();
      }),
      '127.0.0.1',
    );
    stops.push(secure.stop);
    // `127.1` is loopback written so that the client does not take it for loopback: it speaks HTTPS to it.
    const ref = parseReference(`127.1:${secure.port}/app/x`);
    const error = await client()
      .fetchBlob(ref, digest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).temporary).toBe(false);
    expect((error as Error).message).toBe(
      `127.1:${secure.port}/app/x: GET blob ${digest}: refused a redirect from HTTPS to http://127.0.0.2:${plain.port}`,
    );
    expect(secure.seen).toEqual([`GET /v2/app/x/blobs/${digest}`]);
    expect(plain.seen).toEqual([]);
  });
});

describe('a blob larger than its descriptor says', () => {
  it('is cut off as soon as it runs over, even when the registry never stops sending', async () => {
    const declared = 1024;
    let sent = 0;
    const registry = await standIn(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        // Endless: only the client's limit ends this.
        const chunk = Buffer.alloc(64 * 1024, 1);
        const push = () => {
          while (!res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) break;
          }
          if (!res.destroyed) res.once('drain', push);
        };
        push();
      }),
      '127.0.0.1',
    );
    stops.push(registry.stop);
    const digest = sha256Of('what the manifest promised');
    const stream = await client().fetchBlob(
      parseReference(`127.0.0.1:${registry.port}/app/x`),
      digest,
      declared,
    );
    const error = await text(stream).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageFormatError);
    expect((error as Error).message).toMatch(
      new RegExp(`^blob ${digest} of 127\\.0\\.0\\.1:\\d+/app/x: content is \\d+\\+ bytes, expected 1024$`),
    );
    expect(sent).toBeGreaterThan(declared);
  });
});

describe('host keys under strict', () => {
  function blob(): Buffer {
    const raw = generateKeyPairSync('ed25519')
      .publicKey.export({ format: 'der', type: 'spki' })
      .subarray(-32);
    const field = (data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), data]);
    return Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
  }
  const presented = blob();
  const pinned = blob();
  const knownHosts = `10.0.0.5 ssh-ed25519 ${pinned.toString('base64')}\n`;
  /** The fingerprint checkHostKey reports for a key it is shown. */
  const fingerprintOf = (key: Buffer) =>
    checkHostKey('10.0.0.9:22', '10.0.0.9', 22, key, { policy: 'insecure' }).fingerprint;

  it('a recorded fingerprint never overrides a known_hosts entry that names another key', () => {
    const verdict = checkHostKey('10.0.0.5:22', '10.0.0.5', 22, presented, {
      policy: 'strict',
      knownHosts,
      // What saved state says: a run that saw the attacker's key once recorded it.
      fingerprint: fingerprintOf(presented),
    });
    expect(verdict.accepted).toBe(false);
    if (verdict.accepted) return;
    expect(verdict.error).toBeInstanceOf(HostKeyError);
    expect(verdict.error.message).toContain(`host key changed: known_hosts has ${fingerprintOf(pinned)}`);
  });

  it('the recorded fingerprint still counts where known_hosts says nothing about the host', () => {
    const verdict = checkHostKey('10.0.0.6:22', '10.0.0.6', 22, presented, {
      policy: 'strict',
      knownHosts,
      fingerprint: fingerprintOf(presented),
    });
    expect(verdict).toMatchObject({ accepted: true, known: true });
  });
});
