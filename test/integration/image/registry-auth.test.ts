import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explicitCredentials } from '../../../src/image/auth/credentials.js';
import { sha256Of } from '../../../src/image/digest.js';
import { RegistryAuthError } from '../../../src/image/errors.js';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient, type RegistryClientOptions } from '../../../src/image/remote/registry-client.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { bufferStream } from '../../lab/registry-images.js';
import { startTokenServer, type TokenServer } from '../../lab/token-server.js';

function blobOf(content: string) {
  const bytes = Buffer.from(content);
  return { digest: sha256Of(bytes), size: bytes.length, open: () => bufferStream(bytes) };
}

describe('Basic authentication (htpasswd) on the real docker-registry', () => {
  let registry: RegistryLab;
  beforeAll(async () => {
    registry = await startRegistry({ htpasswd: { user: 'builder', password: 'p4ss:word' } });
  });
  afterAll(async () => {
    await registry?.stop();
  });

  const client = (password?: string) =>
    new RegistryClient({
      logger: memoryLogger({ debug: true }).logger,
      ...(password && {
        credentials: explicitCredentials([{ registry: registry.host, username: 'builder', password }]),
      }),
    });

  it('pushes and pulls with the right password', async () => {
    const c = client('p4ss:word');
    try {
      const ref = parseReference(`${registry.host}/basic/repo`);
      const blob = blobOf('basic auth content');
      expect(await c.pushBlob(ref, blob)).toBe('uploaded');
      expect(await text(await c.fetchBlob(ref, blob.digest))).toBe('basic auth content');
    } finally {
      c.close();
    }
  });

  it('fails with a typed auth error without credentials and with a wrong password', async () => {
    const ref = parseReference(`${registry.host}/basic/repo`);
    for (const c of [client(), client('wrong')]) {
      try {
        const error = await c.hasBlob(ref, sha256Of('x')).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RegistryAuthError);
        expect((error as Error).message).toContain(registry.host);
      } finally {
        c.close();
      }
    }
  });
});

describe('Bearer token flow: real docker-registry with `auth: token` and a loopback token server', () => {
  let tokens: TokenServer;
  let registry: RegistryLab;
  beforeAll(async () => {
    tokens = await startTokenServer({
      users: { alice: 'alice-secret' },
      refreshTokens: { 'refresh-for-alice': 'alice' },
      anonymous: 'pull',
      expiresIn: 300,
    });
    registry = await startRegistry({ tokenAuth: tokens.registryAuth });
  });
  afterAll(async () => {
    await registry?.stop();
    await tokens?.stop();
  });

  const client = (options: Partial<RegistryClientOptions> = {}) =>
    new RegistryClient({ logger: memoryLogger({ debug: true }).logger, retryDelayMs: 10, ...options });
  const alice = () =>
    explicitCredentials([{ registry: registry.host, username: 'alice', password: 'alice-secret' }]);

  it('pushes with credentials using one pull,push token for the whole push, and pulls anonymously', async () => {
    const ref = parseReference(`${registry.host}/token/app:v1`);
    const c = client({ credentials: alice() });
    const before = tokens.requests.length;
    try {
      for (const content of ['one', 'two', 'three'])
        expect(await c.pushBlob(ref, blobOf(content))).toBe('uploaded');
    } finally {
      c.close();
    }
    const used = tokens.requests.slice(before);
    expect(used).toEqual([
      { method: 'GET', user: 'alice', scopes: ['repository:token/app:pull,push'], refresh: false },
    ]);

    const anonymous = client();
    try {
      expect(await text(await anonymous.fetchBlob(ref, blobOf('two').digest))).toBe('two');
      const error = await anonymous.pushBlob(ref, blobOf('anonymous push')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RegistryAuthError);
    } finally {
      anonymous.close();
    }
  });

  it('reuses a token until it expires, then asks again (injected clock)', async () => {
    let now = 1_000_000;
    const c = client({ credentials: alice(), now: () => now });
    const ref = parseReference(`${registry.host}/token/clock`);
    try {
      await c.pushBlob(ref, blobOf('clock'));
      const count = tokens.requests.length;
      await c.hasBlob(ref, blobOf('clock').digest);
      await c.hasBlob(ref, blobOf('clock').digest);
      expect(tokens.requests.length).toBe(count);
      now += 300 * 1000;
      expect(await c.hasBlob(ref, blobOf('clock').digest)).toBe(true);
      expect(tokens.requests.length).toBe(count + 1);
    } finally {
      c.close();
    }
  });

  it('shares one token request among parallel first requests', async () => {
    const c = client({ credentials: alice() });
    const ref = parseReference(`${registry.host}/token/parallel`);
    try {
      const before = tokens.requests.length;
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((x) => c.hasBlob(ref, sha256Of(x))));
      expect(answers).toEqual([false, false, false, false]);
      expect(tokens.requests.length - before).toBe(1);
    } finally {
      c.close();
    }
  });

  it('asks for both repositories in one token for a cross-repository mount', async () => {
    const c = client({ credentials: alice() });
    try {
      const blob = blobOf('mount me');
      await c.pushBlob(parseReference(`${registry.host}/token/source`), blob);
      const before = tokens.requests.length;
      expect(
        await c.pushBlob(parseReference(`${registry.host}/token/target`), blob, {
          mountFrom: ['token/source'],
        }),
      ).toBe('mounted');
      expect(tokens.requests.slice(before).map((r) => r.scopes)).toContainEqual([
        'repository:token/target:pull,push',
        'repository:token/source:pull',
      ]);
    } finally {
      c.close();
    }
  });

  it('uses an identity token as a refresh token (POST to the realm)', async () => {
    const c = client({
      credentials: explicitCredentials([{ registry: registry.host, identityToken: 'refresh-for-alice' }]),
    });
    try {
      const before = tokens.requests.length;
      expect(
        await c.pushBlob(parseReference(`${registry.host}/token/identity`), blobOf('by identity token')),
      ).toBe('uploaded');
      expect(tokens.requests.slice(before)[0]).toMatchObject({
        method: 'POST',
        user: 'alice',
        refresh: true,
      });
    } finally {
      c.close();
    }
  });

  it('reports a refused password as a typed error naming the token server', async () => {
    const c = client({
      credentials: explicitCredentials([{ registry: registry.host, username: 'alice', password: 'wrong' }]),
    });
    try {
      const error = await c
        .hasBlob(parseReference(`${registry.host}/token/app`), sha256Of('x'))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RegistryAuthError);
      expect((error as Error).message).toMatch(
        /token server 127\.0\.0\.1:\d+ refused repository:token\/app:pull \(401/,
      );
    } finally {
      c.close();
    }
  });
});
