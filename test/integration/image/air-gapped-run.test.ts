import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/program.js';
import { runnerStep, runStep } from '../../lab/action-runner.js';
import {
  buildTestClusterImages,
  TEST_KUBE_VERSION,
  type TestClusterImages,
  testImageHostPaths,
} from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, registryAnswers, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'airgap';
const DATA = `/var/lib/sealos/data/${CLUSTER}`;

/**
 * Listens where the registry listened and counts every TCP connection (then drops it): any try to reach the
 * registry, plain HTTP or TLS, counts, and none can be served.
 */
async function connectionRecorder(
  host: string,
): Promise<{ connections: () => number; stop: () => Promise<void> }> {
  const [address, port] = [
    host.slice(0, host.lastIndexOf(':')),
    Number(host.slice(host.lastIndexOf(':') + 1)),
  ];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve());
  });
  return {
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An air-gapped install, as a user moves a cluster image into a network with no registry: on the connected
 * side the test cluster images (built by our builder, kubeadm a stand-in) are pushed to the lab's real registry,
 * pulled and saved to archives; then the registry is stopped and a recorder listens on its address. The run
 * action's real entry point creates a cluster from `images: oci-archive:FILE`, and after `load` of the other
 * archive reconciles with images named as in the local store; no connection reaches the registry's address.
 */
describeAsRoot('air-gapped run: archives and the local store, the registry stopped', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let dir: string;
  let recorder: Awaited<ReturnType<typeof connectionRecorder>> | undefined;
  const archives = () => ({
    rootfs: join(dir, 'kubernetes.oci.tar'),
    app: join(dir, 'hello-app.docker.tar'),
  });
  /** The air-gapped machine's image store: the action's default under its XDG_CACHE_HOME. */
  const airgapCache = () => join(dir, 'airgap', 'cache');

  beforeAll(async () => {
    lab = await startLab({ hosts: 2 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    dir = await mkdtemp(join(tmpdir(), 'air-gapped-run-'));
  });

  afterAll(async () => {
    await recorder?.stop();
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const cli = async (...args: string[]) => {
    let stdout = '';
    const log = memoryLogger();
    const status = await runCli(args, { logger: log.logger, stdout: (text) => (stdout += text) });
    return { status, stdout, log: log.sink.lines.join('\n') };
  };

  async function runAction(name: string, inputs: Record<string, string>) {
    const { alice } = lab.credentials;
    const step = await runnerStep(join(dir, 'airgap', name), {
      home: join(dir, 'airgap'),
      cache: airgapCache(),
      inputs: {
        masters: lab.hosts[0]!.ip,
        nodes: lab.hosts[1]!.ip,
        user: alice.user,
        password: alice.password,
        port: '22',
        cluster: CLUSTER,
        'host-key-policy': 'accept-new',
        // Were the registry asked, it would be over plain HTTP, which the recorder counts as well as TLS.
        'insecure-registries': registry.host,
        timeout: '30',
        wait: '0',
        state: 'local',
        'state-dir': join(dir, 'airgap', 'sealos'),
        ...inputs,
      },
    });
    const run = await runStep(step, 'run/main');
    return { ...run, output: run.outputs };
  }

  it('connected side: pull the cluster images from the registry and save them to archives', async () => {
    const store = join(dir, 'connected-store');
    const registryFlags = ['--root', store, '--insecure-registry', registry.host];
    const pulled = await cli('pull', ...registryFlags, images.rootfs, images.app);
    expect(pulled.status, pulled.log).toBe(0);
    expect((await cli('save', '--root', store, '-o', archives().rootfs, images.rootfs)).status).toBe(0);
    const savedApp = await cli(
      'save',
      '--root',
      store,
      '-o',
      archives().app,
      '--format',
      'docker-archive',
      images.app,
    );
    expect(savedApp.status, savedApp.log).toBe(0);
  });

  it('the registry is stopped: a request to it fails; a recorder takes its address and counts each try', async () => {
    expect(await registryAnswers(registry.url)).toBe(true);
    await registry.stop();
    expect(await registryAnswers(registry.url)).toBe(false);
    recorder = await connectionRecorder(registry.host);
    // The recorder counts a try, and serves none: from here on the count must stay at this one.
    expect(await registryAnswers(registry.url)).toBe(false);
    expect(recorder.connections()).toBe(1);
  });

  it('images: oci-archive:<folder> is refused by the entry point, naming the input and the file', async () => {
    const folder = join(dir, 'not-an-archive.tar');
    await mkdir(folder);
    const refused = await runAction('refused', { images: `oci-archive:${folder}` });
    expect(refused.status, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stdout).toContain(`::error::input images: ${folder}: it is a folder, not a file`);
    expect(await lab.check(lab.hosts[0]!, `test -e ${DATA} && echo there || echo absent`)).toBe('absent\n');
  });

  it('creates the cluster from images: oci-archive:FILE with no registry', async () => {
    const created = await runAction('create', { images: `oci-archive:${archives().rootfs}` });
    expect(created.status, created.stdout + created.stderr).toBe(0);
    expect(created.stdout).toContain(`${archives().rootfs}: ${images.rootfs} loaded into the local images`);
    expect(created.output.phase).toBe('ClusterSuccess');
    expect(JSON.parse(created.output.plan ?? '{}')).toMatchObject({ action: 'create', cluster: CLUSTER });

    // The hosts got the rootfs: its init.sh ran with its labels, its templates were rendered per host, and
    // master0's registry serves the registry/ folder the image carries.
    const [master, node] = lab.hosts;
    const marker = await lab.check(master!, `cat ${testImageHostPaths.initMarker(CLUSTER)}`);
    expect(marker).toMatch(/^SEALOS_SYS_RUN_MODE=master$/m);
    expect(marker).toContain(`SEALOS_SYS_KUBE_VERSION=${TEST_KUBE_VERSION}`);
    expect(await lab.check(node!, `cat ${DATA}/rootfs/${testImageHostPaths.renderedHostMarker}`)).toContain(
      'node',
    );
    expect(
      await lab.check(
        master!,
        `test -f ${DATA}/rootfs/registry/docker/registry/v2/repositories/library/pause/_manifests/tags/3.9/current/link && echo ok`,
      ),
    ).toBe('ok\n');
    expect(await lab.check(node!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe('joined\n');
    expect(recorder?.connections()).toBe(1);
  });

  it('after load of a docker-archive, images named as in the local store install with no registry', async () => {
    const root = join(airgapCache(), 'sealos-action', 'images');
    const loaded = await cli('load', '--root', root, '-i', archives().app);
    expect(loaded.status, loaded.log).toBe(0);
    expect(loaded.stdout).toBe(`${images.app}\n`);

    const reconciled = await runAction('app', { images: `${images.rootfs}\n${images.app}` });
    expect(reconciled.status, reconciled.stdout + reconciled.stderr).toBe(0);
    expect(JSON.parse(reconciled.output.plan ?? '{}')).toMatchObject({
      action: 'reconcile',
      imagesToInstall: [images.app],
    });
    expect(
      await lab.check(lab.hosts[0]!, `cat ${testImageHostPaths.helloFile(lab.hosts[0]!.hostname)}`),
    ).toContain('hello world');
    expect(recorder?.connections()).toBe(1);
  });
});
