import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { applyCluster } from '../../lab/apply-cluster.js';
import {
  buildTestClusterImages,
  TEST_KUBE_VERSION,
  type TestClusterImages,
} from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';
import { checkAgainstSealos } from '../../unit/runtime/sealos-derivation.js';

/** containerd's config with the systemd cgroup driver, as labring's containerd image writes it. */
const CONTAINERD_SYSTEMD = [
  'version = 2',
  '[plugins."io.containerd.grpc.v1.cri".containerd]',
  '  default_runtime_name = "runc"',
  '[plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]',
  '  SystemdCgroup = true',
  '',
].join('\n');

/** An ordinary workload: two replicas, no tolerations, no node selector. */
const ORDINARY_DEPLOYMENT = [
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: web',
  '  namespace: default',
  'spec:',
  '  replicas: 2',
  '  selector:',
  '    matchLabels: {app: web}',
  '  template:',
  '    metadata:',
  '      labels: {app: web}',
  '    spec:',
  '      containers:',
  '        - name: web',
  '          image: nginx:1.27',
  '',
].join('\n');

/**
 * Three clusters made on lab hosts (one host; 1 master + 2 nodes; 2 masters + 1 node), then the kubeadm
 * documents each host was sent (the files kubeadm read there) checked field by field against sealos v5.1's
 * derivation (test/unit/runtime/sealos-derivation.ts). The hosts' runtimes are asked through the stand-in
 * sealctl: no CRI socket on the lab hosts means containerd's; one host has containerd's config with
 * `SystemdCgroup = true`, the others none (cgroupfs), so the cgroup driver is seen to follow each host.
 */
describeAsRoot('kubeadm documents on the lab, against sealos', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let storeDir: string;
  let h: LabHost[];

  beforeAll(async () => {
    lab = await startLab({ hosts: 7 });
    h = lab.hosts;
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'sealos-kubeadm-docs-store-'));
    await lab.check(
      h[2]!,
      'mkdir -p /etc/containerd && cat > /etc/containerd/config.toml',
      CONTAINERD_SYSTEMD,
    );
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  async function createAndCheck(name: string, masters: LabHost[], nodes: LabHost[]): Promise<string[]> {
    const { root } = lab.credentials;
    const text = [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata:',
      `  name: ${name}`,
      'spec:',
      `  image: [${images.rootfs}]`,
      '  ssh:',
      `    user: ${root.user}`,
      `    passwd: ${JSON.stringify(root.password)}`,
      '  hosts:',
      `    - ips: [${masters.map((m) => m.address).join(', ')}]`,
      '      roles: [master, amd64]',
      ...(nodes.length
        ? [`    - ips: [${nodes.map((n) => n.address).join(', ')}]`, '      roles: [node, amd64]']
        : []),
      '',
    ].join('\n');
    const { logger, sink } = memoryLogger();
    const result = await applyCluster({
      desired: parseClusterfile(text).clusterfile,
      hostKeyPolicy: 'accept-new',
      insecureRegistries: [registry.host],
      imageStoreDir: storeDir,
      logger,
    });
    if (result.error) expect.fail(`${result.error.message}\n--- log:\n${sink.lines.join('\n')}`);
    const etc = `/var/lib/sealos/data/${name}/etc`;
    const read = (host: LabHost, file: string) => lab.check(host, `cat ${etc}/${file}`);
    const [master0, ...others] = masters as [LabHost, ...LabHost[]];
    checkAgainstSealos(
      {
        init: await read(master0, 'kubeadm-init.yaml'),
        joinMaster: new Map(
          await Promise.all(
            others.map(async (m) => [m.ip, await read(m, 'kubeadm-join-master.yaml')] as const),
          ),
        ),
        joinNode: new Map(
          await Promise.all(nodes.map(async (n) => [n.ip, await read(n, 'kubeadm-join-node.yaml')] as const)),
        ),
      },
      {
        kubernetesVersion: TEST_KUBE_VERSION,
        masters: masters.map((m) => m.ip),
        nodes: nodes.map((n) => n.ip),
        vip: '10.103.97.2',
        cri: (address) => ({
          criSocket: 'unix:///run/containerd/containerd.sock',
          cgroupDriver: address === h[2]!.ip ? 'systemd' : 'cgroupfs',
        }),
        imageEndpoint: '/var/run/image-cri-shim.sock',
      },
    );
    // The certificate key of the init stays on master0 only, readable by root alone.
    expect(
      await lab.check(master0, `stat -c %a ${etc}/kubeadm-certificate-key.txt ${etc}/kubeadm-init.yaml`),
    ).toBe('600\n600\n');
    return sink.lines;
  }

  it('one host: the control plane keeps no taint, so an ordinary pod runs there', async () => {
    await createAndCheck('one', [h[0]!], []);
    // No toleration: with kubeadm's default control-plane taint the stand-in scheduler leaves it Pending.
    const kubectl = 'kubectl --kubeconfig=/etc/kubernetes/admin.conf';
    await lab.check(h[0]!, `${kubectl} apply -f -`, ORDINARY_DEPLOYMENT);
    const pods = JSON.parse(await lab.check(h[0]!, `${kubectl} get pods -l app=web -o json`)) as {
      items: { status: { phase: string } }[];
    };
    expect(pods.items.map((pod) => pod.status.phase)).toEqual(['Running', 'Running']);
  });

  it('1 master + 2 nodes: nodes join through the VIP, each with its own node-ip and cgroup driver', async () => {
    await createAndCheck('oneplustwo', [h[1]!], [h[2]!, h[3]!]);
  });

  it("2 masters + 1 node: the master joins master0 with the init's certificate key", async () => {
    const log = await createAndCheck('twoplusone', [h[4]!, h[5]!], [h[6]!]);
    // master0's kube-system/kubeadm-config was read back before the join, and it holds what the Clusterfile says.
    expect(log.filter((line) => /kubeadm-config|keeps its own ClusterConfiguration/.test(line))).toEqual([]);
    expect(
      await lab.check(h[4]!, 'grep -c "get configmap kubeadm-config" /var/log/standin-calls.log'),
    ).not.toBe('0\n');
  });
});
