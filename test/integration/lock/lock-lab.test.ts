import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Executor } from '../../../src/hosts/executor.js';
import { SshExecutor } from '../../../src/hosts/ssh-executor.js';
import { acquireClusterLock } from '../../../src/lock/cluster-lock.js';
import { LockTimeoutError } from '../../../src/lock/errors.js';
import { parseLockRecord } from '../../../src/lock/lock-script.js';
import { memoryLogger } from '../../lab/memory-log.js';
import { describeAsRoot } from '../../lab/root.js';
import { type Lab, type LabHost, startLab } from '../../lab/sshd-lab.js';

const LOCK = '/var/lib/sealos/data/locklab.lock';

/**
 * Two contenders for one cluster's lock on a real sshd host, over separate SSH connections as two workflow
 * runs would be (one user with passwordless sudo, one whose sudo asks for a password). No timing: the wait
 * budget is zero, and staleness comes from a heartbeat written with an old timestamp.
 */
describeAsRoot('cluster lock on the lab', () => {
  let lab: Lab;
  let host: LabHost;
  let first: Executor;
  let second: Executor;

  beforeAll(async () => {
    lab = await startLab({ hosts: 1, waitMs: 1_200_000 });
    host = lab.hosts[0]!;
    const { alice, bob } = lab.credentials;
    const connect = (user: { user: string; password: string }) =>
      SshExecutor.connect(host.address, {
        credentials: { user: user.user, password: user.password },
        hostKey: { policy: 'insecure' },
      });
    first = await connect(alice);
    second = await connect(bob);
  }, 1_500_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await lab?.stop();
  });

  const take = (executor: Executor, owner: string) =>
    acquireClusterLock({ executor, cluster: 'locklab', owner, logger: memoryLogger().logger, timeoutMs: 0 });

  it('lets one contender in and turns the other away naming the holder; after release the other gets it', async () => {
    const held = await take(first, 'workflow run 100 attempt 1 job deploy');
    const error = await take(second, 'workflow run 101 attempt 1 job deploy').catch((e) => e);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect(error.message).toMatch(
      /^cluster "locklab" is locked by workflow run 100 attempt 1 job deploy \(pid \d+ on \S+\) since \d{4}-\d\d-\d\dT[\d:]+Z/,
    );
    expect(await lab.check(host, `cat ${LOCK}`)).toContain('owner=workflow run 100 attempt 1 job deploy\n');
    // The lock file is root's: the contenders work through sudo.
    expect(await lab.check(host, `stat -c %U ${LOCK}`)).toBe('root\n');
    await held.release();
    expect((await lab.run(host, `test -e ${LOCK}`)).code).not.toBe(0);
    const next = await take(second, 'workflow run 101 attempt 1 job deploy');
    expect(parseLockRecord((await lab.run(host, `cat ${LOCK}`)).stdout)?.owner).toBe(
      'workflow run 101 attempt 1 job deploy',
    );
    await next.release();
  });

  it('takes over a lock whose holder stopped beating two minutes ago, and says whose it was', async () => {
    const old = Number((await lab.check(host, 'date +%s')).trim()) - 180;
    await lab.check(
      host,
      `mkdir -p /var/lib/sealos/data && printf 'owner=workflow run 90 attempt 1 job gone\\ntoken=0ld\\ntaken=${old}\\nheartbeat=${old}\\n' > ${LOCK}`,
    );
    const { logger, sink } = memoryLogger();
    const held = await acquireClusterLock({
      executor: second,
      cluster: 'locklab',
      owner: 'workflow run 91 attempt 1 job deploy',
      logger,
      timeoutMs: 0,
    });
    expect(sink.lines.join('\n')).toContain(
      'broke a stale lock of cluster "locklab": workflow run 90 attempt 1 job gone',
    );
    expect(await lab.check(host, `cat ${LOCK}`)).toContain('owner=workflow run 91 attempt 1 job deploy');
    await held.release();
  });
});
