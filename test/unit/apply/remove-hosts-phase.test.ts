import { describe, expect, it } from 'vitest';
import { type ApplyContext, emptyProgress } from '../../../src/apply/context.js';
import { removeHosts } from '../../../src/apply/phases/remove-hosts.js';
import type { Topology } from '../../../src/cluster/topology.js';
import type { Runtime } from '../../../src/runtime/index.js';
import { memoryLogger } from '../../lab/memory-log.js';

const [M0, M1, M2, N1, N2] = ['10.0.0.10:22', '10.0.0.11:22', '10.0.0.12:22', '10.0.0.20:22', '10.0.0.21:22'];

/**
 * The Remove hosts phase over a fake runtime that records when each removal starts and ends: each one yields
 * to the event loop between the two, so removals that run together show as interleaved starts.
 */
function setup(failOn?: string) {
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
  const context = {
    clusterName: 'c',
    topology,
    concurrency: 16,
    progress: emptyProgress(),
    logger: memoryLogger().logger,
    runtime,
    executor: async () => executor,
    results: {
      images: { labels: {} },
      trees: { rootfs: async () => ({ dir: '/nonexistent-rootfs' }), env: () => ({}) },
    },
  } as unknown as ApplyContext;
  return { context, events };
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
});
