import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, startCliLab } from '../../lab/cli-lab.js';
import { describeAsRoot } from '../../lab/root.js';

const CLUSTER = 'bastion';

/**
 * A cluster on hosts only a jump host reaches (host1 on the lab network and on the hidden one; host3 and host4
 * on the hidden one only): `run --jump-host` creates it, the saved Clusterfile keeps the jump host (no secret)
 * and its key, and `exec` and `reset` find it there without the flag.
 */
describeAsRoot('a cluster behind a jump host', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 4, hidden: 2 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('creates, reaches and resets the cluster through the jump host', async () => {
    const { lab, images } = env;
    const [jump, , master, node] = lab.hosts;
    const { alice } = lab.credentials;
    const ssh = ['--user', alice.user, '--passwd', alice.password];
    const created = await env.cli([
      'run',
      images.rootfs,
      '--masters',
      master!.address,
      '--nodes',
      node!.address,
      '--cluster',
      CLUSTER,
      '--jump-host',
      `alice@${jump!.address}`,
      ...ssh,
    ]);
    expect(created.status, created.output).toBe(0);
    const saved = (await env.savedClusterfile(CLUSTER)).cluster;
    expect(saved.status?.phase).toBe('ClusterSuccess');
    expect(saved.spec?.ssh?.jumpHost).toBe(`alice@${jump!.address}`);
    expect(saved.spec?.ssh?.passwd).toBeUndefined();
    // Every key recorded under accept-new, the jump host's among them.
    expect(saved.status?.hostKeys).toEqual({
      [jump!.address]: jump!.hostKeyFingerprint,
      [master!.address]: master!.hostKeyFingerprint,
      [node!.address]: node!.hostKeyFingerprint,
    });
    // The hosts were reached from the jump host's hidden address, never from the runner's.
    expect(
      await lab.check(
        master!,
        'cat /var/lib/sealos/data/bastion/rootfs/etc/registry.yml >/dev/null; echo ok',
      ),
    ).toBe('ok\n');
    expect(lab.sshdLog(master!).join('\n')).toContain('from 10.77.1.1 ');
    expect(lab.sshdLog(master!).join('\n')).not.toContain('from 10.77.0.1 ');

    const exec = await env.cli(['exec', '-c', CLUSTER, '--passwd', alice.password, 'hostname'], {
      registry: false,
    });
    expect(exec.status, exec.output).toBe(0);

    const reset = await env.cli(['reset', '--cluster', CLUSTER, '--force', ...ssh], { registry: false });
    expect(reset.status, reset.output).toBe(0);
    expect((await lab.run(master!, 'test -e /var/lib/sealos/data/bastion')).code).not.toBe(0);
  });
});
