import type { Phase } from '../../cluster/phase.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/** The admin kubeconfig from master0, for the action's output; the runtime registers it as a secret. */
export const fetchKubeconfig: Phase<ApplyContext> = {
  title: 'Fetch kubeconfig',
  async run(context) {
    const runtime = await clusterRuntime(context);
    context.progress.kubeconfig = await runtime.kubeconfig();
  },
};
