import { describe, expect, it } from 'vitest';
import { type ApplyContext, emptyProgress } from '../../../src/apply/context.js';
import { upgradeCluster } from '../../../src/apply/phases/upgrade-cluster.js';
import type { Topology } from '../../../src/cluster/topology.js';
import type { PlannedUpgrade } from '../../../src/plan/index.js';
import type { Runtime } from '../../../src/runtime/index.js';
import { memoryLogger } from '../../lab/memory-log.js';

const [M0, M1, N1, N2, N3] = ['10.0.0.10:22', '10.0.0.11:22', '10.0.0.20:22', '10.0.0.21:22', '10.0.0.22:22'];

/** The Upgrade phase over a fake runtime that records the hosts it is asked to upgrade. */
function setup(upgrade: Partial<PlannedUpgrade>, failOn?: string, withUpgrade = true) {
  const asked: string[] = [];
  const runtime = {
    snapshotEtcd: async (reason: string) => {
      asked.push(`snapshot before ${reason}`);
      return '/var/lib/sealos/data/c/etcd-snapshots/etcd-x.db';
    },
    ...(withUpgrade
      ? {
          upgradeHost: async (ip: string, version: string) => {
            asked.push(`${ip} ${version}`);
            if (ip === failOn) throw new Error(`${ip} failed`);
          },
        }
      : {}),
  } as unknown as Runtime;
  const topology = {
    master0: M0,
    masters: [M0, M1],
    nodes: [N1, N2, N3],
    joining: { masters: [], nodes: [N3] },
    removing: { masters: [], nodes: [] },
  } as unknown as Topology;
  const context = {
    plan: {
      upgrade: {
        from: 'v1.27.7',
        to: 'v1.28.4',
        image: 'k:v1.28.4',
        upgraded: [],
        resumed: false,
        ...upgrade,
      },
    },
    topology,
    progress: emptyProgress(),
    logger: memoryLogger().logger,
    runtime,
  } as unknown as ApplyContext;
  return { context, asked };
}

describe('the Upgrade phase', () => {
  it('runs only when the plan has an upgrade', () => {
    const { context } = setup({});
    expect(upgradeCluster.shouldRun?.(context)).toBe(true);
    expect(upgradeCluster.shouldRun?.({ ...context, plan: { ...context.plan, upgrade: undefined } })).toBe(
      false,
    );
  });

  it('takes an etcd snapshot, then upgrades master0, the other masters, then the nodes, one at a time; a joining host is not upgraded', async () => {
    const { context, asked } = setup({});
    await upgradeCluster.run(context);
    expect(asked).toEqual([
      'snapshot before the upgrade to v1.28.4',
      '10.0.0.10 v1.28.4',
      '10.0.0.11 v1.28.4',
      '10.0.0.20 v1.28.4',
      '10.0.0.21 v1.28.4',
    ]);
    expect([...context.progress.upgraded]).toEqual([M0, M1, N1, N2]);
    expect(context.progress.upgrade).toBe('finished');
  });

  it('skips the hosts an earlier run upgraded', async () => {
    const { context, asked } = setup({ upgraded: [M0, M1], resumed: true });
    await upgradeCluster.run(context);
    expect(asked).toEqual([
      'snapshot before the upgrade to v1.28.4',
      '10.0.0.20 v1.28.4',
      '10.0.0.21 v1.28.4',
    ]);
  });

  it('takes no snapshot when every host is already at the version', async () => {
    const { context, asked } = setup({ upgraded: [M0, M1, N1, N2], resumed: true });
    await upgradeCluster.run(context);
    expect(asked).toEqual([]);
  });

  it('stops at the first failing host, with the hosts before it recorded', async () => {
    const { context, asked } = setup({}, '10.0.0.20');
    await expect(upgradeCluster.run(context)).rejects.toThrow('10.0.0.20 failed');
    expect(asked).toEqual([
      'snapshot before the upgrade to v1.28.4',
      '10.0.0.10 v1.28.4',
      '10.0.0.11 v1.28.4',
      '10.0.0.20 v1.28.4',
    ]);
    expect([...context.progress.upgraded]).toEqual([M0, M1]);
    expect(context.progress.upgrade).toBe('started');
  });

  it('refuses a runtime that cannot upgrade, before marking the upgrade as begun', async () => {
    const { context } = setup({}, undefined, false);
    await expect(upgradeCluster.run(context)).rejects.toThrow(
      "this cluster's runtime cannot upgrade Kubernetes",
    );
    expect(context.progress.upgrade).toBe('not started');
  });
});
