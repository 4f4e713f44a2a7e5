import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runnerStep, runStep } from '../../lab/action-runner.js';
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

  it('the run action takes jump-host; its post step and the reset action find it in the saved state', async () => {
    const { lab, images } = env;
    const [jump, , master, node] = lab.hosts;
    const { alice } = lab.credentials;
    const state = path.join(env.dir, 'action-state');
    const step = async (
      entry: string,
      name: string,
      inputs: Record<string, string>,
      saved: Record<string, string> = {},
    ) => {
      const runner = await runnerStep(path.join(env.dir, name), {
        cache: path.join(env.dir, 'cache'),
        inputs: {
          user: alice.user,
          password: alice.password,
          cluster: 'bastion-action',
          'host-key-policy': 'accept-new',
          state: 'local',
          'state-dir': state,
          timeout: '30',
          wait: '0',
          ...inputs,
        },
      });
      // The post step gets what its main step saved with core.saveState, as the runner hands it over.
      return runStep(runner, entry, { saved });
    };
    const create = {
      images: images.rootfs,
      masters: master!.address,
      nodes: node!.address,
      'insecure-registries': env.registry.host,
      'jump-host': `alice@${jump!.address}`,
    };
    const clean = async () => {
      for (const host of [master!, node!])
        expect((await lab.run(host, 'test -e /var/lib/sealos/data/bastion-action')).code).not.toBe(0);
    };
    const run = await step('run/main', 'run', create);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const saved = await readFile(path.join(state, 'bastion-action', 'Clusterfile'), 'utf8');
    expect(saved).toContain(`jumpHost: alice@${jump!.address}`);
    expect(saved).not.toContain(alice.password);

    // Later steps give no jump-host: the saved state names it. The post step's cleanup resets the cluster.
    const { 'jump-host': _given, ...withoutJump } = create;
    const post = await step(
      'run/post',
      'post',
      { ...withoutJump, cleanup: 'true', diagnostics: 'false' },
      run.saved,
    );
    expect(post.status, post.stdout + post.stderr).toBe(0);
    await clean();

    const again = await step('run/main', 'again', create);
    expect(again.status, again.stdout + again.stderr).toBe(0);
    const reset = await step('reset/main', 'reset', { force: 'true' });
    expect(reset.status, reset.stdout + reset.stderr).toBe(0);
    await clean();
  });
});
