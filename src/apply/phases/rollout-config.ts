import type { Phase } from '../../cluster/phase.js';
import { RuntimeError } from '../../runtime/index.js';
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
    // The way back if a master's control plane does not come up with its new manifests.
    if (changes.some((change) => change.document === 'ClusterConfiguration'))
      await runtime.snapshotEtcd('the control-plane configuration rollout');
    await runtime.rolloutConfig(changes);
  },
};
