import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import { K3S_DOCUMENT, RuntimeError } from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * The plan's configuration changes rolled out on the hosts already in the cluster, after an upgrade (which
 * rewrites the same documents) and before hosts join (they then join with the new configuration); an etcd
 * snapshot first when the control plane's manifests are to be made again.
 */
export const rolloutConfig: Phase<ApplyContext> = {
  title: 'Roll out configuration',
  shouldRun: (context) => (context.plan.configChanges ?? []).length > 0,
  async run(context) {
    const runtime = await clusterRuntime(context);
    if (!runtime.rolloutConfig)
      throw new RuntimeError(`this cluster's runtime cannot roll out configuration changes`, {
        phase: 'Roll out configuration',
      });
    const changes = context.plan.configChanges ?? [];
    // The way back if a master's control plane does not come up with its new configuration.
    const masters = new Set(context.topology.masters.map(ipOf));
    const controlPlane = changes.some(
      (change) =>
        change.document === 'ClusterConfiguration' ||
        (change.document === K3S_DOCUMENT && change.hosts.some((host) => masters.has(host))),
    );
    if (controlPlane) await runtime.snapshotEtcd('the control-plane configuration rollout');
    await runtime.rolloutConfig(changes);
  },
};
