import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import {
  ClusterfileError,
  type ClusterfileProblem,
  formatProblem,
  parseClusterfile,
  readClusterfile,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';
import { SealosError } from '../../../src/errors.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');
const fixture = (name: string) => join(fixtures, name);

const CLUSTER = `apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
`;

function problemsOf(text: string, file = 'Clusterfile'): ClusterfileProblem[] {
  try {
    parseClusterfile(text, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ClusterfileError);
    return [...(error as ClusterfileError).problems];
  }
  throw new Error('expected the Clusterfile to be rejected');
}

describe('loading a real sealos Clusterfile', () => {
  it('reads the Cluster, its Configs and kubeadm documents with every field, and no warnings', async () => {
    const { clusterfile, warnings } = await readClusterfile(fixture('sealos-saved.yaml'));
    expect(warnings).toEqual([]);
    const { cluster } = clusterfile;
    expect(cluster.metadata?.creationTimestamp).toBe('2024-03-18T09:21:44Z');
    expect(cluster.spec?.image).toEqual([
      'labring/kubernetes:v1.27.11',
      'labring/helm:v3.14.1',
      'labring/calico:v3.26.1',
    ]);
    expect(cluster.spec?.hosts?.[1]?.ssh).toEqual({ passwd: 'node-pass-2024', port: 2222, user: 'ubuntu' });
    expect(cluster.status?.phase).toBe('ClusterSuccess');
    expect(cluster.status?.mounts?.map((mount) => mount.type)).toEqual([
      'rootfs',
      'application',
      'application',
    ]);
    expect(cluster.status?.commandCondition?.[0]?.images).toEqual(['labring/calico:v3.26.1']);
    expect(clusterfile.configs.map((config) => config.spec?.strategy)).toEqual(['merge']);
    expect(clusterfile.kubeadm.map((document) => document.kind)).toEqual([
      'ClusterConfiguration',
      'KubeletConfiguration',
    ]);
  });

  it('save(load(x)) keeps every field of every document, and saving again changes nothing', async () => {
    const path = fixture('sealos-saved.yaml');
    const original = await readFile(path, 'utf8');
    const saved = stringifyClusterfile((await readClusterfile(path)).clusterfile);
    const documents = (text: string) => parseAllDocuments(text).map((document) => document.toJS());
    expect(documents(saved)).toEqual(documents(original));
    expect(stringifyClusterfile(parseClusterfile(saved).clusterfile)).toBe(saved);
  });

  it('saves strings the way a YAML 1.1 reader (sealos) reads them back as strings', () => {
    const { clusterfile } = parseClusterfile(`${CLUSTER}  command:\n  - "on"\n  - "0755"\n`);
    const saved = stringifyClusterfile(clusterfile);
    expect(saved).toContain('- "on"');
    expect(saved).toContain('- "0755"');
  });

  it('writes the Cluster first, then Configs, then kubeadm documents, whatever the input order', async () => {
    const { clusterfile } = await readClusterfile(fixture('configs-and-kubeadm.yaml'));
    const kinds = parseAllDocuments(stringifyClusterfile(clusterfile)).map((document) =>
      document.get('kind'),
    );
    expect(kinds).toEqual([
      'Cluster',
      'Config',
      'Config',
      'InitConfiguration',
      'ClusterConfiguration',
      'KubeProxyConfiguration',
    ]);
  });

  it('keeps kubeadm documents verbatim and in order', async () => {
    const { clusterfile } = await readClusterfile(fixture('configs-and-kubeadm.yaml'));
    expect(clusterfile.kubeadm).toEqual([
      {
        apiVersion: 'kubeadm.k8s.io/v1beta3',
        kind: 'InitConfiguration',
        nodeRegistration: { kubeletExtraArgs: { 'max-pods': '150' } },
      },
      {
        apiVersion: 'kubeadm.k8s.io/v1beta3',
        kind: 'ClusterConfiguration',
        networking: { podSubnet: '10.244.0.0/16' },
      },
      { apiVersion: 'kubeproxy.config.k8s.io/v1alpha1', kind: 'KubeProxyConfiguration', mode: 'ipvs' },
    ]);
  });

  it('lets the later of two Configs with one name win, in the later position, with a warning', async () => {
    const { clusterfile, warnings } = await readClusterfile(fixture('configs-and-kubeadm.yaml'));
    expect(clusterfile.configs.map((config) => config.metadata?.name)).toEqual([
      'hosts-extra',
      'cilium-values',
    ]);
    expect(clusterfile.configs[1]?.spec?.data).toBe('ipam:\n  mode: cluster-pool\n');
    expect(warnings.map(formatProblem)).toEqual([
      `${fixture('configs-and-kubeadm.yaml')}:58: Config "cilium-values": defined again; this later definition replaces the earlier one`,
    ]);
  });

  it('keeps every unnamed Config (they cannot replace each other) and labels them by document', () => {
    const config = (strategy: string) =>
      `---\napiVersion: apps.sealos.io/v1beta1\nkind: Config\nspec:\n  path: etc/a\n  strategy: ${strategy}\n`;
    const { clusterfile } = parseClusterfile(`${CLUSTER}${config('append')}${config('insert')}`);
    expect(clusterfile.configs.map((c) => c.spec?.strategy)).toEqual(['append', 'insert']);
    expect(problemsOf(`${CLUSTER}${config('append')}${config('prepend')}`).map(formatProblem)).toEqual([
      'Clusterfile:20: Config (document 3) spec.strategy: Invalid option: expected one of "merge"|"override"|"insert"|"append"|""',
    ]);
  });

  it('accepts kubeadm v1beta4 and skips empty documents', () => {
    const text = `---\n${CLUSTER}---\n---\napiVersion: kubeadm.k8s.io/v1beta4\nkind: JoinConfiguration\n`;
    expect(parseClusterfile(text).clusterfile.kubeadm[0]?.apiVersion).toBe('kubeadm.k8s.io/v1beta4');
  });
});

describe('unknown fields', () => {
  it('are warnings with file, line and path, never failures, and are kept on save', async () => {
    const path = fixture('unknown-fields.yaml');
    const { clusterfile, warnings } = await readClusterfile(path);
    expect(warnings.map(formatProblem)).toEqual([
      `${path}:11: spec.hosts[0].labels: unknown field, ignored (kept when the Clusterfile is saved)`,
      `${path}:17: spec.ssh.passwrd: unknown field, ignored (kept when the Clusterfile is saved)`,
      `${path}:18: spec.registry: unknown field, ignored (kept when the Clusterfile is saved)`,
      `${path}:20: status.lastApplied: unknown field, ignored (kept when the Clusterfile is saved)`,
      `${path}:30: Config "containerd" spec.stratgy: unknown field, ignored (kept when the Clusterfile is saved)`,
    ]);
    const saved = parseAllDocuments(stringifyClusterfile(clusterfile)).map((document) => document.toJS());
    expect(saved[0].spec.ssh.passwrd).toBe('not-a-field');
    expect(saved[0].spec.hosts[0].labels).toEqual({ zone: 'a' });
    expect(saved[1].spec.stratgy).toBe('merge');
  });

  it('do not include free-form maps (labels, env of mounts, annotations)', async () => {
    expect((await readClusterfile(fixture('sealos-saved.yaml'))).warnings).toEqual([]);
  });

  it('an unknown document kind is ignored with a warning, as sealos ignores it', () => {
    const { clusterfile, warnings } = parseClusterfile(`${CLUSTER}---\napiVersion: v1\nkind: ConfigMap\n`);
    expect(clusterfile.configs).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      'Clusterfile:11: kind: "ConfigMap" is not a Clusterfile kind; the document is ignored',
    ]);
  });
});

describe('errors', () => {
  it('carry every problem of the file, each with file, line and field path, in file order', async () => {
    const path = fixture('invalid-hosts.yaml');
    const error = await readClusterfile(path).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ClusterfileError);
    expect(error).toBeInstanceOf(SealosError);
    const problems = (error as ClusterfileError).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${path}:14: spec.hosts[1].ips[0]: "10.0.0.300:22" is not an IPv4/IPv6 address with optional port`,
      `${path}:15: spec.hosts[1].ips[1]: "10.0.0.2:22" is listed twice (also at spec.hosts[0].ips[1]); a host appears once`,
      `${path}:16: spec.hosts[1].ips[2]: "10.0.0.5:70000" is not an IPv4/IPv6 address with optional port (port 70000 is not from 1 to 65535)`,
      `${path}:18: spec.hosts[1].roles[0]: "worker" is not a role (master, node, registry, amd64, arm64)`,
      `${path}:22: spec.ssh.port: Invalid input: expected number, received string`,
    ]);
    expect((error as ClusterfileError).file).toBe(path);
    expect((error as ClusterfileError).line).toBe(14);
    expect((error as ClusterfileError).message.split('\n')).toHaveLength(5);
  });

  it('matches the message of the issue exactly for a bad address', () => {
    const text = `${CLUSTER}  - ips:\n    - 10.0.0.300:22\n    roles: [node]\n`;
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:10: spec.hosts[1].ips[0]: "10.0.0.300:22" is not an IPv4/IPv6 address with optional port',
    ]);
  });

  it('no Cluster document', () => {
    const text =
      'apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: a\nspec:\n  path: etc/a\n  data: x\n';
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:1: no Cluster document (kind: Cluster)',
    ]);
  });

  it('Cluster not first', () => {
    const text = `apiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: a\nspec:\n  path: etc/a\n---\n${CLUSTER}`;
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:8: the Cluster document must be the first document',
    ]);
  });

  it('two Cluster documents', () => {
    expect(problemsOf(`${CLUSTER}---\n${CLUSTER}`).map(formatProblem)).toEqual([
      'Clusterfile:10: a second Cluster document; a Clusterfile has exactly one',
    ]);
  });

  it('no master', () => {
    const text = CLUSTER.replace('roles: [master]', 'roles: [node, amd64]');
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:6: spec.hosts: no host has the role master',
    ]);
    expect(problemsOf('apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\n').map(formatProblem)).toEqual([
      'Clusterfile:1: spec: no host has the role master',
    ]);
  });

  it('a duplicate IP is found across entries even with different ports or spellings', () => {
    const text = `${CLUSTER}  - ips: ['10.0.0.1:2222', 'fe80::1']\n    roles: [node]\n  - ips: ['[FE80:0::1]:22']\n    roles: [node]\n`;
    expect(problemsOf(text).map((problem) => problem.path)).toEqual([
      'spec.hosts[1].ips[0]',
      'spec.hosts[2].ips[0]',
    ]);
  });

  it('schema errors name the document, field and line in Configs and kubeadm documents too', () => {
    const text = `${CLUSTER}---\napiVersion: apps.sealos.io/v1beta1\nkind: Config\nmetadata:\n  name: bad\nspec:\n  path: etc/a\n  strategy: replace\n---\napiVersion: kubeadm.k8s.io/v1beta1\nkind: InitConfiguration\n`;
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:16: Config "bad" spec.strategy: Invalid option: expected one of "merge"|"override"|"insert"|"append"|""',
      'Clusterfile:18: InitConfiguration apiVersion: "kubeadm.k8s.io/v1beta1" is not one of kubeadm.k8s.io/v1beta2, kubeadm.k8s.io/v1beta3, kubeadm.k8s.io/v1beta4',
    ]);
  });

  it('a wrong apiVersion, phase or mount type is located', () => {
    const text = `${CLUSTER.replace('apps.sealos.io/v1beta1', 'apps.sealyun.com/v1beta1')}status:\n  phase: Done\n  mounts:\n  - name: a\n    type: rootfs\n    imageName: x\n`;
    const problems = problemsOf(text);
    expect(problems.map((problem) => [problem.line, problem.path])).toEqual([
      [1, 'apiVersion'],
      [10, 'status.phase'],
      [12, 'status.mounts[0].mountPoint'],
    ]);
  });

  it('YAML syntax errors are located', () => {
    const problems = problemsOf(`${CLUSTER}  image: [a,\n---\n`);
    expect(problems.map((problem) => problem.line)).toEqual([10]);
    expect(problems[0]?.message).toMatch(/^YAML /);
  });

  it('a document that is not a mapping', () => {
    expect(problemsOf(`${CLUSTER}---\n- a\n- b\n`).map(formatProblem)).toEqual([
      'Clusterfile:10: a document must be a mapping',
    ]);
  });

  it('an unreadable file is a usage error naming the file', async () => {
    const path = fixture('does-not-exist.yaml');
    await expect(readClusterfile(path)).rejects.toThrow(`cannot read the Clusterfile ${path}`);
  });
});

describe('status.hostKeys (our extension)', () => {
  it('holds SHA256 fingerprints by ip:port and is saved back', () => {
    const fingerprint = 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8';
    const text = `${CLUSTER}status:\n  hostKeys:\n    10.0.0.1:22: ${fingerprint}\n`;
    const { clusterfile } = parseClusterfile(text);
    expect(clusterfile.cluster.status?.hostKeys).toEqual({ '10.0.0.1:22': fingerprint });
    expect(parse(stringifyClusterfile(clusterfile)).status.hostKeys['10.0.0.1:22']).toBe(fingerprint);
  });

  it('rejects a value that is not a fingerprint', () => {
    const text = `${CLUSTER}status:\n  hostKeys:\n    10.0.0.1:22: ssh-ed25519 AAAA\n`;
    expect(problemsOf(text).map(formatProblem)).toEqual([
      'Clusterfile:11: status.hostKeys.10.0.0.1:22: is not a SHA256:<base64> host key fingerprint',
    ]);
  });
});
