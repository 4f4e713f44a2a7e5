import { describe, expect, it } from 'vitest';
import { type Cluster, masters, nodes, parseClusterfile } from '../../../src/clusterfile/index.js';
import { planCluster } from '../../../src/plan/index.js';
import { addHosts, withoutHosts } from '../../../src/run/host-changes.js';

function saved(): Cluster {
  return parseClusterfile(
    [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata: {name: lab, creationTimestamp: "2026-11-01T00:00:00Z"}',
      'spec:',
      '  image: [labring/kubernetes:v1.29.9]',
      '  ssh: {port: 22}',
      '  hosts:',
      '  - {ips: ["10.77.0.2:22", "10.77.0.3:22"], roles: [master, amd64]}',
      '  - {ips: ["10.77.0.4:2222", "10.77.0.5:2222"], roles: [node, amd64], ssh: {port: 2222, user: ubuntu}}',
    ].join('\n'),
  ).clusterfile.cluster;
}

describe('add hosts (sealos add)', () => {
  it('new masters and nodes go in new entries after the existing ones; master0 stays first', () => {
    const cluster = addHosts(saved(), { masters: '10.77.0.6', nodes: '10.77.0.7-10.77.0.8' });
    expect(cluster.spec?.hosts?.slice(2)).toEqual([
      { ips: ['10.77.0.6:22'], roles: ['master'] },
      { ips: ['10.77.0.7:22', '10.77.0.8:22'], roles: ['node'] },
    ]);
    expect(masters(cluster)).toEqual(['10.77.0.2:22', '10.77.0.3:22', '10.77.0.6:22']);
    const plan = planCluster(cluster, saved());
    expect(plan).toMatchObject({
      action: 'reconcile',
      master0: '10.77.0.2:22',
      mastersToJoin: ['10.77.0.6:22'],
      nodesToJoin: ['10.77.0.7:22', '10.77.0.8:22'],
      mastersToRemove: [],
      nodesToRemove: [],
    });
  });

  it('a host already in the cluster is refused, whatever the role it is given', () => {
    expect(() => addHosts(saved(), { masters: '', nodes: '10.77.0.3' })).toThrow(
      'nodes: 10.77.0.3:22 is already a host of cluster "lab" (master, amd64)',
    );
    expect(() => addHosts(saved(), { masters: '10.77.0.4', nodes: '' })).toThrow(
      /^masters: 10.77.0.4:22 is already/,
    );
  });

  it('a host given as both master and node, and no host at all, are refused', () => {
    expect(() => addHosts(saved(), { masters: '10.77.0.9', nodes: '10.77.0.9' })).toThrow(
      'hosts given as both masters and nodes: 10.77.0.9:22',
    );
    expect(() => addHosts(saved(), { masters: '', nodes: '' })).toThrow('give the hosts: masters or nodes');
    expect(() => addHosts(saved(), { masters: 'not-an-ip', nodes: '' })).toThrow(/^masters: "not-an-ip"/);
  });
});

describe('delete hosts (sealos delete)', () => {
  it('removes by IP (whatever port written), drops emptied entries, keeps the others untouched', () => {
    const cluster = withoutHosts(saved(), { masters: '', nodes: '10.77.0.4,10.77.0.5' });
    expect(cluster.spec?.hosts).toEqual([
      { ips: ['10.77.0.2:22', '10.77.0.3:22'], roles: ['master', 'amd64'] },
    ]);
    expect(nodes(cluster)).toEqual([]);
    expect(planCluster(cluster, saved()).nodesToRemove).toEqual(['10.77.0.4:2222', '10.77.0.5:2222']);
  });

  it('keeps the per-host ssh block of an entry that still has hosts', () => {
    const cluster = withoutHosts(saved(), { masters: '10.77.0.3', nodes: '10.77.0.5' });
    expect(cluster.spec?.hosts).toEqual([
      { ips: ['10.77.0.2:22'], roles: ['master', 'amd64'] },
      { ips: ['10.77.0.4:2222'], roles: ['node', 'amd64'], ssh: { port: 2222, user: 'ubuntu' } },
    ]);
  });

  it('a host that is not in the cluster with that role is refused', () => {
    expect(() => withoutHosts(saved(), { masters: '', nodes: '10.77.0.3' })).toThrow(
      'nodes: 10.77.0.3:22 is not a node of cluster "lab"',
    );
    expect(() => withoutHosts(saved(), { masters: '10.77.0.99', nodes: '' })).toThrow(
      'masters: 10.77.0.99:22 is not a master of cluster "lab"',
    );
  });

  it("removing master0 is refused with the plan's words, before the cluster is left without it", () => {
    expect(() => withoutHosts(saved(), { masters: '10.77.0.2', nodes: '' })).toThrow(
      /master0 10.77.0.2:22 of cluster "lab" cannot be removed/,
    );
  });
});
