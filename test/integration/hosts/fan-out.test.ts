import { afterAll, beforeAll, expect, it } from 'vitest';
import { HostsError } from '../../../src/errors.js';
import { ConnectError } from '../../../src/hosts/errors.js';
import { onEachHost } from '../../../src/hosts/fan-out.js';
import { type ExecutorPool, sshPool } from '../../../src/hosts/pool.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, startLab } from '../../lab/sshd-lab.js';

describeAsRoot('fan-out over real hosts', () => {
  let lab: Lab;
  let pool: ExecutorPool;
  let unreachable: string;

  beforeAll(async () => {
    lab = await startLab({ hosts: 4 });
    // The fourth host is unreachable: its link is down.
    await lab.setLink(lab.hosts[3]!, 'down');
    unreachable = lab.hosts[3]!.address;
    const credentials = { user: 'root', privateKey: lab.credentials.privateKey };
    pool = sshPool([...lab.hosts.map((host) => ({ address: host.address, credentials }))], {
      hostKey: { policy: 'strict', knownHosts: lab.knownHosts() },
      connectTimeoutMs: 2000,
      attempts: 1,
    });
  });

  afterAll(async () => {
    await pool?.closeAll();
    await lab?.stop();
  });

  it('aggregates a failing command and an unreachable host into one error, each host with its cause', async () => {
    const addresses = lab.hosts.map((host) => host.address);
    const error = await onEachHost(
      addresses,
      async (address) => {
        const executor = await pool.get(address);
        await executor.run('if [ "$(hostname)" = host2 ]; then echo "disk full" >&2; exit 2; fi');
      },
      { phase: 'init' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostsError);
    const { failures, message } = error as HostsError;
    expect(failures.map((failure) => failure.host)).toEqual([lab.hosts[1]!.address, unreachable]);
    expect(failures[1]!.error).toBeInstanceOf(ConnectError);
    expect(message).toMatch(
      new RegExp(
        `^failed on 2 of 4 hosts: ${lab.hosts[1]!.address}: \`if .*\` exited 2: disk full; ${unreachable}: cannot connect after 1 attempt: `,
      ),
    );
    // The hosts that worked were not disturbed by the others failing.
    const hostnames = await onEachHost(
      lab.hosts.slice(0, 3).map((host) => host.address),
      async (address) => (await (await pool.get(address)).run('hostname')).stdout.trim(),
    );
    expect(hostnames).toEqual(['host1', 'host2', 'host3']);
  });
});
