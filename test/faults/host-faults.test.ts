import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../lab/cli-lab.js';
import { describeAsRoot } from '../lab/root.js';

const CLUSTER = 'faults';
const DATA = `/var/lib/sealos/data/${CLUSTER}`;

/**
 * Host faults through the CLI, on real sshd hosts: a full disk on two hosts (the free-space check before the
 * rootfs copy), then on the created cluster three hosts failing Check at once for three reasons (link down,
 * wrong password, no sudo rights). Every failure names each host with its own reason and no stack trace; the
 * healthy cluster keeps ClusterSuccess when Check fails; a re-run after the fix completes.
 */
describeAsRoot('host faults through the CLI', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 4 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  function run() {
    const [master, ...nodes] = env.lab.hosts;
    const { alice } = env.lab.credentials;
    return env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      master!.address,
      '--nodes',
      nodes.map((node) => node.address).join(','),
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--cluster',
      CLUSTER,
    ]);
  }

  const errorLines = (output: string) => output.split('\n').filter((line) => line.startsWith('error: '));

  it('a full disk on two hosts: one line each, needed vs free, before any copy; a re-run after freeing space completes', async () => {
    const { lab } = env;
    const [, , node2, node3] = lab.hosts;
    // Two sizes, so each host has its own reason (the report groups hosts that failed the same way).
    const sizes = [64, 96];
    for (const [index, node] of [node2!, node3!].entries())
      await lab.check(node, `mount -t tmpfs -o size=${sizes[index]}k sealos-full /var/lib/sealos`);

    const failed = await run();
    expect(failed.status).toBe(1);
    const errors = errorLines(failed.output);
    expect(errors[0], failed.output).toBe('error: [Mount rootfs] failed on 2 of 4 hosts:');
    for (const [index, node] of [node2!, node3!].entries())
      expect(errors).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^error: {3}${node.address.replaceAll('.', '\\.')}: not enough disk space for the rootfs: needs [\\d.]+ [KMG]iB in ${DATA}/rootfs, ${sizes[index]}\\.0 KiB free on /var/lib/sealos$`,
          ),
        ),
      );
    expect(errors).toHaveLength(3);
    expect(failed.output).not.toMatch(/tar:/);
    expect(failed.output).not.toMatch(/^\s+at /m);
    // Nothing was copied anywhere: the check comes before the first byte.
    for (const host of lab.hosts) expect((await lab.run(host, `test -e ${DATA}/rootfs`)).code).not.toBe(0);
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterFailed');
    const condition = saved.cluster.status?.conditions?.find((c) => c.type === 'ApplyClusterError');
    expect(condition?.message).toContain(`${node2!.address}: not enough disk space`);
    expect(condition?.message).toContain(`${node3!.address}: not enough disk space`);

    for (const node of [node2!, node3!]) await lab.check(node, 'umount /var/lib/sealos');
    const rerun = await run();
    expect(errorLines(rerun.output), rerun.output).toEqual([]);
    expect(rerun.status).toBe(0);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
    for (const host of lab.hosts)
      expect(await lab.check(host, `test -d ${DATA}/rootfs && echo ok`)).toBe('ok\n');
  });

  it('three hosts failing Check at once, each with its reason; the healthy cluster stays ClusterSuccess; fixed, a re-run completes', async () => {
    const { lab } = env;
    const [master, node1, node2, node3] = lab.hosts;
    const { alice } = lab.credentials;
    const before = await env.savedClusterfile(CLUSTER);
    const success = before.cluster.status?.conditions?.find((c) => c.type === 'ApplyClusterSuccess');
    expect(success).toBeDefined();

    await lab.setLink(node1!, 'down');
    await lab.check(node2!, 'echo "alice:not the password" | chpasswd');
    await lab.check(node3!, 'rm /etc/sudoers.d/lab');
    const failed = await run();
    expect(failed.status).toBe(1);
    const errors = errorLines(failed.output);
    const report = errors.join('\n');
    expect(errors[0], failed.output).toBe('error: [Check hosts] failed on 3 of 4 hosts:');
    expect(report).toContain(`error:   ${node1!.address}: cannot connect after 3 attempts: `);
    expect(report).toContain(
      `error:   ${node2!.address}: alice was refused (tried password): wrong password, or key not authorized`,
    );
    expect(report).toMatch(
      new RegExp(
        `error: {3}${node3!.address.replaceAll('.', '\\.')}: alice is not root and has no sudo rights \\(.*alice is not in the sudoers file.*\\): give alice sudo rights, or log in as root`,
      ),
    );
    expect(report).not.toContain(ipOf(master!));
    expect(failed.output).not.toMatch(/^\s+at /m);
    expect(failed.output).not.toContain(alice.password);

    // Nothing changed on any host: the cluster keeps its status, the failed attempt is recorded beside it.
    const saved = await env.savedClusterfile(CLUSTER);
    expect(saved.cluster.status?.phase).toBe('ClusterSuccess');
    expect(saved.cluster.spec?.hosts).toEqual(before.cluster.spec?.hosts);
    const conditions = saved.cluster.status?.conditions ?? [];
    expect(conditions.find((c) => c.type === 'ApplyClusterSuccess')).toEqual(success);
    const attempt = conditions.find((c) => c.type === 'ApplyClusterError');
    expect(attempt?.message).toMatch(
      /^not applied, the cluster is unchanged: \[Check hosts\] failed on 3 of 4/,
    );
    expect(failed.output).not.toMatch(/ClusterFailed/);

    await lab.setLink(node1!, 'up');
    await lab.check(node2!, 'chpasswd', `alice:${alice.password}\n`);
    await lab.check(
      node3!,
      "printf 'alice ALL=(ALL) NOPASSWD: ALL\\nbob ALL=(ALL) ALL\\n' > /etc/sudoers.d/lab && chmod 440 /etc/sudoers.d/lab",
    );
    const rerun = await run();
    expect(errorLines(rerun.output), rerun.output).toEqual([]);
    expect(rerun.status).toBe(0);
    const after = await env.savedClusterfile(CLUSTER);
    expect(after.cluster.status?.phase).toBe('ClusterSuccess');
    expect(after.cluster.status?.conditions?.map((c) => c.type)).not.toContain('ApplyClusterError');
  });
});
