import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterTopology } from '../../../src/runtime/executor.js';
import { KubeadmRuntime } from '../../../src/runtime/kubeadm/runtime.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { NamespaceHost } from './namespace-host.js';

/**
 * The runtime's real commands, run by real bash on four throwaway hosts (namespaces with overlay folders),
 * with the stand-in kubeadm/kubectl/sealctl in place of the real ones: proves the plans fit together
 * (paths, files, order, idempotent re-runs), not that Kubernetes comes up — that is the e2e workflow's job.
 */
const standins = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/standin-kubeadm');
// The cluster's shared state (what its API server would hold), bound into every host.
const shared = mkdtempSync(join(tmpdir(), 'standin-cluster-'));
const D = '/var/lib/sealos/data/default';
const [M0, M1, N1, N2] = ['10.77.9.11', '10.77.9.12', '10.77.9.21', '10.77.9.22'] as const;
const names: Record<string, string> = { [M0]: 'master-0', [M1]: 'master-1', [N1]: 'node-1', [N2]: 'node-2' };

describeAsRoot('kubeadm runtime on namespace hosts with the stand-in kubeadm', () => {
  const hosts = new Map<string, NamespaceHost>();
  const {
    logger,
    sink: { lines },
  } = memoryLogger();

  const runtime = (topology: Omit<ClusterTopology, 'name'>) =>
    new KubeadmRuntime({
      topology: { name: 'default', ...topology },
      connect: (ip) => {
        const host = hosts.get(ip);
        if (!host) throw new Error(`no host ${ip}`);
        return host.executor();
      },
      logger,
      config: { kubernetesVersion: 'v1.27.7' },
      lvscareImage: 'sealos.hub:5000/labring/lvscare:v4.3.7',
    });
  const sh = async (ip: string, command: string) => (await hosts.get(ip)?.exec(command))?.stdout ?? '';
  /** Years until a certificate on a host ends, as openssl reads the file (a kubeconfig: its client certificate). */
  const yearsLeft = async (ip: string, path: string) => {
    const read = path.endsWith('.conf')
      ? `sed -n 's/^ *client-certificate-data: *//p' ${path} | base64 -d | openssl x509 -noout -enddate`
      : `openssl x509 -in ${path} -noout -enddate`;
    const end = Date.parse((await sh(ip, read)).trim().replace(/^notAfter=/, ''));
    return (end - Date.now()) / (365 * 86_400_000);
  };
  const exists = async (ip: string, path: string) =>
    (await hosts.get(ip)?.exec(`test -e ${path}`))?.exitCode === 0;

  beforeAll(async () => {
    for (const ip of [M0, M1, N1, N2]) {
      const host = await NamespaceHost.start(names[ip] as string, standins, shared);
      hosts.set(ip, host);
      // What a test rootfs image brings: the audit policy, sealctl, and hosts entries from Bootstrap.
      const bootstrap = [
        `mkdir -p ${D}/rootfs/statics ${D}/rootfs/opt`,
        `printf 'apiVersion: audit.k8s.io/v1\\nkind: Policy\\n' > ${D}/rootfs/statics/audit-policy.yml`,
        `cp ${standins}/sealctl ${D}/rootfs/opt/sealctl`,
        `echo '${[M0, M1].includes(ip as never) ? M0 : '10.103.97.2'} apiserver.cluster.local' >> /etc/hosts`,
      ];
      const result = await host.exec(bootstrap.join(' && '));
      if (result.exitCode !== 0) throw new Error(result.stderr);
    }
  });

  afterAll(async () => {
    for (const host of hosts.values()) await host.stop();
    rmSync(shared, { recursive: true, force: true });
  });

  it('creates, re-runs, scales down and resets a 2-master 2-node cluster', async () => {
    const full = runtime({ masters: [M0, M1], nodes: [N1, N2] });

    await full.init();
    expect(await sh(M0, 'cat /root/.kube/config')).toContain('server: https://apiserver.cluster.local:6443');
    expect(await sh(M0, `cat ${D}/etc/kubeadm-init.yaml`)).toContain('advertiseAddress: 10.77.9.11');
    // sealos's PKI, made before init and kept by (stand-in) kubeadm, which would make 10-year/1-year ones.
    for (const file of [
      'pki/ca.crt',
      'pki/apiserver.crt',
      'pki/etcd/peer.crt',
      'admin.conf',
      'scheduler.conf',
    ])
      expect(await yearsLeft(M0, `/etc/kubernetes/${file}`), file).toBeGreaterThan(99.9);

    await full.joinMasters([M1]);
    expect(await sh(M1, 'cat /etc/kubernetes/kubelet.conf')).toContain('server: https://10.77.9.11:6443');
    expect(await sh(M1, 'grep apiserver.cluster.local /etc/hosts')).toBe(
      '10.77.9.12 apiserver.cluster.local\n',
    );
    expect(await exists(M1, '/root/.kube/config')).toBe(true);
    expect(await sh(M1, 'cat /etc/kubernetes/pki/ca.crt')).toBe(
      await sh(M0, 'cat /etc/kubernetes/pki/ca.crt'),
    );
    for (const file of [
      'pki/apiserver.crt',
      'pki/etcd/server.crt',
      'pki/front-proxy-client.crt',
      'admin.conf',
    ])
      expect(await yearsLeft(M1, `/etc/kubernetes/${file}`), file).toBeGreaterThan(99.9);
    expect(
      await sh(M1, 'openssl verify -CAfile /etc/kubernetes/pki/ca.crt /etc/kubernetes/pki/apiserver.crt'),
    ).toContain(': OK');
    // No private key passed through this program: none in what it logged.
    expect(lines.join('\n')).not.toMatch(/PRIVATE KEY|client-key-data: [A-Za-z0-9+/]{20}/);

    await full.joinNodes([N1, N2]);
    for (const ip of [N1, N2]) {
      expect(await sh(ip, 'cat /etc/kubernetes/kubelet.conf')).toContain('server: https://10.103.97.2:6443');
      expect(await sh(ip, 'cat /var/lib/standin-sealctl/ipvs')).toBe(
        '10.103.97.2:6443 -> 10.77.9.11:6443 10.77.9.12:6443\n',
      );
      const lvscare = await sh(ip, 'cat /etc/kubernetes/manifests/kube-sealos-lvscare.yaml');
      expect(lvscare).toContain(`value: ${ip}`);
      expect(lvscare).toContain('- 10.77.9.12:6443');
    }

    // A second apply with nothing new: every step only checks (the stand-in fails preflight on a re-init/re-join).
    const again = runtime({ masters: [M0, M1], nodes: [N1, N2] });
    await again.init();
    await again.joinMasters([M1]);
    await again.joinNodes([N1, N2]);
    expect(lines).toContain(`info:[${N2}] already joined: kubelet.conf exists`);

    const kubeconfig = await again.kubeconfig();
    expect(kubeconfig).toBe(await sh(M0, 'cat /etc/kubernetes/admin.conf'));

    const smaller = runtime({ masters: [M0, M1], nodes: [N1] });
    await smaller.deleteNodes([N2]);
    expect(await sh(M0, 'cat /var/lib/standin-kubeadm/deleted-nodes')).toBe('node-2\n');
    expect(await exists(N2, '/etc/kubernetes')).toBe(false);
    expect(await sh(N2, 'cat /var/lib/standin-sealctl/ipvs')).toBe('');
    expect(await exists(N1, '/etc/kubernetes/kubelet.conf')).toBe(true);

    const report = await smaller.reset();
    expect(report).toEqual({ cleaned: [N1, M1, M0], failed: [] });
    for (const ip of [M0, M1, N1]) {
      expect(await exists(ip, '/etc/kubernetes'), ip).toBe(false);
      expect(await exists(ip, '/root/.kube'), ip).toBe(false);
    }

    // After a reset the same hosts can be initialised again.
    await runtime({ masters: [M0], nodes: [] }).init();
    expect(await exists(M0, '/etc/kubernetes/admin.conf')).toBe(true);
  });
});
