import type { Phase } from '../../cluster/phase.js';
import { ipOf } from '../../cluster/topology.js';
import { onEachHost } from '../../hosts/fan-out.js';
import { clusterRuntime } from '../cluster-runtime.js';
import type { ApplyContext } from '../context.js';

/** Other masters one by one, then nodes in parallel; each host is recorded as joined once it is. */
export const joinHosts: Phase<ApplyContext> = {
  title: 'Join',
  shouldRun: (context) =>
    context.topology.joining.masters.some((host) => host !== context.topology.master0) ||
    context.topology.joining.nodes.length > 0,
  async run(context) {
    const { topology, progress } = context;
    const runtime = await clusterRuntime(context);
    for (const master of topology.joining.masters.filter((host) => host !== topology.master0)) {
      await runtime.joinMasters([ipOf(master)]);
      progress.joined.add(master);
    }
    // One call per node, so the nodes that did join are recorded even when another one fails.
    await onEachHost(
      topology.joining.nodes,
      async (node) => {
        await runtime.joinNodes([ipOf(node)]);
        progress.joined.add(node);
      },
      { concurrency: context.concurrency, phase: 'join' },
    );
  },
};
