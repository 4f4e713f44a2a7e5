import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { parseClusterfile } from '../../../src/clusterfile/index.js';
import { KubeadmConfigError } from '../../../src/runtime/errors.js';
import {
  buildKubeadmConfig,
  type JoinCredentials,
  type KubeadmConfigInput,
  parseStoredClusterConfiguration,
  withStoredClusterState,
} from '../../../src/runtime/kubeadm/config.js';
import { golden } from './golden.js';
import { containerdHost, initFor, joinMasterFor, joinNodeFor } from './kubeadm-documents.js';
import {
  checkInitAgainstSealos,
  checkJoinMasterAgainstSealos,
  checkJoinNodeAgainstSealos,
  type DerivationInput,
} from './sealos-derivation.js';

const masters = ['192.168.0.11', '192.168.0.12', '192.168.0.13'];
const credentials: JoinCredentials = {
  token: 'abcdef.0123456789abcdef',
  caCertHashes: ['sha256:1b4e8fd0c4c6e3e2a5d1f6d1c7c2b6a1f3a4e0d9b8c7a6f5e4d3c2b1a0f9e8d7'],
  certificateKey: 'e6a2eb8581237ab72a4f494f30285ec12a9694d750b9785706a83bfcbbbd2204',
};

function documents(yaml: string): Record<string, unknown>[] {
  return parseAllDocuments(yaml).map((d) => d.toJS() as Record<string, unknown>);
}

// biome-ignore lint/suspicious/noExplicitAny: assertions walk parsed YAML freely; a wrong path fails the test
function byKind(yaml: string, kind: string): Record<string, any> {
  const found = documents(yaml).find((d) => d.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}

const base = (kubernetesVersion: string): KubeadmConfigInput => ({
  kubernetesVersion,
  masters,
  hostCount: masters.length,
});

/** What sealos v5.1 would send these hosts (sealos-derivation.ts): the goldens of `base` are checked against it. */
const sealos = (kubernetesVersion: string): DerivationInput => ({
  kubernetesVersion,
  masters,
  nodes: [],
  vip: '10.103.97.2',
  cri: containerdHost,
  imageEndpoint: '/var/run/image-cri-shim.sock',
});
const sealosInit = (version: string) => (text: string) => {
  checkInitAgainstSealos(text, sealos(version));
};

describe('kubeadm init configuration, golden files per Kubernetes version', () => {
  for (const version of ['v1.25.16', 'v1.27.7', 'v1.29.9', 'v1.31.2']) {
    it(`matches init-${version}.yaml`, () => {
      const yaml = initFor(buildKubeadmConfig(base(version)));
      expect(yaml).toBe(golden(`init-${version}.yaml`, yaml, sealosInit(version)));
    });
  }

  it('uses v1beta3 below 1.31 and v1beta4 from 1.31, with sealos defaults either way', () => {
    const v129 = initFor(buildKubeadmConfig(base('v1.29.9')));
    const v131 = initFor(buildKubeadmConfig(base('v1.31.2')));
    expect(byKind(v129, 'ClusterConfiguration').apiVersion).toBe('kubeadm.k8s.io/v1beta3');
    expect(byKind(v131, 'ClusterConfiguration').apiVersion).toBe('kubeadm.k8s.io/v1beta4');
    expect(byKind(v131, 'InitConfiguration').apiVersion).toBe('kubeadm.k8s.io/v1beta4');
    expect(byKind(v131, 'KubeletConfiguration').apiVersion).toBe('kubelet.config.k8s.io/v1beta1');
    const cluster = byKind(v129, 'ClusterConfiguration');
    expect(cluster.controlPlaneEndpoint).toBe('apiserver.cluster.local:6443');
    expect(cluster.kubernetesVersion).toBe('v1.29.9');
    expect(cluster.networking).toEqual({ podSubnet: '100.64.0.0/10', serviceSubnet: '10.96.0.0/22' });
    expect(cluster.apiServer.certSANs).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      ...masters,
    ]);
    expect(cluster.apiServer.extraArgs['audit-policy-file']).toBe('/etc/kubernetes/audit-policy.yml');
    expect(byKind(v129, 'InitConfiguration').localAPIEndpoint).toEqual({
      advertiseAddress: '192.168.0.11',
      bindPort: 6443,
    });
    expect(byKind(v129, 'KubeProxyConfiguration').ipvs.excludeCIDRs).toEqual(['10.103.97.2/32']);
    expect(byKind(v129, 'KubeletConfiguration').cgroupDriver).toBe('systemd');
    expect(byKind(v131, 'ClusterConfiguration').apiServer.extraArgs).toContainEqual({
      name: 'audit-log-maxage',
      value: '7',
    });
    expect(byKind(v131, 'ClusterConfiguration').etcd.local.extraArgs).toEqual([
      { name: 'listen-metrics-urls', value: 'http://0.0.0.0:2381' },
    ]);
  });

  it('blanks the control-plane feature-gates at every version, the user’s too; the kubelet keeps its version’s gates', () => {
    // sealos v5.1.1 FinalizeFeatureGatesConfiguration; the expected values come from its source (sealos-derivation.ts).
    const v125 = initFor(buildKubeadmConfig(base('v1.25.16')));
    const v127 = initFor(
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'ClusterConfiguration',
            apiServer: { extraArgs: { 'feature-gates': 'SomeGate=true' } },
          },
          {
            apiVersion: 'kubelet.config.k8s.io/v1beta1',
            kind: 'KubeletConfiguration',
            featureGates: { EphemeralContainers: true, TTLAfterFinished: true, SomeGate: true },
          },
        ],
      }),
    );
    for (const yaml of [v125, v127])
      for (const component of ['apiServer', 'controllerManager', 'scheduler'])
        expect(byKind(yaml, 'ClusterConfiguration')[component].extraArgs['feature-gates']).toBe('');
    expect(byKind(v125, 'KubeletConfiguration').featureGates).toEqual({ EphemeralContainers: true });
    expect(byKind(v127, 'KubeletConfiguration').featureGates).toEqual({ SomeGate: true });
    expect(
      byKind(initFor(buildKubeadmConfig(base('v1.29.9'))), 'KubeletConfiguration').featureGates,
    ).toBeUndefined();
  });

  it('writes the same bytes for the same input (stable key order)', () => {
    const a = initFor(buildKubeadmConfig(base('v1.27.7')));
    const b = initFor(buildKubeadmConfig({ ...base('v1.27.7'), masters: [...masters] }));
    expect(a).toBe(b);
    const keys = Object.keys(parse(a.split('---\n')[1] ?? '') as object);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('user kubeadm documents merged over the defaults', () => {
  const userDocuments = [
    {
      apiVersion: 'kubeadm.k8s.io/v1beta3',
      kind: 'ClusterConfiguration',
      networking: { podSubnet: '10.244.0.0/16' },
      apiServer: {
        certSANs: ['k8s.example.com'],
        extraArgs: { 'service-node-port-range': '20000-40000', 'audit-log-maxage': 30 },
      },
      etcd: { local: { dataDir: '/data/etcd' } },
    },
    {
      apiVersion: 'kubeadm.k8s.io/v1beta3',
      kind: 'InitConfiguration',
      nodeRegistration: { taints: [], kubeletExtraArgs: { 'node-labels': 'tier=control' } },
    },
    {
      apiVersion: 'kubelet.config.k8s.io/v1beta1',
      kind: 'KubeletConfiguration',
      maxPods: 220,
      evictionHard: { 'memory.available': '500Mi' },
      enforceNodeAllocatable: ['pods', 'kube-reserved'],
    },
    {
      apiVersion: 'kubeproxy.config.k8s.io/v1alpha1',
      kind: 'KubeProxyConfiguration',
      ipvs: { excludeCIDRs: ['10.0.0.0/24'], strictARP: true },
    },
  ];

  it('matches user-overrides-v1.27.7.yaml', () => {
    const yaml = initFor(
      buildKubeadmConfig({ ...base('v1.27.7'), userDocuments, certSANs: ['203.0.113.10'] }),
    );
    expect(yaml).toBe(golden('user-overrides-v1.27.7.yaml', yaml));
  });

  it('merges maps key by key, replaces lists, adds SANs and exclude CIDRs to sealos ones', () => {
    const config = buildKubeadmConfig({ ...base('v1.27.7'), userDocuments, certSANs: ['203.0.113.10'] });
    const yaml = initFor(config);
    const cluster = byKind(yaml, 'ClusterConfiguration');
    expect(cluster.networking).toEqual({ podSubnet: '10.244.0.0/16', serviceSubnet: '10.96.0.0/22' });
    expect(cluster.apiServer.extraArgs['service-node-port-range']).toBe('20000-40000');
    expect(cluster.apiServer.extraArgs['audit-log-maxage']).toBe('30');
    expect(cluster.apiServer.extraArgs['audit-log-format']).toBe('json');
    expect(cluster.apiServer.certSANs).toEqual([
      '127.0.0.1',
      'apiserver.cluster.local',
      '10.103.97.2',
      ...masters,
      '203.0.113.10',
      'k8s.example.com',
    ]);
    expect(cluster.etcd.local).toEqual({
      dataDir: '/data/etcd',
      extraArgs: { 'listen-metrics-urls': 'http://0.0.0.0:2381' },
    });
    expect(config.etcdDataDir).toBe('/data/etcd');
    const kubelet = byKind(yaml, 'KubeletConfiguration');
    expect(kubelet.maxPods).toBe(220);
    expect(kubelet.evictionHard).toEqual({
      'imagefs.available': '10%',
      'memory.available': '500Mi',
      'nodefs.available': '10%',
      'nodefs.inodesFree': '5%',
    });
    expect(kubelet.enforceNodeAllocatable).toEqual(['pods', 'kube-reserved']);
    expect(byKind(yaml, 'InitConfiguration').nodeRegistration.taints).toEqual([]);
    expect(byKind(yaml, 'KubeProxyConfiguration').ipvs).toEqual({
      excludeCIDRs: ['10.0.0.0/24', '10.103.97.2/32'],
      strictARP: true,
    });
  });

  it('lets an external etcd replace the default local one', () => {
    const yaml = initFor(
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'ClusterConfiguration',
            etcd: { external: { endpoints: ['https://10.0.0.5:2379'] } },
          },
        ],
      }),
    );
    expect(byKind(yaml, 'ClusterConfiguration').etcd).toEqual({
      external: { endpoints: ['https://10.0.0.5:2379'] },
    });
  });

  it('applies the image kubeadm.yml between the defaults and the Clusterfile', () => {
    const yaml = initFor(
      buildKubeadmConfig({
        ...base('v1.27.7'),
        imageDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'ClusterConfiguration',
            networking: { serviceSubnet: '10.100.0.0/16', dnsDomain: 'image.local' },
          },
        ],
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'ClusterConfiguration',
            networking: { dnsDomain: 'user.local' },
          },
        ],
      }),
    );
    expect(byKind(yaml, 'ClusterConfiguration').networking).toEqual({
      podSubnet: '100.64.0.0/10',
      serviceSubnet: '10.100.0.0/16',
      dnsDomain: 'user.local',
    });
  });

  it('names the field when a user document cannot merge', () => {
    const build = () =>
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [
          { apiVersion: 'kubeadm.k8s.io/v1beta3', kind: 'ClusterConfiguration', apiServer: ['x'] },
        ],
      });
    expect(build).toThrow(KubeadmConfigError);
    expect(build).toThrow(
      'Clusterfile ClusterConfiguration.apiServer: cannot merge list over the default map',
    );
  });

  it('refuses unknown kinds and apiVersions, naming the document', () => {
    expect(() =>
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [{ apiVersion: 'kubeadm.k8s.io/v1beta3', kind: 'Nope' }],
      }),
    ).toThrow(/kind "Nope" is not one of InitConfiguration/);
    expect(() =>
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [{ apiVersion: 'kubeadm.k8s.io/v1beta1', kind: 'InitConfiguration' }],
      }),
    ).toThrow('Clusterfile InitConfiguration: apiVersion kubeadm.k8s.io/v1beta1 is not supported');
  });

  it('refuses a VIP inside the pod or service subnet, and unsupported versions', () => {
    expect(() => buildKubeadmConfig({ ...base('v1.27.7'), vip: '100.64.0.5' })).toThrow(
      'ClusterConfiguration.networking.podSubnet: the VIP 100.64.0.5 lies inside 100.64.0.0/10',
    );
    expect(() => buildKubeadmConfig(base('v1.21.14'))).toThrow(/needs Kubernetes 1.22 or later/);
    expect(() => buildKubeadmConfig(base('latest'))).toThrow(/not a Kubernetes version/);
  });
});

describe('warnings about fields kubeadm ignores', () => {
  it('are given once: by the Clusterfile load with their line, not again when the documents are built', () => {
    const text = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: lab
spec:
  image: [labring/kubernetes:v1.27.7]
  hosts:
  - ips: [192.168.0.11]
    roles: [master]
---
apiVersion: kubeadm.k8s.io/v1beta3
kind: ClusterConfiguration
notAField: 1
useHyperKubeImage: true
`;
    const loaded = parseClusterfile(text, 'Clusterfile');
    const atLoad = loaded.warnings.map((warning) => `${warning.line} ${warning.path}`);
    expect(atLoad).toEqual(['13 notAField', '14 useHyperKubeImage']);
    const warned: string[] = [];
    buildKubeadmConfig({
      ...base('v1.27.7'),
      userDocuments: loaded.clusterfile.kubeadm,
      warn: (message) => warned.push(message),
    });
    expect(warned.filter((message) => /notAField|useHyperKubeImage/.test(message))).toEqual([]);
  });
});

describe('extraArgs and timeouts between v1beta3 and v1beta4', () => {
  const v1beta3User = {
    apiVersion: 'kubeadm.k8s.io/v1beta3',
    kind: 'ClusterConfiguration',
    apiServer: { extraArgs: { 'service-node-port-range': '20000-40000' }, timeoutForControlPlane: '8m0s' },
    controllerManager: { extraArgs: { 'node-cidr-mask-size': 25 } },
  };

  it('converts v1beta3 maps written by the user into v1beta4 lists for 1.31 (golden)', () => {
    const yaml = initFor(
      buildKubeadmConfig({
        ...base('v1.31.2'),
        userDocuments: [
          v1beta3User,
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'InitConfiguration',
            nodeRegistration: { kubeletExtraArgs: { 'node-labels': 'a=b' } },
          },
        ],
      }),
    );
    expect(yaml).toBe(golden('extra-args-v1beta3-user-on-v1.31.2.yaml', yaml, sealosInit('v1.31.2')));
    const cluster = byKind(yaml, 'ClusterConfiguration');
    expect(cluster.apiServer.extraArgs).toEqual([
      { name: 'audit-log-format', value: 'json' },
      { name: 'audit-log-maxage', value: '7' },
      { name: 'audit-log-maxbackup', value: '10' },
      { name: 'audit-log-maxsize', value: '100' },
      { name: 'audit-log-path', value: '/var/log/kubernetes/audit.log' },
      { name: 'audit-policy-file', value: '/etc/kubernetes/audit-policy.yml' },
      { name: 'enable-aggregator-routing', value: 'true' },
      { name: 'feature-gates', value: '' },
      { name: 'service-node-port-range', value: '20000-40000' },
    ]);
    expect(cluster.apiServer.timeoutForControlPlane).toBeUndefined();
    expect(cluster.controllerManager.extraArgs).toContainEqual({ name: 'node-cidr-mask-size', value: '25' });
    const init = byKind(yaml, 'InitConfiguration');
    expect(init.timeouts).toEqual({ controlPlaneComponentHealthCheck: '8m0s' });
    expect(init.nodeRegistration.kubeletExtraArgs).toEqual([
      { name: 'node-ip', value: '192.168.0.11' },
      { name: 'node-labels', value: 'a=b' },
    ]);
  });

  it('converts v1beta4 lists written by the user into v1beta3 maps below 1.31 (golden)', () => {
    const yaml = initFor(
      buildKubeadmConfig({
        ...base('v1.29.9'),
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta4',
            kind: 'ClusterConfiguration',
            apiServer: { extraArgs: [{ name: 'audit-log-maxage', value: '30' }] },
            scheduler: { extraArgs: [{ name: 'v', value: 4 }] },
          },
          {
            apiVersion: 'kubeadm.k8s.io/v1beta4',
            kind: 'InitConfiguration',
            timeouts: { controlPlaneComponentHealthCheck: '6m0s' },
          },
        ],
      }),
    );
    expect(yaml).toBe(golden('extra-args-v1beta4-user-on-v1.29.9.yaml', yaml));
    const cluster = byKind(yaml, 'ClusterConfiguration');
    expect(cluster.apiServer.extraArgs['audit-log-maxage']).toBe('30');
    expect(cluster.apiServer.extraArgs['audit-log-format']).toBe('json');
    expect(cluster.apiServer.timeoutForControlPlane).toBe('6m0s');
    expect(cluster.scheduler.extraArgs).toEqual({ 'bind-address': '0.0.0.0', 'feature-gates': '', v: '4' });
    expect(byKind(yaml, 'InitConfiguration').timeouts).toBeUndefined();
  });

  it('keeps a repeated v1beta4 flag for 1.31, and below 1.31 its last value with a warning (as kubeadm converts)', () => {
    const repeated = {
      apiVersion: 'kubeadm.k8s.io/v1beta4',
      kind: 'ClusterConfiguration',
      apiServer: {
        extraArgs: [
          { name: 'tls-cipher-suites', value: 'A' },
          { name: 'tls-cipher-suites', value: 'B' },
        ],
      },
    };
    const yaml = initFor(buildKubeadmConfig({ ...base('v1.31.2'), userDocuments: [repeated] }));
    const args = byKind(yaml, 'ClusterConfiguration').apiServer.extraArgs as Array<{ name: string }>;
    expect(args.filter((a) => a.name === 'tls-cipher-suites')).toEqual([
      { name: 'tls-cipher-suites', value: 'A' },
      { name: 'tls-cipher-suites', value: 'B' },
    ]);
    const warnings: string[] = [];
    const older = initFor(
      buildKubeadmConfig({
        ...base('v1.29.9'),
        userDocuments: [repeated],
        warn: (message) => warnings.push(message),
      }),
    );
    expect(byKind(older, 'ClusterConfiguration').apiServer.extraArgs).toMatchObject({
      'tls-cipher-suites': 'B',
    });
    expect(warnings).toEqual([
      'ClusterConfiguration.apiServer.extraArgs.tls-cipher-suites: given 2 times; kubeadm.k8s.io/v1beta3 takes one value per flag, so the last ("B") is used, as kubeadm\'s own conversion does',
    ]);
  });

  it('refuses the wrong extraArgs shape for the declared apiVersion', () => {
    expect(() =>
      buildKubeadmConfig({
        ...base('v1.31.2'),
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta4',
            kind: 'ClusterConfiguration',
            apiServer: { extraArgs: { a: 'b' } },
          },
        ],
      }),
    ).toThrow(
      'Clusterfile ClusterConfiguration.apiServer.extraArgs: kubeadm.k8s.io/v1beta4 extra arguments are a list',
    );
    expect(() =>
      buildKubeadmConfig({
        ...base('v1.27.7'),
        userDocuments: [
          {
            apiVersion: 'kubeadm.k8s.io/v1beta3',
            kind: 'ClusterConfiguration',
            scheduler: { extraArgs: ['x'] },
          },
        ],
      }),
    ).toThrow(
      'Clusterfile ClusterConfiguration.scheduler.extraArgs: kubeadm.k8s.io/v1beta3 extra arguments are a map',
    );
  });
});

describe('join configurations', () => {
  for (const version of ['v1.27.7', 'v1.31.2']) {
    it(`master join for ${version} goes to master0 as a control plane (golden)`, () => {
      const yaml = joinMasterFor(buildKubeadmConfig(base(version)), '192.168.0.12', credentials);
      expect(yaml).toBe(
        golden(`join-master-${version}.yaml`, yaml, (text) => {
          const init = { master0: '192.168.0.11', certificateKey: credentials.certificateKey };
          checkJoinMasterAgainstSealos(text, '192.168.0.12', sealos(version), init);
        }),
      );
      const join = byKind(yaml, 'JoinConfiguration');
      expect(join.discovery.bootstrapToken).toEqual({
        apiServerEndpoint: '192.168.0.11:6443',
        token: credentials.token,
        caCertHashes: credentials.caCertHashes,
      });
      expect(join.controlPlane).toEqual({
        localAPIEndpoint: { advertiseAddress: '192.168.0.12', bindPort: 6443 },
        certificateKey: credentials.certificateKey,
      });
    });

    it(`node join for ${version} goes through the VIP, without control plane (golden)`, () => {
      const yaml = joinNodeFor(buildKubeadmConfig(base(version)), credentials);
      expect(yaml).toBe(
        golden(`join-node-${version}.yaml`, yaml, (text) => {
          checkJoinNodeAgainstSealos(text, '192.168.0.21', sealos(version));
        }),
      );
      const join = byKind(yaml, 'JoinConfiguration');
      expect(join.discovery.bootstrapToken.apiServerEndpoint).toBe('10.103.97.2:6443');
      expect(join.controlPlane).toBeUndefined();
    });
  }

  it('moves the discovery timeout to timeouts.discovery in v1beta4', () => {
    const v127 = byKind(joinNodeFor(buildKubeadmConfig(base('v1.27.7')), credentials), 'JoinConfiguration');
    const v131 = byKind(joinNodeFor(buildKubeadmConfig(base('v1.31.2')), credentials), 'JoinConfiguration');
    expect(v127.discovery.timeout).toBe('5m0s');
    expect(v131.discovery.timeout).toBeUndefined();
    expect(v131.timeouts).toEqual({ discovery: '5m0s' });
  });

  it('uses the VIP and port the configuration settles on', () => {
    const config = buildKubeadmConfig({
      ...base('v1.27.7'),
      vip: '10.103.97.9',
      userDocuments: [
        {
          apiVersion: 'kubeadm.k8s.io/v1beta3',
          kind: 'InitConfiguration',
          localAPIEndpoint: { bindPort: 6444 },
        },
      ],
    });
    const join = byKind(joinNodeFor(config, credentials), 'JoinConfiguration');
    expect(join.discovery.bootstrapToken.apiServerEndpoint).toBe('10.103.97.9:6444');
    const cluster = byKind(initFor(config), 'ClusterConfiguration');
    expect(cluster.controlPlaneEndpoint).toBe('apiserver.cluster.local:6444');
  });
});

describe("the cluster's own certSANs and networking, read back before master joins", () => {
  const stored = [
    'apiServer:',
    '  certSANs: [127.0.0.1, apiserver.cluster.local, 10.103.97.2, 192.168.0.11, old.example.com]',
    'networking: {dnsDomain: cluster.local, podSubnet: 100.64.0.0/10, serviceSubnet: 10.96.0.0/22}',
  ].join('\n');

  it('replaces the Clusterfile values with the ConfigMap ones and names each difference', () => {
    const config = buildKubeadmConfig({
      ...base('v1.27.7'),
      userDocuments: [
        {
          apiVersion: 'kubeadm.k8s.io/v1beta3',
          kind: 'ClusterConfiguration',
          networking: { podSubnet: '10.244.0.0/16' },
        },
      ],
    });
    const { config: adopted, differences } = withStoredClusterState(
      config,
      parseStoredClusterConfiguration(stored),
    );
    const cluster = adopted.documents.ClusterConfiguration;
    expect(cluster.networking).toEqual({
      podSubnet: '100.64.0.0/10',
      serviceSubnet: '10.96.0.0/22',
      dnsDomain: 'cluster.local',
    });
    expect((cluster.apiServer as { certSANs: string[] }).certSANs).toContain('old.example.com');
    expect(differences).toEqual([
      expect.stringMatching(/^apiServer\.certSANs: /),
      'networking.podSubnet: "10.244.0.0/16" → "100.64.0.0/10"',
    ]);
    // The configuration it came from is left as it was.
    expect(config.documents.ClusterConfiguration.networking).toMatchObject({ podSubnet: '10.244.0.0/16' });
  });

  it('refuses a stored configuration without the fields sealos needs', () => {
    expect(() => parseStoredClusterConfiguration('networking: {podSubnet: a, serviceSubnet: b}')).toThrow(
      /certSANs does not exist/,
    );
    expect(() =>
      parseStoredClusterConfiguration(
        'apiServer: {certSANs: [a]}\nnetworking: {podSubnet: a, serviceSubnet: b}',
      ),
    ).toThrow(/networking\.dnsDomain does not exist/);
  });
});
