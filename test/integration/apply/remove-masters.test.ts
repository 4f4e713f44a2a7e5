import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApplyResult } from '../../../src/apply/request.js';
import {
  type Clusterfile,
  masters as mastersOf,
  nodes as nodesOf,
  parseClusterfile,
  redactClusterfile,
  stringifyClusterfile,
} from '../../../src/clusterfile/index.js';
import { listEtcdMembers } from '../../../src/runtime/kubeadm/etcd.js';
import { applyCluster } from '../../lab/apply-cluster.js';
import { buildTestClusterImages, type TestClusterImages } from '../../lab/cluster-images.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const CLUSTER = 'etcd3';
const SNAPSHOTS = `/var/lib/sealos/data/${CLUSTER}/etcd-snapshots`;

/**
 * Masters leave etcd one at a time, on real sshd hosts with the stand-in kubeadm, crictl and etcdctl, which keep
 * the cluster's etcd membership and refuse a member removal while another is under way (as etcd does one
 * membership change at a time) or one that would break the quorum: a cluster of three masters and a node loses
 * two masters and the node in one apply.
 */
describeAsRoot('removing masters from a three-member etcd', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let images: TestClusterImages;
  let storeDir: string;
  let saved: Clusterfile | undefined;

  beforeAll(async () => {
    lab = await startLab({ hosts: 4 });
    registry = await startRegistry({ address: lab.bridgeIp });
    images = await buildTestClusterImages({ registryHost: registry.host });
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'sealos-etcd3-store-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
  });

  async function apply(masters: LabHost[], nodes: LabHost[]): Promise<ApplyResult & { log: string }> {
    const { alice } = lab.credentials;
    const text = [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata:',
      `  name: ${CLUSTER}`,
      'spec:',
      `  image: [${images.rootfs}]`,
      '  ssh:',
      `    user: ${alice.user}`,
      `    passwd: ${JSON.stringify(alice.password)}`,
      '  hosts:',
      `    - ips: [${masters.map((m) => m.address).join(', ')}]`,
      '      roles: [master, amd64]',
      ...(nodes.length
        ? [`    - ips: [${nodes.map((n) => n.address).join(', ')}]`, '      roles: [node, amd64]']
        : []),
      '',
    ].join('\n');
    const { logger, sink } = memoryLogger();
    const result = await applyCluster({
      desired: parseClusterfile(text).clusterfile,
      current: saved,
      hostKeyPolicy: 'accept-new',
      insecureRegistries: [registry.host],
      imageStoreDir: storeDir,
      logger,
    });
    const log = sink.lines.join('\n');
    expect(result.error, log).toBeUndefined();
    saved = parseClusterfile(stringifyClusterfile(redactClusterfile(result.clusterfile))).clusterfile;
    return { ...result, log };
  }

  const members = async (master0: LabHost) =>
    (await lab.check(master0, listEtcdMembers()))
      .trim()
      .split('\n')
      .map((line) => line.split(', ')[3]);

  it('removes two of three masters and the node in one apply, each member gone before the next master starts', async () => {
    const [m0, m1, m2, n1] = lab.hosts as [LabHost, LabHost, LabHost, LabHost];
    await apply([m0, m1, m2], [n1]);
    const peer = (host: LabHost) => `https://${host.ip}:2380`;
    expect((await members(m0)).sort()).toEqual([m0, m1, m2].map(peer).sort());

    const { log, clusterfile } = await apply([m0], []);
    expect(mastersOf(clusterfile.cluster)).toEqual([m0.address]);
    expect(nodesOf(clusterfile.cluster)).toEqual([]);
    expect(await members(m0)).toEqual([peer(m0)]);
    // Each master's own kubeadm reset removed its member: none was left for master0 to remove, none refused.
    expect(await lab.check(m0, 'grep -c "member remove" /var/log/standin-calls.log || true')).toBe('0\n');
    expect(log).not.toContain('Failed to remove etcd member');

    // The order: the node, then a snapshot and a removal per master, each removal over before the next snapshot.
    const lines = log.split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const removing = (host: LabHost) => at(new RegExp(`\\[${host.ip}\\] removing node`));
    const snapshotLine = (host: LabHost) =>
      at(new RegExp(`etcd snapshot before removing master ${host.address}: `));
    expect(removing(n1)).toBeGreaterThan(-1);
    expect(removing(n1)).toBeLessThan(snapshotLine(m1));
    expect(snapshotLine(m1)).toBeLessThan(removing(m1));
    expect(removing(m1)).toBeLessThan(snapshotLine(m2));
    expect(snapshotLine(m2)).toBeLessThan(removing(m2));

    // A snapshot before each master, owner-only, its path in the log; the newest three are kept (the
    // configuration rollout the new certSANs bring takes one too).
    const paths = [...log.matchAll(/etcd snapshot before removing master \S+: (\S+)/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(2);
    const files = (await lab.check(m0, `ls -1 ${SNAPSHOTS}`)).trim().split('\n');
    expect(files.length).toBeLessThanOrEqual(3);
    for (const path of paths) expect(files).toContain(path.slice(SNAPSHOTS.length + 1));
    expect(await lab.check(m0, `stat -c '%a' ${SNAPSHOTS} ${paths[0]}`)).toBe('700\n600\n');
    // The first was taken with three members, the second after the first master left.
    const listed = async (path: string) =>
      (await lab.check(m0, `cat ${path}`)).split('members ')[1]?.trim().split(', ');
    expect(await listed(paths[0]!)).toHaveLength(3);
    expect(await listed(paths[1]!)).toHaveLength(2);
  });

  it('removes a master and a node whose links are down, through master0, with a live master in the same apply', async () => {
    const [m0, m1, m2, n1] = lab.hosts as [LabHost, LabHost, LabHost, LabHost];
    await apply([m0, m1, m2], [n1]);
    const peer = (host: LabHost) => `https://${host.ip}:2380`;
    expect((await members(m0)).sort()).toEqual([m0, m1, m2].map(peer).sort());
    await lab.setLink(m2, 'down');
    await lab.setLink(n1, 'down');
    try {
      const { log, clusterfile, uncleaned } = await apply([m0], []);
      expect(mastersOf(clusterfile.cluster)).toEqual([m0.address]);
      expect(nodesOf(clusterfile.cluster)).toEqual([]);
      expect(await members(m0)).toEqual([peer(m0)]);
      expect(uncleaned?.sort()).toEqual([m2.address, n1.address].sort());
      for (const host of [m2, n1]) {
        expect(log).toContain(`${host.address} is leaving and does not answer SSH`);
        expect(log).toMatch(
          new RegExp(`\\[${host.ip}\\] does not answer SSH: node \\S+ is deleted without a drain`),
        );
        expect(log).toContain(`${host.address} was removed from the cluster but not cleaned`);
      }
      // The master that is down left etcd first: with it still a member, the live one's removal breaks the quorum.
      const at = (pattern: string) => log.indexOf(pattern);
      expect(at(`removing etcd member`)).toBeGreaterThan(-1);
      expect(at(`[${m2.ip}] removing etcd member`)).toBeLessThan(at(`[${m1.ip}] removing node`));
      const nodes = await lab.check(m0, 'kubectl --kubeconfig=/etc/kubernetes/admin.conf get nodes -o name');
      expect(nodes.trim().split('\n')).toEqual([
        `node/${(await lab.check(m0, 'hostname')).trim().toLowerCase()}`,
      ]);
      // The live master was cleaned; the two that did not answer still hold everything.
      expect((await lab.run(m1, 'test -e /var/lib/sealos/data/etcd3')).code).not.toBe(0);
      for (const host of [m2, n1])
        expect(
          await lab.check(
            host,
            'test -d /var/lib/sealos/data/etcd3 && test -f /etc/kubernetes/kubelet.conf && echo kept',
          ),
        ).toBe('kept\n');
      // The remaining hosts' /etc/hosts name none of the removed hosts.
      expect(await lab.check(m0, 'cat /etc/hosts')).not.toMatch(new RegExp(`\\b(${m2.ip}|${n1.ip})\\b`));
    } finally {
      await lab.setLink(m2, 'up');
      await lab.setLink(n1, 'up');
    }
  });
});
