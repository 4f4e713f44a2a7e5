import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Cluster,
  ClusterfileError,
  clusterfilePath,
  clusterHosts,
  clusterName,
  defaultStateDir,
  findHost,
  hostsWithRole,
  isCreated,
  master0,
  masters,
  nodes,
  parseClusterfile,
  parseEnvList,
  readClusterfile,
  recordedHostKey,
  sshSettingsFor,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');

function cluster(yaml: string): Cluster {
  return parseClusterfile(`apiVersion: apps.sealos.io/v1beta1\nkind: Cluster\n${yaml}`).clusterfile.cluster;
}

describe('host helpers', () => {
  it('master0 is the first IP of the first entry with the role master, even after a node entry', () => {
    const c = cluster(`spec:
  hosts:
  - ips: [10.0.0.20, 10.0.0.21]
    roles: [node]
  - ips: [10.0.0.11, 10.0.0.10]
    roles: [master, amd64]
  - ips: [10.0.0.12]
    roles: [master, arm64]
`);
    expect(master0(c)).toBe('10.0.0.11:22');
    expect(masters(c)).toEqual(['10.0.0.11:22', '10.0.0.10:22', '10.0.0.12:22']);
    expect(nodes(c)).toEqual(['10.0.0.20:22', '10.0.0.21:22']);
    expect(hostsWithRole(c, 'arm64')).toEqual(['10.0.0.12:22']);
    expect(findHost(c, '10.0.0.12')?.roles).toEqual(['master', 'arm64']);
    expect(findHost(c, '10.0.0.99')).toBeUndefined();
  });

  it('normalises every address with the entry ssh port, else spec.ssh.port, else 22', async () => {
    const { clusterfile } = await readClusterfile(join(fixtures, 'sealos-saved.yaml'));
    expect(clusterHosts(clusterfile.cluster).map((host) => host.address)).toEqual([
      '192.168.64.10:22',
      '192.168.64.11:22',
      '192.168.64.12:22',
      '192.168.64.20:2222',
      '192.168.64.21:2222',
    ]);
    const c = cluster(`spec:
  ssh: {port: 2200}
  hosts:
  - ips: [10.0.0.1, '10.0.0.2:22']
    roles: [master]
  - ips: [10.0.0.3, fd00::3]
    roles: [node]
    ssh: {port: 2022}
`);
    expect(masters(c)).toEqual(['10.0.0.1:2200', '10.0.0.2:22']);
    expect(nodes(c)).toEqual(['10.0.0.3:2022', '[fd00::3]:2022']);
  });

  it('a host with roles master and node counts as a master only', () => {
    const c = cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master, node]\n');
    expect(masters(c)).toEqual(['10.0.0.1:22']);
    expect(nodes(c)).toEqual([]);
  });

  it('master0 of a cluster without masters is a ClusterfileError', () => {
    const c: Cluster = { apiVersion: 'apps.sealos.io/v1beta1', kind: 'Cluster', metadata: { name: 'x' } };
    expect(() => master0(c)).toThrow(ClusterfileError);
    expect(() => master0(c)).toThrow('cluster "x" has no host with the role master');
  });

  it('names and creation', () => {
    const fresh = cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n');
    expect(clusterName(fresh)).toBe('default');
    expect(isCreated(fresh)).toBe(false);
    expect(
      isCreated(
        cluster(
          `metadata:\n  name: a\n  creationTimestamp: null\n${'spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n'}`,
        ),
      ),
    ).toBe(false);
    expect(isCreated(undefined)).toBe(false);
  });
});

describe('ssh settings of a host', () => {
  const c = cluster(`spec:
  ssh:
    user: root
    passwd: cluster-pass
    pk: /root/.ssh/id_rsa
    port: 22
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
  - ips: [110.0.0.1, '10.0.0.10:2222']
    roles: [node]
    ssh:
      user: ubuntu
      passwd: node-pass
      pkData: ""
`);

  it('is spec.ssh with the host entry ssh fields laid over it', () => {
    expect(sshSettingsFor(c, '110.0.0.1:22')).toEqual({
      user: 'ubuntu',
      passwd: 'node-pass',
      pk: '/root/.ssh/id_rsa',
      port: 22,
    });
    expect(sshSettingsFor(c, '10.0.0.10')).toEqual({
      user: 'ubuntu',
      passwd: 'node-pass',
      pk: '/root/.ssh/id_rsa',
      port: 2222,
    });
  });

  it('matches the host by exact IP: 10.0.0.1 does not take the override of 110.0.0.1 (sealos suffix defect)', () => {
    expect(sshSettingsFor(c, '10.0.0.1:22')).toEqual({
      user: 'root',
      passwd: 'cluster-pass',
      pk: '/root/.ssh/id_rsa',
      port: 22,
    });
  });

  it('defaults the user to root and refuses an unknown host', () => {
    const bare = cluster('spec:\n  hosts:\n  - ips: [10.0.0.1]\n    roles: [master]\n');
    expect(sshSettingsFor(bare, '10.0.0.1')).toEqual({ user: 'root', port: 22 });
    expect(() => sshSettingsFor(bare, '10.0.0.2')).toThrow('10.0.0.2 is not a host of cluster "default"');
  });
});

describe('env lists', () => {
  it('parse K=V, split at the first =, last wins, entries without = ignored', () => {
    expect(
      parseEnvList(['A=1', 'B=x=y', 'NOEQUALS', 'A=2', '=orphan', 'EMPTY=', 'criData=/var/lib/containerd']),
    ).toEqual({ A: '2', B: 'x=y', EMPTY: '', criData: '/var/lib/containerd' });
    expect(parseEnvList(undefined)).toEqual({});
  });
});

describe('state paths', () => {
  it('are <stateDir>/<cluster>/Clusterfile with ~/.sealos by default, as sealos keeps them', () => {
    expect(clusterfilePath('/tmp/state', 'lab')).toBe('/tmp/state/lab/Clusterfile');
    expect(defaultStateDir('/home/runner')).toBe('/home/runner/.sealos');
  });
});

describe('recorded host keys (status.hostKeys)', () => {
  const fingerprint = 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8';

  it('are unknown at first, looked up by normalised ip:port, and survive a save and load', () => {
    const c = cluster('spec:\n  hosts:\n  - ips: [10.0.0.1, fd00::2]\n    roles: [master]\n');
    expect(recordedHostKey(c, '10.0.0.1')).toBeUndefined();
    const recorded = cluster(`spec:
  hosts:
  - ips: [10.0.0.1, fd00::2]
    roles: [master]
status:
  hostKeys:
    10.0.0.1:22: ${fingerprint}
    '[fd00::2]:22': ${fingerprint}
`);
    expect(recordedHostKey(recorded, '10.0.0.1')).toBe(fingerprint);
    expect(recordedHostKey(recorded, '10.0.0.1:22')).toBe(fingerprint);
    expect(recordedHostKey(recorded, '10.0.0.1:2222')).toBeUndefined();
    expect(recordedHostKey(recorded, '[FD00::2]:22')).toBe(fingerprint);
    const reloaded = parseClusterfile(stringifyClusterfile({ cluster: recorded, configs: [], kubeadm: [] }));
    expect(recordedHostKey(reloaded.clusterfile.cluster, 'fd00::2')).toBe(fingerprint);
  });
});
