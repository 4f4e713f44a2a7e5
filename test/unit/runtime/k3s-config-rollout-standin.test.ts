import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RuntimeError } from '../../../src/runtime/errors.js';
import type { K3sConfig } from '../../../src/runtime/k3s/config.js';
import { K3sRuntime } from '../../../src/runtime/k3s/runtime.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { NamespaceHost, recordingConnect } from './namespace-host.js';

/**
 * A configuration change on a running k3s cluster of two servers and two agents, with the stand-in k3s and
 * systemctl (test/fixtures/standin-k3s/README.md): the runtime's real commands in real bash on namespace hosts.
 * Every command the runtime runs is recorded with its host, so the order of the rollout across hosts is what the
 * test reads. The kubeadm twin of this test is kubeadm-config-rollout-standin.test.ts.
 */
const here = dirname(fileURLToPath(import.meta.url));
const standins = join(here, '../../fixtures/standin-k3s');
const sealctl = join(here, '../../fixtures/standin-kubeadm/sealctl');
const shared = mkdtempSync(join(tmpdir(), 'standin-k3s-cluster-'));
const D = '/var/lib/sealos/data/default';
const CONFIG = '/etc/rancher/k3s/config.yaml';
const [M0, M1, N1, N2] = ['10.77.9.61', '10.77.9.62', '10.77.9.71', '10.77.9.72'] as const;
const names: Record<string, string> = { [M0]: 'k3s-m0', [M1]: 'k3s-m1', [N1]: 'k3s-n1', [N2]: 'k3s-n2' };
const live = { masters: [M0, M1], nodes: [N1, N2] };

describeAsRoot('configuration changes on a running stand-in k3s cluster', () => {
  const hosts = new Map<string, NamespaceHost>();
  const { logger } = memoryLogger();
  let ran: string[] = [];

  const runtime = (userConfig?: K3sConfig) =>
    new K3sRuntime({
      topology: { name: 'default', masters: [M0, M1], nodes: [N1, N2] },
      connect: recordingConnect(hosts, (line) => ran.push(line)),
      logger,
      config: { vip: '10.103.97.2', ...(userConfig ? { userConfig } : {}) },
      lvscareImage: 'sealos.hub:5000/labring/lvscare:v4.3.7',
      pause: async () => {},
    });
  const sh = async (ip: string, command: string) => (await hosts.get(ip)?.exec(command))?.stdout ?? '';
  const kubeletArgs = async (ip: string) =>
    (parse(await sh(ip, `cat ${CONFIG}`)) as Record<string, unknown>)['kubelet-arg'];
  /** The position of the first recorded command on `host` that contains `part`; -1 when none. */
  const at = (host: string, part: string) =>
    ran.findIndex((line) => line.startsWith(`${host}: `) && line.includes(part));
  const restarts = (ip: string) => sh(ip, 'grep -c "systemctl restart k3s" /var/lib/standin-systemctl/calls');

  beforeAll(async () => {
    for (const ip of [M0, M1, N1, N2]) {
      const host = await NamespaceHost.start(names[ip] as string, standins, shared);
      hosts.set(ip, host);
      // What the image's init.sh does on each host: the unit for its role, and sealctl in the rootfs.
      const role = ip === M0 || ip === M1 ? 'server' : 'agent';
      const bootstrap = [
        'mkdir -p /etc/systemd/system',
        `printf '[Service]\\nType=notify\\nExecStart=${standins}/k3s ${role}\\n' > /etc/systemd/system/k3s.service`,
        `mkdir -p ${D}/rootfs/opt`,
        `cp ${sealctl} ${D}/rootfs/opt/sealctl`,
      ];
      const result = await host.exec(bootstrap.join(' && '));
      if (result.exitCode !== 0) throw new Error(result.stderr);
    }
    const created = runtime();
    await created.init();
    await created.joinMasters([M1]);
    await created.joinNodes([N1, N2]);
  });

  afterAll(async () => {
    for (const host of hosts.values()) await host.stop();
    rmSync(shared, { recursive: true, force: true });
  });

  it('finds nothing to change on a cluster made from the same configuration', async () => {
    expect(await runtime().configChanges(live)).toEqual([]);
    expect(await sh(M0, 'k3s kubectl --kubeconfig=/etc/rancher/k3s/k3s.yaml get nodes')).toMatch(
      /k3s-m0 +Ready[\s\S]*k3s-m1 +Ready[\s\S]*k3s-n1 +Ready[\s\S]*k3s-n2 +Ready/,
    );
  });

  it('stops at a server that does not come back Ready, leaves the hosts after it alone, and resumes there', async () => {
    const changed: K3sConfig = { 'kubelet-arg': ['max-pods=200'] };
    // k3s-m1's node keeps posting NotReady once its k3s restarts (the stand-in's switch, README.md).
    await sh(M1, 'mkdir -p /var/lib/standin-k3s && : > /var/lib/standin-k3s/not-ready');
    const first = runtime(changed);
    const changes = await first.configChanges(live);
    expect(changes).toEqual([
      expect.objectContaining({ field: 'kubelet-arg', to: ['max-pods=200'], hosts: [M0, M1, N1, N2] }),
    ]);
    expect(changes[0]).not.toHaveProperty('resumed');
    const before = await Promise.all([N1, N2].map(restarts));
    const agentArgs = await Promise.all([N1, N2].map(kubeletArgs));
    ran = [];
    const stopped = first.rolloutConfig(changes);
    await expect(stopped).rejects.toThrow(RuntimeError);
    await expect(stopped).rejects.toMatchObject({
      host: M1,
      message: expect.stringContaining(
        'not node k3s-m1 Ready after the configuration change (last answer: Ready=False KubeletNotReady container runtime network not ready',
      ),
    });
    expect(at(names[M0]!, 'systemctl restart k3s')).toBeLessThan(at(names[M1]!, 'systemctl restart k3s'));
    // The agents after it: not a command, their config.yaml and k3s as they were.
    expect(
      ran.filter((line) => line.startsWith(`${names[N1]}: `) || line.startsWith(`${names[N2]}: `)),
    ).toEqual([]);
    expect(await Promise.all([N1, N2].map(restarts))).toEqual(before);
    expect(await Promise.all([N1, N2].map(kubeletArgs))).toEqual(agentArgs);
    expect(agentArgs).not.toContainEqual(['max-pods=200']);
    for (const ip of [M0, M1]) expect(await kubeletArgs(ip), ip).toEqual(['max-pods=200']);
    // k3s-m1's config.yaml is new already, so master0 keeps the hosts still to do.
    expect(JSON.parse(await sh(M0, `cat ${D}/etc/config-rollout.json`)).changes[0].hosts).toEqual([
      M1,
      N1,
      N2,
    ]);

    // The cause fixed on the host; the next run starts at k3s-m1, not at k3s-n1, and master0 is left alone.
    await sh(M1, 'rm /var/lib/standin-k3s/not-ready');
    const resumed = runtime(changed);
    const rest = await resumed.configChanges(live);
    expect(rest).toEqual([
      expect.objectContaining({ field: 'kubelet-arg', hosts: [M1, N1, N2], resumed: true }),
    ]);
    ran = [];
    await resumed.rolloutConfig(rest);
    expect(at(names[M0]!, 'systemctl restart k3s')).toBe(-1);
    const order = [M1, N1, N2].map((ip) => at(names[ip]!, 'systemctl restart k3s'));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const ip of [M0, M1, N1, N2]) expect(await kubeletArgs(ip), ip).toEqual(['max-pods=200']);
    expect(await sh(M0, `test -e ${D}/etc/config-rollout.json && echo left`)).toBe('');
    expect(await runtime(changed).configChanges(live)).toEqual([]);
  });
});
