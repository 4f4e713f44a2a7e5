import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of } from '../../../src/image/digest.js';
import { DigestMismatchError, ImageFormatError, RegistryError } from '../../../src/image/errors.js';
import { parseManifest } from '../../../src/image/manifest.js';
import { MediaTypes } from '../../../src/image/media-types.js';
import { resolveImage } from '../../../src/image/pull.js';
import { parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { startCountingProxy } from '../../lab/counting-proxy.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { bufferStream, pushTestImage, pushTestIndex, writeLayer } from '../../lab/registry-images.js';
import { useTempDirs } from '../../unit/image/helpers.js';

describe('RegistryClient against the real docker-registry', () => {
  let registry: RegistryLab;
  let client: RegistryClient;
  const tempDir = useTempDirs();

  beforeAll(async () => {
    registry = await startRegistry();
    client = new RegistryClient({ logger: memoryLogger({ debug: true }).logger, retryDelayMs: 10 });
  });
  afterAll(async () => {
    client?.close();
    await registry?.stop();
  });

  const ref = (text: string) => parseReference(`${registry.host}/${text}`);

  it('pushes a small blob by POST then PUT, skips it by HEAD the second time', async () => {
    const blob = Buffer.from('hello registry\n');
    const source = { digest: sha256Of(blob), size: blob.length, open: () => bufferStream(blob) };
    expect(await client.hasBlob(ref('small/blob'), source.digest)).toBe(false);
    const proxy = await startCountingProxy(registry.url);
    try {
      expect(await client.pushBlob(parseReference(`${proxy.host}/small/blob`), source)).toBe('uploaded');
      expect(proxy.requests.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PUT']);
    } finally {
      await proxy.stop();
    }
    expect(await client.hasBlob(ref('small/blob'), source.digest)).toBe(true);
    expect(await client.pushBlob(ref('small/blob'), source)).toBe('exists');
    expect(await text(await client.fetchBlob(ref('small/blob'), source.digest))).toBe('hello registry\n');
  });

  it('pushes a multi-MB layer by a streaming PATCH and reads it back intact', async () => {
    const dir = await tempDir();
    const big = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((i * 2654435761) >>> 0, i);
    const layer = await writeLayer(join(dir, 'big.tar.gz'), [{ name: 'big.bin', content: big }], {
      gzip: false,
    });
    const proxy = await startCountingProxy(registry.url);
    const small = new RegistryClient({
      logger: memoryLogger({ debug: true }).logger,
      monolithicUploadLimit: 1024 * 1024,
    });
    try {
      const result = await small.pushBlob(parseReference(`${proxy.host}/big/layer`), {
        digest: layer.digest,
        size: layer.size,
        open: () => createReadStream(layer.path),
      });
      expect(result).toBe('uploaded');
      expect(proxy.requests.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PATCH', 'PUT']);
    } finally {
      small.close();
      await proxy.stop();
    }
    const stored = join(
      registry.storageDir,
      'docker/registry/v2/blobs/sha256',
      layer.digest.slice(7, 9),
      layer.digest.slice(7),
      'data',
    );
    expect(sha256Of(await readFile(stored))).toBe(layer.digest);
  });

  it('mounts a blob across repositories, and uploads when the source lacks it', async () => {
    const blob = Buffer.from('shared layer');
    const source = { digest: sha256Of(blob), size: blob.length, open: () => bufferStream(blob) };
    await client.pushBlob(ref('mount/source'), source);
    expect(await client.pushBlob(ref('mount/target'), source, { mountFrom: ['mount/source'] })).toBe(
      'mounted',
    );
    expect(await client.hasBlob(ref('mount/target'), source.digest)).toBe(true);

    const other = Buffer.from('only here');
    const otherSource = { digest: sha256Of(other), size: other.length, open: () => bufferStream(other) };
    expect(await client.pushBlob(ref('mount/target2'), otherSource, { mountFrom: ['mount/empty'] })).toBe(
      'uploaded',
    );
    expect(await text(await client.fetchBlob(ref('mount/target2'), otherSource.digest))).toBe('only here');
  });

  it('refuses to push content that does not match its digest, and the registry keeps nothing', async () => {
    const claimed = sha256Of('what we say');
    const push = client.pushBlob(ref('wrong/digest'), {
      digest: claimed,
      size: 11,
      open: () => bufferStream(Buffer.from('what we ARE')),
    });
    await expect(push).rejects.toBeInstanceOf(DigestMismatchError);
    expect(await client.hasBlob(ref('wrong/digest'), claimed)).toBe(false);
  });

  it('refuses a blob whose length is not its declared size, before the registry waits for missing bytes', async () => {
    const bytes = Buffer.from('twelve bytes');
    const digest = sha256Of(bytes);
    for (const size of [bytes.length + 5, bytes.length - 5]) {
      const push = client.pushBlob(ref('wrong/size'), { digest, size, open: () => bufferStream(bytes) });
      await expect(push).rejects.toThrow(
        new RegExp(`content is ${size > bytes.length ? 12 : '\\d+\\+'} bytes, expected ${size}`),
      );
    }
    expect(await client.hasBlob(ref('wrong/size'), digest)).toBe(false);
  });

  it('puts a manifest with the digest of its exact bytes, and gets the same bytes back', async () => {
    const dir = await tempDir();
    const layer = await writeLayer(join(dir, 'l.tar.gz'), [{ name: 'etc/hello', content: 'hi' }]);
    const image = await pushTestImage(client, ref('manifest/test:v1'), [layer]);
    expect(image.manifestDigest).toBe(sha256Of(image.manifestBytes));
    const byTag = await client.getManifest(ref('manifest/test:v1'));
    expect(byTag.bytes.equals(image.manifestBytes)).toBe(true);
    expect(byTag.digest).toBe(image.manifestDigest);
    expect(byTag.mediaType).toBe(MediaTypes.ociManifest);
    const byDigest = await client.getManifest(ref(`manifest/test@${image.manifestDigest}`));
    expect(byDigest.digest).toBe(image.manifestDigest);
    expect((await client.headManifest(ref('manifest/test:v1')))?.digest).toBe(image.manifestDigest);
    expect(await client.headManifest(ref('manifest/test:missing'))).toBeUndefined();
  });

  it('frees the connection of a HEAD that found nothing: more misses than sockets, then an answer', async () => {
    const dir = await tempDir();
    const layer = await writeLayer(join(dir, 'l.tar.gz'), [{ name: 'etc/miss', content: 'm' }]);
    const image = await pushTestImage(client, ref('manifest/miss:v1'), [layer]);
    // One transfer at a time: 3 sockets. An unread 404 would keep its socket until the idle timeout.
    const one = new RegistryClient({ logger: memoryLogger().logger, concurrency: 1 });
    try {
      for (let i = 0; i < 5; i++)
        expect(await one.headManifest(ref(`manifest/miss:absent-${i}`))).toBeUndefined();
      expect((await one.headManifest(ref('manifest/miss:v1')))?.digest).toBe(image.manifestDigest);
    } finally {
      one.close();
    }
  });

  it('reads Docker v2 schema 2 manifests too', async () => {
    const dir = await tempDir();
    const layer = await writeLayer(join(dir, 'l.tar.gz'), [{ name: 'a', content: 'docker' }]);
    const image = await pushTestImage(client, ref('docker/format:v1'), [layer], { docker: true });
    const answer = await client.getManifest(ref('docker/format:v1'));
    expect(answer.mediaType).toBe(MediaTypes.dockerManifest);
    expect(answer.digest).toBe(image.manifestDigest);
  });

  it('picks the platform from a two-platform index, and says which platforms exist when none fits', async () => {
    const dir = await tempDir();
    const amdLayer = await writeLayer(join(dir, 'amd.tar.gz'), [{ name: 'arch', content: 'amd64' }]);
    const armLayer = await writeLayer(join(dir, 'arm.tar.gz'), [{ name: 'arch', content: 'arm64' }]);
    const amd64 = { os: 'linux', architecture: 'amd64' };
    const arm64 = { os: 'linux', architecture: 'arm64', variant: 'v8' };
    const amd = await pushTestImage(client, ref('multi/arch:amd64'), [amdLayer], { platform: amd64 });
    const arm = await pushTestImage(client, ref('multi/arch:arm64'), [armLayer], { platform: arm64 });
    const indexDigest = await pushTestIndex(client, ref('multi/arch:v1'), [
      { image: amd, platform: amd64 },
      { image: arm, platform: arm64 },
    ]);

    const resolved = await resolveImage(client, ref('multi/arch:v1'), { os: 'linux', architecture: 'arm64' });
    expect(resolved.topDigest).toBe(indexDigest);
    expect(resolved.manifestDigest).toBe(arm.manifestDigest);
    expect(resolved.config.architecture).toBe('arm64');
    expect(resolved.manifest.layers[0]?.digest).toBe(armLayer.digest);

    await expect(
      resolveImage(client, ref('multi/arch:v1'), { os: 'linux', architecture: 's390x' }),
    ).rejects.toThrow(/no image for linux\/s390x \(the index has linux\/amd64, linux\/arm64\/v8\)/);
    await expect(resolveImage(client, ref('multi/arch:amd64'), arm64)).rejects.toThrow(ImageFormatError);
    await expect(resolveImage(client, ref('multi/arch:amd64'), arm64)).rejects.toThrow(
      /single-platform image for linux\/amd64, not linux\/arm64\/v8/,
    );
    const parsed = parseManifest(
      (await client.getManifest(ref('multi/arch:v1'))).bytes,
      MediaTypes.ociIndex,
      'index',
    );
    expect(parsed.kind).toBe('index');
  });

  it('fails a pull whose blob was corrupted in the registry storage, with a typed digest error', async () => {
    const dir = await tempDir();
    const layer = await writeLayer(join(dir, 'l.tar.gz'), [{ name: 'file', content: 'x'.repeat(5000) }]);
    await pushTestImage(client, ref('corrupt/image:v1'), [layer]);
    const hex = layer.digest.slice(7);
    const data = join(registry.storageDir, 'docker/registry/v2/blobs/sha256', hex.slice(0, 2), hex, 'data');
    const bytes = await readFile(data);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20]! + 1) % 256;
    await writeFile(data, bytes);
    const stream = await client.fetchBlob(ref('corrupt/image:v1'), layer.digest);
    const error = await text(stream).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DigestMismatchError);
    expect((error as DigestMismatchError).expected).toBe(layer.digest);
    expect((error as DigestMismatchError).actual).toBe(sha256Of(bytes));
  });

  it('names the registry, repository and error code when a manifest is missing', async () => {
    const error = await client.getManifest(ref('nothing/here:v1')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).status).toBe(404);
    expect((error as RegistryError).code).toBe('MANIFEST_UNKNOWN');
    expect((error as RegistryError).message).toContain(`${registry.host}/nothing/here: GET manifest v1: 404`);
    expect(await readdir(registry.storageDir)).toContain('docker');
  });
});
