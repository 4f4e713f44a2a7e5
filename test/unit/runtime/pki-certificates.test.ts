import { describe, expect, it } from 'vitest';
import { buildKubeadmConfig } from '../../../src/runtime/kubeadm/config.js';
import {
  apiServerLeaf,
  authorities,
  certificateValidityDays,
  leafCertificates,
} from '../../../src/runtime/kubeadm/pki-certificates.js';

/**
 * The certificates made before kubeadm runs must carry every name kubeadm checks on a certificate it finds
 * (cmd/kubeadm/app/util/pkiutil: GetAPIServerAltNames, GetEtcdAltNames, GetEtcdPeerAltNames), else kubeadm
 * stops; the lists below are read from those functions, not from our code.
 */
const masters = ['10.0.0.11', '10.0.0.12'];
const host = { address: '10.0.0.12', nodeName: 'master-1' };

describe("the PKI made before kubeadm (sealos's kube_certs.go)", () => {
  it('lasts 100 years of 365 days, as sealos `Year: 100`', () => {
    expect(certificateValidityDays).toBe(36500);
  });

  it("gives the apiserver every name kubeadm wants, plus sealos's localhost and 127.0.0.1", () => {
    const config = buildKubeadmConfig({
      kubernetesVersion: 'v1.27.7',
      masters,
      hostCount: 3,
      certSANs: ['k8s.example.com'],
    });
    const apiserver = leafCertificates(config, host).find((leaf) => leaf.name === 'apiserver');
    // kubeadm: node name, kubernetes, kubernetes.default, kubernetes.default.svc, kubernetes.default.svc.<domain>,
    // the first service address, the advertise address, the endpoint's host, the certSANs.
    expect(apiserver?.dnsNames).toEqual(
      expect.arrayContaining([
        'master-1',
        'kubernetes',
        'kubernetes.default',
        'kubernetes.default.svc',
        'kubernetes.default.svc.cluster.local',
        'apiserver.cluster.local',
        'k8s.example.com',
        'localhost',
      ]),
    );
    expect(apiserver?.ips).toEqual(
      expect.arrayContaining(['10.96.0.1', '10.0.0.12', '10.0.0.11', '10.103.97.2', '127.0.0.1']),
    );
    expect(apiserver?.usages).toEqual(['serverAuth']);
  });

  it("names etcd's server and peer after the node, with loopback and its address", () => {
    const config = buildKubeadmConfig({ kubernetesVersion: 'v1.27.7', masters, hostCount: 3 });
    for (const name of ['etcd/server', 'etcd/peer']) {
      const leaf = leafCertificates(config, host).find((l) => l.name === name);
      expect(leaf?.commonName).toBe('master-1');
      expect(leaf?.dnsNames).toEqual(['localhost', 'master-1']);
      expect(leaf?.ips).toEqual(['127.0.0.1', '::1', '10.0.0.12']);
      expect(leaf?.authority).toBe('etcd/ca');
    }
  });

  it('puts the clients in system:masters before 1.29, and the kubelet client in kubeadm:cluster-admins from 1.29', () => {
    const organizations = (version: string) =>
      Object.fromEntries(
        leafCertificates(buildKubeadmConfig({ kubernetesVersion: version, masters, hostCount: 2 }), host).map(
          (leaf) => [leaf.name, leaf.organization ?? ''],
        ),
      );
    expect(organizations('v1.27.7')).toMatchObject({
      'apiserver-kubelet-client': 'system:masters',
      'apiserver-etcd-client': 'system:masters',
      'etcd/healthcheck-client': 'system:masters',
    });
    expect(organizations('v1.29.9')).toMatchObject({
      'apiserver-kubelet-client': 'kubeadm:cluster-admins',
      'apiserver-etcd-client': '',
      'etcd/healthcheck-client': '',
    });
  });

  it('makes no etcd authority or certificates for an external etcd', () => {
    const config = buildKubeadmConfig({
      kubernetesVersion: 'v1.27.7',
      masters,
      hostCount: 2,
      userDocuments: [
        {
          apiVersion: 'kubeadm.k8s.io/v1beta3',
          kind: 'ClusterConfiguration',
          etcd: { external: { endpoints: ['https://10.0.0.50:2379'] } },
        },
      ],
    });
    expect(authorities(config).map((a) => a.name)).toEqual(['ca', 'front-proxy-ca']);
    expect(leafCertificates(config, host).map((leaf) => leaf.name)).toEqual([
      'apiserver',
      'apiserver-kubelet-client',
      'front-proxy-client',
    ]);
  });

  it('takes the first address of each service subnet, IPv6 too', () => {
    const cluster = { networking: { serviceSubnet: '10.96.0.0/22,fd00:10:96::/108' } };
    expect(apiServerLeaf(cluster, host).ips).toEqual(
      expect.arrayContaining(['10.96.0.1', 'fd00:10:96:0:0:0:0:1']),
    );
    expect(apiServerLeaf(cluster, host).ips).not.toContain('10.96.0.0');
  });
});
