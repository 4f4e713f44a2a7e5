import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, startCliLab } from '../../lab/cli-lab.js';
import { describeAsRoot } from '../../lab/root.js';

/**
 * Previews from a pool of hosts (examples/preview-cluster.yml): each pull request's cluster `pr-N` on hosts
 * of its own. Two pull requests' runs one after the other, the second first aimed at the first one's host:
 * refused by the Check phase naming the cluster that holds it, before anything on that host changes; then on
 * a free host. The first pull request closes (its reset), and its host takes a third one's cluster.
 */
describeAsRoot('a host of another cluster', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 2 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  const runPreview = (cluster: string, host: { address: string }) => {
    const { alice } = env.lab.credentials;
    return env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      host.address,
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--cluster',
      cluster,
    ]);
  };
  const listing = async (host: (typeof env.lab.hosts)[number]) =>
    (await env.lab.run(host, 'cd /var/lib/sealos/data && find . -maxdepth 1 | sort')).stdout;

  it("refuses pr-2 on pr-1's host naming pr-1, touching nothing; pr-2 runs on a free host; pr-1 closes", async () => {
    const [a, b] = env.lab.hosts;
    const first = await runPreview('pr-1', a!);
    expect(first.status, first.output).toBe(0);
    const before = await listing(a!);
    expect(before).toContain('./pr-1\n');

    const refused = await runPreview('pr-2', a!);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(
      `${a!.address}: belongs to cluster "pr-1" (/var/lib/sealos/data/pr-1 or its lock is there): reset that cluster (sealos-action reset -c pr-1, or sealos reset), or take another host`,
    );
    // Nothing of pr-2 was left on the host: no data folder, no lock file, and pr-1's folder as it was.
    expect(await listing(a!)).toBe(before);

    const second = await runPreview('pr-2', b!);
    expect(second.status, second.output).toBe(0);

    const closed = await env.cli(
      ['reset', '-c', 'pr-1', '--force', '--passwd', env.lab.credentials.alice.password],
      { registry: false },
    );
    expect(closed.status, closed.output).toBe(0);
    expect(await listing(a!)).not.toContain('pr-1');
    expect(await listing(b!)).toContain('./pr-2\n');
    expect((await env.savedClusterfile('pr-2')).cluster.status?.phase).toBe('ClusterSuccess');

    const third = await runPreview('pr-3', a!);
    expect(third.status, third.output).toBe(0);

    // A run of another cluster that holds its lock on the host before it made its folder counts too.
    await env.lab.run(b!, 'touch /var/lib/sealos/data/pr-9.lock');
    const raced = await runPreview('pr-4', b!);
    expect(raced.status, raced.output).toBe(1);
    for (const other of ['pr-2', 'pr-9'])
      expect(raced.output).toContain(`${b!.address}: belongs to cluster "${other}"`);
  });
});
