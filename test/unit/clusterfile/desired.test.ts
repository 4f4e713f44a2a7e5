import type { NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Clusterfile,
  ClusterfileError,
  desiredClusterFromInputs,
  master0,
  masters,
  nodes,
  parseClusterfile,
  readClusterfile,
  runnerAddress,
} from '../../../src/clusterfile/index.js';
import { UsageError } from '../../../src/errors.js';

const fixtures = join(import.meta.dirname, '../../fixtures/clusterfiles');
const RUNNER = '192.0.2.50';

async function saved(): Promise<Clusterfile> {
  return (await readClusterfile(join(fixtures, 'sealos-saved.yaml'))).clusterfile;
}

describe('a new cluster from inputs', () => {
  it('declares masters and nodes from lists, ranges and CIDR, with the ssh inputs', () => {
    const { clusterfile, localHost } = desiredClusterFromInputs(
      {
        images: ['docker.io/labring/kubernetes:v1.29.9', 'docker.io/labring/helm:v3.14.1'],
        masters: '10.0.0.1-10.0.0.3',
        nodes: '10.0.0.10/31,10.0.0.20:2200',
        user: 'ubuntu',
        password: 's3cret',
        port: 2222,
        env: ['registryDomain=sealos.hub'],
        clusterName: 'lab',
      },
      { localAddress: RUNNER },
    );
    expect(clusterfile.cluster).toEqual({
      apiVersion: 'apps.sealos.io/v1beta1',
      kind: 'Cluster',
      metadata: { name: 'lab' },
      spec: {
        image: ['docker.io/labring/kubernetes:v1.29.9', 'docker.io/labring/helm:v3.14.1'],
        ssh: { user: 'ubuntu', passwd: 's3cret', port: 2222 },
        env: ['registryDomain=sealos.hub'],
        hosts: [
          { ips: ['10.0.0.1:2222', '10.0.0.2:2222', '10.0.0.3:2222'], roles: ['master'] },
          { ips: ['10.0.0.10:2222', '10.0.0.11:2222', '10.0.0.20:2200'], roles: ['node'] },
        ],
      },
    });
    expect(clusterfile.configs).toEqual([]);
    expect(localHost).toBeUndefined();
  });

  it('maps the key inputs: PEM text to pkData, a path to pk, the passphrase to pkPasswd', () => {
    const pem =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n';
    const { clusterfile } = desiredClusterFromInputs(
      {
        masters: '10.0.0.1',
        privateKey: pem,
        privateKeyPath: '/home/runner/.ssh/id_ed25519',
        passphrase: 'pp',
      },
      { localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.ssh).toEqual({
      pk: '/home/runner/.ssh/id_ed25519',
      pkData: pem,
      pkPasswd: 'pp',
    });
  });

  it('drops repeated addresses in one list and refuses a host given as master and node', () => {
    const { clusterfile } = desiredClusterFromInputs(
      { masters: '10.0.0.1,10.0.0.1:22,10.0.0.0/31' },
      { localAddress: RUNNER },
    );
    expect(masters(clusterfile.cluster)).toEqual(['10.0.0.1:22', '10.0.0.0:22']);
    expect(() =>
      desiredClusterFromInputs({ masters: '10.0.0.1', nodes: '10.0.0.1:2222' }, { localAddress: RUNNER }),
    ).toThrow('hosts given as both masters and nodes: 10.0.0.1:2222');
  });

  it('nodes without masters on a new cluster is an invalid cluster', () => {
    expect(() => desiredClusterFromInputs({ nodes: '10.0.0.5' }, { localAddress: RUNNER })).toThrow(
      ClusterfileError,
    );
    expect(() => desiredClusterFromInputs({ nodes: '10.0.0.5' }, { localAddress: RUNNER })).toThrow(
      'no host has the role master',
    );
  });
});

describe('single mode', () => {
  it('no masters and no nodes on a new cluster: this machine is master0 and the local host', () => {
    const { clusterfile, localHost } = desiredClusterFromInputs(
      { images: ['docker.io/labring/kubernetes:v1.29.9'] },
      { localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.hosts).toEqual([{ ips: ['192.0.2.50:22'], roles: ['master'] }]);
    expect(master0(clusterfile.cluster)).toBe('192.0.2.50:22');
    expect(localHost).toBe('192.0.2.50:22');
  });

  it('the explicit flag refuses host lists', () => {
    expect(() =>
      desiredClusterFromInputs({ single: true, masters: '10.0.0.1' }, { localAddress: RUNNER }),
    ).toThrow(UsageError);
  });

  it('a re-run on the same machine keeps the hosts and finds the local host again', () => {
    const first = desiredClusterFromInputs({ images: ['a:1'] }, { localAddress: RUNNER }).clusterfile;
    const again = desiredClusterFromInputs(
      { images: ['b:1'], single: true },
      { current: first, localAddress: RUNNER },
    );
    expect(again.clusterfile.cluster.spec?.hosts).toEqual(first.cluster.spec?.hosts);
    expect(again.clusterfile.cluster.spec?.image).toEqual(['a:1', 'b:1']);
    expect(again.localHost).toBe('192.0.2.50:22');
    expect(() =>
      desiredClusterFromInputs({ single: true }, { current: first, localAddress: '192.0.2.99' }),
    ).toThrow('single mode: cluster "default" was not created on this machine (192.0.2.99)');
  });

  it('this machine is the local host whenever its IP is a host of the cluster, as sealos runs it locally', () => {
    const { localHost } = desiredClusterFromInputs(
      { masters: `${RUNNER}:22,10.0.0.2` },
      { localAddress: RUNNER },
    );
    expect(localHost).toBe('192.0.2.50:22');
  });

  it('the runner address is the first non-internal IPv4, else 127.0.0.1', () => {
    const ipv4 = (address: string, internal: boolean): NetworkInterfaceInfo => ({
      address,
      family: 'IPv4',
      internal,
      netmask: '255.255.255.0',
      mac: '02:00:00:00:00:01',
      cidr: null,
    });
    const ipv6: NetworkInterfaceInfo = {
      address: 'fe80::1',
      family: 'IPv6',
      internal: false,
      netmask: 'ffff:ffff:ffff:ffff::',
      mac: '02:00:00:00:00:01',
      cidr: null,
      scopeid: 2,
    };
    expect(
      runnerAddress({
        lo: [ipv4('127.0.0.1', true)],
        eth0: [ipv6, ipv4('10.1.0.4', false)],
        eth1: [ipv4('10.2.0.4', false)],
      }),
    ).toBe('10.1.0.4');
    expect(runnerAddress({ lo: [ipv4('127.0.0.1', true)] })).toBe('127.0.0.1');
  });
});

describe('merged over the saved cluster (sealos run on an existing cluster)', () => {
  it('a new image only: hosts, ssh, env, command, metadata, status, Configs and kubeadm documents stay', async () => {
    const current = await saved();
    const { clusterfile } = desiredClusterFromInputs(
      { images: ['labring/helm:v3.14.1', 'labring/openebs:v3.10.0'] },
      { current, localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.image).toEqual([
      'labring/kubernetes:v1.27.11',
      'labring/helm:v3.14.1',
      'labring/calico:v3.26.1',
      'labring/openebs:v3.10.0',
    ]);
    const { image: _desiredImages, ...desiredRest } = clusterfile.cluster.spec ?? {};
    const { image: _currentImages, ...currentRest } = current.cluster.spec ?? {};
    expect(desiredRest).toEqual(currentRest);
    expect(clusterfile.cluster.metadata).toEqual(current.cluster.metadata);
    expect(clusterfile.cluster.status).toEqual(current.cluster.status);
    expect(clusterfile.configs).toEqual(current.configs);
    expect(clusterfile.kubeadm).toEqual(current.kubeadm);
  });

  it('does not modify the current Clusterfile object', async () => {
    const current = await saved();
    const before = structuredClone(current);
    desiredClusterFromInputs(
      { images: ['x:1'], masters: '192.168.64.10', user: 'u', env: ['A=1'] },
      { current, localAddress: RUNNER },
    );
    expect(current).toEqual(before);
  });

  it('any ssh input replaces the whole spec.ssh (as sealos does); none keeps it', async () => {
    const current = await saved();
    const replaced = desiredClusterFromInputs({ privateKey: 'PEM' }, { current, localAddress: RUNNER });
    expect(replaced.clusterfile.cluster.spec?.ssh).toEqual({ pkData: 'PEM' });
    const kept = desiredClusterFromInputs({}, { current, localAddress: RUNNER });
    expect(kept.clusterfile.cluster.spec?.ssh).toEqual(current.cluster.spec?.ssh);
  });

  it('env inputs replace the same keys of spec.env and add the others at the end', async () => {
    const current = await saved();
    const { clusterfile } = desiredClusterFromInputs(
      { env: ['registryDomain=hub.lab', 'criData=/data/containerd', 'NEW=1'] },
      { current, localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.env).toEqual([
      'registryDomain=hub.lab',
      'criData=/data/containerd',
      'NEW=1',
    ]);
  });

  it('masters given: master entries keep their surviving hosts and fields, new masters follow, nodes go', async () => {
    const current = await saved();
    const { clusterfile } = desiredClusterFromInputs(
      { masters: '192.168.64.13,192.168.64.10,192.168.64.12' },
      { current, localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.hosts).toEqual([
      { ips: ['192.168.64.10:22', '192.168.64.12:22'], roles: ['master', 'amd64'] },
      { ips: ['192.168.64.13:22'], roles: ['master'] },
    ]);
    expect(master0(clusterfile.cluster)).toBe('192.168.64.10:22');
    expect(nodes(clusterfile.cluster)).toEqual([]);
  });

  it('nodes given alone: masters stay, nodes are replaced, a surviving node keeps its per-host ssh', async () => {
    const current = await saved();
    const { clusterfile } = desiredClusterFromInputs(
      { nodes: '192.168.64.21:2222,192.168.64.30' },
      { current, localAddress: RUNNER },
    );
    const hosts = clusterfile.cluster.spec?.hosts ?? [];
    expect(hosts[0]).toEqual(current.cluster.spec?.hosts?.[0]);
    expect(hosts[1]).toEqual({ ...current.cluster.spec?.hosts?.[1], ips: ['192.168.64.21:2222'] });
    expect(hosts[2]).toEqual({ ips: ['192.168.64.30:22'], roles: ['node'] });
    expect(hosts).toHaveLength(3);
  });

  it('both lists: a node can become a master and a master a node', async () => {
    const current = await saved();
    const { clusterfile } = desiredClusterFromInputs(
      {
        masters: '192.168.64.10,192.168.64.11,192.168.64.20:2222',
        nodes: '192.168.64.12,192.168.64.21:2222',
      },
      { current, localAddress: RUNNER },
    );
    expect(masters(clusterfile.cluster)).toEqual([
      '192.168.64.10:22',
      '192.168.64.11:22',
      '192.168.64.20:2222',
    ]);
    expect(nodes(clusterfile.cluster)).toEqual(['192.168.64.21:2222', '192.168.64.12:22']);
  });

  it('nodes given alone cannot take a host that stays a master', async () => {
    const current = await saved();
    expect(() =>
      desiredClusterFromInputs({ nodes: '192.168.64.11' }, { current, localAddress: RUNNER }),
    ).toThrow('nodes: 192.168.64.11:22 already masters');
  });

  it('keeps hosts with other roles (registry) untouched when lists are given', () => {
    const current = parseClusterfile(`apiVersion: apps.sealos.io/v1beta1
kind: Cluster
metadata:
  name: default
spec:
  hosts:
  - ips: [10.0.0.1]
    roles: [master]
  - ips: [10.0.0.9]
    roles: [registry]
`).clusterfile;
    const { clusterfile } = desiredClusterFromInputs(
      { masters: '10.0.0.1', nodes: '10.0.0.2' },
      { current, localAddress: RUNNER },
    );
    expect(clusterfile.cluster.spec?.hosts).toEqual([
      { ips: ['10.0.0.1'], roles: ['master'] },
      { ips: ['10.0.0.9'], roles: ['registry'] },
      { ips: ['10.0.0.2:22'], roles: ['node'] },
    ]);
  });

  it('the cluster name input wins; else the saved name; else default', async () => {
    const current = await saved();
    expect(
      desiredClusterFromInputs({}, { current, localAddress: RUNNER }).clusterfile.cluster.metadata?.name,
    ).toBe('default');
    expect(
      desiredClusterFromInputs({ clusterName: 'prod' }, { current, localAddress: RUNNER }).clusterfile.cluster
        .metadata?.name,
    ).toBe('prod');
  });
});
