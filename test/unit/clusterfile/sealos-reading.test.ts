import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatProblem,
  parseClusterfile,
  readClusterfile,
  sourceLinesOf,
} from '../../../src/clusterfile/index.js';
import { planCluster, planSteps } from '../../../src/plan/index.js';

const fixture = (name: string) => join(import.meta.dirname, '../../fixtures/clusterfiles', name);

const CLUSTER = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
`;

describe('kubeadm documents as sealos reads them', () => {
  it('reads the PascalCase documents `sealos gen` 4.x writes (sealos docs, dual-stack page) case-insensitively', async () => {
    const { clusterfile, warnings } = await readClusterfile(fixture('sealos-docs-dual-stack.yaml'));
    const cluster = clusterfile.kubeadm.find((document) => document.kind === 'ClusterConfiguration');
    // The page's whole point: the dual-stack subnets, written as Networking.PodSubnet.
    // `dnsDomain: ""` is Go's zero value, as if not written (sealos merges with mergo, which skips it).
    expect(cluster?.networking).toEqual({
      podSubnet: '100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112',
      serviceSubnet: '10.96.0.0/22,fd85:ee78:d8a6:8607::1000/116',
    });
    expect(cluster?.apiServer).toHaveProperty('certSANs');
    expect((cluster?.apiServer as { certSANs: string[] } | undefined)?.certSANs).toContain(
      '2001:db8::f816:3eff:fe8c:910a',
    );
    expect((cluster?.controllerManager as { extraArgs: object } | undefined)?.extraArgs).toMatchObject({
      'node-cidr-mask-size-ipv6': 120,
    });
    const init = clusterfile.kubeadm.find((document) => document.kind === 'InitConfiguration');
    expect(init?.nodeRegistration).toMatchObject({ criSocket: '/run/containerd/containerd.sock' });
    const join = clusterfile.kubeadm.find((document) => document.kind === 'JoinConfiguration');
    expect(join?.discovery).toMatchObject({ timeout: '5m0s' });
    // Fields of kubeadm's internal type that v1beta3 lacks, and a kube-proxy field gone since the userspace
    // proxy: sealos drops them when it decodes; here each is a warning on its line.
    expect(warnings.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^.*:97: ClusterConfiguration CIImageRepository: not a field of kubeadm.k8s.io\/v1beta3 ClusterConfiguration/,
      ),
      expect.stringMatching(/:98: ClusterConfiguration CIKubernetesVersion: not a field/),
      expect.stringMatching(/:101: ClusterConfiguration ComponentConfigs: not a field/),
      expect.stringMatching(/:124: ClusterConfiguration DNS.Type: not a field/),
      // The page's kube-proxy document gives clusterCIDR twice; go-yaml v2 keeps the later.
      expect.stringMatching(/:223: clusterCIDR: given twice in one mapping; the later value is used/),
      expect.stringMatching(
        /:230: KubeProxyConfiguration udpIdleTimeout: not a field of kubeproxy.config.k8s.io\/v1alpha1/,
      ),
    ]);
    expect(cluster).not.toHaveProperty('CIImageRepository');
    const proxy = clusterfile.kubeadm.find((document) => document.kind === 'KubeProxyConfiguration');
    expect(proxy?.clusterCIDR).toBe('100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112');
    // Empty strings are Go's zero values: the page's `ImageRepository: ""` leaves the default image repository.
    expect(cluster?.dns).toEqual({});
    // The lines travel with the document, for the runtime's warnings.
    expect(sourceLinesOf(cluster as object)?.lineOf('networking.podSubnet')).toBe(140);
  });

  it('reads a kubeadm.k8s.io/v1beta2 document (sealos docs, "gen apply cluster") as v1beta3', async () => {
    const { clusterfile, warnings } = await readClusterfile(fixture('sealos-docs-gen-apply-v1beta2.yaml'));
    expect(warnings).toEqual([]);
    expect(clusterfile.kubeadm).toEqual([
      {
        apiVersion: 'kubeadm.k8s.io/v1beta3',
        kind: 'ClusterConfiguration',
        networking: { podSubnet: '10.160.0.0/12' },
      },
    ]);
    expect(clusterfile.configs.map((config) => config.metadata?.name)).toEqual(['calico']);
  });

  it('drops the two fields v1beta3 removed from v1beta2, each with its line', () => {
    const text = `${CLUSTER}---
apiVersion: kubeadm.k8s.io/v1beta2
kind: ClusterConfiguration
useHyperKubeImage: false
dns:
  type: CoreDNS
  imageTag: v1.8.6
---
apiVersion: kubeadm.k8s.io/v1beta2
kind: InitConfiguration
nodeRegistration:
  kubeletExtraArgs:
    node-labels: a=b
`;
    const { clusterfile, warnings } = parseClusterfile(text);
    expect(warnings.map(formatProblem)).toEqual([
      'Clusterfile:12: ClusterConfiguration useHyperKubeImage: removed in kubeadm.k8s.io/v1beta3 (kubeadm no longer supports the hyperkube image); dropped',
      'Clusterfile:14: ClusterConfiguration dns.type: removed in kubeadm.k8s.io/v1beta3 (CoreDNS is the only DNS server kubeadm installs); dropped',
    ]);
    expect(clusterfile.kubeadm).toEqual([
      { apiVersion: 'kubeadm.k8s.io/v1beta3', kind: 'ClusterConfiguration', dns: { imageTag: 'v1.8.6' } },
      {
        apiVersion: 'kubeadm.k8s.io/v1beta3',
        kind: 'InitConfiguration',
        nodeRegistration: { kubeletExtraArgs: { 'node-labels': 'a=b' } },
      },
    ]);
  });

  it('normalises any spelling of a field, keeps map keys as written, and warns about what matches nothing', () => {
    const text = `${CLUSTER}---
APIVersion: kubeadm.k8s.io/v1beta3
Kind: ClusterConfiguration
NETWORKING:
  podsubnet: 10.244.0.0/16
apiServer:
  extraArgs:
    Feature-Gates: A=true
  certSans: [a.example]
  certSANz: [typo.example]
featureGates:
  SomeGate: true
`;
    const { clusterfile, warnings } = parseClusterfile(text);
    expect(clusterfile.kubeadm).toEqual([
      {
        apiVersion: 'kubeadm.k8s.io/v1beta3',
        kind: 'ClusterConfiguration',
        networking: { podSubnet: '10.244.0.0/16' },
        apiServer: { extraArgs: { 'Feature-Gates': 'A=true' }, certSANs: ['a.example'] },
        featureGates: { SomeGate: true },
      },
    ]);
    expect(warnings.map(formatProblem)).toEqual([
      'Clusterfile:18: ClusterConfiguration apiServer.certSANz: not a field of kubeadm.k8s.io/v1beta3 ClusterConfiguration; ignored, as sealos and kubeadm ignore it',
    ]);
  });

  it('a field named twice in two spellings: the later wins, objects merge (as Go decodes), with a warning', () => {
    const text = `${CLUSTER}---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
networking:
  podSubnet: 10.1.0.0/16
  serviceSubnet: 10.96.0.0/22
Networking:
  PodSubnet: 10.2.0.0/16
`;
    const { clusterfile, warnings } = parseClusterfile(text);
    expect(clusterfile.kubeadm[0]?.networking).toEqual({
      podSubnet: '10.2.0.0/16',
      serviceSubnet: '10.96.0.0/22',
    });
    expect(warnings.map(formatProblem)).toEqual([
      'Clusterfile:15: ClusterConfiguration Networking: names networking again (keys are read case-insensitively); this later one is used',
    ]);
  });

  it('checks the subnets of a PascalCase document on their own lines', () => {
    const text = `${CLUSTER}---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
Networking:
  PodSubnet: not-a-cidr
`;
    expect(() => parseClusterfile(text)).toThrow(
      'Clusterfile:13: ClusterConfiguration networking.podSubnet: "not-a-cidr" is not a CIDR block',
    );
  });
});

describe('the Cluster and Config documents as sealos reads them', () => {
  it('reads PascalCase keys of the Cluster as their fields, and locates errors on the keys as written', () => {
    const text = `APIVersion: apps.sealos.io/v1beta1
Kind: Cluster
Metadata:
  Name: pascal
Spec:
  Hosts:
  - IPs: [10.0.0.1, 10.0.0.2]
    Roles: [master]
  Image: [labring/kubernetes:v1.27.7]
  SSH:
    User: root
    Port: 99999
`;
    expect(() => parseClusterfile(text)).toThrow('Clusterfile:12: spec.ssh.port: Too big');
    const { clusterfile, warnings } = parseClusterfile(text.replace('99999', '2222'));
    expect(warnings).toEqual([]);
    expect(clusterfile.cluster).toEqual({
      apiVersion: 'apps.sealos.io/v1beta1',
      kind: 'Cluster',
      metadata: { name: 'pascal' },
      spec: {
        hosts: [{ ips: ['10.0.0.1', '10.0.0.2'], roles: ['master'] }],
        image: ['labring/kubernetes:v1.27.7'],
        ssh: { user: 'root', port: 2222 },
      },
    });
  });

  it('reads a Config whose keys are capitalised', () => {
    const text = `${CLUSTER}---
apiVersion: apps.sealos.io/v1beta1
kind: Config
Metadata: {Name: calico}
Spec:
  Path: charts/calico/values.yaml
  Strategy: merge
  Data: "a: 1"
`;
    expect(parseClusterfile(text).clusterfile.configs).toEqual([
      {
        apiVersion: 'apps.sealos.io/v1beta1',
        kind: 'Config',
        metadata: { name: 'calico' },
        spec: { path: 'charts/calico/values.yaml', strategy: 'merge', data: 'a: 1' },
      },
    ]);
  });
});

describe('YAML merge keys, as go-yaml v2 under sealos applies them', () => {
  it('expands `<<: *anchor` in host entries, the later keys over the merged ones', () => {
    const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
spec:
  hosts:
  - &master
    ips: [10.0.0.1]
    roles: [master, amd64]
  - <<: *master
    ips: [10.0.0.2, 10.0.0.3]
    roles: [node, amd64]
  - <<: *master
    ips: [10.0.0.4]
  ssh: &ssh
    user: root
    port: 22
`;
    const { clusterfile, warnings } = parseClusterfile(text);
    expect(warnings).toEqual([]);
    expect(clusterfile.cluster.spec?.hosts).toEqual([
      { ips: ['10.0.0.1'], roles: ['master', 'amd64'] },
      { ips: ['10.0.0.2', '10.0.0.3'], roles: ['node', 'amd64'] },
      { ips: ['10.0.0.4'], roles: ['master', 'amd64'] },
    ]);
  });

  it('merges a list of anchors and keeps errors located', () => {
    const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
x-roles: &roles
  roles: [master]
x-port: &port
  ssh: {port: 0}
spec:
  hosts:
  - <<: [*roles, *port]
    ips: [10.0.0.1]
`;
    const problems = (() => {
      try {
        parseClusterfile(text);
        return [];
      } catch (error) {
        return (error as { problems: { line?: number; path: string }[] }).problems;
      }
    })();
    expect(problems.map(({ path, line }) => ({ path, line }))).toEqual([
      { path: 'spec.hosts[0].ssh.port', line: 11 },
    ]);
  });
});

describe('a Cluster without hosts', () => {
  const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: solo
spec:
  image: [labring/kubernetes:v1.27.7]
  ssh:
    port: 2222
`;

  it('makes this machine the only master when the reader knows its address (the CLI), as sealos apply does', () => {
    const loaded = parseClusterfile(text, 'Clusterfile', { localHost: () => '10.1.2.3' });
    const arch = process.arch === 'arm64' ? 'arm64' : 'amd64';
    expect(loaded.localHost).toBe('10.1.2.3:2222');
    expect(loaded.clusterfile.cluster.spec?.hosts).toEqual([
      { ips: ['10.1.2.3:2222'], roles: ['master', arch] },
    ]);
    expect(loaded.warnings.map(formatProblem)).toEqual([
      'Clusterfile:5: spec.hosts: no hosts listed: this machine (10.1.2.3:2222) is the only master, as sealos apply does',
    ]);
    const plan = planCluster(loaded.clusterfile.cluster, undefined);
    plan.local = loaded.localHost;
    expect(planSteps(plan)[0]).toEqual(['init', 'master', '10.1.2.3:2222 (local)']);
  });

  it('is an error without it (the run action keeps its own rule)', () => {
    expect(() => parseClusterfile(text)).toThrow('spec: no host has the role master');
  });
});
