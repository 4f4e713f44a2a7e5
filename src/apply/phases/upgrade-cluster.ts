import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import { RuntimeError } from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * The plan's upgrade, after the new rootfs reached every host (Mount rootfs, Mirror registry) and before hosts
 * join, so joining hosts meet the new version: master0, then the other masters, then the nodes, one host at a
 * time (sealos v5 `KubeadmRuntime.Upgrade`). Hosts an earlier run upgraded are left alone; each host is
 * recorded once done, so a failure stops here naming the host, and the saved status lists those done. An etcd
 * snapshot on master0 comes first.
 */
export const upgradeCluster: Phase<ApplyContext> = {
  title: 'Upgrade',
  shouldRun: (context) => context.plan.upgrade !== undefined,
  async run(context) {
    const { topology, progress, logger } = context;
    const upgrade = context.plan.upgrade!;
    const runtime = await clusterRuntime(context);
    if (!runtime.upgradeHost)
      throw new RuntimeError(`this cluster's runtime cannot upgrade Kubernetes`, { phase: 'Upgrade' });
    const joining = new Set([...topology.joining.masters, ...topology.joining.nodes]);
    const order = [
      topology.master0,
      ...topology.masters.filter((host) => host !== topology.master0),
      ...topology.nodes,
    ].filter((host) => !joining.has(host));
    const done = new Set(upgrade.upgraded.map(ipOf));
    // The way back if the control plane does not come up at the new version; no snapshot, no upgrade.
    if (order.some((host) => !done.has(ipOf(host))))
      await runtime.snapshotEtcd(`the upgrade to ${upgrade.to}`);
    progress.upgrade = 'started';
    logger.info(`Kubernetes ${upgrade.from} → ${upgrade.to} on ${order.length} host(s), one at a time`);
    for (const host of order) {
      if (done.has(ipOf(host))) {
        logger.info(`${host}: already at ${upgrade.to} (an earlier run upgraded it)`);
        continue;
      }
      await runtime.upgradeHost(ipOf(host), upgrade.to);
      progress.upgraded.add(host);
    }
    progress.upgrade = 'finished';
  },
};
