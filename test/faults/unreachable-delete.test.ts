import { afterAll, beforeAll, expect, it } from 'vitest';
import { nodes as nodesOf } from '../../src/clusterfile/index.js';
import { type CliLab, startCliLab } from '../lab/cli-lab.js';
import { describeAsRoot } from '../lab/root.js';
import type { LabHost } from '../lab/sshd-lab.js';

const CLUSTER = 'gone';

/**
 * `delete --nodes` through the CLI when the node is gone (its link down): it leaves Kubernetes through master0
 * and the saved Clusterfile, and the output says it was not cleaned. A node that answers but refuses the login
 * is not "gone": its delete fails and the node stays.
 */
describeAsRoot('delete of a host that does not answer', () => {
  let env: CliLab;

  beforeAll(async () => {
    env = await startCliLab({ hosts: 3 });
  });

  afterAll(async () => {
    await env?.stop();
  });

  const login = () => ['-u', env.lab.credentials.alice.user, '-p', env.lab.credentials.alice.password];

  it('removes a node whose link is down; one that refuses the login stays, with an error', async () => {
    const [master, node1, node2] = env.lab.hosts as [LabHost, LabHost, LabHost];
    const created = await env.cli([
      'run',
      env.images.rootfs,
      '--masters',
      master.ip,
      '--nodes',
      `${node1.ip},${node2.ip}`,
      '-c',
      CLUSTER,
      ...login(),
    ]);
    expect(created.status, created.output).toBe(0);

    await env.lab.check(node2, 'echo "alice:not the password" | chpasswd');
    const refused = await env.cli(['delete', '--force', '--nodes', node2.ip, '-c', CLUSTER, ...login()]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${node2.address}: alice was refused`);
    expect(nodesOf((await env.savedClusterfile(CLUSTER)).cluster)).toContain(node2.address);
    await env.lab.check(node2, 'chpasswd', `alice:${env.lab.credentials.alice.password}\n`);

    await env.lab.setLink(node1, 'down');
    try {
      const deleted = await env.cli(['delete', '--force', '--nodes', node1.ip, '-c', CLUSTER, ...login()]);
      expect(deleted.status, deleted.output).toBe(0);
      expect(deleted.output).toMatch(/warn: .*does not answer SSH: node \S+ is deleted without a drain/);
      expect(deleted.output).toContain(`warn: ${node1.address} was removed from the cluster but not cleaned`);
      expect(nodesOf((await env.savedClusterfile(CLUSTER)).cluster)).toEqual([node2.address]);
      const names = await env.lab.check(
        master,
        'kubectl --kubeconfig=/etc/kubernetes/admin.conf get nodes -o name',
      );
      expect(names).not.toContain((await env.lab.check(node1, 'hostname')).trim().toLowerCase());
      expect(await env.lab.check(node1, 'test -f /etc/kubernetes/kubelet.conf && echo kept')).toBe('kept\n');
    } finally {
      await env.lab.setLink(node1, 'up');
    }
  });
});
