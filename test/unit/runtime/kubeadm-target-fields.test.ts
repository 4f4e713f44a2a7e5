import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseClusterfile, readClusterfile } from '../../../src/clusterfile/index.js';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import { initFor, joinNodeFor } from './kubeadm-documents.js';

const masters = ['192.168.0.10'];
const credentials = {
  token: 'abcdef.0123456789abcdef',
  caCertHashes: [`sha256:${'a'.repeat(64)}`],
  certificateKey: 'b'.repeat(64),
};

// biome-ignore lint/suspicious/noExplicitAny: assertions walk parsed YAML freely; a wrong path fails the test
function byKind(yaml: string, kind: string): Record<string, any> {
  const found = parseAllDocuments(yaml)
    .map((document) => document.toJS() as Record<string, unknown>)
    .find((document) => document.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}

const V1BETA4_ONLY = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata: {name: default}
spec:
  hosts:
  - ips: [192.168.0.10]
    roles: [master]
---
apiVersion: kubeadm.k8s.io/v1beta4
kind: InitConfiguration
timeouts:
  kubeletHealthCheck: 10m0s
  controlPlaneComponentHealthCheck: 8m0s
nodeRegistration:
  imagePullSerial: false
---
apiVersion: kubeadm.k8s.io/v1beta4
kind: ClusterConfiguration
encryptionAlgorithm: ECDSA-P256
apiServer:
  extraEnvs:
  - name: GODEBUG
    value: x509sha1=1
  extraArgs:
  - name: audit-log-maxage
    value: "30"
`;

describe('kubeadm documents converted for the cluster Kubernetes version', () => {
  it('below 1.31, drops each v1beta4-only field with its Clusterfile line, and converts what v1beta3 can hold', () => {
    const { clusterfile } = parseClusterfile(V1BETA4_ONLY, 'Clusterfile');
    const warnings: string[] = [];
    const yaml = initFor(
      buildKubeadmConfig({
        kubernetesVersion: 'v1.29.9',
        masters,
        hostCount: masters.length,
        userDocuments: clusterfile.kubeadm,
        warn: (message) => warnings.push(message),
      }),
    );
    // One warning a dropped field; the order they are found in is not the point.
    expect([...warnings].sort()).toEqual(
      [
        'Clusterfile:15: InitConfiguration.nodeRegistration.imagePullSerial: not a field of kubeadm.k8s.io/v1beta3, which Kubernetes v1.29.9 reads; dropped',
        'Clusterfile:11: InitConfiguration.timeouts: not a field of kubeadm.k8s.io/v1beta3, which Kubernetes v1.29.9 reads; dropped',
        'Clusterfile:21: ClusterConfiguration.apiServer.extraEnvs: not a field of kubeadm.k8s.io/v1beta3, which Kubernetes v1.29.9 reads; dropped',
        'Clusterfile:19: ClusterConfiguration.encryptionAlgorithm: not a field of kubeadm.k8s.io/v1beta3, which Kubernetes v1.29.9 reads; dropped',
      ].sort(),
    );
    const init = byKind(yaml, 'InitConfiguration');
    expect(init.apiVersion).toBe('kubeadm.k8s.io/v1beta3');
    expect(init).not.toHaveProperty('timeouts');
    expect(init.nodeRegistration).not.toHaveProperty('imagePullSerial');
    const cluster = byKind(yaml, 'ClusterConfiguration');
    // kubeadm's own conversion: the health-check timeout becomes apiServer.timeoutForControlPlane, the
    // argument list a map.
    expect(cluster.apiServer.timeoutForControlPlane).toBe('8m0s');
    expect(cluster.apiServer.extraArgs['audit-log-maxage']).toBe('30');
    expect(cluster.apiServer).not.toHaveProperty('extraEnvs');
    expect(cluster).not.toHaveProperty('encryptionAlgorithm');
  });

  it('from 1.31, keeps them, without a warning', () => {
    const { clusterfile } = parseClusterfile(V1BETA4_ONLY, 'Clusterfile');
    const warnings: string[] = [];
    const yaml = initFor(
      buildKubeadmConfig({
        kubernetesVersion: 'v1.31.2',
        masters,
        hostCount: masters.length,
        userDocuments: clusterfile.kubeadm,
        warn: (message) => warnings.push(message),
      }),
    );
    expect(warnings).toEqual([]);
    const init = byKind(yaml, 'InitConfiguration');
    expect(init.timeouts).toMatchObject({
      kubeletHealthCheck: '10m0s',
      controlPlaneComponentHealthCheck: '8m0s',
    });
    expect(byKind(yaml, 'ClusterConfiguration').apiServer.extraEnvs).toEqual([
      { name: 'GODEBUG', value: 'x509sha1=1' },
    ]);
  });

  it('the sealos docs dual-stack Clusterfile (PascalCase v1beta3) reaches kubeadm in canonical keys, on 1.26 and 1.31', async () => {
    const path = join(import.meta.dirname, '../../fixtures/clusterfiles/sealos-docs-dual-stack.yaml');
    const { clusterfile } = await readClusterfile(path);
    for (const [version, extraArgs] of [
      ['v1.26.1', { 'service-cluster-ip-range': '10.96.0.0/22,fd85:ee78:d8a6:8607::1000/116' }],
      [
        'v1.31.2',
        [{ name: 'service-cluster-ip-range', value: '10.96.0.0/22,fd85:ee78:d8a6:8607::1000/116' }],
      ],
    ] as const) {
      const config = buildKubeadmConfig({
        kubernetesVersion: version,
        masters,
        hostCount: masters.length,
        userDocuments: clusterfile.kubeadm,
      });
      const cluster = byKind(initFor(config), 'ClusterConfiguration');
      expect(cluster.networking).toMatchObject({
        podSubnet: '100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112',
        serviceSubnet: '10.96.0.0/22,fd85:ee78:d8a6:8607::1000/116',
      });
      expect(cluster.apiServer.extraArgs).toEqual(
        expect.objectContaining(Array.isArray(extraArgs) ? {} : extraArgs),
      );
      if (Array.isArray(extraArgs))
        expect(cluster.apiServer.extraArgs).toEqual(expect.arrayContaining(extraArgs));
      expect(Object.keys(cluster).filter((key) => /^[A-Z]/.test(key))).toEqual([]);
      const join = byKind(joinNodeFor(config, credentials), 'JoinConfiguration');
      expect(Object.keys(join).filter((key) => /^[A-Z]/.test(key))).toEqual([]);
      expect(byKind(initFor(config), 'KubeProxyConfiguration').clusterCIDR).toBe(
        '100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112',
      );
    }
  });

  it("reads an image's kubeadm.yml as the loader reads the Clusterfile, warning about what it drops", () => {
    const warnings: string[] = [];
    const config = buildKubeadmConfig({
      kubernetesVersion: 'v1.27.7',
      masters,
      hostCount: masters.length,
      imageDocuments: [
        {
          apiVersion: 'kubeadm.k8s.io/v1beta2',
          kind: 'ClusterConfiguration',
          UseHyperKubeImage: false,
          Networking: { PodSubnet: '10.244.0.0/16' },
        },
      ],
      warn: (message) => warnings.push(message),
    });
    expect(byKind(initFor(config), 'ClusterConfiguration').networking.podSubnet).toBe('10.244.0.0/16');
    expect(warnings).toEqual([
      'rootfs etc/kubeadm.yml ClusterConfiguration.UseHyperKubeImage: removed in kubeadm.k8s.io/v1beta3 (kubeadm no longer supports the hyperkube image); dropped',
    ]);
  });
});
