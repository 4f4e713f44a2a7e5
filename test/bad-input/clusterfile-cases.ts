import type { CliCase } from './harness.js';

const HEAD = 'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\n';
const HOSTS = 'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n';
const IMAGE = '  image: [labring/kubernetes:v1.29.9]\n';

/** A Cluster document: `metadata` and `spec` lines as given (indented as in a file). */
function cluster(body: string): string {
  return `${HEAD}${body}`;
}

/** A valid Cluster with one more document after it. */
function withDocument(document: string): string {
  return `${HEAD}metadata:\n  name: lab\n${HOSTS}${IMAGE}---\n${document}`;
}

const config = (spec: string) =>
  withDocument(`apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: c\nspec:\n${spec}`);
const networking = (fields: string) =>
  withDocument(`apiVersion: kubeadm.k8s.io/v1beta3\nkind: ClusterConfiguration\nnetworking:\n${fields}`);

interface FileCase {
  name: string;
  text: string;
  /** What `validate` prints, the line included. */
  expected: string;
}

const FILES: FileCase[] = [
  {
    name: 'cluster name escaping the state folder',
    text: cluster(`metadata:\n  name: ../../escape\n${HOSTS}`),
    expected: 'Clusterfile:4: metadata.name: is not a cluster name: lower-case letters, digits, "-" and "."',
  },
  {
    name: 'cluster name with upper case',
    text: cluster(`metadata:\n  name: Prod\n${HOSTS}`),
    expected: 'Clusterfile:4: metadata.name: is not a cluster name',
  },
  {
    name: 'cluster name with a space',
    text: cluster(`metadata:\n  name: "my cluster"\n${HOSTS}`),
    expected: 'Clusterfile:4: metadata.name: is not a cluster name',
  },
  {
    name: 'cluster name a number',
    text: cluster(`metadata:\n  name: 42\n${HOSTS}`),
    expected: 'Clusterfile:4: metadata.name: Invalid input: expected string, received number',
  },
  {
    name: 'host entry with roles: []',
    text: cluster(
      'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  - ips: [10.0.0.2]\n    roles: []\n',
    ),
    expected: 'Clusterfile:8: spec.hosts[1].roles: no roles: give each host entry its roles',
  },
  {
    name: 'host entry without roles',
    text: cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  - ips: [10.0.0.2]\n'),
    expected: 'Clusterfile:7: spec.hosts[1]: no roles',
  },
  {
    name: 'host entry with ips: []',
    text: cluster(
      'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  - ips: []\n    roles: [node]\n',
    ),
    expected: 'Clusterfile:7: spec.hosts[1].ips: no ips: a host entry lists the addresses of its hosts',
  },
  {
    name: 'an unknown role',
    text: cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master, worker]\n'),
    expected: 'spec.hosts[0].roles[1]: "worker" is not a role (master, node, registry, amd64, arm64)',
  },
  {
    name: 'no master',
    text: cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [node]\n'),
    expected: 'spec.hosts: no host has the role master',
  },
  {
    name: 'env entry without =',
    text: cluster(`${HOSTS}  env: [criData=/var/lib/containerd, NOEQUALS]\n`),
    expected: 'Clusterfile:7: spec.env[1]: "NOEQUALS" is not KEY=VALUE',
  },
  {
    name: 'env entry with an empty key',
    text: cluster(`${HOSTS}  env: ["=value"]\n`),
    expected: 'spec.env[0]: "=value" is not KEY=VALUE',
  },
  {
    name: 'host env entry without =',
    text: cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n    env: [JUSTAWORD]\n'),
    expected: 'Clusterfile:7: spec.hosts[0].env[0]: "JUSTAWORD" is not KEY=VALUE',
  },
  {
    name: 'env not a list',
    text: cluster(`${HOSTS}  env: A=1\n`),
    expected: 'spec.env: Invalid input: expected array, received string',
  },
  {
    name: 'ssh port 0',
    text: cluster(`${HOSTS}  ssh:\n    port: 0\n`),
    expected: 'Clusterfile:8: spec.ssh.port: Too small: expected number to be >=1',
  },
  {
    name: 'ssh port 99999',
    text: cluster(`${HOSTS}  ssh:\n    port: 99999\n`),
    expected: 'spec.ssh.port: Too big: expected number to be <=65535',
  },
  {
    name: 'ssh port a word',
    text: cluster(`${HOSTS}  ssh:\n    port: ssh\n`),
    expected: 'spec.ssh.port: Invalid input: expected number, received string',
  },
  {
    name: 'ssh port with a fraction',
    text: cluster(`${HOSTS}  ssh:\n    port: 22.5\n`),
    expected: 'spec.ssh.port: Invalid input: expected int, received number',
  },
  {
    name: 'host ssh port 0',
    text: cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n    ssh: {port: 0}\n'),
    expected: 'spec.hosts[0].ssh.port: Too small',
  },
  {
    name: 'host address port 0',
    text: cluster('spec:\n  hosts:\n  - ips: ["10.0.0.1:0"]\n    roles: [master]\n'),
    expected: 'spec.hosts[0].ips[0]: "10.0.0.1:0" is not an IPv4/IPv6 address with optional port',
  },
  {
    name: 'host address port 99999',
    text: cluster('spec:\n  hosts:\n  - ips: ["10.0.0.1:99999"]\n    roles: [master]\n'),
    expected: '"10.0.0.1:99999" is not an IPv4/IPv6 address',
  },
  {
    name: 'host a name',
    text: cluster('spec:\n  hosts:\n  - ips: [master-1]\n    roles: [master]\n'),
    expected: '"master-1" is not an IPv4/IPv6 address',
  },
  {
    name: 'host listed twice',
    text: cluster(
      'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n  - ips: ["10.0.0.1:2222"]\n    roles: [node]\n',
    ),
    expected: 'is listed twice (also at spec.hosts[0].ips[0]); a host appears once',
  },
  {
    name: 'Config path escaping the image',
    text: config('  path: ../../etc/passwd\n  data: x\n'),
    expected:
      'Config "c" spec.path: is not a file inside the image (a path relative to the image root, without "..", without a NUL byte, at most 4,095 bytes)',
  },
  {
    name: 'Config path of dots',
    text: config('  path: etc/../../x\n  data: x\n'),
    expected: 'Config "c" spec.path: is not a file inside the image',
  },
  {
    name: 'Config without a path',
    text: config('  data: x\n'),
    expected: 'Config "c" spec.path: Invalid input: expected string, received undefined',
  },
  {
    name: 'Config without a spec',
    text: withDocument('apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: c\n'),
    expected: 'Config "c" spec: Invalid input: expected object, received undefined',
  },
  {
    name: 'Config path the root',
    text: config('  path: /\n  data: x\n'),
    expected: 'Config "c" spec.path: is not a file inside the image',
  },
  {
    name: 'Config strategy unknown',
    text: config('  path: etc/x.yaml\n  strategy: replace\n'),
    expected: 'Config "c" spec.strategy: Invalid option: expected one of',
  },
  {
    name: 'pod subnet with a bad prefix',
    text: networking('  podSubnet: 100.64.0.0/33\n'),
    expected:
      'ClusterConfiguration networking.podSubnet: "100.64.0.0/33" is not a CIDR block like 100.64.0.0/10',
  },
  {
    name: 'service subnet a word',
    text: networking('  serviceSubnet: banana\n'),
    expected: 'networking.serviceSubnet: "banana" is not a CIDR block',
  },
  {
    name: 'service subnet without a prefix',
    text: networking('  serviceSubnet: 10.96.0.0\n'),
    expected: 'networking.serviceSubnet: "10.96.0.0" is not a CIDR block',
  },
  {
    name: 'pod subnet with three blocks',
    text: networking('  podSubnet: 10.0.0.0/16,fd00::/48,10.1.0.0/16\n'),
    expected: 'networking.podSubnet: "10.0.0.0/16,fd00::/48,10.1.0.0/16" is not a CIDR block',
  },
  {
    name: 'pod subnet a number',
    text: networking('  podSubnet: 10\n'),
    expected: 'networking.podSubnet: 10 is not a CIDR block',
  },
  {
    name: 'IPv6 pod subnet prefix too long',
    text: networking('  podSubnet: fd00::/129\n'),
    expected: 'networking.podSubnet: "fd00::/129" is not a CIDR block',
  },
  {
    name: 'kubeadm document of an unknown version',
    text: withDocument('apiVersion: kubeadm.k8s.io/v1beta9\nkind: InitConfiguration\n'),
    expected:
      'InitConfiguration apiVersion: "kubeadm.k8s.io/v1beta9" is not one of kubeadm.k8s.io/v1beta2, kubeadm.k8s.io/v1beta3, kubeadm.k8s.io/v1beta4',
  },
  {
    name: 'a second Cluster document',
    text: withDocument(`${HEAD}${HOSTS}`),
    expected: 'a second Cluster document; a Clusterfile has exactly one',
  },
  {
    name: 'no Cluster document',
    text: 'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata: {name: c}\nspec: {path: x}\n',
    expected: 'Clusterfile:1: no Cluster document (kind: Cluster)',
  },
  { name: 'an empty file', text: '', expected: 'Clusterfile:1: no Cluster document (kind: Cluster)' },
  {
    name: 'a YAML syntax error',
    text: 'apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\nspec: [\n',
    expected: 'YAML ',
  },
  { name: 'a document that is a list', text: '- a\n- b\n', expected: 'a document must be a mapping' },
  {
    name: 'a wrong apiVersion',
    text: 'apiVersion: apps.sealos.io/v2\nkind: Cluster\n',
    expected: 'Clusterfile:1: apiVersion: Invalid input: expected "apps.sealos.io/v1beta1"',
  },
  {
    name: 'lists nested 20,000 deep',
    text: `a: ${'['.repeat(20000)}${']'.repeat(20000)}\n`,
    expected: 'Clusterfile:1: YAML: nested too deeply or too large to read',
  },
  {
    name: 'an alias bomb',
    text: `${HEAD}${HOSTS}  env: &a [x=1]\n${Array.from({ length: 12 }, (_, i) => `x${i}: &a${i} [*${i === 0 ? 'a' : `a${i - 1}`}, *${i === 0 ? 'a' : `a${i - 1}`}]`).join('\n')}\n`,
    expected: 'YAML: Excessive alias count indicates a resource exhaustion attack',
  },
];

/** Each file through `validate -f`, the way a user checks a Clusterfile before applying it. */
export const CLUSTERFILE_CASES: CliCase[] = FILES.map((file) => ({
  name: file.name,
  args: ['validate', '-f', '$DIR/Clusterfile'],
  files: { Clusterfile: file.text },
  expected: file.expected,
}));

/** What only a run can see: the images the cluster pulls, checked before a dry run prints a plan. */
export const APPLY_CASES: CliCase[] = [
  {
    name: 'Clusterfile image with upper case',
    status: 2,
    args: ['apply', '-f', '$DIR/Clusterfile', '--dry-run', '--state-dir', '$DIR/state'],
    files: { Clusterfile: cluster(`metadata:\n  name: lab\n${HOSTS}  image: [Labring/Kubernetes:v1]\n`) },
    expected:
      '$DIR/Clusterfile: spec.image[0]: image reference "Labring/Kubernetes:v1": repository "Labring/Kubernetes" must be lowercase',
  },
  {
    name: 'Clusterfile second image broken',
    status: 2,
    args: ['apply', '-f', '$DIR/Clusterfile', '--dry-run', '--state-dir', '$DIR/state'],
    files: {
      Clusterfile: cluster(
        `metadata:\n  name: lab\n${HOSTS}  image: [labring/kubernetes:v1.29.9, "labring/helm:"]\n`,
      ),
    },
    expected: 'spec.image[1]: image reference "labring/helm:"',
  },
  {
    name: 'Clusterfile with a bad name applied',
    status: 2,
    args: ['apply', '-f', '$DIR/Clusterfile', '--dry-run', '--state-dir', '$DIR/state'],
    files: { Clusterfile: cluster(`metadata:\n  name: ../x\n${HOSTS}`) },
    expected: 'metadata.name: is not a cluster name',
  },
  {
    name: 'config file escaping the image',
    status: 2,
    args: [
      'run',
      'labring/kubernetes:v1.29.9',
      '--masters',
      '10.0.0.1',
      '--dry-run',
      '--state-dir',
      '$DIR/state',
      '--config-file',
      '$DIR/configs.yaml',
    ],
    files: {
      'configs.yaml':
        'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata: {name: c}\nspec:\n  path: ../../etc/passwd\n  data: x\n',
    },
    expected: 'spec.path: is not a file inside the image',
  },
];
