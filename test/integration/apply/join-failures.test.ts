import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CliLab, ipOf, startCliLab } from '../../lab/cli-lab.js';
import { describeAsRoot } from '../../lab/root.js';

const CLUSTER = 'joins';

/**
 * Two nodes whose `kubeadm join` fails for two different reasons (stand-in kubeadm; its preflight refuses
 * leftovers of an earlier cluster, as the real one does): the CLI's output and the saved condition name
 * each node with its own reason, master0 is not blamed, no stack trace is printed, and a re-run after the
 * leftovers are removed completes.
 */
describeAsRoot('per-host join failures through the CLI', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 3 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  function run() {
    const [master, node1, node2] = env.lab.hosts;
    const { alice } = env.lab.credentials;
    return env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      master!.address,
      '--nodes',
      `${node1!.address},${node2!.address}`,
      '--user',
      alice.user,
      '--passwd',
      alice.password,
      '--cluster',
      CLUSTER,
    ]);
  }

  it('names each failed node with its own reason, saves them, and a re-run completes', async () => {
    const { lab } = env;
    const [master, node1, node2] = lab.hosts;
    await lab.check(node1!, 'mkdir -p /etc/kubernetes/pki && echo stale > /etc/kubernetes/pki/ca.crt');
    // kubeadm 1.23+ no longer wants /etc/kubernetes/manifests empty on a worker join; a stale bootstrap kubeconfig it does refuse.
    await lab.check(
      node2!,
      'mkdir -p /etc/kubernetes && echo stale > /etc/kubernetes/bootstrap-kubelet.conf',
    );

    const failed = await run();
    expect(failed.status).toBe(1);
    const errors = failed.output.split('\n').filter((line) => line.startsWith('error: '));
    const report = errors.join('\n');
    expect(errors[0]).toBe('error: [Join] failed on 2 of 2 hosts:');
    expect(report).toContain(`error:   ${ipOf(node1!)}: \`kubeadm join`);
    expect(report).toContain(
      '[ERROR FileAvailable--etc-kubernetes-pki-ca.crt]: /etc/kubernetes/pki/ca.crt already exists',
    );
    expect(report).toContain(`error:   ${ipOf(node2!)}: \`kubeadm join`);
    expect(report).toContain(
      '[ERROR FileAvailable--etc-kubernetes-bootstrap-kubelet.conf]: /etc/kubernetes/bootstrap-kubelet.conf already exists',
    );
    expect(report.indexOf('pki-ca.crt')).toBeLessThan(report.indexOf(ipOf(node2!)));
    expect(report).not.toContain(ipOf(master!));
    expect(failed.output).not.toMatch(/^\s+at /m);
    expect(failed.output).not.toContain(lab.credentials.alice.password);

    const saved = await env.savedClusterfile(CLUSTER);
    const condition = saved.cluster.status?.conditions?.find((c) => c.type === 'ApplyClusterError');
    expect(saved.cluster.status?.phase).toBe('ClusterFailed');
    expect(condition?.message).toContain(`${ipOf(node1!)}: \`kubeadm join`);
    expect(condition?.message).toContain('pki/ca.crt already exists');
    expect(condition?.message).toContain(`${ipOf(node2!)}: \`kubeadm join`);
    expect(condition?.message).toContain('/etc/kubernetes/bootstrap-kubelet.conf already exists');
    expect(condition?.message).not.toContain(ipOf(master!));

    await lab.check(node1!, 'rm -f /etc/kubernetes/pki/ca.crt');
    await lab.check(node2!, 'rm -f /etc/kubernetes/bootstrap-kubelet.conf');
    const rerun = await run();
    expect(rerun.output.split('\n').filter((line) => line.startsWith('error: '))).toEqual([]);
    expect(rerun.status).toBe(0);
    expect((await env.savedClusterfile(CLUSTER)).cluster.status?.phase).toBe('ClusterSuccess');
  });
});
