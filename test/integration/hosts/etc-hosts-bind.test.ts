import { afterAll, beforeAll, expect, it } from 'vitest';
import { addHostsEntryScript, apiServerDomain, removeHostsEntryScript } from '../../../src/runtime/index.js';
import { pointApiServerAt } from '../../../src/runtime/kubeadm/commands.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

/**
 * /etc/hosts as a container has it, a bind-mounted single file (the lab's `bind` isolation): every edit of the
 * tool (one home, src/runtime/etc-hosts.ts) rewrites it in place, keeping its inode, where a rename fails.
 */
describeAsRoot('/etc/hosts bind-mounted as a single file', () => {
  let lab: Lab;
  beforeAll(async () => {
    lab = await startLab({ hosts: 1, isolation: 'bind' });
  });
  afterAll(async () => {
    await lab?.stop();
  });

  it('a rename over it fails there (so the lab shows what a container does)', async () => {
    const host = lab.hosts[0]!;
    const sed = await lab.run(host, "sed -i '$a 10.0.0.9 renamed.example' /etc/hosts");
    expect(sed.code).not.toBe(0);
    expect(sed.stderr).toMatch(/busy/i);
  });

  it('pointApiServerAt and the Bootstrap entries edit it in place: inode kept, one line per name, others kept', async () => {
    const host = lab.hosts[0]!;
    const inode = async () => (await lab.check(host, 'stat -c %i /etc/hosts')).trim();
    const before = await inode();
    await lab.check(host, pointApiServerAt('10.77.0.11'));
    await lab.check(host, pointApiServerAt('10.77.0.12'));
    await lab.check(host, addHostsEntryScript('10.77.0.11', 'sealos.hub'));
    const hosts = await lab.check(host, 'cat /etc/hosts');
    expect(hosts.split('\n').filter((line) => line.includes(apiServerDomain))).toEqual([
      `10.77.0.12 ${apiServerDomain}`,
    ]);
    expect(hosts).toContain('10.77.0.11 sealos.hub\n');
    expect(hosts).toContain(`127.0.1.1 ${host.hostname}`);
    await lab.check(host, removeHostsEntryScript(apiServerDomain));
    expect(await lab.check(host, 'cat /etc/hosts')).not.toContain(apiServerDomain);
    expect(await inode()).toBe(before);
  });
});
