import type { Phase } from '../../cluster/phase.js';
import { RuntimeError } from '../../runtime/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * The plan's configuration changes rolled out on the hosts already in the cluster, after an upgrade (which
 * rewrites the same documents) and before hosts join (they then join with the new configuration).
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
    await runtime.rolloutConfig(context.plan.configChanges ?? []);
  },
};
