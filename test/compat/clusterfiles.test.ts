import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  ClusterfileError,
  clusterName,
  hostIp,
  type KubeadmDocument,
  type LoadedClusterfile,
  master0,
  masters,
  nodes,
  parseClusterfile,
  runnerAddress,
  type SshSettings,
  sshSettingsFor,
} from '../../src/clusterfile/index.js';
import { buildKubeadmConfig } from '../../src/runtime/kubeadm/config.js';
import { runCliCapturing } from '../unit/clusterfile/cli-harness.js';

/**
 * Real Clusterfiles, kept byte for byte as published (sources and commits in MANIFEST.md), each with what
 * sealos does with it. Every expectation below was written by reading sealos's source, docs and tests (the
 * path that decides it is in MANIFEST.md), never from this tool's output.
 */
const corpus = join(import.meta.dirname, 'fixtures/clusterfiles');
const file = (name: string) => join(corpus, name);

/** sealos's defaults for a cluster that names no subnet (lifecycle/pkg/runtime/kubernetes/types/default_kubeadm_config.go). */
const SEALOS_POD_SUBNET = '100.64.0.0/10';
const SEALOS_SERVICE_SUBNET = '10.96.0.0/22';

interface Loads {
  file: string;
  cluster: string;
  /** `local`: no hosts, so the machine running the tool is the only master (sealos apply/utils.go CheckAndInitialize). */
  master0: string | 'local';
  masters: string[];
  nodes: string[];
  images: string[];
  configs?: string[];
  /** Kubernetes version the rootfs brings (its tag here); set when the subnets below are checked. */
  kubernetesVersion?: string;
  podSubnet?: string;
  serviceSubnet?: string;
  /** The rootfs's own etc/kubeadm.yml, merged under the Clusterfile's documents. */
  rootfsKubeadm?: string;
  /** SSH settings of master0 as sealos decodes them (the Cluster is decoded towards Go types). */
  ssh?: Partial<SshSettings>;
  /** Further facts of the merged kubeadm documents. */
  kubeadm?: (documents: Record<string, Record<string, unknown>>) => void;
}

const loads: Loads[] = [
  {
    file: 'e2e-containerd-svc-sans.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: SEALOS_POD_SUBNET,
    // sealos's e2e (apply_test.go "sealos apply single by containerd") checks ServiceCIDR 100.55.0.0/16.
    serviceSubnet: '100.55.0.0/16',
    // kubeadm.go initCertSANS: 127.0.0.1, the API server domain, the VIP, the masters, then the configured
    // ones, duplicates dropped (127.0.0.1 is master0 here).
    kubeadm: (documents) =>
      expect(at(documents.ClusterConfiguration, 'apiServer', 'certSANs')).toEqual([
        '127.0.0.1',
        'apiserver.cluster.local',
        '10.103.97.2',
        '192.168.72.100',
      ]),
  },
  {
    file: 'e2e-docker-svc-sans.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes-docker:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: '100.55.0.0/16',
    kubeadm: (documents) =>
      expect(at(documents.ClusterConfiguration, 'apiServer', 'certSANs')).toEqual([
        '127.0.0.1',
        'apiserver.cluster.local',
        '10.103.97.2',
        '192.168.72.100',
      ]),
  },
  {
    file: 'e2e-containerd-svc-etcd.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: '100.56.0.0/16',
    kubeadm: (documents) =>
      expect(at(documents.ClusterConfiguration, 'etcd', 'external', 'endpoints')).toEqual([
        'http://127.0.0.1:2379',
      ]),
  },
  {
    file: 'e2e-containerd-svc-taints.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: '100.56.0.0/16',
    // sealos's e2e (apply_other_test.go) checks the node carries kubeadmNode=theValue; the user gave taints,
    // so the one-host `taints: []` does not replace them.
    kubeadm: (documents) =>
      expect(at(documents.InitConfiguration, 'nodeRegistration', 'taints')).toEqual([
        { effect: 'NoSchedule', key: 'kubeadmNode', value: 'theValue' },
      ]),
  },
  {
    file: 'e2e-custome-containerd-svc.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    // apply_test.go "containerd-buildimage": the rootfs's kubeadm.yml gives the pod subnet, the Clusterfile
    // overrides the service subnet: the checker expects PodCIDR 10.160.0.0/12 and ServiceCIDR 100.56.0.0/16.
    rootfsKubeadm: 'e2e-rootfs-kubeadm.yml',
    podSubnet: '10.160.0.0/12',
    serviceSubnet: '100.56.0.0/16',
  },
  {
    file: 'e2e-custome-docker-svc.yaml',
    cluster: 'default',
    master0: '127.0.0.1:22',
    masters: ['127.0.0.1:22'],
    nodes: [],
    images: ['labring/kubernetes-docker:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    rootfsKubeadm: 'e2e-rootfs-kubeadm.yml',
    podSubnet: '10.160.0.0/12',
    serviceSubnet: '100.56.0.0/16',
  },
  {
    file: 'unit-config-test-clusterfile.yaml',
    cluster: 'my-cluster',
    master0: 'local',
    masters: [],
    nodes: [],
    images: ['registry.cn-qingdao.aliyuncs.com/sealer-app/my-SAAS-all-inone:latest'],
    configs: ['mysql-config', 'redis-config', 'calico'],
  },
  {
    file: 'docs-gen-apply-generated.yaml',
    cluster: 'default',
    master0: '192.168.0.2:22',
    masters: ['192.168.0.2:22', '192.168.0.3:22', '192.168.0.4:22'],
    nodes: ['192.168.0.5:22', '192.168.0.6:22', '192.168.0.7:22'],
    images: ['labring/kubernetes:v1.24.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.24.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
  },
  {
    file: 'docs-gen-apply-final.yaml',
    cluster: 'default',
    master0: '192.168.0.2:22',
    masters: ['192.168.0.2:22', '192.168.0.3:22', '192.168.0.4:22'],
    nodes: ['192.168.0.5:22', '192.168.0.6:22', '192.168.0.7:22'],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    configs: ['calico'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: '10.160.0.0/12',
    serviceSubnet: SEALOS_SERVICE_SUBNET,
  },
  {
    file: 'docs-dual-stack-generated.yaml',
    cluster: 'default',
    master0: '192.168.0.10:22',
    masters: ['192.168.0.10:22'],
    nodes: ['192.168.0.11:22'],
    images: ['labring/kubernetes:v1.26.1', 'labring/helm:v3.10.3', 'labring/calico:v3.25.0'],
    kubernetesVersion: 'v1.26.1',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
    // PascalCase documents as `sealos gen` 4.x printed them; every value equals sealos's defaults, so this item
    // shows such a file is read, not how (docs-dual-stack-final.yaml does). Its kubelet `cgroupDriver: cgroupfs`
    // is not asserted: sealos replaces it with the driver the host's runtime reports (kubeadm.go
    // setCGroupDriverAndSocket).
  },
  {
    file: 'docs-dual-stack-final.yaml',
    cluster: 'default',
    master0: '192.168.0.10:22',
    masters: ['192.168.0.10:22'],
    nodes: ['192.168.0.11:22'],
    images: ['labring/kubernetes:v1.26.1', 'labring/helm:v3.10.3', 'labring/calico:v3.25.0'],
    configs: ['calico'],
    kubernetesVersion: 'v1.26.1',
    podSubnet: '100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112',
    serviceSubnet: '10.96.0.0/22,fd85:ee78:d8a6:8607::1000/116',
    kubeadm: (documents) => {
      expect(at(documents.ClusterConfiguration, 'apiServer', 'certSANs')).toContain(
        '2001:db8::f816:3eff:fe8c:910a',
      );
      // A YAML number under a map of strings is read as its text (sigs.k8s.io/yaml decodes towards the Go type).
      expect(at(documents.ClusterConfiguration, 'controllerManager', 'extraArgs')).toMatchObject({
        'node-cidr-mask-size-ipv6': '120',
        'node-cidr-mask-size-ipv4': '24',
      });
      // The page's KubeProxyConfiguration says clusterCIDR twice; YAML decoding as sealos does it keeps the last.
      expect(at(documents.KubeProxyConfiguration, 'clusterCIDR')).toBe(
        '100.64.0.0/10,fd85:ee78:d8a6:8607::1:0000/112',
      );
    },
  },
  {
    file: 'docs-build-image-kubeadm.yaml',
    cluster: 'default',
    master0: '192.168.0.2:22',
    masters: ['192.168.0.2:22', '192.168.0.3:22', '192.168.0.4:22'],
    nodes: ['192.168.0.5:22', '192.168.0.6:22', '192.168.0.7:22'],
    images: ['hack:dev', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    configs: ['calico'],
  },
  {
    file: 'docs-apply-reference.yaml',
    cluster: 'default',
    master0: '192.168.0.2:22',
    masters: ['192.168.0.2:22', '192.168.0.3:22', '192.168.0.4:22'],
    nodes: ['192.168.0.5:22', '192.168.0.6:22', '192.168.0.7:22'],
    images: ['labring/kubernetes:v1.25.0', 'labring/helm:v3.8.2', 'labring/calico:v3.24.1'],
    kubernetesVersion: 'v1.25.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
  },
  {
    file: 'actions-ci-flannel-readme.yaml',
    cluster: 'default',
    master0: '192.168.10.10:22',
    masters: ['192.168.10.10:22'],
    nodes: [],
    images: [
      'hub.sealos.cn/labring/kubernetes:v1.25.6',
      'hub.sealos.cn/labring/helm:v3.11.0',
      'registry.cn-shenzhen.aliyuncs.com/cnmirror/flannel:v0.21.4',
    ],
    configs: ['flannel'],
    kubernetesVersion: 'v1.25.6',
    podSubnet: '10.244.0.0/16',
    serviceSubnet: '10.96.0.0/22',
    ssh: { user: 'root', passwd: '123456', port: 22 },
  },
  {
    file: 'actions-ci-kubesphere-v3.4.0-readme.yaml',
    cluster: 'default',
    master0: '192.168.10.10:22',
    masters: ['192.168.10.10:22', '192.168.10.11:22', '192.168.10.12:22'],
    nodes: [],
    images: [
      'docker.io/labring/kubernetes:v1.26.7-4.3.0',
      'registry.cn-hongkong.aliyuncs.com/labring/helm:v3.12.0',
      'registry.cn-hongkong.aliyuncs.com/labring/flannel:v0.22.0',
      'registry.cn-hongkong.aliyuncs.com/labring/openebs:v3.4.0',
    ],
    // `passwd: 123456` is a YAML number; sealos decodes the Cluster with sigs.k8s.io/yaml towards its Go
    // type, which turns a number bound for a string field into its text.
    ssh: { user: 'root', passwd: '123456', pk: '~/.ssh/id_rsa', port: 22 },
  },
  {
    file: 'issue-2888-no-hosts.yaml',
    cluster: 'default',
    master0: 'local',
    masters: [],
    nodes: [],
    images: [
      'hub.sealos.cn/labring/kubernetes:v1.25.6',
      'hub.sealos.cn/labring/helm:v3.11.0',
      'hub.sealos.cn/labring/flannel:v0.21.4',
    ],
  },
  {
    file: 'issue-2660-myk8s.yaml',
    cluster: 'myk8s',
    // IPs without a port take spec.ssh.port (22).
    master0: '192.168.2.65:22',
    masters: ['192.168.2.65:22', '192.168.2.66:22', '192.168.2.67:22'],
    nodes: ['192.168.2.68:22'],
    images: ['labring/kubernetes:v1.26', 'labring/helm:v3.11.0', 'labring/calico:v3.25.0'],
  },
  {
    file: 'issue-1388-env-lost.yaml',
    cluster: 'default',
    master0: '10.0.0.80:22',
    masters: ['10.0.0.80:22'],
    nodes: ['10.0.0.81:22', '10.0.0.86:22'],
    images: ['labring/kubernetes:v1.24.0', 'labring/calico:v3.22.1'],
    kubernetesVersion: 'v1.24.0',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
  },
  {
    file: 'issue-2688-cert-sans.yaml',
    cluster: 'default',
    master0: '192.168.72.34:22',
    masters: ['192.168.72.34:22'],
    nodes: [],
    images: ['hub.sealos.cn/labring/kubernetes:v1.25.6'],
    kubernetesVersion: 'v1.25.6',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
    // The bug (custom certSANs not merged) was fixed: kubeadm.go initCertSANS keeps the user's after sealos's.
    kubeadm: (documents) =>
      expect(at(documents.ClusterConfiguration, 'apiServer', 'certSANs')).toEqual([
        '127.0.0.1',
        'apiserver.cluster.local',
        '10.103.97.2',
        '192.168.72.34',
        '192.168.72.100',
      ]),
  },
  {
    file: 'issue-6149-svc-cidr.yaml',
    cluster: 'default',
    // Roles without an arch and no ssh section: sealos fills the arch by probing and the key from ~/.ssh/id_rsa.
    master0: '192.168.226.134:22',
    masters: ['192.168.226.134:22'],
    nodes: ['192.168.226.135:22', '192.168.226.136:22'],
    images: [
      'docker.1ms.run/labring/kubernetes:v1.29.9',
      'docker.1ms.run/labring/helm:v3.9.4',
      'docker.1ms.run/labring/kube-ovn:v1.10.5',
    ],
    kubernetesVersion: 'v1.29.9',
    podSubnet: SEALOS_POD_SUBNET,
    serviceSubnet: SEALOS_SERVICE_SUBNET,
  },
];

/** Templates, rendered with the values, --set and --env that sealos's own test or doc page uses. */
interface Renders {
  name: string;
  file: string;
  flags: string[];
  cluster: string;
  master0: string | 'local';
  mastersToJoin: string[];
  nodesToJoin: string[];
  images: string[];
}

const renders: Renders[] = [
  {
    // lifecycle/pkg/clusterfile/clusterfile_test.go Test_NewClusterFile: the expected Cluster is spelled out there.
    name: 'sealos unit test: example values, --set clusterName=default, --env SSH_PASSWORD=s3cret',
    file: 'unit-template.yaml',
    flags: [
      '--values',
      file('unit-template.example.values.yaml'),
      '--set',
      'clusterName=default',
      '--env',
      'SSH_PASSWORD=s3cret',
    ],
    cluster: 'default',
    master0: '10.74.16.27:22',
    mastersToJoin: ['10.74.16.140:22', '10.74.16.101:22'],
    nodesToJoin: [],
    images: [
      'dockerhub.tencentcloudcr.com/labring/kubernetes:v1.23.8',
      'dockerhub.tencentcloudcr.com/labring/calico:v3.24.1',
    ],
  },
  {
    // lifecycle/pkg/apply/apply_test.go "Success_EmptyHostsAndSSH": no masters, nodes or ssh in the values.
    name: 'sealos apply test: values without hosts or ssh, --set clusterName=default',
    file: 'unit-template.yaml',
    flags: ['--values', file('unit-template.emptyHostsAndSSH.values.yaml'), '--set', 'clusterName=default'],
    cluster: 'default',
    master0: 'local',
    mastersToJoin: [],
    nodesToJoin: [],
    images: [
      'hub.sealos.cn/labring/kubernetes:v1.25.6',
      'hub.sealos.cn/labring/helm:v3.11.0',
      'hub.sealos.cn/labring/flannel:v0.21.4',
    ],
  },
];

/** Material sealos itself refuses; the error must be located where the cause is. */
interface Refused {
  name: string;
  file: string;
  flags?: string[];
  /** Lines any of which may carry the error (a template error may be reported where the action ends). */
  lines: number[];
  message: RegExp;
}

const refused: Refused[] = [
  {
    // The page calls sprig's `env` with two arguments; Go's text/template refuses: wrong number of args for env.
    name: 'template page: env with two arguments',
    file: 'docs-template-apply.yaml',
    flags: [
      '--values',
      file('docs-template-apply.example.values.yaml'),
      '--set',
      'clusterName=testlocal',
      '--env',
      'SSH_PASSWORD=s3cret',
    ],
    lines: [15],
    message: /env/,
  },
  {
    // The page's template ends with `{{- end }`: not an action Go's template parser can read.
    name: 'node-local-dns page: unterminated {{- end }',
    file: 'docs-node-local-dns.yaml',
    flags: [
      '--set',
      'localDNS.enabled=true',
      '--set',
      'localDNS.bind=169.254.20.11',
      '--set',
      'localDNS.image=node-local-dns:1.3.2',
    ],
    lines: [134, 135],
    message: /end|action|template/i,
  },
  {
    // An old cluster-image context's "Clusterfile": kubeadm and Config documents, no Cluster. sealos's
    // apply dereferences the missing Cluster (apply.go: cluster.Name); we say what is missing.
    name: 'cluster-image calico v3.22.1 Clusterfile: no Cluster document',
    file: 'cluster-image-calico-v3.22.1.yaml',
    lines: [1],
    message: /no Cluster document/,
  },
];

/** Where `plan` looks for saved clusters: empty, so every plan is a create. */
let stateDir: string;
beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'compat-plan-'));
});
afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('real Clusterfiles load as sealos reads them', () => {
  for (const item of loads) {
    it(`${item.file}: cluster, hosts, images, Configs`, async () => {
      // No hosts: the machine running the tool is the only master (sealos apply/utils.go CheckAndInitialize).
      const local = item.master0 === 'local' ? LOCAL_HOST : undefined;
      const loaded = await load(item.file, local);
      const { cluster, configs } = loaded.clusterfile;
      expect(clusterName(cluster)).toBe(item.cluster);
      expect(masters(cluster)).toEqual(local ? [local] : item.masters);
      expect(nodes(cluster)).toEqual(item.nodes);
      if (item.master0 !== 'local') expect(master0(cluster)).toBe(item.master0);
      expect(cluster.spec?.image).toEqual(item.images);
      expect(configs.map((config) => config.metadata?.name)).toEqual(item.configs ?? []);
      if (item.ssh) expect(sshSettingsFor(cluster, master0(cluster))).toMatchObject(item.ssh);
    });

    if (item.kubernetesVersion)
      it(`${item.file}: subnets and documents after reading every kubeadm version and key spelling`, async () => {
        const loaded = await load(item.file);
        const config = buildKubeadmConfig({
          kubernetesVersion: item.kubernetesVersion!,
          masters: masters(loaded.clusterfile.cluster).map((address) => hostIp(address)!),
          hostCount: masters(loaded.clusterfile.cluster).length + nodes(loaded.clusterfile.cluster).length,
          userDocuments: loaded.clusterfile.kubeadm,
          ...(item.rootfsKubeadm ? { imageDocuments: await kubeadmDocuments(item.rootfsKubeadm) } : {}),
        });
        const documents = config.documents as Record<string, Record<string, unknown>>;
        expect(at(documents.ClusterConfiguration, 'networking', 'podSubnet')).toBe(item.podSubnet);
        expect(at(documents.ClusterConfiguration, 'networking', 'serviceSubnet')).toBe(item.serviceSubnet);
        item.kubeadm?.(documents);
      });
  }

  it('unit-config-test-clusterfile.yaml: spec.provider matches no field and is a warning with its line', async () => {
    const loaded = await load('unit-config-test-clusterfile.yaml', LOCAL_HOST);
    expect(loaded.warnings).toContainEqual(expect.objectContaining({ line: 22, path: 'spec.provider' }));
  });
});

describe('plan of real Clusterfiles (dry run: which host initialises, which join)', () => {
  for (const item of loads)
    it(`${item.file}: init ${item.master0}, join the rest`, async () => {
      const plan = await planJson(file(item.file), [], stateDir);
      expect(plan).toMatchObject({
        action: 'create',
        cluster: item.cluster,
        master0: item.master0 === 'local' ? `${runnerAddress()}:22` : item.master0,
        mastersToJoin: item.masters.slice(1),
        nodesToJoin: item.nodes,
        imagesToInstall: item.images,
      });
    });

  for (const item of renders)
    it(`renders ${item.file} (${item.name})`, async () => {
      const plan = await planJson(file(item.file), item.flags, stateDir);
      expect(plan).toMatchObject({
        action: 'create',
        cluster: item.cluster,
        master0: item.master0 === 'local' ? `${runnerAddress()}:22` : item.master0,
        mastersToJoin: item.mastersToJoin,
        nodesToJoin: item.nodesToJoin,
        imagesToInstall: item.images,
      });
    });

  it('a Clusterfile without hosts plans this machine as the only master, and says so', async () => {
    const run = await runCliCapturing([
      'plan',
      '-f',
      file('issue-2888-no-hosts.yaml'),
      '--state-dir',
      stateDir,
    ]);
    expect(run.status).toBe(0);
    const address = `${runnerAddress()}:22`.replaceAll('.', '\\.');
    expect(run.stdoutWrites.join('')).toMatch(new RegExp(`init\\s+master\\s+${address} \\(local\\)`));
  });
});

describe('material sealos refuses is refused, with the cause located', () => {
  for (const item of refused)
    it(`${item.file}: ${item.name}`, async () => {
      const path = file(item.file);
      const run = await runCliCapturing(['plan', '-f', path, ...(item.flags ?? []), '--state-dir', stateDir]);
      expect(run.status).toBe(1);
      expect(run.stdoutWrites).toEqual([]);
      const located = run.stderr
        .split('\n')
        .filter((line) => item.lines.some((number) => line.includes(`${path}:${number}`)));
      expect(located.join('\n')).toMatch(item.message);
    });

  it('cluster-image-calico-v3.22.1.yaml: the reading path gives a ClusterfileError at line 1', async () => {
    const text = await readFile(file('cluster-image-calico-v3.22.1.yaml'), 'utf8');
    let caught: unknown;
    try {
      parseClusterfile(text, 'Clusterfile');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ClusterfileError);
    expect((caught as ClusterfileError).problems).toContainEqual(
      expect.objectContaining({ line: 1, message: expect.stringMatching(/no Cluster document/) }),
    );
  });
});

/** The address the no-hosts items get as their master (a documentation address, RFC 5737), and its host. */
const LOCAL_ADDRESS = '192.0.2.2';
const LOCAL_HOST = `${LOCAL_ADDRESS}:22`;

async function load(name: string, localHost?: string): Promise<LoadedClusterfile> {
  const path = file(name);
  const options = localHost ? { localHost: () => LOCAL_ADDRESS } : {};
  return parseClusterfile(await readFile(path, 'utf8'), path, options);
}

async function kubeadmDocuments(name: string): Promise<KubeadmDocument[]> {
  const text = await readFile(file(name), 'utf8');
  return parseAllDocuments(text).map((document) => document.toJS() as KubeadmDocument);
}

async function planJson(path: string, flags: string[], stateDir: string): Promise<unknown> {
  const run = await runCliCapturing(['plan', '-f', path, ...flags, '--state-dir', stateDir, '--json']);
  expect(run.stderr.split('\n').filter((line) => line.startsWith('error'))).toEqual([]);
  expect(run.status).toBe(0);
  return JSON.parse(run.stdoutWrites.join(''));
}

/** The value at a path of plain maps, undefined where the path stops. */
function at(value: unknown, ...path: string[]): unknown {
  let node = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
