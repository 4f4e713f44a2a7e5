import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApplyResult } from '../../../src/apply/request.js';
import {
  type Clusterfile,
  parseClusterfile,
  redactClusterfile,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';
import { applyCluster } from '../../lab/apply-cluster.js';
import {
  buildTestClusterImages,
  type TestClusterImages,
  testImageHostPaths,
} from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'lab';
const DATA = `/var/lib/sealos/data/${CLUSTER}`;

/**
 * The run engine end to end on real sshd hosts, as a non-root user whose sudo asks for its password, with test
 * cluster images built by our builder and served by a real registry on the lab bridge. kubeadm and kubectl in
 * the images are stand-ins (real ones cannot run here). The steps share one cluster and run in order.
 */
describeAsRoot('apply on the lab', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let storeDir: string;
  let saved: Clusterfile | undefined;
  let h: LabHost[];

  beforeAll(async () => {
    lab = await startLab({ hosts: 4 });
    h = lab.hosts;
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'sealos-apply-store-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  function clusterfileText(masters: LabHost[], nodes: LabHost[], imageList: string[]): string {
    const { bob } = lab.credentials;
    return [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata:',
      `  name: ${CLUSTER}`,
      'spec:',
      '  image:',
      ...imageList.map((image) => `    - ${image}`),
      '  ssh:',
      `    user: ${bob.user}`,
      `    passwd: ${JSON.stringify(bob.password)}`,
      '  env:',
      '    - TEST_FROM_SPEC=spec-value',
      '  hosts:',
      `    - ips: [${masters.map((m) => m.address).join(', ')}]`,
      '      roles: [master, amd64]',
      ...(nodes.length
        ? [
            `    - ips: [${nodes.map((n) => n.address).join(', ')}]`,
            '      roles: [node, amd64]',
            '      env: [TEST_HOST_MARK=node-mark]',
          ]
        : []),
      '',
    ].join('\n');
  }

  /** One apply as the action does it: desired from the declaration, current = the saved (redacted) state. */
  async function apply(
    masters: LabHost[],
    nodes: LabHost[],
    imageList: string[],
  ): Promise<ApplyResult & { log: string[] }> {
    const desired = parseClusterfile(clusterfileText(masters, nodes, imageList)).clusterfile;
    const { logger, sink } = memoryLogger();
    const result = await applyCluster({
      desired,
      current: saved,
      hostKeyPolicy: 'accept-new',
      insecureRegistries: [registry.host],
      imageStoreDir: storeDir,
      logger,
    });
    saved = parseClusterfile(stringifyClusterfile(redactClusterfile(result.clusterfile))).clusterfile;
    return { ...result, log: sink.lines };
  }

  function expectApplied(result: ApplyResult & { log: string[] }): void {
    if (result.error) {
      const causes: string[] = [];
      for (let e: unknown = result.error; e instanceof Error; e = e.cause)
        causes.push(`${e.name}: ${e.message}`);
      expect.fail(`${causes.join('\n  caused by ')}\n--- log:\n${result.log.join('\n')}`);
    }
  }

  const snapshot = (host: LabHost) =>
    lab.check(
      host,
      `find ${DATA} /etc/kubernetes /etc/sealos-test /usr/bin/kubeadm -printf '%p %s %m %T@\\n' 2>/dev/null | sort; md5sum /etc/hosts`,
    );
  const hostsFile = (host: LabHost) => lab.check(host, 'cat /etc/hosts');

  it('creates a cluster of one master and one node', async () => {
    const result = await apply([h[0]!], [h[1]!], [images.rootfs]);
    expectApplied(result);
    expect(result.plan.action).toBe('create');
    expect(result.clusterfile.cluster.status?.phase).toBe('ClusterSuccess');
    expect(result.clusterfile.cluster.metadata?.creationTimestamp).toBeTruthy();
    expect(result.kubeconfig).toContain('server: https://apiserver.cluster.local:6443');
    expect(result.phases.find((p) => p.title === 'Init')?.status).toBe('done');

    const master = await lab.check(h[0]!, `cat ${testImageHostPaths.initMarker(CLUSTER)}`);
    expect(master).toContain('SEALOS_SYS_RUN_MODE=master,amd64');
    expect(master).toContain('SEALOS_SYS_KUBE_VERSION=v1.27.7');
    expect(master).toContain('TEST_FROM_SPEC=spec-value');
    const node = await lab.check(h[1]!, `cat ${testImageHostPaths.initMarker(CLUSTER)}`);
    expect(node).toContain('SEALOS_SYS_RUN_MODE=node,amd64');
    expect(node).toContain('TEST_HOST_MARK=node-mark');

    // Per-host rendering, no template left behind, registry/ not copied by the rootfs copy.
    expect(await lab.check(h[1]!, `cat ${DATA}/rootfs/${testImageHostPaths.renderedHostMarker}`)).toContain(
      'node',
    );
    expect(await lab.check(h[0]!, `find ${DATA}/rootfs -name '*.tmpl' | wc -l`)).toBe('0\n');

    // /etc/hosts as sealos writes it: the registry and apiserver on master0; nodes reach the apiserver by the VIP.
    expect(await hostsFile(h[0]!)).toMatch(new RegExp(`^${h[0]!.ip} sealos.hub$`, 'm'));
    expect(await hostsFile(h[0]!)).toMatch(new RegExp(`^${h[0]!.ip} apiserver.cluster.local$`, 'm'));
    expect(await hostsFile(h[1]!)).toMatch(/^10\.103\.97\.2 apiserver\.cluster\.local$/m);
    expect(await hostsFile(h[1]!)).toMatch(new RegExp(`^${h[1]!.ip} lvscare.node.ip$`, 'm'));

    // The registry runs on master0 over the mirrored registry/ data, behind htpasswd.
    expect(await lab.check(h[0]!, `readlink /var/lib/registry`)).toBe(`${DATA}/rootfs/registry\n`);
    expect(
      await lab.check(
        h[0]!,
        `test -f ${DATA}/rootfs/registry/docker/registry/v2/repositories/library/pause/_manifests/tags/3.9/current/link && echo ok`,
      ),
    ).toBe('ok\n');
    expect(await lab.check(h[1]!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe('joined\n');
    expect(Object.keys(result.clusterfile.cluster.status?.hostKeys ?? {}).sort()).toEqual(
      [h[0]!.address, h[1]!.address].sort(),
    );
    expect(stringifyClusterfile(saved!)).not.toContain(lab.credentials.bob.password);
  });

  it('changes nothing on the hosts when re-run with nothing changed', async () => {
    const before = await Promise.all([snapshot(h[0]!), snapshot(h[1]!)]);
    const result = await apply([h[0]!], [h[1]!], [images.rootfs]);
    expectApplied(result);
    expect(result.plan).toMatchObject({ action: 'reconcile', nodesToJoin: [], imagesToInstall: [] });
    expect(await Promise.all([snapshot(h[0]!), snapshot(h[1]!)])).toEqual(before);
    const skipped = result.phases.filter((p) => p.status === 'skipped').map((p) => p.title);
    expect(skipped).toEqual(
      expect.arrayContaining(['Mirror registry', 'Bootstrap', 'Init', 'Join', 'Remove hosts']),
    );
  });

  it('adds a node, leaving the others as they were', async () => {
    const master0Before = await snapshot(h[0]!);
    const result = await apply([h[0]!], [h[1]!, h[2]!], [images.rootfs]);
    expectApplied(result);
    expect(result.plan.nodesToJoin).toEqual([h[2]!.address]);
    expect(await lab.check(h[2]!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe('joined\n');
    expect(await snapshot(h[0]!)).toEqual(master0Before);
  });

  it('installs an application image whose CMD runs on master0 only', async () => {
    const result = await apply([h[0]!], [h[1]!, h[2]!], [images.rootfs, images.app]);
    expectApplied(result);
    expect(result.plan.imagesToInstall).toEqual([images.app]);
    expect(await lab.check(h[0]!, `cat ${testImageHostPaths.helloFile(h[0]!.hostname)}`)).toContain(
      'hello world',
    );
    expect((await lab.run(h[1]!, `test -e ${testImageHostPaths.helloFile(h[1]!.hostname)}`)).code).not.toBe(
      0,
    );
    const workdir = `${DATA}/applications/hello-app-v1/workdir`;
    expect(await lab.check(h[0]!, `test -f ${workdir}/manifests/hello.yaml && echo ok`)).toBe('ok\n');
    expect(result.clusterfile.cluster.status?.mounts?.map((m) => m.type)).toEqual(['rootfs', 'application']);
  });

  it('adds a patch image that overlays the rootfs on every host', async () => {
    const result = await apply([h[0]!], [h[1]!, h[2]!], [images.rootfs, images.app, images.patch]);
    expectApplied(result);
    for (const host of [h[0]!, h[1]!, h[2]!]) {
      expect(await lab.check(host, `test -f ${DATA}/rootfs/etc/patched.conf && echo ok`)).toBe('ok\n');
      expect(await lab.check(host, `test -f ${testImageHostPaths.patchMarker(CLUSTER)} && echo ok`)).toBe(
        'ok\n',
      );
    }
    // The registry data survived the rootfs being replaced.
    expect(await lab.check(h[0]!, `test -d ${DATA}/rootfs/registry/docker && echo ok`)).toBe('ok\n');
    // The application's CMD is not run again.
    expect(
      (await lab.check(h[0]!, `cat ${testImageHostPaths.helloFile(h[0]!.hostname)}`)).trim().split('\n'),
    ).toHaveLength(1);
  });

  it('removes a node: its data and /etc/hosts entries go, the others stay', async () => {
    const others = await Promise.all([snapshot(h[0]!), snapshot(h[2]!)]);
    const result = await apply([h[0]!], [h[2]!], [images.rootfs, images.app, images.patch]);
    expectApplied(result);
    expect(result.plan.nodesToRemove).toEqual([h[1]!.address]);
    expect((await lab.run(h[1]!, `test -e ${DATA}`)).code).not.toBe(0);
    expect((await lab.run(h[1]!, 'test -e /etc/kubernetes/kubelet.conf')).code).not.toBe(0);
    expect((await lab.run(h[1]!, `test -e ${testImageHostPaths.initMarker(CLUSTER)}`)).code).not.toBe(0);
    const hosts = await hostsFile(h[1]!);
    expect(hosts).not.toContain('apiserver.cluster.local');
    expect(hosts).not.toContain('lvscare.node.ip');
    expect(hosts).not.toContain('sealos.hub');
    expect(await Promise.all([snapshot(h[0]!), snapshot(h[2]!)])).toEqual(others);
    expect(saved!.cluster.spec?.hosts?.flatMap((e) => e.ips)).toEqual([h[0]!.address, h[2]!.address]);
  });

  it('records a Bootstrap failure naming the host, and completes when re-run after the fix', async () => {
    await lab.check(h[3]!, `mkdir -p /etc/sealos-test && touch ${testImageHostPaths.failInit}`);
    const failed = await apply([h[0]!], [h[2]!, h[3]!], [images.rootfs, images.app, images.patch]);
    expect(failed.error).toBeDefined();
    expect(failed.clusterfile.cluster.status?.phase).toBe('ClusterFailed');
    const condition = failed.clusterfile.cluster.status?.conditions?.at(-1);
    expect(condition).toMatchObject({ type: 'ApplyClusterError', status: 'False' });
    expect(condition?.message).toContain('[Bootstrap]');
    expect(condition?.message).toContain(h[3]!.address);
    // The failed host is not recorded; the cluster stays created.
    expect(saved!.cluster.spec?.hosts?.flatMap((e) => e.ips)).toEqual([h[0]!.address, h[2]!.address]);
    expect(saved!.cluster.metadata?.creationTimestamp).toBeTruthy();

    await lab.check(h[3]!, `rm ${testImageHostPaths.failInit}`);
    const fixed = await apply([h[0]!], [h[2]!, h[3]!], [images.rootfs, images.app, images.patch]);
    expectApplied(fixed);
    expect(fixed.plan.nodesToJoin).toEqual([h[3]!.address]);
    expect(fixed.clusterfile.cluster.status?.phase).toBe('ClusterSuccess');
    expect(await lab.check(h[3]!, 'test -f /etc/kubernetes/kubelet.conf && echo joined')).toBe('joined\n');
    expect(saved!.cluster.spec?.hosts?.flatMap((e) => e.ips)).toEqual([
      h[0]!.address,
      h[2]!.address,
      h[3]!.address,
    ]);
  });
});
