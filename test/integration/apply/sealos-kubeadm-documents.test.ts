import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { applyCluster } from '../../lab/apply-cluster.js';
import { buildTestClusterImages, type TestClusterImages } from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'sealosdocs';

/**
 * A Clusterfile as sealos users write them — a `kubeadm.k8s.io/v1beta2` document and PascalCase keys (as
 * `sealos gen` 4.x writes them) — applied on a lab host; then what master0's kubeadm (the test stand-in) was
 * given is read back from the host: canonical keys, the version the rootfs's Kubernetes (v1.27.7) reads, the
 * user's values in it, the fields v1beta3 lacks gone.
 */
describeAsRoot('sealos-style kubeadm documents on the lab', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let storeDir: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 1 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'sealos-docs-store-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  it('master0 receives v1beta3 documents in canonical keys with the user values', async () => {
    const [master] = lab.hosts;
    const { bob } = lab.credentials;
    const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: ${CLUSTER}
spec:
  image: [${images.rootfs}]
  ssh:
    user: ${bob.user}
    passwd: ${JSON.stringify(bob.password)}
  hosts:
  - ips: [${master!.address}]
    roles: [master, amd64]
---
apiVersion: kubeadm.k8s.io/v1beta2
kind: ClusterConfiguration
UseHyperKubeImage: false
Networking:
  PodSubnet: 10.160.0.0/12
APIServer:
  CertSANs: [sealos-docs.example]
  ExtraArgs:
    audit-log-maxage: "30"
DNS:
  Type: CoreDNS
---
apiVersion: kubeadm.k8s.io/v1beta3
kind: InitConfiguration
NodeRegistration:
  KubeletExtraArgs:
    max-pods: "150"
---
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
MaxPods: 150
`;
    const loaded = parseClusterfile(text, 'Clusterfile');
    expect(loaded.warnings.map((warning) => `${warning.line}: ${warning.path}`)).toEqual([
      '16: UseHyperKubeImage',
      '24: DNS.Type',
    ]);
    const { logger, sink } = memoryLogger();
    const result = await applyCluster({
      desired: loaded.clusterfile,
      hostKeyPolicy: 'accept-new',
      insecureRegistries: [registry.host],
      imageStoreDir: storeDir,
      logger,
    });
    if (result.error) expect.fail(`${result.error.message}\n--- log:\n${sink.lines.join('\n')}`);

    const sent = await lab.check(master!, `cat /var/lib/sealos/data/${CLUSTER}/etc/kubeadm-init.yaml`);
    // biome-ignore lint/suspicious/noExplicitAny: assertions walk parsed YAML freely; a wrong path fails the test
    const documents = parseAllDocuments(sent).map((document) => document.toJS() as Record<string, any>);
    const byKind = (kind: string) => documents.find((document) => document.kind === kind)!;
    const cluster = byKind('ClusterConfiguration');
    expect(cluster.apiVersion).toBe('kubeadm.k8s.io/v1beta3');
    expect(cluster.networking.podSubnet).toBe('10.160.0.0/12');
    expect(cluster.apiServer.certSANs).toContain('sealos-docs.example');
    expect(cluster.apiServer.extraArgs['audit-log-maxage']).toBe('30');
    expect(cluster).not.toHaveProperty('useHyperKubeImage');
    expect(cluster.dns ?? {}).not.toHaveProperty('type');
    expect(byKind('InitConfiguration').nodeRegistration.kubeletExtraArgs['max-pods']).toBe('150');
    expect(byKind('KubeletConfiguration').maxPods).toBe(150);
    // No key in the PascalCase the Clusterfile used reaches kubeadm.
    expect(sent).not.toMatch(/^\s*(Networking|APIServer|NodeRegistration|MaxPods|DNS):/m);
  });
});
