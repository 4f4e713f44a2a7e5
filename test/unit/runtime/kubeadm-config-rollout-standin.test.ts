import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { KubeadmDocument } from '../../../src/clusterfile/index.js';
import { RuntimeError } from '../../../src/runtime/errors.js';
import { ConfigChangeRefused } from '../../../src/runtime/kubeadm/live-config.js';
import { KubeadmRuntime } from '../../../src/runtime/kubeadm/runtime.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { NamespaceHost, recordingConnect } from './namespace-host.js';

/**
 * Configuration changes on a running cluster of three masters and a node, with the stand-in kubeadm, kubectl
 * and systemctl (test/fixtures/standin-kubeadm/README.md): the runtime's real commands in real bash on
 * namespace hosts. Every command the runtime runs is recorded with its host, so the order of the rollout
 * across hosts is what the test reads.
 */
const standins = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-kubeadm');
const shared = mkdtempSync(join(tmpdir(), 'standin-cluster-'));
const D = '/var/lib/sealos/data/default';
const [M0, M1, M2, N1] = ['10.77.9.41', '10.77.9.42', '10.77.9.43', '10.77.9.51'] as const;
const names: Record<string, string> = { [M0]: 'cfg-m0', [M1]: 'cfg-m1', [M2]: 'cfg-m2', [N1]: 'cfg-n1' };
const live = { masters: [M0, M1, M2], nodes: [N1] };

const v1beta3 = 'kubeadm.k8s.io/v1beta3';
const changed: KubeadmDocument[] = [
  {
    apiVersion: v1beta3,
    kind: 'ClusterConfiguration',
    apiServer: { extraArgs: { 'audit-log-maxage': '14' }, certSANs: ['cfg.example.com'] },
  },
  { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', maxPods: 200 },
  { apiVersion: 'kubeproxy.config.k8s.io/v1alpha1', kind: 'KubeProxyConfiguration', mode: 'iptables' },
];

describeAsRoot('configuration changes on a running stand-in kubeadm cluster', () => {
  const hosts = new Map<string, NamespaceHost>();
  const { logger } = memoryLogger();
  let ran: string[] = [];

  const runtime = (userDocuments: KubeadmDocument[] = []) =>
    new KubeadmRuntime({
      topology: { name: 'default', masters: [M0, M1, M2], nodes: [N1] },
      connect: recordingConnect(hosts, (line) => ran.push(line)),
      logger,
      config: { kubernetesVersion: 'v1.27.7', userDocuments },
      lvscareImage: 'sealos.hub:5000/labring/lvscare:v4.3.7',
      pause: async () => {},
    });
  const sh = async (ip: string, command: string) => (await hosts.get(ip)?.exec(command))?.stdout ?? '';
  const kubectl = (args: string) => sh(M0, `kubectl --kubeconfig=/etc/kubernetes/admin.conf ${args}`);
  /** The position of the first recorded command on `host` that contains `part`; -1 when none. */
  const at = (host: string, part: string) =>
    ran.findIndex((line) => line.startsWith(`${host}: `) && line.includes(part));

  beforeAll(async () => {
    for (const ip of [M0, M1, M2, N1]) {
      const host = await NamespaceHost.start(names[ip] as string, standins, shared);
      hosts.set(ip, host);
      const bootstrap = [
        `mkdir -p ${D}/rootfs/statics ${D}/rootfs/opt`,
        `printf 'apiVersion: audit.k8s.io/v1\\nkind: Policy\\n' > ${D}/rootfs/statics/audit-policy.yml`,
        `cp ${standins}/sealctl ${D}/rootfs/opt/sealctl`,
        `echo '${ip === N1 ? '10.103.97.2' : ip} apiserver.cluster.local' >> /etc/hosts`,
      ];
      const result = await host.exec(bootstrap.join(' && '));
      if (result.exitCode !== 0) throw new Error(result.stderr);
    }
    const created = runtime();
    await created.init();
    await created.joinMasters([M1, M2]);
    await created.joinNodes([N1]);
  });

  afterAll(async () => {
    for (const host of hosts.values()) await host.stop();
    rmSync(shared, { recursive: true, force: true });
  });

  it('finds nothing to change on a cluster made from the same Clusterfile', async () => {
    expect(await runtime().configChanges(live)).toEqual([]);
  });

  it('refuses a new podSubnet before anything changes', async () => {
    const before = await kubectl(
      "-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'",
    );
    ran = [];
    const podSubnet: KubeadmDocument = {
      apiVersion: v1beta3,
      kind: 'ClusterConfiguration',
      networking: { podSubnet: '100.80.0.0/10' },
    };
    const refused = runtime([podSubnet]).configChanges(live);
    await expect(refused).rejects.toThrow(ConfigChangeRefused);
    await expect(refused).rejects.toThrow(
      /ClusterConfiguration\.networking\.podSubnet: cannot change on a running cluster \("100\.64\.0\.0\/10" → "100\.80\.0\.0\/10"/,
    );
    expect(
      ran.every((line) => line.startsWith(`${names[M0]}: `) && /get configmap|config-rollout/.test(line)),
    ).toBe(true);
    expect(
      await kubectl("-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'"),
    ).toBe(before);
  });

  it('rolls out a flag, a certSAN, maxPods and kube-proxy mode in order, then has nothing left to change', async () => {
    const changing = runtime(changed);
    const changes = await changing.configChanges(live);
    expect(
      changes.map((change) => `${change.document} ${change.field} → ${JSON.stringify(change.to)}`).sort(),
    ).toEqual([
      'ClusterConfiguration apiServer.certSANs → ["127.0.0.1","apiserver.cluster.local","10.103.97.2","cfg.example.com"]',
      'ClusterConfiguration apiServer.extraArgs.audit-log-maxage → "14"',
      'KubeProxyConfiguration mode → "iptables"',
      'KubeletConfiguration maxPods → 200',
    ]);
    expect(changes.find((change) => change.field === 'maxPods')).toMatchObject({
      from: 110,
      hosts: [M0, M1, M2, N1],
    });
    // An upgrade earlier in the same apply rewrites kubeadm-config after it was compared: the rollout keeps that.
    const compared = parse(
      await kubectl("-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'"),
    );
    await hosts
      .get(M0)!
      .executor()
      .writeFile('/root/upgraded.yaml', stringify({ ...compared, kubernetesVersion: 'v1.27.8' }));
    expect(await sh(M0, 'kubeadm init phase upload-config kubeadm --config /root/upgraded.yaml')).toContain(
      'kubeadm-config',
    );
    ran = [];
    await changing.rolloutConfig(changes);
    expect(
      await kubectl("-n kube-system get configmap kubeadm-config -o jsonpath='{.data.ClusterConfiguration}'"),
    ).toContain('kubernetesVersion: v1.27.8');

    // kubeadm-config first, then each master: certificate, manifests, and a healthy apiserver before the next.
    const upload = at(names[M0]!, 'upload-config kubeadm');
    const masters = [M0, M1, M2].map((ip) => names[ip]!);
    const steps = masters.flatMap((host) => [
      at(host, 'certs apiserver'),
      at(host, 'control-plane all'),
      at(host, '/healthz'),
    ]);
    expect(upload).toBeGreaterThanOrEqual(0);
    expect([upload, ...steps]).toEqual([...[upload, ...steps]].sort((a, b) => a - b));
    expect(steps.every((index) => index > upload)).toBe(true);
    // The kubelet took a moment to run the new manifest (its mirror pod's config hash, asked once before and
    // three times after), and the restarted apiserver refused twice before it answered: the rollout waited.
    for (const host of masters)
      expect(
        ran.filter((line) => line.startsWith(`${host}: `) && line.includes('config\\.hash')),
      ).toHaveLength(4);
    for (const host of masters)
      expect(ran.filter((line) => line.startsWith(`${host}: `) && line.includes('/healthz'))).toHaveLength(3);
    // Then the kubelets, masters first, each node Ready (the stand-in kubelet is NotReady twice) before the next.
    const kubelet = at(names[M0]!, 'upload-config kubelet');
    const restarts = [M0, M1, M2, N1].map((ip) => at(names[ip]!, 'systemctl restart kubelet'));
    expect(kubelet).toBeGreaterThan(steps.at(-1)!);
    expect([kubelet, ...restarts]).toEqual([kubelet, ...restarts].sort((a, b) => a - b));
    expect(ran.filter((line) => /get node .?cfg-n1.? -o json/.test(line))).toHaveLength(3);
    // kube-proxy last.
    expect(at(names[M0]!, 'addon kube-proxy')).toBeGreaterThan(restarts.at(-1)!);

    for (const ip of [M0, M1, M2]) {
      expect(await sh(ip, 'cat /etc/kubernetes/manifests/kube-apiserver.yaml'), ip).toContain(
        '--audit-log-maxage=14',
      );
      const names = await sh(
        ip,
        'openssl x509 -in /etc/kubernetes/pki/apiserver.crt -noout -ext subjectAltName',
      );
      expect(names, ip).toContain('DNS:cfg.example.com');
      expect(names, ip).toContain(`IP Address:${ip}`);
      // sealos's 100 years, not kubeadm's one: made on the master, then kept by kubeadm's certs phase.
      const end = await sh(ip, 'openssl x509 -in /etc/kubernetes/pki/apiserver.crt -noout -enddate');
      expect(Number(end.trim().split(' ').at(-2)), ip).toBeGreaterThan(2100);
      // The pair it replaced is kept aside.
      expect(await sh(ip, 'test -f /etc/kubernetes/pki/apiserver.crt.bak && echo kept'), ip).toBe('kept\n');
    }
    for (const ip of [M0, M1, M2, N1])
      expect(await sh(ip, 'cat /var/lib/kubelet/config.yaml'), ip).toContain('maxPods: 200');
    expect(
      await kubectl("-n kube-system get configmap kube-proxy -o jsonpath='{.data.config\\.conf}'"),
    ).toContain('mode: iptables');
    expect(await sh(M0, `test -e ${D}/etc/config-rollout.json && echo left`)).toBe('');
    expect(await runtime(changed).configChanges(live)).toEqual([]);
  });

  it('stops at a master whose apiserver stays down, leaves the next alone, and resumes there', async () => {
    const again: KubeadmDocument[] = [
      {
        apiVersion: v1beta3,
        kind: 'ClusterConfiguration',
        apiServer: { extraArgs: { 'audit-log-maxage': '30' }, certSANs: ['cfg.example.com'] },
      },
      ...changed.slice(1),
    ];
    await sh(M1, "echo 'Error: unknown flag: --audit-log-maxage' > /var/lib/standin-kubeadm/fail-apiserver");
    const first = runtime(again);
    const changes = await first.configChanges(live);
    expect(changes.map((change) => change.field)).toEqual(['apiServer.extraArgs.audit-log-maxage']);
    ran = [];
    const stopped = first.rolloutConfig(changes);
    await expect(stopped).rejects.toThrow(RuntimeError);
    await expect(stopped).rejects.toMatchObject({
      host: M1,
      message: expect.stringContaining('unknown flag: --audit-log-maxage'),
    });
    expect(at(names[M2]!, 'kubeadm')).toBe(-1);
    expect(await sh(M2, 'cat /etc/kubernetes/manifests/kube-apiserver.yaml')).toContain(
      '--audit-log-maxage=14',
    );
    expect(JSON.parse(await sh(M0, `cat ${D}/etc/config-rollout.json`)).changes[0].hosts).toEqual([M1, M2]);

    await sh(M1, 'rm /var/lib/standin-kubeadm/fail-apiserver');
    const resumed = runtime(again);
    const rest = await resumed.configChanges(live);
    expect(rest).toEqual([
      expect.objectContaining({
        field: 'apiServer.extraArgs.audit-log-maxage',
        hosts: [M1, M2],
        resumed: true,
      }),
    ]);
    ran = [];
    await resumed.rolloutConfig(rest);
    expect(at(names[M0]!, 'control-plane')).toBe(-1);
    expect(at(names[M1]!, 'control-plane all')).toBeLessThan(at(names[M2]!, 'control-plane all'));
    for (const ip of [M1, M2])
      expect(await sh(ip, 'cat /etc/kubernetes/manifests/kube-apiserver.yaml')).toContain(
        '--audit-log-maxage=30',
      );
    expect(await runtime(again).configChanges(live)).toEqual([]);
  });
  it('stops at a node that does not come back Ready after its kubelet restart, and resumes there', async () => {
    const more: KubeadmDocument[] = [
      {
        apiVersion: v1beta3,
        kind: 'ClusterConfiguration',
        apiServer: { extraArgs: { 'audit-log-maxage': '30' }, certSANs: ['cfg.example.com'] },
      },
      { apiVersion: 'kubelet.config.k8s.io/v1beta1', kind: 'KubeletConfiguration', maxPods: 250 },
      changed[2]!,
    ];
    // The stand-in kubectl on master0 keeps cfg-m1 NotReady (its readiness switch, README.md).
    await sh(M0, "echo 'cfg-m1 never' > /var/lib/standin-kubeadm/node-readiness");
    const first = runtime(more);
    const changes = await first.configChanges(live);
    expect(changes.map((change) => change.field)).toEqual(['maxPods']);
    ran = [];
    await expect(first.rolloutConfig(changes)).rejects.toMatchObject({
      host: M1,
      message: expect.stringContaining('not node cfg-m1 Ready'),
    });
    expect(at(names[M2]!, 'restart kubelet')).toBe(-1);
    expect(await sh(N1, 'cat /var/lib/kubelet/config.yaml')).toContain('maxPods: 200');
    expect(JSON.parse(await sh(M0, `cat ${D}/etc/config-rollout.json`)).changes[0].hosts).toEqual([
      M1,
      M2,
      N1,
    ]);

    await sh(M0, 'rm /var/lib/standin-kubeadm/node-readiness /var/lib/standin-kubeadm/node-readiness.looks');
    const resumed = runtime(more);
    const rest = await resumed.configChanges(live);
    expect(rest).toEqual([expect.objectContaining({ field: 'maxPods', hosts: [M1, M2, N1], resumed: true })]);
    ran = [];
    await resumed.rolloutConfig(rest);
    expect(at(names[M0]!, 'restart kubelet')).toBe(-1);
    for (const ip of [M1, M2, N1])
      expect(await sh(ip, 'cat /var/lib/kubelet/config.yaml')).toContain('maxPods: 250');
    expect(await runtime(more).configChanges(live)).toEqual([]);
  });
});
