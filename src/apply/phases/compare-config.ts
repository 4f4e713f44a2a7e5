import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import { configChangesText } from '../../plan/index.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/**
 * On a reconcile, what the cluster runs (master0's ConfigMaps) against what the Clusterfile would send, field
 * by field, into the plan's `configChanges`. Only reads, so a refused change (a field that cannot change in
 * place) stops the apply before any host is touched; a dry run stops after this phase.
 */
export const compareConfig: Phase<ApplyContext> = {
  title: 'Compare configuration',
  readOnly: true,
  shouldRun: (context) => context.plan.action === 'reconcile',
  async run(context) {
    const runtime = await clusterRuntime(context);
    if (!runtime.configChanges) return;
    const { topology } = context;
    const existing = new Set(topology.existing);
    const masters = [topology.master0, ...topology.masters.filter((host) => host !== topology.master0)];
    const changes = await runtime.configChanges({
      masters: masters.filter((host) => existing.has(host)).map(ipOf),
      nodes: topology.nodes.filter((host) => existing.has(host)).map(ipOf),
    });
    context.plan.configChanges = changes;
    context.logger.info(
      changes.length === 0
        ? 'the cluster runs the configuration the Clusterfile gives'
        : `${changes.length} configuration change(s) to roll out:\n${configChangesText(changes)}`,
    );
  },
};
