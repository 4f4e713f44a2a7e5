import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseReference } from '../../../src/image/reference.js';
import { runnerStep, runStep, stateVariables } from '../../lab/action-runner.js';
import { FakeCacheService } from '../../lab/cache-service.js';
import { buildTestClusterImages } from '../../lab/cluster-images.js';
import { type CountingProxy, startCountingProxy } from '../../lab/counting-proxy.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

/**
 * The run action's real entry points (src/actions/run/main.ts, then post.ts as the runner starts them, the
 * post step given what the main step saved) with `cache: true`, against a loopback stand-in for GitHub's
 * cache service (test/lab/cache-service.ts) and the lab registry behind a counting proxy. Two workflow runs
 * on fresh runners (the image store's folder removed in between): the first creates a cluster on a lab host,
 * pulling, and its post step saves the store; the second reconciles that cluster from the saved state (the
 * plan reads the images' labels), restores the store and fetches no blob. A third adds an application image:
 * a new key, the earlier store restored by its prefix, only the new image's blobs fetched.
 */
describeAsRoot('run action: the image cache between workflow runs', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let proxy: CountingProxy;
  let service: FakeCacheService;
  let dir: string;
  let rootfs: string;
  let app: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 1 });
    registry = await startRegistry({ address: lab.bridgeIp });
    const images = await buildTestClusterImages({ registryHost: registry.host });
    proxy = await startCountingProxy(registry.url);
    service = await FakeCacheService.start();
    rootfs = images.rootfs.replace(registry.host, proxy.host);
    app = images.app.replace(registry.host, proxy.host);
    dir = await mkdtemp(join(tmpdir(), 'image-cache-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    await proxy?.stop();
    await service?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** One workflow run's job on a fresh runner: the run step, then its post step. */
  async function workflowRun(name: string, imageList = [rootfs]) {
    const host = lab.hosts[0]!;
    await rm(join(dir, 'cache'), { recursive: true, force: true });
    await mkdir(join(dir, 'workspace'), { recursive: true });
    const { alice } = lab.credentials;
    const step = await runnerStep(join(dir, name), {
      home: dir,
      env: { GITHUB_WORKSPACE: join(dir, 'workspace'), ...service.env() },
      inputs: {
        cache: 'true',
        images: imageList.join('\n'),
        masters: host.ip,
        user: alice.user,
        password: alice.password,
        cluster: 'cached',
        'host-key-policy': 'accept-new',
        state: 'local',
        // The state the first run saved: the second run reconciles the same cluster, as a nightly one does.
        'state-dir': join(dir, 'sealos'),
        timeout: '20',
        wait: '0',
      },
    });
    const blobsBefore = blobGets().length;
    const main = await runStep(step, 'run/main');
    const blobs = blobGets().slice(blobsBefore);
    const post = await runStep(step, 'run/post', { saved: main.saved });
    return { main, post, blobs, saved: stateVariables(main.saved), outputs: main.outputs };
  }

  const blobGets = () =>
    proxy.requests.filter((request) => request.method === 'GET' && /\/blobs\//.test(request.path));

  it('the second run restores the store the first saved and fetches no blob; a third with a new image fetches its blobs only', async () => {
    const first = await workflowRun('first');
    expect(first.main.status, first.main.stdout + first.main.stderr).toBe(0);
    expect(first.outputs.phase).toBe('ClusterSuccess');
    expect(first.blobs.length).toBeGreaterThan(0);
    const key = first.saved['STATE_sealos-image-cache-key'] as string;
    expect(key).toMatch(/^sealos-action-images-v1-linux-(amd64|arm64(-v8)?)-[0-9a-f]{64}$/);
    expect(first.main.stdout).toContain(`no cache for ${key} nor an earlier one: the images are pulled`);
    expect(first.post.status, first.post.stdout + first.post.stderr).toBe(0);
    expect(first.post.stdout).toContain(`saved as ${key}`);
    expect(service.entries.map((entry) => [entry.key, entry.finalized])).toEqual([[key, true]]);

    const second = await workflowRun('second');
    expect(second.main.status, second.main.stdout + second.main.stderr).toBe(0);
    expect(second.outputs.phase).toBe('ClusterSuccess');
    expect(JSON.parse(second.outputs.plan as string).action).toBe('reconcile');
    expect(second.saved['STATE_sealos-image-cache-key']).toBe(key);
    expect(second.main.stdout).toContain(`restored from ${key}`);
    expect(second.blobs).toEqual([]);
    expect(second.post.stdout).toContain(`image cache ${key} was restored as it is: not saved again`);
    expect(service.entries).toHaveLength(1);

    // A new image in the list makes a new key: the newest store of the platform is restored instead, so only
    // the new image's blobs are fetched, and the post step saves the store under the new key.
    const third = await workflowRun('third', [rootfs, app]);
    expect(third.main.status, third.main.stdout + third.main.stderr).toBe(0);
    const newKey = third.saved['STATE_sealos-image-cache-key'] as string;
    expect(newKey).not.toBe(key);
    expect(third.main.stdout).toContain(`restored from ${key} (an earlier store: what changed is pulled)`);
    const repository = (reference: string) => `/v2/${parseReference(reference).repository}/blobs/`;
    expect(third.blobs.length).toBeGreaterThan(0);
    expect(third.blobs.filter((request) => !request.path.startsWith(repository(app)))).toEqual([]);
    expect(third.post.stdout).toContain(`saved as ${newKey}`);
    expect(service.entries.map((entry) => entry.key)).toEqual([key, newKey]);
  });
});
