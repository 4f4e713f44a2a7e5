import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DigestMismatchError } from '../../../src/image/errors.js';
import { mountInfoFromConfig } from '../../../src/image/mount-info.js';
import { formatReference, parseReference } from '../../../src/image/reference.js';
import { RegistryClient } from '../../../src/image/remote/registry-client.js';
import { ImageStore } from '../../../src/image/store/image-store.js';
import { type CountingProxy, startCountingProxy } from '../../lab/counting-proxy.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { pushTestImage, pushTestIndex, writeLayer } from '../../lab/registry-images.js';
import { useTempDirs } from '../../unit/image/helpers.js';

const amd64 = { os: 'linux', architecture: 'amd64' };
const arm64 = { os: 'linux', architecture: 'arm64' };

describe('ImageStore: pull, unpack and cache by manifest digest (real docker-registry behind a counting proxy)', () => {
  let registry: RegistryLab;
  let proxy: CountingProxy;
  const clients: RegistryClient[] = [];
  const tempDir = useTempDirs();
  let indexDigest: string;
  let amdManifest: string;

  const client = (concurrency = 4) => {
    const c = new RegistryClient({ logger: memoryLogger({ debug: true }).logger, concurrency });
    clients.push(c);
    return c;
  };
  const ref = (text: string) => parseReference(`${proxy.host}/${text}`);

  beforeAll(async () => {
    registry = await startRegistry();
    proxy = await startCountingProxy(registry.url);
    const dir = await tempDir();
    const layers = [
      await writeLayer(join(dir, '1'), [
        { name: 'etc/kubeadm.yaml.tmpl', content: 'kind: InitConfiguration\n' },
        { name: 'scripts/init.sh', content: '#!/bin/bash\necho init\n', mode: 0o755 },
        { name: 'scripts/old.sh', content: 'old' },
      ]),
      await writeLayer(join(dir, '2'), [
        { name: 'scripts/.wh.old.sh' },
        { name: 'bin/kubeadm', content: 'binary' },
      ]),
      await writeLayer(join(dir, '3'), [{ name: 'images/shim/list', content: 'pause:3.9\n' }]),
      await writeLayer(join(dir, '4'), [{ name: 'manifests/a.yaml', content: 'a' }]),
      await writeLayer(join(dir, '5'), [{ name: 'manifests/b.yaml', content: 'b' }]),
    ];
    const setup = client();
    const options = {
      labels: { 'sealos.io.type': 'rootfs', version: 'v1.27.7' },
      env: ['PATH=/usr/bin', 'criData=/var/lib/containerd'],
      cmd: ['/bin/sh', '-c', 'bash scripts/init.sh'],
    };
    const amd = await pushTestImage(setup, ref('labring/kubernetes:amd64'), layers, {
      ...options,
      platform: amd64,
    });
    const arm = await pushTestImage(setup, ref('labring/kubernetes:arm64'), [layers[0]!], {
      ...options,
      platform: arm64,
    });
    amdManifest = amd.manifestDigest;
    indexDigest = await pushTestIndex(setup, ref('labring/kubernetes:v1.27.7'), [
      { image: amd, platform: amd64 },
      { image: arm, platform: arm64 },
    ]);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(async () => {
    await proxy?.stop();
    await registry?.stop();
  });

  it('pulls and unpacks a platform of an index, blob downloads bounded by the concurrency', async () => {
    const root = await tempDir();
    proxy.requests.length = 0;
    const store = new ImageStore({ client: client(2), logger: memoryLogger({ debug: true }).logger, root });
    const image = await store.mount(ref('labring/kubernetes:v1.27.7'), amd64);
    expect(image.manifestDigest).toBe(amdManifest);
    expect(image.rootfs).toBe(join(root, 'images/sha256', amdManifest.slice(7), 'rootfs'));
    expect((await readdir(image.rootfs)).sort()).toEqual(['bin', 'etc', 'images', 'manifests', 'scripts']);
    expect(await readdir(join(image.rootfs, 'scripts'))).toEqual(['init.sh']);
    expect(await readFile(join(image.rootfs, 'bin/kubeadm'), 'utf8')).toBe('binary');
    const blobGets = proxy.requests.filter((r) => r.method === 'GET' && r.path.includes('/blobs/'));
    expect(blobGets).toHaveLength(6);
    expect(proxy.maxInFlight()).toBeLessThanOrEqual(2);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);

    const info = mountInfoFromConfig(image.config, {
      name: 'default-1',
      imageName: formatReference(ref('labring/kubernetes:v1.27.7')),
    });
    expect(info).toMatchObject({
      type: 'rootfs',
      env: { criData: '/var/lib/containerd' },
      cmd: ['bash scripts/init.sh'],
    });
  });

  it('mounts again with one manifest HEAD for a tag, no request for a digest, and no unpacking', async () => {
    const root = await tempDir();
    const first = await new ImageStore({
      client: client(),
      logger: memoryLogger({ debug: true }).logger,
      root,
    }).mount(ref('labring/kubernetes:v1.27.7'), amd64);
    // A file the store did not write: unpacking again would remove it.
    await writeFile(join(first.rootfs, 'marker'), 'still here');

    proxy.requests.length = 0;
    const store = new ImageStore({ client: client(), logger: memoryLogger({ debug: true }).logger, root });
    const byTag = await store.mount(ref('labring/kubernetes:v1.27.7'), amd64);
    expect(proxy.requests).toEqual([{ method: 'HEAD', path: '/v2/labring/kubernetes/manifests/v1.27.7' }]);
    expect(byTag.rootfs).toBe(first.rootfs);

    proxy.requests.length = 0;
    const byDigest = await store.mount(ref(`labring/kubernetes@${indexDigest}`), amd64);
    expect(proxy.requests).toEqual([]);
    expect(byDigest.manifestDigest).toBe(amdManifest);
    expect(await readFile(join(byDigest.rootfs, 'marker'), 'utf8')).toBe('still here');

    proxy.requests.length = 0;
    const arm = await store.mount(ref('labring/kubernetes:v1.27.7'), arm64);
    expect(arm.manifestDigest).not.toBe(amdManifest);
    expect(proxy.requests.some((r) => r.path.includes('/blobs/'))).toBe(true);
  });

  it('keeps nothing when a layer fails its digest check', async () => {
    const root = await tempDir();
    const dir = await tempDir();
    const layer = await writeLayer(join(dir, 'l'), [{ name: 'f', content: 'y'.repeat(4000) }]);
    await pushTestImage(client(), ref('corrupt/store:v1'), [layer]);
    const hex = layer.digest.slice(7);
    const data = join(registry.storageDir, 'docker/registry/v2/blobs/sha256', hex.slice(0, 2), hex, 'data');
    const bytes = await readFile(data);
    bytes[bytes.length - 12] = (bytes[bytes.length - 12]! + 1) % 256;
    await writeFile(data, bytes);

    const store = new ImageStore({ client: client(), logger: memoryLogger({ debug: true }).logger, root });
    await expect(store.mount(ref('corrupt/store:v1'), amd64)).rejects.toBeInstanceOf(DigestMismatchError);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    expect(await readdir(root)).not.toContain('images');
  });
});
