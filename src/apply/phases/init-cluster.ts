import type { Phase } from '../../cluster/phase.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/** The first control plane on master0 (kubeadm init); skipped by the runtime when master0 already answers. */
export const initCluster: Phase<ApplyContext> = {
  title: 'Init',
  shouldRun: (context) => context.plan.action === 'create',
  async run(context) {
    const runtime = await clusterRuntime(context);
    await runtime.init();
    context.progress.joined.add(context.topology.master0);
  },
};
