import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runnerStep, runStep } from '../../lab/action-runner.js';
import { buildTestClusterImages } from '../../lab/cluster-images.js';
import { type RegistryLab, startRegistry } from '../../lab/registry.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

/**
 * examples/preview-cluster.yml through the actions' real entry points (src/actions/run/main.ts and
 * src/actions/reset/main.ts, as the runner starts them): a cluster `pr-N` per pull request on a host of the pool.
 * Pull request 2's run aimed at pull request 1's host is refused by Check naming pr-1, before the host changes;
 * on the free host it runs; pull request 1 closes (the reset action), and its host takes pull request 3.
 */
describeAsRoot('run and reset actions: a preview cluster per pull request on a pool of hosts', () => {
  let lab: Lab;
  let registry: RegistryLab;
  let dir: string;
  let rootfs: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 2 });
    registry = await startRegistry({ address: lab.bridgeIp });
    rootfs = (await buildTestClusterImages({ registryHost: registry.host })).rootfs;
    dir = await mkdtemp(join(tmpdir(), 'previews-'));
  });

  afterAll(async () => {
    await lab?.stop();
    await registry?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** One job of the preview workflow: the run action (or, when closing, the reset action) for pull request `pr`. */
  async function job(entry: 'run/main' | 'reset/main', pr: number, host: LabHost) {
    const { alice } = lab.credentials;
    const step = await runnerStep(join(dir, `${entry.replace('/', '-')}-${pr}-${host.ip}`), {
      home: dir,
      runner: 'self-hosted',
      inputs: {
        images: rootfs,
        'insecure-registries': registry.host,
        // The reset action resets the whole saved cluster when no hosts are given.
        masters: entry === 'run/main' ? host.ip : '',
        user: alice.user,
        password: alice.password,
        cluster: `pr-${pr}`,
        'host-key-policy': 'accept-new',
        state: 'local',
        'state-dir': join(dir, 'sealos'),
        timeout: '20',
        wait: '0',
        force: entry === 'reset/main' ? 'true' : 'false',
      },
    });
    return runStep(step, entry);
  }

  const dataFolders = async (host: LabHost) =>
    (await lab.run(host, 'cd /var/lib/sealos/data && find . -maxdepth 1 | sort')).stdout;

  it("refuses pr-2 on pr-1's host naming pr-1, touching nothing; pr-2 runs on the free host; pr-1 closes and frees its host", async () => {
    const [a, b] = lab.hosts as [LabHost, LabHost];
    const first = await job('run/main', 1, a);
    expect(first.status, first.log).toBe(0);
    expect(first.outputs.phase).toBe('ClusterSuccess');
    const before = await dataFolders(a);
    expect(before).toContain('./pr-1\n');

    const refused = await job('run/main', 2, a);
    expect(refused.status, refused.log).toBe(1);
    expect(refused.stdout).toMatch(
      new RegExp(`::error[^:]*::.*${a.ip.replaceAll('.', '\\.')}:22: belongs to cluster "pr-1"`),
    );
    expect(await dataFolders(a)).toBe(before);

    const second = await job('run/main', 2, b);
    expect(second.status, second.log).toBe(0);
    expect(second.outputs.phase).toBe('ClusterSuccess');

    const closed = await job('reset/main', 1, a);
    expect(closed.status, closed.log).toBe(0);
    expect(await dataFolders(a)).not.toContain('pr-1');
    expect(await dataFolders(b)).toContain('./pr-2\n');

    const third = await job('run/main', 3, a);
    expect(third.status, third.log).toBe(0);
    expect(await dataFolders(a)).toContain('./pr-3\n');
  });
});
