import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultImageStoreDir } from '../../src/image/store/image-store.js';
import { type CliLab, startCliLab } from '../lab/cli-lab.js';
import { TEST_IMAGE_NAMES } from '../lab/cluster-images.js';
import { type CountingProxy, type ProxyAnswer, startCountingProxy } from '../lab/counting-proxy.js';
import { describeAsRoot } from '../lab/root.js';

const CLUSTER = 'registry-faults';
const PASSWORD = 'registry-secret-4711';

/**
 * Registry faults through the CLI: the real registry of the lab behind a loopback proxy that can answer for
 * it (500s, 401s), and the registry's own storage changed under it (a layer gone from the repository, a
 * layer's bytes changed). A transient 500 is retried and the run completes; every other fault is one named
 * error, the cluster (already created) keeps ClusterSuccess since Pull changes no host, nothing bad is kept in
 * the image store, and a re-run after the fix completes.
 */
describeAsRoot('registry faults through the CLI', () => {
  let env: CliLab;
  let proxy: CountingProxy;
  let fault: ((request: { method: string; path: string }) => ProxyAnswer | undefined) | undefined;
  let registryConfig: string;
  const through = (image: string) => image.replace(env.registry.host, proxy.host);

  beforeAll(async () => {
    env = await startCliLab({ hosts: 1 });
    proxy = await startCountingProxy(env.registry.url, { answer: (request) => fault?.(request) });
    registryConfig = path.join(env.dir, 'docker-config.json');
    const auth = Buffer.from(`puller:${PASSWORD}`).toString('base64');
    await writeFile(registryConfig, JSON.stringify({ auths: { [proxy.host]: { auth } } }));
  });

  afterAll(async () => {
    await proxy?.stop();
    await env?.stop();
  });

  function run(images: string[]) {
    const [master] = env.lab.hosts;
    const { alice } = env.lab.credentials;
    return env.cli([
      'run',
      ...images.map(through),
      '--masters',
      master!.address,
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--cluster',
      CLUSTER,
      '--registry-config',
      registryConfig,
    ]);
  }

  const errorLines = (output: string) => output.split('\n').filter((line) => line.startsWith('error: '));
  const store = () => defaultImageStoreDir();
  const storedImages = async () => (await readdir(path.join(store(), 'images', 'sha256'))).sort();

  /** The app image's first layer: its digest and where the registry keeps it. */
  async function appLayer() {
    const storage = path.join(env.registry.storageDir, 'docker/registry/v2');
    const repository = path.join(storage, 'repositories', TEST_IMAGE_NAMES.app.split(':')[0]!);
    const digest = env.images.digests.app;
    const manifestData = path.join(storage, 'blobs/sha256', digest.slice(7, 9), digest.slice(7), 'data');
    const manifest = JSON.parse(await readFile(manifestData, 'utf8')) as {
      layers: Array<{ digest: string }>;
    };
    const layer = manifest.layers[0]!.digest;
    const hex = layer.slice(7);
    return {
      digest: layer,
      data: path.join(storage, 'blobs/sha256', hex.slice(0, 2), hex, 'data'),
      link: path.join(repository, '_layers/sha256', hex),
    };
  }

  it('retries a registry that answers 500 twice, then completes', async () => {
    let failures = 0;
    fault = (request) =>
      request.method === 'GET' && request.path.includes('/blobs/') && failures++ < 2
        ? { status: 500, body: '{"errors":[{"code":"UNKNOWN","message":"stand-in outage"}]}' }
        : undefined;
    const result = await run([env.images.rootfs]);
    fault = undefined;
    expect(errorLines(result.output), result.output).toEqual([]);
    expect(result.status).toBe(0);
    expect(failures).toBeGreaterThan(2);
    // The two blob GETs that got a 500 were asked again.
    const blobGets = proxy.requests.filter((r) => r.method === 'GET' && r.path.includes('/blobs/'));
    expect(new Set(blobGets.map((r) => r.path)).size).toBeLessThan(blobGets.length);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
  });

  it('says the credentials were rejected on a 401, and the cluster stays as it was', async () => {
    fault = () => ({ status: 401, headers: { 'WWW-Authenticate': 'Basic realm="stand-in"' } });
    const failed = await run([env.images.rootfs, env.images.patch]);
    fault = undefined;
    expect(failed.status).toBe(1);
    const report = errorLines(failed.output).join('\n');
    expect(report, failed.output).toContain('[Pull images]');
    expect(report).toContain(`credentials for ${proxy.host} rejected: `);
    expect(failed.output).not.toContain(PASSWORD);
    expect(failed.output).not.toMatch(/^\s+at /m);
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    expect(saved.cluster.spec?.image).toEqual([through(env.images.rootfs)]);
  });

  it('names the image and the digest of a layer the registry does not have', async () => {
    const layer = await appLayer();
    await rename(layer.link, `${layer.link}.away`);
    try {
      const failed = await run([env.images.rootfs, env.images.app]);
      expect(failed.status).toBe(1);
      expect(errorLines(failed.output).join('\n'), failed.output).toContain(
        `${through(env.images.app)}: its manifest lists layer ${layer.digest}, which the registry does not have (404 BLOB_UNKNOWN)`,
      );
      expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
    } finally {
      await rename(`${layer.link}.away`, layer.link);
    }
  });

  it('rejects a layer whose bytes do not match its digest and keeps nothing of it; a re-run after the fix completes', async () => {
    const layer = await appLayer();
    const original = await readFile(layer.data);
    const corrupt = Buffer.from(original);
    corrupt[corrupt.length - 20] = (corrupt[corrupt.length - 20]! + 1) % 256;
    await writeFile(layer.data, corrupt);
    const imagesBefore = await storedImages();
    try {
      const failed = await run([env.images.rootfs, env.images.app]);
      expect(failed.status).toBe(1);
      expect(errorLines(failed.output).join('\n'), failed.output).toMatch(
        new RegExp(
          `layer of ${through(env.images.app).replaceAll('.', '\\.')} rejected, not stored: content has digest sha256:[0-9a-f]{64}, expected ${layer.digest}`,
        ),
      );
      // Not cached: no new image, no work folder left, no file of the layer anywhere in the store.
      expect(await storedImages()).toEqual(imagesBefore);
      expect(await readdir(path.join(store(), 'tmp'))).toEqual([]);
      const files = await readdir(store(), { recursive: true });
      expect(files.filter((file) => file.includes(layer.digest.slice(7)))).toEqual([]);
      expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
    } finally {
      await writeFile(layer.data, original);
    }

    const rerun = await run([env.images.rootfs, env.images.app]);
    expect(errorLines(rerun.output), rerun.output).toEqual([]);
    expect(rerun.status).toBe(0);
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    expect(saved.cluster.spec?.image).toEqual([through(env.images.rootfs), through(env.images.app)]);
  });
});
