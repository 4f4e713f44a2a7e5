import { describe, expect, it } from 'vitest';
import { type ApplyContext, emptyProgress } from '../../../src/apply/context.js';
import { removeHosts } from '../../../src/apply/phases/remove-hosts.js';
import type { Topology } from '../../../src/cluster/topology.js';
import { AuthError, ConnectError } from '../../../src/hosts/errors.js';
import type { Executor } from '../../../src/hosts/executor.js';
import type { Runtime } from '../../../src/runtime/index.js';
import { memoryLogger } from '../../lab/memory-log.js';

const [M0, M1, M2, N1, N2] = ['10.0.0.10:22', '10.0.0.11:22', '10.0.0.12:22', '10.0.0.20:22', '10.0.0.21:22'];

/**
 * The Remove hosts phase over a fake runtime that records when each removal starts and ends: each one yields
 * to the event loop between the two, so removals that run together show as interleaved starts.
 */
function setup(failOn?: string, unreachable: string[] = []) {
  const events: string[] = [];
  const removal = (kind: string) => async (ips: readonly string[]) => {
    const ip = ips.join(',');
    events.push(`start ${kind} ${ip}`);
    await new Promise((resolve) => setImmediate(resolve));
    if (ip === failOn) throw new Error(`${ip} failed`);
    events.push(`end ${kind} ${ip}`);
  };
  const runtime = {
    deleteMasters: removal('master'),
    deleteNodes: removal('node'),
    removeUnreachable: async (ip: string, role: string) => {
      events.push(`unreachable ${role} ${ip}`);
    },
    snapshotEtcd: async (reason: string) => {
      events.push(`snapshot before ${reason}`);
      return '/var/lib/sealos/data/c/etcd-snapshots/etcd-x.db';
    },
  } as unknown as Runtime;
  const topology = {
    master0: M0,
    masters: [M0],
    nodes: [],
    joining: { masters: [], nodes: [] },
    removing: { masters: [M1, M2], nodes: [N1, N2] },
    roles: () => [],
  } as unknown as Topology;
  const executor = { run: async (command: string) => ({ exitCode: command.startsWith('test -d') ? 1 : 0 }) };
  const progress = emptyProgress();
  const { logger, sink } = memoryLogger();
  const context = {
    clusterName: 'c',
    topology,
    concurrency: 16,
    progress,
    logger,
    runtime,
    executor: async (host: string) => {
      if (unreachable.includes(host))
        throw new ConnectError('cannot connect after 3 attempts: connect ECONNREFUSED', {
          host,
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        });
      return executor;
    },
    results: {
      images: { labels: {} },
      trees: { rootfs: async () => ({ dir: '/nonexistent-rootfs' }), env: () => ({}) },
    },
  } as unknown as ApplyContext;
  return { context, events, lines: sink.lines };
}

describe('the Remove hosts phase', () => {
  it('removes the nodes together, then the masters one after the other, a snapshot before each master', async () => {
    const { context, events } = setup();
    await removeHosts.run(context);
    expect(events).toEqual([
      'start node 10.0.0.20',
      'start node 10.0.0.21',
      'end node 10.0.0.20',
      'end node 10.0.0.21',
      `snapshot before removing master ${M1}`,
      'start master 10.0.0.11',
      'end master 10.0.0.11',
      `snapshot before removing master ${M2}`,
      'start master 10.0.0.12',
      'end master 10.0.0.12',
    ]);
    expect([...context.progress.removed].sort()).toEqual([M1, M2, N1, N2].sort());
  });

  it('stops at a master that does not leave: the next master stays, the failure names the host', async () => {
    const { context, events } = setup('10.0.0.11');
    await expect(removeHosts.run(context)).rejects.toThrow(/10\.0\.0\.11:22: 10\.0\.0\.11 failed/);
    expect(events.filter((event) => event.includes('master'))).toEqual([
      `snapshot before removing master ${M1}`,
      'start master 10.0.0.11',
    ]);
    expect([...context.progress.removed].sort()).toEqual([N1, N2]);
  });

  it('takes hosts that do not answer SSH out through master0 only, a master that is down before a live one', async () => {
    const { context, events, lines } = setup(undefined, [M2, N2]);
    await removeHosts.run(context);
    expect(events).toEqual([
      'start node 10.0.0.20',
      'unreachable node 10.0.0.21',
      'end node 10.0.0.20',
      `snapshot before removing master ${M2}`,
      'unreachable master 10.0.0.12',
      `snapshot before removing master ${M1}`,
      'start master 10.0.0.11',
      'end master 10.0.0.11',
    ]);
    expect([...context.progress.removed].sort()).toEqual([M1, M2, N1, N2].sort());
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^warn:${N2} is leaving and does not answer SSH \\(.*ECONNREFUSED\\): it is removed without being cleaned$`,
        ),
      ),
    );
    const warnings = lines.filter((line) => line.includes('was removed from the cluster but not cleaned'));
    expect(warnings.map((line) => line.split(' was ')[0]).sort()).toEqual(
      [`warn:${M2}`, `warn:${N2}`].sort(),
    );
  });

  it('stops at a leaving host that answers but refuses the login: only unanswered connections count', async () => {
    const { context, events } = setup(undefined, []);
    context.executor = async (host: string) => {
      if (host === N2) throw new AuthError('alice was refused (tried password)', { host });
      return { run: async () => ({ exitCode: 1 }) } as unknown as Executor;
    };
    await expect(removeHosts.run(context)).rejects.toThrow(/10\.0\.0\.21:22: alice was refused/);
    expect(events).toEqual([]);
  });
});
