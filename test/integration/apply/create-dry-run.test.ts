import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { runOutputs } from '../../../src/run/outputs.js';
import { runCluster } from '../../../src/run/run-cluster.js';
import { buildTestClusterImages, TEST_KUBE_VERSION } from '../../lab/cluster-images.js';
import { type CountingProxy, startCountingProxy } from '../../lab/counting-proxy.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';

/**
 * A dry run of a create reads the rootfs image's configuration from the registry (manifest and config blob,
 * never a layer) and shows the runtime and Kubernetes version its labels name; no host is reached (10.77.0.2
 * is no host here). The lab's test images, pushed to a loopback registry behind a request-counting proxy.
 */
describe('run --dry-run of a create: runtime and version from the rootfs labels, no layer read', () => {
  let registry: RegistryLab;
  let proxy: CountingProxy;
  let rootfs: string;
  let dir: string;
  const previousCache = process.env.XDG_CACHE_HOME;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'create-dry-run-'));
    // An empty local store: the labels can only come from the registry.
    process.env.XDG_CACHE_HOME = join(dir, 'cache');
    registry = await startRegistry();
    const images = await buildTestClusterImages({ registryHost: registry.host });
    proxy = await startCountingProxy(registry.url);
    rootfs = images.rootfs.replace(registry.host, proxy.host);
  });

  afterAll(async () => {
    if (previousCache === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = previousCache;
    await proxy?.stop();
    await registry?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const layerGets = () =>
    proxy.requests.filter(
      (request) =>
        request.method === 'GET' && request.path.includes('/blobs/') && !isConfigRead(request.path),
    );
  const configDigests = new Set<string>();
  const isConfigRead = (path: string) => [...configDigests].some((digest) => path.endsWith(digest));

  it('the CLI prints the plan once, naming kubeadm and the version label; only manifest and config are read', async () => {
    proxy.requests.length = 0;
    const out: string[] = [];
    let stderr = '';
    const status = await runCli(
      [
        'run',
        rootfs,
        '--masters',
        '10.77.0.2',
        '-c',
        'dry',
        '--state-dir',
        join(dir, 'state'),
        '--insecure-registry',
        proxy.host,
        '--dry-run',
      ],
      {
        logger: memoryLogger().logger,
        stdout: (text) => out.push(text),
        stderr: (text) => {
          stderr += text;
        },
      },
    );
    expect(status, stderr).toBe(0);
    const stdout = out.join('');
    expect(stdout).toContain(`Plan for cluster "dry" (kubeadm ${TEST_KUBE_VERSION}): create, `);
    expect(stdout.split('Plan for cluster').length - 1).toBe(1);
    const manifests = proxy.requests.filter((request) => request.path.includes('/manifests/'));
    const blobs = proxy.requests.filter(
      (request) => request.method === 'GET' && request.path.includes('/blobs/'),
    );
    expect(manifests.length).toBeGreaterThan(0);
    // The one blob read is the config (a single-platform image: one config, many layers).
    expect(blobs).toHaveLength(1);
    configDigests.add(blobs[0]!.path.slice(blobs[0]!.path.lastIndexOf('/') + 1));
    expect(layerGets()).toEqual([]);
    await expect(readdir(join(dir, 'state'))).rejects.toThrow(/ENOENT/);
  });

  it("the run's JSON plan output has runtime kubeadm", async () => {
    proxy.requests.length = 0;
    const outcome = await runCluster(
      {
        source: {
          kind: 'inputs',
          inputs: { images: [rootfs], masters: '10.77.0.2', user: 'root', port: 22, clusterName: 'dry' },
        },
        configFiles: [],
        dryRun: true,
        force: false,
        hostKeyPolicy: 'accept-new',
        state: { choice: 'local', dir: join(dir, 'state') },
        registry: {},
        insecureRegistries: [proxy.host],
        outputDir: join(dir, 'out'),
      },
      memoryLogger().logger,
      { localAddress: '10.77.0.200' },
    );
    expect(JSON.parse(runOutputs(outcome).plan)).toMatchObject({ action: 'create', runtime: 'kubeadm' });
    expect(layerGets()).toEqual([]);
  });
});
