import { describe, expect, it } from 'vitest';
import { pruneEtcdSnapshots } from '../../../src/runtime/etcd-snapshots.js';
import { K3sRuntime } from '../../../src/runtime/index.js';
import { saveK3sEtcdSnapshot } from '../../../src/runtime/k3s/commands.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { RecordingHosts } from './recording-executor.js';

const M0 = '10.0.0.10';
const M1 = '10.0.0.11';
const N1 = '10.0.0.21';
const D = '/var/lib/sealos/data/default/etc';
const SERVER = 'a'.repeat(64);
const AGENT = 'b'.repeat(64);

function setup(masters: string[], nodes: string[]) {
  const hosts = new RecordingHosts().answer(/^systemctl is-active/, { exitCode: 3 });
  const { logger, sink } = memoryLogger();
  const tokens = [SERVER, AGENT];
  const runtime = new K3sRuntime({
    topology: { name: 'default', masters, nodes },
    connect: hosts.connect,
    logger,
    concurrency: 1,
    config: { vip: '10.103.97.2' },
    lvscareImage: 'sealos.hub:5000/sealos/lvscare:v4.3.7',
    createToken: () => tokens.shift() ?? 'c'.repeat(64),
    now: () => new Date('2026-11-29T03:45:00.123Z'),
  });
  return { hosts, runtime, logger, lines: sink.lines };
}

describe('k3s etcd snapshots', () => {
  const folder = '/var/lib/sealos/data/default/etcd-snapshots';

  it('saves one with k3s etcd-snapshot on master0 when it runs the embedded etcd, then keeps the newest three', async () => {
    const { hosts, runtime, lines } = setup([M0, M1], []);
    hosts.answer(/k3s etcd-snapshot save/, { stdout: `${folder}/etcd-20261129T034500.123Z-m0-1795837500\n` });
    const path = await runtime.snapshotEtcd('removing master 10.0.0.11:22');
    expect(path).toBe(`${folder}/etcd-20261129T034500.123Z-m0-1795837500`);
    expect(hosts.plan()).toEqual([
      `${M0} $ test -d /var/lib/rancher/k3s/server/db/etcd`,
      `${M0} $ ${saveK3sEtcdSnapshot(folder, 'etcd-20261129T034500.123Z')}`,
      `${M0} $ ${pruneEtcdSnapshots(folder)}`,
    ]);
    expect(lines.join('\n')).toContain(`etcd snapshot before removing master 10.0.0.11:22: ${path}`);
  });

  it('takes none on sqlite or an external datastore, and says so', async () => {
    const { hosts, runtime, lines } = setup([M0], []);
    hosts.answer(/^test -d /, { exitCode: 1 });
    expect(await runtime.snapshotEtcd('the upgrade to v1.30.1')).toBeUndefined();
    expect(hosts.plan()).toEqual([`${M0} $ test -d /var/lib/rancher/k3s/server/db/etcd`]);
    expect(lines.join('\n')).toContain(
      `no etcd snapshot before the upgrade to v1.30.1: k3s on ${M0} runs no embedded etcd (sqlite or an external datastore)`,
    );
  });
});

describe('k3s: a leaving host that does not answer SSH', () => {
  it('is deleted from Kubernetes through master0 by its address; k3s removes a server from etcd itself', async () => {
    const { hosts, runtime } = setup([M0], []);
    const nodes = {
      items: [
        { metadata: { name: 'm0' }, status: { addresses: [{ type: 'InternalIP', address: M0 }] } },
        { metadata: { name: 'gone' }, status: { addresses: [{ type: 'InternalIP', address: M1 }] } },
      ],
    };
    hosts.answer(/get nodes -o json/, { stdout: JSON.stringify(nodes) }, M0);
    await runtime.removeUnreachable(M1, 'master');
    expect(hosts.plan()).toEqual([
      `${M0} $ k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml get nodes -o json`,
      `${M0} $ k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml delete node 'gone' --ignore-not-found`,
    ]);
  });
});

describe('k3s runtime command plan', () => {
  it('init: tokens made once (0600), config written, then daemon-reload, enable, start', async () => {
    const { hosts, runtime } = setup([M0], []);
    hosts.answer(/^test -f/, { exitCode: 1 });
    await runtime.init();
    expect(hosts.plan()).toEqual([
      `${M0} $ systemctl is-active --quiet k3s`,
      `${M0} $ test -f '${D}/token'`,
      `${M0} $ test -f '${D}/agent-token'`,
      `${M0} write ${D}/token 600`,
      `${M0} write ${D}/agent-token 600`,
      `${M0} write /etc/rancher/k3s/config.yaml 600`,
      `${M0} $ systemctl daemon-reload`,
      `${M0} $ systemctl enable k3s`,
      `${M0} $ systemctl start k3s`,
      expect.stringMatching(new RegExp(`^${M0} \\$ mkdir -p "\\$HOME/.kube"`)),
    ]);
    expect(hosts.written(M0, `${D}/token`)).toBe(`${SERVER}\n`);
    expect(hosts.written(M0, `${D}/agent-token`)).toBe(`${AGENT}\n`);
    expect(hosts.written(M0, '/etc/rancher/k3s/config.yaml')).toContain('cluster-init: true');
  });

  it('joins read the tokens back from master0: masters get both, nodes the agent token only', async () => {
    const { hosts, runtime, logger } = setup([M0, M1], [N1]);
    hosts.files.set(`${M0}:${D}/token`, `${SERVER}\n`);
    hosts.files.set(`${M0}:${D}/agent-token`, `${AGENT}\n`);
    await runtime.joinMasters([M1]);
    await runtime.joinNodes([N1]);
    expect(hosts.written(M1, `${D}/token`)).toBe(`${SERVER}\n`);
    expect(hosts.written(M1, `${D}/agent-token`)).toBe(`${AGENT}\n`);
    expect(hosts.written(N1, `${D}/agent-token`)).toBe(`${AGENT}\n`);
    expect(hosts.files.has(`${N1}:${D}/token`)).toBe(false);
    expect(hosts.written(M1, '/etc/rancher/k3s/config.yaml')).toContain(
      'server: https://apiserver.cluster.local:6443',
    );
    const node = hosts.written(N1, '/etc/rancher/k3s/config.yaml');
    expect(node).toContain(`token-file: ${D}/agent-token`);
    expect(node).not.toContain('cluster-init');
    expect(node).not.toContain('tls-san');
    const lvscare = hosts.written(N1, '/var/lib/rancher/k3s/agent/pod-manifests/kube-sealos-lvscare.yaml');
    expect(lvscare).toContain('- "401"');
    expect(lvscare).toContain(`- ${M1}:6443`);
    // The node's IPVS rule is set before k3s starts there.
    const plan = hosts.plan().filter((line) => line.startsWith(N1));
    expect(plan.findIndex((line) => line.includes('ipvs'))).toBeLessThan(
      plan.indexOf(`${N1} $ systemctl start k3s`),
    );
    expect(logger.mask(`${SERVER} ${AGENT}`)).toBe('*** ***');
  });

  it('refuses to join when master0 holds no token, before touching the joining host', async () => {
    const { hosts, runtime } = setup([M0], [N1]);
    hosts.answer(/^test -f/, { exitCode: 1 });
    await expect(runtime.joinNodes([N1])).rejects.toThrow(/master0 has no k3s token/);
    expect(hosts.plan().filter((line) => line.startsWith(N1))).toEqual([
      `${N1} $ systemctl is-active --quiet k3s`,
    ]);
  });

  it('deletes a node by its validated name on master0, then cleans it', async () => {
    const { hosts, runtime } = setup([M0], []);
    hosts.answer(/^hostname$/, { stdout: 'Node-1\n' }, N1);
    await runtime.deleteNodes([N1]);
    expect(hosts.plan()).toEqual([
      `${N1} $ hostname`,
      `${M0} $ k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml delete node 'node-1' --ignore-not-found`,
      expect.stringMatching(new RegExp(`^${N1} \\$ failed=''`)),
    ]);
    hosts.answer(/^hostname$/, { stdout: 'bad;name\n' }, N1);
    await expect(runtime.deleteNodes([N1])).rejects.toThrow(/not a Kubernetes node name/);
  });

  it('gives the kubeconfig with the apiserver name and its key masked', async () => {
    const { hosts, runtime, logger } = setup([M0], []);
    hosts.files.set(
      `${M0}:/etc/rancher/k3s/k3s.yaml`,
      'clusters:\n- cluster:\n    server: https://0.0.0.0:6443\nusers:\n- user:\n    client-key-data: S3CR3TKEYDATA\n',
    );
    const text = await runtime.kubeconfig();
    expect(text).toContain('server: https://apiserver.cluster.local:6443');
    expect(logger.mask(text)).not.toContain('S3CR3TKEYDATA');
  });
});
