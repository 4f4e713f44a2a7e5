import { describe, expect, it } from 'vitest';
import { type Clusterfile, parseClusterfile } from '../../../src/clusterfile/index.js';
import type { Executor, RunOptions, RunResult } from '../../../src/hosts/executor.js';
import { ResetError } from '../../../src/reset/errors.js';
import { resetCluster } from '../../../src/reset/reset-cluster.js';
import { memoryLogger } from '../../lab/memory-log.js';

const M0 = '10.77.0.11:22';
const M1 = '10.77.0.12:22';
const N1 = '10.77.0.21:22';
const N2 = '10.77.0.22:22';

function cluster(): Clusterfile {
  return parseClusterfile(
    [
      'apiVersion: apps.sealos.io/v1beta1',
      'kind: Cluster',
      'metadata: { name: order }',
      'spec:',
      '  image: [example.com/kubernetes:v1.27.7]',
      '  hosts:',
      `    - { ips: [${M0}, ${M1}], roles: [master, amd64] }`,
      `    - { ips: [${N1}, ${N2}], roles: [node, amd64], env: [ROLE_MARK=node] }`,
      'status:',
      '  mounts:',
      '    - name: kubernetes-v1.27.7',
      '      type: rootfs',
      '      imageName: example.com/kubernetes:v1.27.7',
      '      mountPoint: /unused',
      '      labels: { version: v1.27.7, clean: clean.sh --all, clean-registry: clean-registry.sh }',
      '      env: { registryDomain: sealos.hub }',
      '',
    ].join('\n'),
  ).clusterfile;
}

/**
 * Stands in for SSH: records what each host is told, in one journal (so the order across hosts shows), and
 * answers the lock script as master0 would. Reset on real hosts is covered by the lab test.
 */
class RecordingHosts {
  readonly journal: string[] = [];
  readonly down = new Set<string>();

  connect = async (host: string): Promise<Executor> => {
    if (this.down.has(host)) throw new Error('connect ECONNREFUSED');
    const notUsed = () => {
      throw new Error(`${host}: not used by reset`);
    };
    return {
      host,
      run: async (script: string, _options?: RunOptions): Promise<RunResult> => {
        const step = stepName(script);
        this.journal.push(`${host} ${step}`);
        const stdout =
          step === 'lock acquire'
            ? 'taken\n'
            : step === 'lock release'
              ? 'released\n'
              : script === 'hostname'
                ? `node-${host.replace(/[^0-9]/g, '-')}\n`
                : '';
        return { host, exitCode: 0, stdout, stderr: '' };
      },
      spawn: notUsed,
      readFile: notUsed,
      readFileStream: notUsed,
      writeFile: notUsed,
      writeFiles: notUsed,
      uploadFile: notUsed,
      copyDir: notUsed,
      connectPort: notUsed,
      close: async () => undefined,
    } as Executor;
  };

  of(host: string): string[] {
    return this.journal
      .filter((line) => line.startsWith(`${host} `))
      .map((line) => line.slice(host.length + 1));
  }
}

/** A short name for each script reset sends, so the order reads plainly. */
function stepName(script: string): string {
  if (script.includes('LOCK_TOKEN') || script.includes('flock')) {
    if (script.includes('echo taken')) return 'lock acquire';
    if (script.includes('echo released')) return 'lock release';
    return 'lock other';
  }
  if (script.includes('kubeadm reset')) return 'kubeadm reset';
  if (script.includes('bash clean.sh --all')) return 'clean script';
  if (script.includes('bash clean-registry.sh')) return 'clean-registry script';
  if (script.includes('lvscare.node.ip')) return 'hosts: lvscare';
  if (script.includes('apiserver.cluster.local')) return 'hosts: apiserver';
  if (script.includes('sealos.hub')) return 'hosts: registry';
  if (script.includes('/var/lib/registry')) return 'registry link';
  if (script.startsWith('rm -rf')) return 'remove data';
  if (script.startsWith('rmdir')) return 'remove empty folders';
  if (script.includes('registry.yml')) return 'read registry.yml';
  if (script.startsWith('test -d')) return 'probe scripts';
  return script.split('\n')[0] ?? '';
}

const base = { hostKeyPolicy: 'insecure' as const, lockTimeoutMinutes: 0 };

describe('reset order', () => {
  it('runtime reset on nodes, then masters with master0 last, before any clean script; data removed last', async () => {
    const hosts = new RecordingHosts();
    const result = await resetCluster({
      ...base,
      clusterfile: cluster(),
      logger: memoryLogger().logger,
      connect: hosts.connect,
    });
    expect(result).toMatchObject({ clean: true, whole: true });
    // A flat list of phases, lock and unlock among them, each done in this order.
    expect(result.phases.map((phase) => [phase.title, phase.status])).toEqual([
      ['Connect', 'done'],
      ['Lock', 'done'],
      ['Reset Kubernetes', 'done'],
      ['Undo bootstrap', 'done'],
      ['Unlock', 'done'],
      ['Remove empty folders', 'done'],
    ]);
    expect(result.hosts.map((h) => h.host)).toEqual(
      [N1, N2, M0, M1].sort((a, b) => [N1, N2, M0, M1].indexOf(a) - [N1, N2, M0, M1].indexOf(b)),
    );
    const resets = hosts.journal
      .filter((line) => line.endsWith('kubeadm reset'))
      .map((line) => line.split(' ')[0]);
    expect(resets.slice(2)).toEqual([M1, M0]);
    expect(resets.slice(0, 2).sort()).toEqual([N1, N2]);
    const firstClean = hosts.journal.findIndex((line) => line.endsWith('clean script'));
    const lastReset = hosts.journal.map((line) => line.endsWith('kubeadm reset')).lastIndexOf(true);
    expect(lastReset).toBeLessThan(firstClean);
    expect(hosts.of(M0)[0]).toBe('lock acquire');
    expect(hosts.of(M0)).toContain('lock release');
    // master0 is the registry host: its registry is cleaned and its link removed; a node has no registry.
    expect(hosts.of(M0)).toEqual(expect.arrayContaining(['clean-registry script', 'registry link']));
    expect(hosts.of(N1)).not.toContain('clean-registry script');
    for (const host of [M0, M1, N1, N2]) {
      const steps = hosts.of(host).filter((step) => !step.startsWith('lock'));
      expect(steps.indexOf('kubeadm reset')).toBeLessThan(steps.indexOf('clean script'));
      expect(steps.indexOf('clean script')).toBeLessThan(steps.indexOf('remove data'));
      expect(steps.indexOf('remove data')).toBeLessThan(steps.indexOf('remove empty folders'));
    }
  });

  it('goes on past a host that is down: the others are cleaned, the result says which host is not', async () => {
    const hosts = new RecordingHosts();
    hosts.down.add(N2);
    const result = await resetCluster({
      ...base,
      clusterfile: cluster(),
      logger: memoryLogger().logger,
      connect: hosts.connect,
    });
    expect(result.clean).toBe(false);
    expect(result.hosts.find((h) => h.host === N2)).toMatchObject({
      clean: false,
      problems: [expect.stringMatching(/unreachable: .*ECONNREFUSED/)],
    });
    for (const host of [M0, M1, N1]) {
      expect(result.hosts.find((h) => h.host === host)).toMatchObject({ clean: true });
      expect(hosts.of(host)).toContain('remove data');
    }
    expect(hosts.of(N2)).toEqual([]);
  });

  it('a subset is deleted from Kubernetes through master0 and reset alone; master0 only with the whole cluster', async () => {
    const hosts = new RecordingHosts();
    const result = await resetCluster({
      ...base,
      clusterfile: cluster(),
      hosts: { masters: [], nodes: ['10.77.0.22'] },
      logger: memoryLogger().logger,
      connect: hosts.connect,
    });
    expect(result).toMatchObject({ clean: true, whole: false, hosts: [{ host: N2, clean: true }] });
    expect(hosts.of(N2)).toEqual(expect.arrayContaining(['kubeadm reset', 'clean script', 'remove data']));
    expect(hosts.of(N1).filter((step) => step !== 'kubeadm reset' && !step.startsWith('lock'))).toEqual([]);
    expect(hosts.of(N1)).not.toContain('kubeadm reset');

    await expect(
      resetCluster({
        ...base,
        clusterfile: cluster(),
        hosts: { masters: ['10.77.0.11'], nodes: [] },
        logger: memoryLogger().logger,
        connect: hosts.connect,
      }),
    ).rejects.toThrow(ResetError);
    await expect(
      resetCluster({
        ...base,
        clusterfile: cluster(),
        hosts: { masters: [], nodes: ['10.77.0.99'] },
        logger: memoryLogger().logger,
        connect: hosts.connect,
      }),
    ).rejects.toThrow(/10\.77\.0\.99 is not a node of cluster "order"/);
  });

  it('without force, an unreachable master0 stops the reset before anything is changed', async () => {
    const hosts = new RecordingHosts();
    hosts.down.add(M0);
    await expect(
      resetCluster({
        ...base,
        clusterfile: cluster(),
        logger: memoryLogger().logger,
        connect: hosts.connect,
      }),
    ).rejects.toThrow(/master0 is unreachable/);
    expect(hosts.journal).toEqual([]);
    const forced = await resetCluster({
      ...base,
      force: true,
      clusterfile: cluster(),
      logger: memoryLogger().logger,
      connect: hosts.connect,
    });
    expect(forced.hosts.find((h) => h.host === M0)?.clean).toBe(false);
    // Forced: no lock taken, none released.
    expect(forced.phases.filter((phase) => phase.status === 'skipped').map((phase) => phase.title)).toEqual([
      'Lock',
      'Unlock',
    ]);
    expect(
      forced.hosts
        .filter((h) => h.clean)
        .map((h) => h.host)
        .sort(),
    ).toEqual([M1, N1, N2].sort());
  });
});
